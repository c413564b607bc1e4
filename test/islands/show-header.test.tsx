import { expect } from '@open-wc/testing';
import controller from '../../islands/show-header/index.js';
import { FAVOURITES_KEY, readFavourites, toggleFavourite } from '../../islands/show-header/favourites.js';
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

describe('show header island (ENT_M011)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    localStorage.removeItem(FAVOURITES_KEY);
    h = makeHost('ENT_M011');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    localStorage.removeItem(FAVOURITES_KEY);
  });

  const favButton = () => h.host.querySelector<HTMLButtonElement>('button.tf-show__fav')!;

  it('draws the key art and a decorative banner as deferred images', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(imageInfoOf(h.host, '.tf-show__poster tf-image')).to.deep.equal({ url: '/art/key.svg', alt: 'key art', width: 400, height: 600 });
    expect(imageInfoOf(h.host, '.tf-show__banner tf-image')).to.deep.include({ url: '/art/banner.svg', alt: '' });
    expect(h.host.querySelector('.tf-show__banner')!.getAttribute('aria-hidden')).to.equal('true');
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
      expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).to.deep.equal(['desk-jockeys']);
      expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('Desk Jockeys added to your favourites');
      favButton().click();
      await new Promise(requestAnimationFrame);
      expect(favButton().getAttribute('aria-pressed')).to.equal('false');
      expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).to.deep.equal([]);
    });
  });

  it('starts pressed for a show already in storage', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['desk-jockeys']));
    await controller.render(h.host, feed, h.ctx);
    expect(favButton().getAttribute('aria-pressed')).to.equal('true');
  });

  it('follows the new show when refreshed with its feed', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['desk-jockeys']));
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
  const memory = (initial?: string): Storage => {
    const data = new Map<string, string>(initial === undefined ? [] : [[FAVOURITES_KEY, initial]]);
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

  it('reads junk, other types and missing storage as no favourites', () => {
    expect(readFavourites(memory('{not json'))).to.deep.equal([]);
    expect(readFavourites(memory('{"a":1}'))).to.deep.equal([]);
    expect(readFavourites(memory('["a", 3, "b"]'))).to.deep.equal(['a', 'b']);
    expect(readFavourites(undefined)).to.deep.equal([]);
  });

  it('still toggles when storage refuses to write', () => {
    const full = memory();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(toggleFavourite(full, [], 'a')).to.deep.equal(['a']);
    expect(toggleFavourite(full, ['a', 'b'], 'a')).to.deep.equal(['b']);
  });
});
