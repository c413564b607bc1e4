import { expect } from '@open-wc/testing';
import { renderToString } from 'react-dom/server';
import { islandIdPrefix } from '../../islands/define-island.js';
import controller from '../../islands/social-feed/index.js';
import { segments } from '../../islands/social-feed/feed.js';
import { until } from './comedian-search-support.js';
import { clone, img, imageInfoOf, makeHost, renderError } from './island-harness.js';

const MINUTE = 60_000;
/** The feed's clock: two hours behind the browser's, as a feed cached a while ago would be. */
const FEED_NOW = Date.now() - 120 * MINUTE;

const feed = () => ({
  result: {
    title: 'From our socials',
    account: { name: 'Laugh Track Network', handle: '@laughtrack', url: 'https://social.example/laughtrack' },
    now: FEED_NOW,
    posts: [
      {
        id: 'p1', text: '🖨️ The printer unionized. Watch it now', time: new Date(FEED_NOW - 5 * MINUTE).toISOString(),
        url: 'https://social.example/laughtrack/posts/1', entities: [{ start: 26, end: 38, url: '/clips/the-printer' }], image: img('printer'),
      },
      { id: 'p2', text: '<b>Bold</b> <img src=x onerror=alert(1)> is only text', time: '2026-01-05T15:00:00Z' },
    ],
  },
});

describe('social feed island (ENT_M110)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    h = makeHost('ENT_M110');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  const posts = () => [...h.host.querySelectorAll('ul.tf-social__list > li')];

  it('draws each post: its text, the links its feed marks, its picture with alt text through the image service, and a permalink', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(h.host.querySelector('h2')!.textContent).to.equal('From our socials');
    expect(posts()).to.have.length(2);
    const first = posts()[0]!;
    expect(first.querySelector('.tf-social__text')!.textContent).to.equal('🖨️ The printer unionized. Watch it now');
    const link = first.querySelector<HTMLAnchorElement>('.tf-social__link')!;
    // Offsets count code points: the emoji (two of them here, with its variation selector) shifts nothing.
    expect(link.textContent).to.equal('Watch it now');
    expect(link.getAttribute('href')).to.equal('/clips/the-printer');
    expect(link.getAttribute('data-tf-track')).to.equal('Social feed: Link');
    expect(imageInfoOf(first)).to.include({ url: '/art/printer.svg', alt: 'printer art' });
    expect(first.querySelector('.tf-social__permalink')!.getAttribute('href')).to.equal('https://social.example/laughtrack/posts/1');
    expect(first.querySelector('.tf-social__permalink')!.getAttribute('target')).to.equal('_blank');
    expect(h.host.querySelector('section')!.getAttribute('data-tf-promo')).to.equal('Social feed');
  });

  it('shows the feed’s text as text: markup in a post is never parsed', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const second = posts()[1]!;
    expect(second.querySelector('.tf-social__text')!.textContent).to.equal('<b>Bold</b> <img src=x onerror=alert(1)> is only text');
    expect(second.querySelector('b, img')).to.equal(null);
  });

  it('gives each post’s time as relative time, the exact instant in datetime and the exact date in title', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const time = posts()[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal(new Date(FEED_NOW - 5 * MINUTE).toISOString());
    // Mounted, it counts from the browser's clock, not the feed's.
    await until(() => time.textContent === '2 hours ago', 'the browser clock');
    expect(time.getAttribute('title')).to.match(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M EST$/);
    const old = posts()[1]!.querySelector('time')!;
    expect(old.getAttribute('title')).to.equal('January 5, 2026, 10:00 AM EST');
  });

  it('is drawn by a server counting from the feed’s clock, so hydration in a browser whose clock differs matches', async () => {
    const serverCtx = { zone: 't1_1c', driver: 'ENT_M110', language: 'eng', pageUrl: 'https://site.test/' };
    const html = renderToString(controller.element(feed(), serverCtx), { identifierPrefix: islandIdPrefix('t1_1c') });
    expect(html).to.contain('5 minutes ago');
    h.host.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    const text = h.host.querySelector('time')!;
    expect(await controller.hydrate(h.host, feed(), h.ctx)).to.equal(true);
    expect(h.host.querySelector('time')).to.equal(text);
    await until(() => text.textContent === '2 hours ago', 'the browser clock after hydration');
  });

  it('fails its zone alone, naming the path, when a link mark is out of the text or overlaps another', async () => {
    const outside = clone(feed());
    outside.result.posts[0]!.entities = [{ start: 30, end: 99, url: '/x' }];
    expect(String(await renderError(controller, h.host, outside, h.ctx))).to.contain('ENT_M110 feed: posts[0].entities[0] must mark characters of the text');
    const overlapping = clone(feed());
    overlapping.result.posts[0]!.entities = [{ start: 2, end: 10, url: '/x' }, { start: 5, end: 12, url: '/y' }];
    expect(String(await renderError(controller, h.host, overlapping, h.ctx))).to.contain('posts[0].entities[1]');
    const unsafe = clone(feed());
    unsafe.result.posts[0]!.entities = [{ start: 2, end: 10, url: 'javascript:alert(1)' }];
    expect(String(await renderError(controller, h.host, unsafe, h.ctx))).to.contain('posts[0].entities[0].url');
    const noAlt = clone(feed());
    delete (noAlt.result.posts[0]!.image as { alt?: string }).alt;
    expect(String(await renderError(controller, h.host, noAlt, h.ctx))).to.contain('posts[0].image.alt');
  });

  it('cuts text at its marks in order', () => {
    expect(segments({ text: 'a😀bc d', links: [{ start: 1, end: 3, url: '/u' }] })).to.deep.equal([
      { text: 'a' }, { text: '😀b', url: '/u' }, { text: 'c d' },
    ]);
  });
});
