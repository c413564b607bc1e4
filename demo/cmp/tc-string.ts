/**
 * The IAB TCF v2 TC string, core segment only: what a consent platform
 * stores in `euconsent-v2` and hands to every caller of `__tcfapi`. Bit
 * layout of the "TC String Format" of TCF v2.2 (fields in this order, widths
 * in bits), written MSB first and encoded base64url without padding. Pure:
 * no DOM, no clock (dates are passed in).
 *
 * Vendor sections are written as bit fields (a demo has no vendors, so
 * `MaxVendorId` is usually 0); the decoder also reads range encoding, which
 * other platforms' strings use.
 */

export interface CoreSegment {
  /** Epoch milliseconds; stored in deciseconds. */
  created: number;
  lastUpdated: number;
  cmpId: number;
  cmpVersion: number;
  consentScreen: number;
  /** Two letters, ISO 639-1 ("EN"). */
  consentLanguage: string;
  vendorListVersion: number;
  tcfPolicyVersion: number;
  isServiceSpecific: boolean;
  useNonStandardTexts: boolean;
  /** Special feature ids 1..12 opted in. */
  specialFeatureOptIns: number[];
  /** Purpose ids 1..24 with consent. */
  purposesConsent: number[];
  /** Purpose ids 1..24 on legitimate interest. */
  purposesLITransparency: number[];
  purposeOneTreatment: boolean;
  /** Two letters, ISO 3166-1 alpha-2 ("AA" when unknown). */
  publisherCC: string;
  vendorConsents: number[];
  vendorLegitimateInterests: number[];
}

/** The only version this codec reads and writes: the core segment of TCF v2. */
export const TC_STRING_VERSION = 2;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

class BitWriter {
  bits: number[] = [];
  int(value: number, width: number): void {
    const v = Math.max(0, Math.floor(value));
    if (v >= 2 ** width) throw new RangeError(`${value} does not fit in ${width} bits`);
    // Division, not shifts: the 36-bit dates overflow 32-bit integer maths.
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(v / 2 ** i) % 2);
  }
  bool(value: boolean): void {
    this.bits.push(value ? 1 : 0);
  }
  /** A fixed-width field of ids: bit i-1 set when id i is in `ids`. */
  field(ids: readonly number[], width: number): void {
    const set = new Set(ids);
    for (let id = 1; id <= width; id++) this.bool(set.has(id));
  }
  letters(text: string): void {
    const pair = /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : 'AA';
    for (const char of pair) this.int(char.charCodeAt(0) - 65, 6);
  }
  /** Six bits per base64url character, the last one padded with zeros. */
  toBase64Url(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let sextet = 0;
      for (let j = 0; j < 6; j++) sextet = sextet * 2 + (this.bits[i + j] ?? 0);
      out += BASE64URL[sextet];
    }
    return out;
  }
}

class BitReader {
  #bits: number[];
  #at = 0;
  constructor(bits: number[]) {
    this.#bits = bits;
  }
  int(width: number): number {
    if (this.#at + width > this.#bits.length) throw new RangeError('TC string ends early');
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + this.#bits[this.#at++]!;
    return v;
  }
  bool(): boolean {
    return this.int(1) === 1;
  }
  field(width: number): number[] {
    const ids: number[] = [];
    for (let id = 1; id <= width; id++) if (this.bool()) ids.push(id);
    return ids;
  }
  letters(): string {
    return String.fromCharCode(65 + this.int(6), 65 + this.int(6));
  }
  /** A vendor section: MaxVendorId, IsRangeEncoding, then a bit field or ranges. */
  vendors(): number[] {
    const maxVendorId = this.int(16);
    if (!this.bool()) return this.field(maxVendorId);
    const ids: number[] = [];
    for (let n = this.int(12); n > 0; n--) {
      const isRange = this.bool();
      const start = this.int(16);
      const end = isRange ? this.int(16) : start;
      if (end < start || end > maxVendorId) throw new RangeError('TC string has a bad vendor range');
      for (let id = start; id <= end; id++) ids.push(id);
    }
    return ids;
  }
}

const deciseconds = (ms: number) => Math.round(ms / 100);

/** The core segment as a TC string. Throws RangeError for a field that does not fit its width. */
export function encodeTcString(core: CoreSegment): string {
  const w = new BitWriter();
  w.int(TC_STRING_VERSION, 6);
  w.int(deciseconds(core.created), 36);
  w.int(deciseconds(core.lastUpdated), 36);
  w.int(core.cmpId, 12);
  w.int(core.cmpVersion, 12);
  w.int(core.consentScreen, 6);
  w.letters(core.consentLanguage);
  w.int(core.vendorListVersion, 12);
  w.int(core.tcfPolicyVersion, 6);
  w.bool(core.isServiceSpecific);
  w.bool(core.useNonStandardTexts);
  w.field(core.specialFeatureOptIns, 12);
  w.field(core.purposesConsent, 24);
  w.field(core.purposesLITransparency, 24);
  w.bool(core.purposeOneTreatment);
  w.letters(core.publisherCC);
  for (const vendors of [core.vendorConsents, core.vendorLegitimateInterests]) {
    const maxVendorId = Math.max(0, ...vendors);
    w.int(maxVendorId, 16);
    w.bool(false); // bit field, not ranges
    w.field(vendors, maxVendorId);
  }
  w.int(0, 12); // NumPubRestrictions
  return w.toBase64Url();
}

/**
 * The core segment of a TC string, or undefined for anything that is not a
 * well-formed version 2 string: a stored cookie is outside input, and a bad
 * one must read as "no choice", never throw. Segments after the first `.`
 * (disclosed vendors, publisher purposes) are ignored.
 */
export function decodeTcString(tcString: string): CoreSegment | undefined {
  const core = tcString.split('.', 1)[0] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(core)) return undefined;
  const bits: number[] = [];
  for (const char of core) {
    const sextet = BASE64URL.indexOf(char);
    for (let i = 5; i >= 0; i--) bits.push((sextet >> i) & 1);
  }
  try {
    const r = new BitReader(bits);
    if (r.int(6) !== TC_STRING_VERSION) return undefined;
    const decoded: CoreSegment = {
      created: r.int(36) * 100,
      lastUpdated: r.int(36) * 100,
      cmpId: r.int(12),
      cmpVersion: r.int(12),
      consentScreen: r.int(6),
      consentLanguage: r.letters(),
      vendorListVersion: r.int(12),
      tcfPolicyVersion: r.int(6),
      isServiceSpecific: r.bool(),
      useNonStandardTexts: r.bool(),
      specialFeatureOptIns: r.field(12),
      purposesConsent: r.field(24),
      purposesLITransparency: r.field(24),
      purposeOneTreatment: r.bool(),
      publisherCC: r.letters(),
      vendorConsents: r.vendors(),
      vendorLegitimateInterests: [],
    };
    decoded.vendorLegitimateInterests = r.vendors();
    return decoded;
  } catch {
    return undefined;
  }
}
