import { expect } from '@open-wc/testing';
import { decodeTcString, encodeTcString, type CoreSegment } from '../../../demo/cmp/tc-string.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const bitsOf = (s: string) => [...s].flatMap((c) => B64.indexOf(c).toString(2).padStart(6, '0').split('').map(Number));
const intAt = (bits: number[], at: number, width: number) => parseInt(bits.slice(at, at + width).join(''), 2);
const fromBits = (bits: number[]) => {
  const padded = [...bits, ...Array<number>((6 - (bits.length % 6)) % 6).fill(0)];
  let out = '';
  for (let i = 0; i < padded.length; i += 6) out += B64[parseInt(padded.slice(i, i + 6).join(''), 2)];
  return out;
};
const intBits = (value: number, width: number) => value.toString(2).padStart(width, '0').split('').map(Number);

const core: CoreSegment = {
  created: Date.UTC(2024, 4, 1, 12, 0, 0, 100),
  lastUpdated: Date.UTC(2024, 5, 2, 8, 30, 0, 500),
  cmpId: 999,
  cmpVersion: 3,
  consentScreen: 2,
  consentLanguage: 'EN',
  vendorListVersion: 48,
  tcfPolicyVersion: 4,
  isServiceSpecific: true,
  useNonStandardTexts: false,
  specialFeatureOptIns: [1],
  purposesConsent: [1, 3, 4, 7, 8, 9, 10],
  purposesLITransparency: [2, 11],
  purposeOneTreatment: false,
  publisherCC: 'GB',
  vendorConsents: [2, 5, 9],
  vendorLegitimateInterests: [5],
};

// Offsets of the TCF v2.2 core segment, from its field table.
const AT = { created: 6, lastUpdated: 42, cmpId: 78, cmpVersion: 90, consentScreen: 102, language: 108, vendorList: 120,
  policy: 132, serviceSpecific: 138, nonStandard: 139, specialFeatures: 140, purposes: 152, purposesLi: 176,
  purposeOne: 200, publisherCC: 201, vendors: 213 };

describe('the TC string (TCF v2.2 core segment)', () => {
  it('decodes what it encodes', () => {
    expect(decodeTcString(encodeTcString(core))).to.deep.equal(core);
  });

  it('starts with "C", version 2 in the first six bits, as every v2 string does', () => {
    expect(encodeTcString(core)[0]).to.equal('C');
  });

  it('lays each field out at its offset and width, MSB first, in base64url', () => {
    const s = encodeTcString(core);
    expect(s).to.match(/^[A-Za-z0-9_-]+$/);
    const bits = bitsOf(s);
    expect(intAt(bits, 0, 6)).to.equal(2);
    expect(intAt(bits, AT.created, 36)).to.equal(core.created / 100);
    expect(intAt(bits, AT.lastUpdated, 36)).to.equal(core.lastUpdated / 100);
    expect(intAt(bits, AT.cmpId, 12)).to.equal(999);
    expect(intAt(bits, AT.cmpVersion, 12)).to.equal(3);
    expect(intAt(bits, AT.consentScreen, 6)).to.equal(2);
    expect([intAt(bits, AT.language, 6), intAt(bits, AT.language + 6, 6)]).to.deep.equal([4, 13]); // E, N
    expect(intAt(bits, AT.vendorList, 12)).to.equal(48);
    expect(intAt(bits, AT.policy, 6)).to.equal(4);
    expect(bits[AT.serviceSpecific]).to.equal(1);
    expect(bits[AT.nonStandard]).to.equal(0);
    expect(bits.slice(AT.specialFeatures, AT.specialFeatures + 12).join('')).to.equal('100000000000');
    expect(bits.slice(AT.purposes, AT.purposes + 24).join('')).to.equal('101100111100000000000000');
    expect(bits.slice(AT.purposesLi, AT.purposesLi + 24).join('')).to.equal('010000000010000000000000');
    expect(bits[AT.purposeOne]).to.equal(0);
    expect([intAt(bits, AT.publisherCC, 6), intAt(bits, AT.publisherCC + 6, 6)]).to.deep.equal([6, 1]); // G, B
    // Vendor consents: MaxVendorId 9, bit field, vendors 2, 5 and 9.
    expect(intAt(bits, AT.vendors, 16)).to.equal(9);
    expect(bits[AT.vendors + 16]).to.equal(0);
    expect(bits.slice(AT.vendors + 17, AT.vendors + 26).join('')).to.equal('010010001');
    // Then legitimate interests (MaxVendorId 5) and NumPubRestrictions 0; the rest is padding.
    const li = AT.vendors + 26;
    expect(intAt(bits, li, 16)).to.equal(5);
    expect(bits.slice(li + 17, li + 22).join('')).to.equal('00001');
    expect(intAt(bits, li + 22, 12)).to.equal(0);
    expect(bits.length - (li + 34)).to.be.within(0, 5);
  });

  it('writes an empty vendor section as MaxVendorId 0', () => {
    const bits = bitsOf(encodeTcString({ ...core, vendorConsents: [], vendorLegitimateInterests: [] }));
    expect(intAt(bits, AT.vendors, 17)).to.equal(0);
    expect(intAt(bits, AT.vendors + 17, 17)).to.equal(0);
  });

  it('reads range-encoded vendor sections, as other platforms write them', () => {
    const head = bitsOf(encodeTcString({ ...core, vendorConsents: [], vendorLegitimateInterests: [] })).slice(0, AT.vendors);
    const ranges = [...intBits(10, 16), 1, ...intBits(2, 12), 0, ...intBits(2, 16), 1, ...intBits(5, 16), ...intBits(7, 16)];
    const s = fromBits([...head, ...ranges, ...intBits(0, 17), ...intBits(0, 12)]);
    expect(decodeTcString(s)?.vendorConsents).to.deep.equal([2, 5, 6, 7]);
  });

  it('ignores segments after the core one', () => {
    const s = encodeTcString(core);
    expect(decodeTcString(`${s}.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw`)).to.deep.equal(core);
  });

  it('reads anything malformed or foreign as no string at all', () => {
    const s = encodeTcString(core);
    for (const bad of ['', 'not a tc string', 'C', s.slice(0, 30), `B${s.slice(1)}`, 'BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA', '%%%']) {
      expect(decodeTcString(bad), bad).to.equal(undefined);
    }
  });

  it('refuses to encode a field wider than its bits', () => {
    expect(() => encodeTcString({ ...core, cmpId: 4096 })).to.throw(RangeError);
  });
});
