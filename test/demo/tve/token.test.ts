import { expect } from '@open-wc/testing';
import { base64Utf8, decodeBase64Utf8, mediaToken, mediaTokenXml } from '../../../demo/tve/token.js';

describe('the stand-in short media token', () => {
  const fields = { sessionGUID: 'f00d', requestorID: 'laughtrack', resourceID: 'laughtrack', mvpdId: 'skyline', ttl: 420_000, issueTime: new Date(Date.UTC(2026, 2, 1, 17, 31, 34)) };

  it('is base64 of an XML document whose authToken carries the ttl in milliseconds', () => {
    const xml = new DOMParser().parseFromString(decodeBase64Utf8(mediaToken(fields)), 'application/xml');
    expect(xml.querySelector('parsererror')).to.equal(null);
    expect(xml.documentElement.nodeName).to.equal('signatureInfo');
    const token = xml.querySelector('authToken')!;
    const read = (name: string) => token.querySelector(name)!.textContent;
    expect(read('ttl')).to.equal('420000');
    expect(read('requestorID')).to.equal('laughtrack');
    expect(read('resourceID')).to.equal('laughtrack');
    expect(read('mvpdId')).to.equal('skyline');
    expect(read('sessionGUID')).to.equal('f00d');
    expect(read('issueTime')).to.equal('2026-03-01 17:31:34 -0000');
  });

  it('keeps an MRSS resource and any text intact, escaped', () => {
    const resourceID = '<rss version="2.0"><channel><title>laughtrack</title><item><title>Señor & Co</title></item></channel></rss>';
    const xml = new DOMParser().parseFromString(decodeBase64Utf8(mediaToken({ ...fields, resourceID })), 'application/xml');
    expect(xml.querySelector('resourceID')!.textContent).to.equal(resourceID);
  });

  it('signs the token with a digest of its contents', () => {
    const a = mediaTokenXml(fields);
    const b = mediaTokenXml({ ...fields, ttl: 5_000 });
    expect(a.slice(0, 40)).not.to.equal(b.slice(0, 40));
    expect(b).to.contain('<ttl>5000</ttl>');
  });

  it('round-trips UTF-8 through base64', () => {
    expect(decodeBase64Utf8(base64Utf8('Río Bravo ✓'))).to.equal('Río Bravo ✓');
  });
});
