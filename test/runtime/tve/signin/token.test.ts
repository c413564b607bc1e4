import { expect } from '@open-wc/testing';
import { encodeToken, readToken } from '../../../../runtime/tve/signin/token.js';

describe('the authorization token (CONTRACT §6)', () => {
  it('reads <ttl> in ms and expires at now + ttl', () => {
    const token = encodeToken({ ttl: 420_000, mvpd: 'skyline', resource: 'laughtrack', requestor: 'LT' });
    expect(readToken(token, 1_000)).to.deep.equal({ ttl: 420_000, expiresAt: 421_000, mvpd: 'skyline', resource: 'laughtrack' });
  });

  it('reads a namespaced, URL-safe, unpadded or wrapped token', () => {
    const xml = '<sig:signatureInfo xmlns:sig="urn:x"><sig:authToken><sig:ttl> 5000 </sig:ttl></sig:authToken></sig:signatureInfo>';
    const base64 = btoa(xml);
    expect(readToken(base64, 0)?.expiresAt).to.equal(5000);
    expect(readToken(base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 0)?.ttl).to.equal(5000);
    expect(readToken(base64.replace(/(.{10})/g, '$1\n'), 0)?.ttl).to.equal(5000);
  });

  it('treats garbage as a token failure', () => {
    for (const bad of [undefined, 42, '', '!!!', btoa('not xml <'), btoa('<a><ttl>soon</ttl></a>'), btoa('<a><ttl>0</ttl></a>'),
      btoa('<a><ttl>-5</ttl></a>'), btoa('<a><other>5</other></a>'), btoa('<a><ttl>99999999999999999999</ttl></a>'), btoa('\xff\xfe')]) {
      expect(readToken(bad, 0), String(bad)).to.equal(undefined);
    }
  });

  it('encodes names with markup safely', () => {
    expect(readToken(encodeToken({ ttl: 1, mvpd: 'a<b>&c' }), 0)?.mvpd).to.equal('a<b>&c');
  });
});
