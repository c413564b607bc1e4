import { expect } from '@open-wc/testing';
import { httpUrl } from '../../../runtime/util/url.js';

const base = 'https://cc.test/shows/';

// Compared by href: a failing assertion on a URL object stalls the test runner
// instead of reporting.
const hrefOf = (value: unknown, baseUrl?: string) => httpUrl(value, baseUrl)?.href;

describe('httpUrl', () => {
  it('keeps http and https URLs', () => {
    expect(hrefOf('http://cc.test/a')).to.equal('http://cc.test/a');
    expect(hrefOf('https://cc.test/a?b=1#c')).to.equal('https://cc.test/a?b=1#c');
  });

  it('reads a relative URL against the base', () => {
    expect(hrefOf('x?y=1', base)).to.equal('https://cc.test/shows/x?y=1');
    expect(hrefOf('/feeds/a', base)).to.equal('https://cc.test/feeds/a');
    expect(hrefOf('//cdn.test/a.png', base)).to.equal('https://cdn.test/a.png');
  });

  it('drops a relative URL without a base', () => {
    expect(hrefOf('/feeds/a')).to.equal(undefined);
  });

  it('drops every other scheme', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'blob:https://cc.test/0a1b',
      'mailto:a@cc.test',
      'file:///etc/passwd',
    ]) {
      expect(hrefOf(value, base), value).to.equal(undefined);
    }
  });

  it('drops empty and whitespace-only strings, even with a base', () => {
    for (const value of ['', ' ', '\t\n ']) expect(hrefOf(value, base), JSON.stringify(value)).to.equal(undefined);
  });

  it('drops values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['https://cc.test/'], new URL('https://cc.test/')]) {
      expect(hrefOf(value, base), String(value)).to.equal(undefined);
    }
  });

  it('drops malformed URLs', () => {
    for (const value of ['http://[bad', 'https://', 'http://cc.test:99999/']) expect(hrefOf(value, base), value).to.equal(undefined);
    expect(hrefOf('x', 'not a base')).to.equal(undefined);
  });
});
