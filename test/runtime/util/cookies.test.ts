import { expect } from '@open-wc/testing';
import { readCookie, readDebugCookie } from '../../../runtime/util/cookies.js';

const jar = (cookie: string) => ({ cookie });
const debugJar = (state: unknown) => jar(`a=1; tf_debug=${encodeURIComponent(JSON.stringify(state))}; b=2`);

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('b', jar('a=1; b=hello%20world; c=3'))).to.equal('hello world');
  });

  it('matches the whole name, not a prefix or suffix', () => {
    const cookies = jar('xdevice=mobile; device_x=mobile; device=desktop');
    expect(readCookie('device', cookies)).to.equal('desktop');
  });

  it('returns undefined when the cookie is not set', () => {
    expect(readCookie('missing', jar('a=1'))).to.equal(undefined);
    expect(readCookie('missing', jar(''))).to.equal(undefined);
  });

  it('keeps an = inside the value', () => {
    expect(readCookie('q', jar('q=a=b=c'))).to.equal('a=b=c');
  });

  it('drops RFC 6265 double quotes around the value', () => {
    expect(readCookie('q', jar('q="quoted"'))).to.equal('quoted');
  });

  describe('when the value has a malformed %-escape', () => {
    it('returns the raw value instead of throwing', () => {
      expect(readCookie('bad', jar('bad=100%; ok=1'))).to.equal('100%');
      expect(readCookie('bad', jar('bad=%E0%A4%A'))).to.equal('%E0%A4%A');
    });
  });

  it('reads the real document.cookie by default', () => {
    document.cookie = 'tf_cookie_test=yes%21; path=/';
    try {
      expect(readCookie('tf_cookie_test')).to.equal('yes!');
    } finally {
      document.cookie = 'tf_cookie_test=; path=/; max-age=0';
    }
  });
});

describe('readDebugCookie', () => {
  it('reads modes and configuration written as encodeURIComponent(JSON)', () => {
    const state = { modes: { manifest: 'abc 1', 'debug.sections.javascript': true }, configuration: { x: 1 } };
    expect(readDebugCookie(debugJar(state))).to.deep.equal(state);
  });

  it('returns undefined when the cookie is absent', () => {
    expect(readDebugCookie(jar('a=1'))).to.equal(undefined);
  });

  describe('when a half is missing or not an object', () => {
    it('reads it as an empty object', () => {
      expect(readDebugCookie(debugJar({ modes: { sme: true } }))).to.deep.equal({ modes: { sme: true }, configuration: {} });
      expect(readDebugCookie(debugJar({ modes: [1], configuration: 'x' }))).to.deep.equal({ modes: {}, configuration: {} });
      expect(readDebugCookie(debugJar({}))).to.deep.equal({ modes: {}, configuration: {} });
    });
  });

  describe('when the cookie is malformed', () => {
    for (const [label, value] of [
      ['not JSON', 'not-json'],
      ['a broken %-escape', '%7B%22modes%22%3A%7B%7D%'],
      ['a JSON array', encodeURIComponent('[1,2]')],
      ['JSON null', 'null'],
      ['a JSON string', encodeURIComponent('"modes"')],
      ['empty', ''],
    ] as const) {
      it(`returns undefined for ${label} without throwing`, () => {
        expect(readDebugCookie(jar(`tf_debug=${value}`))).to.equal(undefined);
      });
    }
  });
});
