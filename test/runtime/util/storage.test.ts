import { expect } from '@open-wc/testing';
import { readCookie } from '../../../runtime/util/cookies.js';
import {
  createSiteStorage, localStorageOf, readStorageItem, storageKey, writeStorageItem,
} from '../../../runtime/util/storage.js';

const HOST = 'cc.example.test';

/** A Storage whose every call throws, like Safari's private mode or a full quota. */
function throwingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
}

/** A working in-memory Storage. */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() { return map.size; },
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
  };
}

const cookieName = (key: string) => encodeURIComponent(storageKey(key, HOST));

function clearTestCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name?.includes('cc.example.test')) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('storageKey', () => {
  it('prefixes and suffixes the key with the host', () => {
    expect(storageKey('favourites', HOST)).to.equal('cc.example.test_favourites_cc.example.test');
  });
});

describe('localStorageOf', () => {
  it('gives the window’s storage', () => {
    expect(localStorageOf(window)).to.equal(window.localStorage);
  });

  it('gives undefined where reading localStorage throws (sandboxed frames)', () => {
    const win = Object.defineProperty({}, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
    expect(localStorageOf(win as Window)).to.equal(undefined);
  });
});

describe('readStorageItem / writeStorageItem', () => {
  it('read and write a working storage', () => {
    const storage = memoryStorage();
    expect(writeStorageItem(storage, 'k', 'v')).to.equal(true);
    expect(readStorageItem(storage, 'k')).to.equal('v');
    expect(readStorageItem(storage, 'other')).to.equal(null);
  });

  it('never throw for a throwing or missing storage', () => {
    expect(readStorageItem(throwingStorage(), 'k')).to.equal(null);
    expect(writeStorageItem(throwingStorage(), 'k', 'v')).to.equal(false);
    expect(readStorageItem(undefined, 'k')).to.equal(null);
    expect(writeStorageItem(undefined, 'k', 'v')).to.equal(false);
  });
});

describe('createSiteStorage', () => {
  afterEach(clearTestCookies);

  describe('with working local storage', () => {
    it('stores under the host-wrapped key and reads it back', () => {
      const storage = memoryStorage();
      const site = createSiteStorage({ storage, host: HOST });
      expect(site.set('favourites', '["roast"]')).to.equal('local');
      expect(storage.map.get('cc.example.test_favourites_cc.example.test')).to.equal('["roast"]');
      expect(site.get('favourites')).to.equal('["roast"]');
      expect(readCookie(cookieName('favourites'))).to.equal(undefined);
    });

    it('removes a value', () => {
      const site = createSiteStorage({ storage: memoryStorage(), host: HOST });
      site.set('k', 'v');
      site.remove('k');
      expect(site.get('k')).to.equal(undefined);
    });

    it('keeps sites on other hosts apart', () => {
      const storage = memoryStorage();
      createSiteStorage({ storage, host: 'a.test' }).set('k', 'a');
      expect(createSiteStorage({ storage, host: 'b.test' }).get('k')).to.equal(undefined);
    });
  });

  describe('when local storage throws (private mode, quota)', () => {
    it('falls back to a site-wide cookie under the same key', () => {
      const site = createSiteStorage({ storage: throwingStorage(), host: HOST });
      expect(site.set('favourites', '["roast", "stand-up"]')).to.equal('cookie');
      expect(readCookie(cookieName('favourites'))).to.equal('["roast", "stand-up"]');
      expect(site.get('favourites')).to.equal('["roast", "stand-up"]');
    });

    it('gives the fallback cookie the expiry asked for', () => {
      const jar = { cookie: '' };
      const site = createSiteStorage({ storage: throwingStorage(), cookies: jar, host: HOST, now: () => 0 });
      site.set('k', 'v', 60);
      expect(jar.cookie).to.equal(`${cookieName('k')}=v; expires=${new Date(3_600_000).toUTCString()}; path=/`);
      site.set('k', 'v');
      expect(jar.cookie).to.contain(`expires=${new Date(1000 * 86_400_000).toUTCString()}`);
    });

    it('removes the fallback cookie', () => {
      const site = createSiteStorage({ storage: throwingStorage(), host: HOST });
      site.set('k', 'v');
      site.remove('k');
      expect(site.get('k')).to.equal(undefined);
      expect(readCookie(cookieName('k'))).to.equal(undefined);
    });

    it('works the same when there is no storage at all', () => {
      const site = createSiteStorage({ storage: undefined, host: HOST });
      expect(site.set('k', 'v')).to.equal('cookie');
      expect(site.get('k')).to.equal('v');
    });

    it('keeps a key or host with characters a cookie name may not hold', () => {
      const site = createSiteStorage({ storage: undefined, host: '[::1]:5173' });
      expect(site.set('a (b); c', 'v')).to.equal('cookie');
      expect(site.get('a (b); c')).to.equal('v');
      site.remove('a (b); c');
      expect(site.get('a (b); c')).to.equal(undefined);
    });
  });

  describe('when storage works again after a fallback', () => {
    it('stores locally and drops the stale cookie', () => {
      createSiteStorage({ storage: throwingStorage(), host: HOST }).set('k', 'old');
      const site = createSiteStorage({ storage: memoryStorage(), host: HOST });
      expect(site.get('k')).to.equal('old');
      expect(site.set('k', 'new')).to.equal('local');
      expect(site.get('k')).to.equal('new');
      expect(readCookie(cookieName('k'))).to.equal(undefined);
    });
  });

  it('reports false when neither storage nor cookies hold the value', () => {
    const jar = { get cookie() { return ''; }, set cookie(_: string) { /* cookies disabled */ } };
    const site = createSiteStorage({ storage: throwingStorage(), cookies: jar, host: HOST });
    expect(site.set('k', 'v')).to.equal(false);
    expect(site.get('k')).to.equal(undefined);
  });
});
