import { expect } from '@open-wc/testing';
import controller from '../../islands/site-header/index.js';
import { clone, makeHost, renderError } from './island-harness.js';
import { headerFeed as feed } from './site-header-feed.js';

const frame = () => new Promise((r) => requestAnimationFrame(r));

describe('site header island (ENT_M001)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M001')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  it('renders a labelled main navigation: three menu buttons, then the schedule link', async () => {
    await controller.render(h.host, feed, h.ctx);
    const nav = h.host.querySelector('nav[aria-label="Main"]')!;
    const entries = [...nav.querySelectorAll(':scope > ul > li > :is(a, button)')].map((el) => [el.localName, el.textContent]);
    expect(entries).to.deep.equal([['button', 'Shows'], ['button', 'Full Episodes'], ['button', 'Stand-Up'], ['a', 'Schedule']]);
    expect(nav.querySelector('a.tf-hdr__link')!.getAttribute('href')).to.equal('/schedule');
  });

  it('lists each menu\'s safe links, its section page last, all hidden until opened', async () => {
    await controller.render(h.host, feed, h.ctx);
    const shows = h.host.querySelector('button[aria-controls]:not(.tf-hdr__icon-btn)')!;
    const list = h.host.querySelector(`#${CSS.escape(shows.getAttribute('aria-controls')!)}`) as HTMLUListElement;
    expect(list.hidden).to.equal(true);
    expect(shows.getAttribute('aria-expanded')).to.equal('false');
    expect([...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Desk Jockeys', '/shows/desk-jockeys'], ['Roast Beef', '/shows/roast-beef'], ['All shows', '/shows'],
    ]);
  });

  it('drops links with unsafe hrefs, and a menu left without links', async () => {
    await controller.render(h.host, feed, h.ctx);
    const hrefs = [...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => /^(javascript|data):/i.test(href ?? ''))).to.equal(false);
    for (const text of ['Evil', 'Sneaky', 'Nothing safe', 'Watch live']) expect(h.host.textContent).not.to.contain(text);
  });

  it('names the logo link after the network by its visible words (label in name)', async () => {
    await controller.render(h.host, feed, h.ctx);
    const logo = h.host.querySelector('a.tf-hdr__logo')!;
    // No aria-label: the name is the wordmark's own text plus a hidden "home".
    expect(logo.hasAttribute('aria-label')).to.equal(false);
    expect(logo.querySelector('[aria-hidden]')).to.equal(null);
    expect(logo.textContent).to.equal('Laugh Track Network home');
    expect(logo.querySelector('.tf-hdr__sr')!.textContent).to.equal(' home');
    expect(logo.getAttribute('href')).to.equal('/');
  });

  it('has a labelled search form submitting GET to /search with keywords when the page sets no searchUrl', async () => {
    await controller.render(h.host, feed, h.ctx);
    const form = h.host.querySelector('form[role="search"]') as HTMLFormElement;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.method).to.equal('get');
    const input = form.querySelector('input[name="keywords"]') as HTMLInputElement;
    const label = form.querySelector(`label[for="${CSS.escape(input.id)}"]`);
    expect(label?.textContent).to.equal('Search shows and comics');
    expect(form.querySelector('button[type="submit"]')!.getAttribute('aria-label')).to.equal('Search');
  });

  it('submits the search to the page configuration\'s searchUrl, a path of this site only', async () => {
    const cases: [string, string][] = [['/find?in=all', '/find?in=all'], ['https://elsewhere.example/search', '/search'],
      ['//elsewhere.example/search', '/search'], ['javascript:alert(1)', '/search']];
    for (const [searchUrl, action] of cases) {
      Object.assign(h.ctx.page, { config: { searchUrl } });
      await controller.render(h.host, feed, h.ctx);
      expect(h.host.querySelector('form[role="search"]')!.getAttribute('action'), searchUrl).to.equal(action);
      controller.onModuleDestroy?.(h.host);
    }
  });

  it('shows the small-screen search field from its button, focused, and hides it on Escape with the focus back', async () => {
    await controller.render(h.host, feed, h.ctx);
    const toggle = h.host.querySelector('button.tf-hdr__search-toggle') as HTMLButtonElement;
    const form = h.host.querySelector('form[role="search"]')!;
    expect(toggle.getAttribute('aria-controls')).to.equal(form.id);
    expect(toggle.getAttribute('aria-label')).to.equal('Search shows and comics');
    toggle.click();
    await frame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(form.classList.contains('tf-hdr__search--open')).to.equal(true);
    expect(document.activeElement).to.equal(form.querySelector('input'));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await frame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
  });

  it('toggles the small-screen menu with the keyboard and closes it on Escape', async () => {
    await controller.render(h.host, feed, h.ctx);
    const toggle = h.host.querySelector('button.tf-hdr__toggle') as HTMLButtonElement;
    const nav = h.host.querySelector('nav')!;
    expect(toggle.getAttribute('aria-controls')).to.equal(nav.id);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent).to.equal('Menu');
    toggle.click();
    await frame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(nav.classList.contains('tf-hdr__nav--open')).to.equal(true);
    nav.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await frame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
  });

  for (const [what, change, message] of [
    ['without navigation', (r: Record<string, unknown>) => delete r.nav, 'ENT_M001 feed: nav must be an array'],
    ['whose menu links are no list', (r: Record<string, unknown>) => ((r.nav as Record<string, unknown>[])[0]!.links = 'shows'), 'ENT_M001 feed: nav[0].links must be an array'],
    ['with an empty menu', (r: Record<string, unknown>) => ((r.nav as Record<string, unknown>[])[1]!.links = []), 'ENT_M001 feed: nav[1].links must have at least 1 item'],
    ['with a menu link without a title', (r: Record<string, unknown>) => ((r.nav as { links: unknown[] }[])[2]!.links[0] = { url: '/x' }), 'ENT_M001 feed: nav[2].links[0].title must be a non-empty string'],
    ['with a menu without a title', (r: Record<string, unknown>) => delete (r.nav as Record<string, unknown>[])[0]!.title, 'ENT_M001 feed: nav[0].title must be a non-empty string'],
  ] as const) {
    it(`rejects a feed ${what}, drawing nothing`, async () => {
      const bad = clone(feed) as { result: Record<string, unknown> };
      change(bad.result);
      const error = await renderError(controller, h.host, bad, h.ctx);
      expect(error).to.be.instanceOf(Error);
      expect((error as Error).message).to.equal(message);
      expect(h.host.childElementCount).to.equal(0);
    });
  }

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
