import { expect } from '@open-wc/testing';
import { readToken } from '../../../../runtime/tve/signin/token.js';
import { base64Text, encodeToken } from '../../../support/media-token.js';

describe('the authorization token (the short media token: base64 XML, <ttl> in ms)', () => {
  it('reads the real library\'s shape: signatureInfo, then authToken as its sibling (two top-level elements)', () => {
    const token = encodeToken({ ttl: 420_000, mvpd: 'skyline', resource: 'laughtrack', requestor: 'LT' });
    expect(atob(token)).to.match(/^<signatureInfo>[^<]*<\/signatureInfo><authToken>/);
    expect(readToken(token, 1_000)).to.deep.equal({ ttl: 420_000, expiresAt: 421_000, mvpd: 'skyline', resource: 'laughtrack' });
  });

  it('reads authToken nested inside signatureInfo the same way', () => {
    const token = encodeToken({ ttl: 420_000, mvpd: 'skyline', resource: 'laughtrack', requestor: 'LT', shape: 'nested' });
    expect(readToken(token, 1_000)).to.deep.equal({ ttl: 420_000, expiresAt: 421_000, mvpd: 'skyline', resource: 'laughtrack' });
  });

  it('reads a token with whitespace between its elements, or with an XML declaration', () => {
    const body = '<signatureInfo>c2ln</signatureInfo>\n  <authToken><ttl>5000</ttl></authToken>\n';
    expect(readToken(btoa(body), 0)?.ttl).to.equal(5000);
    expect(readToken(btoa(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`), 0)?.ttl).to.equal(5000);
  });

  it('reads a namespaced, URL-safe, unpadded or wrapped token', () => {
    const xml = '<sig:signatureInfo xmlns:sig="urn:x">c2ln</sig:signatureInfo><sig:authToken xmlns:sig="urn:x"><sig:ttl> 5000 </sig:ttl></sig:authToken>';
    const base64 = btoa(xml);
    expect(readToken(base64, 0)?.expiresAt).to.equal(5000);
    expect(readToken(base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 0)?.ttl).to.equal(5000);
    expect(readToken(base64.replace(/(.{10})/g, '$1\n'), 0)?.ttl).to.equal(5000);
    const nested = '<sig:signatureInfo xmlns:sig="urn:x"><sig:authToken><sig:ttl>5000</sig:ttl></sig:authToken></sig:signatureInfo>';
    expect(readToken(btoa(nested), 0)?.ttl).to.equal(5000);
  });

  it('treats garbage as a token failure', () => {
    const auth = (ttl: string) => `<signatureInfo>c2ln</signatureInfo><authToken><ttl>${ttl}</ttl></authToken>`;
    for (const bad of [undefined, 42, '', '!!!', btoa('not xml <'), btoa(auth('soon')), btoa(auth('0')), btoa(auth('-5')), btoa(auth('5.5')),
      btoa(auth('99999999999999999999')), btoa(auth('')), btoa('<signatureInfo>c2ln</signatureInfo><authToken><other>5</other></authToken>'),
      // No authToken at all, or a ttl outside it.
      btoa('<a><ttl>5000</ttl></a>'), btoa('<signatureInfo><ttl>5000</ttl></signatureInfo>'),
      // Text or unbalanced markup around the elements, a second declaration, a DOCTYPE, HTML.
      btoa(`junk${auth('5000')}`), btoa(`${auth('5000')}junk`), btoa(`${auth('5000')}</authToken>`), btoa(`<authToken>${auth('5000')}`),
      btoa(`${auth('5000')}<?xml version="1.0"?>`), btoa(`<!DOCTYPE x [<!ENTITY e "5000">]><authToken><ttl>&e;</ttl></authToken>`),
      btoa('<authToken><ttl>&nbsp;5000</ttl></authToken>'), btoa('<html><body><authToken><ttl>5000</ttl></authToken><br></body></html>'),
      btoa('\xff\xfe')]) {
      expect(readToken(bad, 0), String(bad)).to.equal(undefined);
    }
  });

  it('reads names with markup, escaped, intact', () => {
    expect(readToken(encodeToken({ ttl: 1, mvpd: 'a<b>&c' }), 0)?.mvpd).to.equal('a<b>&c');
    expect(readToken(base64Text('<signatureInfo>x</signatureInfo><authToken><ttl>1</ttl><mvpdId>Río ✓</mvpdId></authToken>'), 0)?.mvpd).to.equal('Río ✓');
  });
});
