import { expect } from '@open-wc/testing';
import {
  readCookie, readDebugCookie, removeCookie, sharedCookieString, SHARED_COOKIE_DEFAULT_MINUTES, writeSharedCookie,
} from '../../../runtime/util/cookies.js';

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

describe('shared cookie', () => {
  const NOW = Date.UTC(2024, 0, 5, 12);

  describe('sharedCookieString', () => {
    it('expires the cookie the given number of minutes from now, site-wide', () => {
      expect(sharedCookieString('seen', { value: 'yes', expiry: 90 }, NOW)).to.equal(
        `seen=yes; expires=${new Date(NOW + 90 * 60_000).toUTCString()}; path=/`);
    });

    it('lasts 1000 days without an expiry', () => {
      const days1000 = new Date(NOW + 1000 * 24 * 60 * 60_000).toUTCString();
      expect(SHARED_COOKIE_DEFAULT_MINUTES).to.equal(1000 * 24 * 60);
      expect(sharedCookieString('seen', { value: 'yes' }, NOW)).to.equal(`seen=yes; expires=${days1000}; path=/`);
      expect(sharedCookieString('seen', { value: 'yes', expiry: NaN }, NOW)).to.contain(days1000);
    });

    it('expires at once for an expiry of zero or less', () => {
      const epoch = new Date(0).toUTCString();
      expect(sharedCookieString('seen', { value: '', expiry: 0 }, NOW)).to.contain(`expires=${epoch}`);
      expect(sharedCookieString('seen', { value: '', expiry: -5 }, NOW)).to.contain(`expires=${epoch}`);
    });

    it('keeps a huge expiry a valid date', () => {
      expect(sharedCookieString('seen', { value: 'x', expiry: Infinity }, NOW)).to.not.contain('Invalid');
    });

    it('encodes the value so ; and = cannot add attributes', () => {
      expect(sharedCookieString('q', { value: 'a; path=/admin=1' }, NOW)).to.match(/^q=a%3B%20path%3D%2Fadmin%3D1; /);
    });

    it('refuses a name that is not a cookie-name token', () => {
      for (const name of ['', 'a b', 'a;b', 'a=b', 'host:5173', 'a,b', 'é']) {
        expect(sharedCookieString(name, { value: 'x' }, NOW), name).to.equal(undefined);
      }
    });
  });

  describe('in the real document', () => {
    afterEach(() => {
      document.cookie = 'tf_shared_test=; path=/; max-age=0';
    });

    it('writes a cookie readCookie reads back, and removes it', () => {
      expect(writeSharedCookie('tf_shared_test', { value: 'a b;c', expiry: 5 })).to.equal(true);
      expect(readCookie('tf_shared_test')).to.equal('a b;c');
      removeCookie('tf_shared_test');
      expect(readCookie('tf_shared_test')).to.equal(undefined);
    });

    it('is dropped by the browser once its expiry has passed', () => {
      writeSharedCookie('tf_shared_test', { value: 'old', expiry: 1 }, document, Date.now() - 2 * 60_000);
      expect(readCookie('tf_shared_test')).to.equal(undefined);
    });

    it('writes nothing for an invalid name', () => {
      const before = document.cookie;
      expect(writeSharedCookie('bad name', { value: 'x' })).to.equal(false);
      expect(document.cookie).to.equal(before);
    });
  });
});
