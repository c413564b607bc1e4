import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { waitUntil } from '../support/wait.js';
import controller from '../../islands/show-header/index.js';
import {
  FAVOURITES_KEY, favouritesStorageKey, LEGACY_FAVOURITES_KEY, readFavourites, siteStorageOf, toggleFavourite,
} from '../../islands/show-header/favourites.js';
import { createSiteStorage } from '../../runtime/util/storage.js';
import { clone, imageInfoOf, img, makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    slug: 'desk-jockeys',
    title: 'Desk Jockeys',
    logline: 'Five coworkers, one printer.',
    about: 'The printer unionizes.',
    tuneIn: 'Wednesdays 9/8c',
    badge: 'New season',
    keyArt: { ...img('key'), width: 400, height: 600 },
    banner: { ...img('banner'), width: 1600, height: 700 },
    menu: [
      { title: 'Full episodes', url: '#episodes' },
      { title: 'Clips', url: '#clips' },
      { title: 'Schedule', url: '/schedule#lineup' },
      { title: 'Evil', url: 'javascript:alert(1)' },
    ],
    watch: { title: 'Watch S4 · E1', url: '/full-episodes/desk-jockeys-s4e1' },
  },
};

const otherShow = () => {
  const other = clone(feed);
  other.result.slug = 'roast-beef';
  other.result.title = 'Roast Beef';
  return other;
};

/** Forgets favourites in local storage, in the fallback cookie and under the old raw key. */
function forgetFavourites() {
  siteStorageOf(window).remove(FAVOURITES_KEY);
  localStorage.removeItem(LEGACY_FAVOURITES_KEY);
}

describe('show header island (ENT_M011)', () => {
  let h: ReturnType<typeof makeHost>;
  const storedKey = () => favouritesStorageKey(location.hostname);
  beforeEach(() => {
    forgetFavourites();
    h = makeHost('ENT_M011');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    sinon.restore();
    forgetFavourites();
  });

  const favButton = () => h.host.querySelector<HTMLButtonElement>('button.tf-show__fav')!;

  it('offers the show to share, without an embed or a start time: a show page has no player', async () => {
    await controller.render(h.host, feed, h.ctx);
    const share = h.host.querySelector<HTMLButtonElement>('.tf-share__toggle')!;
    expect(share.getAttribute('aria-expanded')).to.equal('false');
    share.click();
    await waitUntil(() => share.getAttribute('aria-expanded') === 'true', 'the panel opens');
    const panel = h.host.querySelector(`#${CSS.escape(share.getAttribute('aria-controls')!)}`)!;
    expect(panel.getAttribute('aria-label')).to.equal('Share Desk Jockeys');
    expect(panel.querySelector('a[aria-label="Share on Facebook"]')).to.exist;
    expect(panel.querySelector('textarea')).to.equal(null);
    expect(panel.querySelector('input[type="checkbox"]'), 'no player, no start time').to.equal(null);
    // Another show drawn by the same header: its panel starts closed, under its own name.
    await controller.render(h.host, otherShow(), h.ctx);
    const next = h.host.querySelector<HTMLButtonElement>('.tf-share__toggle')!;
    expect(next.getAttribute('aria-expanded')).to.equal('false');
    next.click();
    await waitUntil(() => next.getAttribute('aria-expanded') === 'true', 'the panel opens');
    expect(h.host.querySelector(`#${CSS.escape(next.getAttribute('aria-controls')!)}`)!.getAttribute('aria-label')).to.equal('Share Roast Beef');
  });

  it('draws the key art and a decorative banner as deferred images', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(imageInfoOf(h.host, '.tf-show__poster tf-image')).to.deep.equal({ url: '/art/key.svg', alt: 'key art', width: 400, height: 600 });
    expect(imageInfoOf(h.host, '.tf-show__banner tf-image')).to.deep.include({ url: '/art/banner.svg', alt: '' });
    expect(h.host.querySelector('.tf-show__banner')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('with phone art, offers both banners and draws a <picture> whose phone source serves a phone\'s stacked header', async () => {
    const directed = clone(feed);
    Object.assign(directed.result, {
      banner: { url: '/images/hero-desk-jockeys.jpg', alt: 'ignored', width: 3200, height: 1400 },
      phoneBanner: { url: '/images/hero-desk-jockeys-phone.jpg', alt: 'ignored', width: 1600, height: 1200 },
    });
    await controller.render(h.host, directed, h.ctx);
    const info = h.host.querySelector<HTMLElement & { info: unknown }>('.tf-show__banner tf-image')!.info as { url: string; alt: string }[];
    expect(info.map((variant) => [variant.url, variant.alt])).to.deep.equal([['/images/hero-desk-jockeys.jpg', ''], ['/images/hero-desk-jockeys-phone.jpg', '']]);
    const source = h.host.querySelector('.tf-show__banner tf-image > picture > source')!;
    // Where the element, choosing by the box's shape, takes the phone art too: a 300 px stacked box or a 520 px one beside the poster, narrower than the ratios' geometric mean times its height.
    expect(source.getAttribute('media')).to.equal('(max-width: 554px), (min-width: 733px) and (max-width: 938px)');
    expect(source.getAttribute('srcset')).to.match(/^\/images\/hero-desk-jockeys-phone\.jpg\?quality=0\.85&width=360&height=270&crop=true 360w, /);
    // A 4:3 picture covering the box (the window less the page's side padding): at least 400 px wide while stacked, then the box's width.
    expect(source.getAttribute('sizes')).to.equal('(max-width: 432px) 400px, (max-width: 732px) calc(100vw - 32px), (max-width: 1280px) calc(100vw - 32px), 1248px');
    const img = h.host.querySelector('.tf-show__banner tf-image > picture > img')!;
    expect(img.getAttribute('srcset')).to.match(/^\/images\/hero-desk-jockeys\.jpg\?/);
    expect(img.getAttribute('alt'), 'decoration').to.equal('');

    const bad = clone(directed);
    (bad.result as unknown as { phoneBanner: { url: string } }).phoneBanner.url = 'javascript:alert(1)';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('phoneBanner.url');
  });

  it('names the section by the show title, a level-one heading', async () => {
    await controller.render(h.host, feed, h.ctx);
    const section = h.host.querySelector('section')!;
    const title = section.querySelector('h1')!;
    expect(title.textContent).to.equal('Desk Jockeys');
    expect(section.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(section.textContent).to.contain('Wednesdays 9/8c');
    expect(section.textContent).to.contain('New season');
  });

  it('renders the sub-menu as a named navigation without unsafe links', async () => {
    await controller.render(h.host, feed, h.ctx);
    const nav = h.host.querySelector('nav[aria-label="Desk Jockeys sections"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['#episodes', '#clips', '/schedule#lineup']);
    expect(h.host.querySelector('a.tf-show__watch')!.getAttribute('href')).to.equal('/full-episodes/desk-jockeys-s4e1');
  });

  describe('when the favourite button is pressed', () => {
    it('toggles aria-pressed, stores the show and announces it', async () => {
      await controller.render(h.host, feed, h.ctx);
      expect(favButton().getAttribute('aria-pressed')).to.equal('false');
      favButton().click();
      await new Promise(requestAnimationFrame);
      expect(favButton().getAttribute('aria-pressed')).to.equal('true');
      expect(JSON.parse(localStorage.getItem(storedKey())!)).to.deep.equal(['desk-jockeys']);
      expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('Desk Jockeys added to your favourites');
      favButton().click();
      await new Promise(requestAnimationFrame);
      expect(favButton().getAttribute('aria-pressed')).to.equal('false');
      expect(JSON.parse(localStorage.getItem(storedKey())!)).to.deep.equal([]);
    });
  });

  describe('when local storage refuses to write (private mode)', () => {
    it('keeps the choice in the fallback cookie and reads it back on the next page', async () => {
      sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
      await controller.render(h.host, feed, h.ctx);
      favButton().click();
      await new Promise(requestAnimationFrame);
      expect(favButton().getAttribute('aria-pressed')).to.equal('true');
      expect(localStorage.getItem(storedKey())).to.equal(null);
      expect(siteStorageOf(window).get(FAVOURITES_KEY)).to.equal('["desk-jockeys"]');

      controller.onModuleDestroy?.(h.host);
      h.cleanup();
      h = makeHost('ENT_M011');
      await controller.render(h.host, feed, h.ctx);
      expect(favButton().getAttribute('aria-pressed')).to.equal('true');
    });
  });

  describe('when favourites are still under the old raw key', () => {
    it('starts pressed and moves them to site storage once', async () => {
      localStorage.setItem(LEGACY_FAVOURITES_KEY, JSON.stringify(['desk-jockeys']));
      await controller.render(h.host, feed, h.ctx);
      expect(favButton().getAttribute('aria-pressed')).to.equal('true');
      expect(localStorage.getItem(LEGACY_FAVOURITES_KEY)).to.equal(null);
      expect(JSON.parse(localStorage.getItem(storedKey())!)).to.deep.equal(['desk-jockeys']);
    });
  });

  it('starts pressed for a show already in storage', async () => {
    localStorage.setItem(storedKey(), JSON.stringify(['desk-jockeys']));
    await controller.render(h.host, feed, h.ctx);
    expect(favButton().getAttribute('aria-pressed')).to.equal('true');
  });

  it('follows the new show when refreshed with its feed', async () => {
    localStorage.setItem(storedKey(), JSON.stringify(['desk-jockeys']));
    await controller.render(h.host, feed, h.ctx);
    const button = favButton();
    await controller.render(h.host, otherShow(), h.ctx);
    expect(favButton()).to.equal(button);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Roast Beef');
    expect(favButton().getAttribute('aria-pressed')).to.equal('false');
  });

  it('rejects a feed without key art or with a bad slug', async () => {
    const noArt = clone(feed) as { result: Record<string, unknown> };
    delete noArt.result.keyArt;
    expect(String(await renderError(controller, h.host, noArt, h.ctx))).to.contain('ENT_M011 feed: keyArt must be an object');
    const badSlug = clone(feed);
    badSlug.result.slug = '../x';
    expect(String(await renderError(controller, h.host, badSlug, h.ctx))).to.contain('slug must be lowercase');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});

describe('show favourites storage', () => {
  const HOST = 'favourites.example.test';
  const memory = (entries: Record<string, string> = {}): Storage => {
    const data = new Map<string, string>(Object.entries(entries));
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (i) => [...data.keys()][i] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  };
  const refusing = (entries?: Record<string, string>): Storage => {
    const storage = memory(entries);
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    return storage;
  };
  const siteOf = (storage: Storage | undefined) => createSiteStorage({ storage, host: HOST });

  // The fallback cookie is a real one (of a host no other test uses): drop it after each test.
  afterEach(() => siteOf(undefined).remove(FAVOURITES_KEY));

  it('keeps the list under the host-keyed key', () => {
    const storage = memory();
    toggleFavourite(siteOf(storage), [], 'a');
    expect(storage.getItem(`${HOST}_${FAVOURITES_KEY}_${HOST}`)).to.equal('["a"]');
  });

  it('reads junk, other types and missing storage as no favourites', () => {
    const key = `${HOST}_${FAVOURITES_KEY}_${HOST}`;
    expect(readFavourites(siteOf(memory({ [key]: '{not json' })))).to.deep.equal([]);
    expect(readFavourites(siteOf(memory({ [key]: '{"a":1}' })))).to.deep.equal([]);
    expect(readFavourites(siteOf(memory({ [key]: '["a", 3, "b"]' })))).to.deep.equal(['a', 'b']);
    expect(readFavourites(siteOf(undefined))).to.deep.equal([]);
  });

  describe('when local storage refuses to write', () => {
    it('still toggles, keeps the choice in the cookie and reads it back', () => {
      const storage = refusing();
      expect(toggleFavourite(siteOf(storage), [], 'a')).to.deep.equal(['a']);
      expect(readFavourites(siteOf(storage))).to.deep.equal(['a']);
      expect(toggleFavourite(siteOf(storage), ['a', 'b'], 'a')).to.deep.equal(['b']);
      expect(readFavourites(siteOf(refusing()))).to.deep.equal(['b']);
    });
  });

  describe('the old raw key', () => {
    it('is moved to site storage and removed on the first read', () => {
      const storage = memory({ [LEGACY_FAVOURITES_KEY]: '["a", "b"]' });
      expect(readFavourites(siteOf(storage), storage)).to.deep.equal(['a', 'b']);
      expect(storage.getItem(LEGACY_FAVOURITES_KEY)).to.equal(null);
      expect(readFavourites(siteOf(storage))).to.deep.equal(['a', 'b']);
    });

    it('is moved into the cookie when local storage refuses, and removed too', () => {
      const storage = refusing({ [LEGACY_FAVOURITES_KEY]: '["a"]' });
      expect(readFavourites(siteOf(storage), storage)).to.deep.equal(['a']);
      expect(storage.getItem(LEGACY_FAVOURITES_KEY)).to.equal(null);
      expect(readFavourites(siteOf(refusing()))).to.deep.equal(['a']);
    });

    it('is ignored once site storage holds favourites, even an empty list', () => {
      const storage = memory({ [LEGACY_FAVOURITES_KEY]: '["old"]' });
      toggleFavourite(siteOf(storage), ['x'], 'x');
      expect(readFavourites(siteOf(storage), storage)).to.deep.equal([]);
      expect(storage.getItem(LEGACY_FAVOURITES_KEY)).to.equal('["old"]');
    });

    it('is left alone when it holds junk', () => {
      const storage = memory({ [LEGACY_FAVOURITES_KEY]: '{not json' });
      expect(readFavourites(siteOf(storage), storage)).to.deep.equal([]);
      expect(storage.getItem(LEGACY_FAVOURITES_KEY)).to.equal('{not json');
    });
  });
});
