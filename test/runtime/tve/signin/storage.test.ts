import { expect } from '@open-wc/testing';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';

/** A cookie jar speaking `document.cookie`'s string protocol, with expiries. */
function cookieJar(now = () => Date.now()) {
  const jar = new Map<string, { value: string; expires: number }>();
  return {
    jar,
    get cookie() {
      return [...jar].filter(([, c]) => c.expires > now()).map(([k, c]) => `${k}=${c.value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attrs] = text.split(';');
      const eq = pair.indexOf('=');
      const expires = attrs.map((a) => a.trim()).find((a) => a.startsWith('expires='));
      jar.set(pair.slice(0, eq).trim(), { value: pair.slice(eq + 1), expires: expires ? Date.parse(expires.slice(8)) : Infinity });
    },
  };
}

function throwingStorage(on: 'read' | 'write'): Pick<Window, 'localStorage'> {
  if (on === 'read') return { get localStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } };
  const refusing = {
    getItem: () => null, removeItem: () => undefined, clear: () => undefined, key: () => null, length: 0,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  } as Storage;
  return { localStorage: refusing };
}

describe('sign-in storage (local keys)', () => {
  afterEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  });

  it('prefixes every key with tveComponent_', () => {
    const storage = createSigninStorage({ cookies: cookieJar() });
    expect(storage.available).to.equal(true);
    storage.set('CURRENT_PROVIDER_ID', 'skyline');
    storage.setJSON('AUTH_DATA', { token: 't', mvpd: 'skyline', expirationTime: 5 });
    expect(localStorage.getItem('tveComponent_CURRENT_PROVIDER_ID')).to.equal('skyline');
    expect(storage.getJSON('AUTH_DATA')).to.deep.equal({ token: 't', mvpd: 'skyline', expirationTime: 5 });
    storage.remove('CURRENT_PROVIDER_ID');
    expect(localStorage.getItem('tveComponent_CURRENT_PROVIDER_ID')).to.equal(null);
    expect(Object.keys(localStorage).filter((k) => k.includes('probe'))).to.deep.equal([]);
  });

  it('treats corrupt JSON as absent', () => {
    localStorage.setItem('tveComponent_AUTH_DATA', '{"token": ');
    const storage = createSigninStorage({ cookies: cookieJar() });
    expect(storage.getJSON('AUTH_DATA')).to.equal(undefined);
    expect(storage.get('AUTH_DATA')).to.equal('{"token": ');
  });

  for (const failure of ['read', 'write'] as const) {
    describe(`when local storage throws on ${failure}`, () => {
      it('says unavailable, keeps values for the page, and puts AUTH_DATA in a 5-day cookie', () => {
        const now = Date.UTC(2025, 0, 1);
        const cookies = cookieJar(() => now);
        const storage = createSigninStorage({ window: throwingStorage(failure), cookies, now: () => now });
        expect(storage.available).to.equal(false);
        storage.set('CURRENT_PROVIDER_ID', 'skyline');
        expect(storage.get('CURRENT_PROVIDER_ID')).to.equal('skyline');
        storage.setJSON('AUTH_DATA', { token: 't', mvpd: 'skyline', expirationTime: 9 });
        const cookie = cookies.jar.get('tveComponent_AUTH_DATA');
        expect(cookie?.expires).to.equal(Math.floor((now + 5 * 24 * 3600_000) / 1000) * 1000);
        // The next page, with storage still broken, reads the cookie.
        const nextPage = createSigninStorage({ window: throwingStorage(failure), cookies, now: () => now });
        expect(nextPage.getJSON('AUTH_DATA')).to.deep.equal({ token: 't', mvpd: 'skyline', expirationTime: 9 });
        expect(nextPage.get('CURRENT_PROVIDER_ID')).to.equal(undefined);
        nextPage.remove('AUTH_DATA');
        expect(cookies.cookie).to.equal('');
      });
    });
  }

  it('honours another cookie lifetime', () => {
    const cookies = cookieJar(() => 0);
    const storage = createSigninStorage({ window: throwingStorage('write'), cookies, now: () => 0, cookieDays: 1 });
    storage.set('AUTH_DATA', 'x');
    expect(cookies.jar.get('tveComponent_AUTH_DATA')?.expires).to.equal(24 * 3600_000);
  });
});
