import { expect } from '@open-wc/testing';
import { readToken } from '../../../runtime/tve/signin/token.js';
import { base64Utf8, decodeBase64Utf8, mediaToken, mediaTokenXml } from '../../../demo/tve/token.js';

/** The token's text under one root (its two top-level elements are not a document on their own). */
const parseWrapped = (text: string) => new DOMParser().parseFromString(`<root>${text}</root>`, 'application/xml');

describe('the stand-in short media token', () => {
  const fields = { sessionGUID: 'f00d', requestorID: 'laughtrack', resourceID: 'laughtrack', mvpdId: 'skyline', ttl: 420_000, issueTime: new Date(Date.UTC(2026, 2, 1, 17, 31, 34)) };

  it('is base64 of signatureInfo then its sibling authToken, as the real library sends it, with the ttl in milliseconds', () => {
    const text = decodeBase64Utf8(mediaToken(fields));
    expect(new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror'), 'not one document').not.to.equal(null);
    const xml = parseWrapped(text);
    expect(xml.querySelector('parsererror')).to.equal(null);
    expect(Array.from(xml.documentElement.children, (child) => child.nodeName)).to.deep.equal(['signatureInfo', 'authToken']);
    expect(xml.querySelector('signatureInfo')!.textContent).to.match(/^[A-Za-z0-9+/]+={0,2}$/);
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
    const xml = parseWrapped(decodeBase64Utf8(mediaToken({ ...fields, resourceID })));
    expect(xml.querySelector('resourceID')!.textContent).to.equal(resourceID);
  });

  it('is read by the page as a token expiring at now + ttl', () => {
    expect(readToken(mediaToken(fields), 1_000)).to.deep.equal({ ttl: 420_000, expiresAt: 421_000, mvpd: 'skyline', resource: 'laughtrack' });
  });

  it('carries a placeholder signature that changes with the contents', () => {
    const a = mediaTokenXml(fields);
    const b = mediaTokenXml({ ...fields, ttl: 5_000 });
    expect(a.slice(0, a.indexOf('</signatureInfo>'))).not.to.equal(b.slice(0, b.indexOf('</signatureInfo>')));
    expect(b).to.contain('<ttl>5000</ttl>');
  });

  it('round-trips UTF-8 through base64', () => {
    expect(decodeBase64Utf8(base64Utf8('Río Bravo ✓'))).to.equal('Río Bravo ✓');
  });
});
