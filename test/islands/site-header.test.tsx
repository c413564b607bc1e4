import { expect } from '@open-wc/testing';
import controller from '../../islands/site-header/index.js';
import { clone, makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    brand: { name: 'Laugh Track Network', url: '/' },
    nav: [
      { title: 'Shows', url: '/shows' },
      { title: 'Full Episodes', url: '/full-episodes' },
      { title: 'Stand-Up', url: '/stand-up' },
      { title: 'Schedule', url: '/schedule' },
      { title: 'Evil', url: 'javascript:alert(1)' },
    ],
    search: { label: 'Search shows and comics', placeholder: 'Search' },
    cta: { title: 'Watch live', url: 'data:text/html,hi' },
  },
};

describe('site header island (ENT_M001)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M001')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  it('renders a labelled main navigation with the four sections', async () => {
    await controller.render(h.host, feed, h.ctx);
    const nav = h.host.querySelector('nav[aria-label="Main"]')!;
    expect(nav).to.exist;
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Shows', '/shows'],
      ['Full Episodes', '/full-episodes'],
      ['Stand-Up', '/stand-up'],
      ['Schedule', '/schedule'],
    ]);
  });

  it('drops links with unsafe hrefs', async () => {
    await controller.render(h.host, feed, h.ctx);
    const hrefs = [...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => /^(javascript|data):/i.test(href ?? ''))).to.equal(false);
    expect(h.host.textContent).not.to.contain('Evil');
    expect(h.host.textContent).not.to.contain('Watch live');
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

  it('has a labelled search form submitting GET /search with keywords', async () => {
    await controller.render(h.host, feed, h.ctx);
    const form = h.host.querySelector('form[role="search"]') as HTMLFormElement;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.method).to.equal('get');
    const input = form.querySelector('input[name="keywords"]') as HTMLInputElement;
    const label = form.querySelector(`label[for="${CSS.escape(input.id)}"]`);
    expect(label?.textContent).to.equal('Search shows and comics');
    expect(form.querySelector('button[type="submit"]')!.getAttribute('aria-label')).to.equal('Search');
  });

  it('toggles the small-screen menu with the keyboard and closes it on Escape', async () => {
    await controller.render(h.host, feed, h.ctx);
    const toggle = h.host.querySelector('button.tf-hdr__toggle') as HTMLButtonElement;
    const nav = h.host.querySelector('nav')!;
    expect(toggle.getAttribute('aria-controls')).to.equal(nav.id);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await new Promise((r) => requestAnimationFrame(r));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(nav.classList.contains('tf-hdr__nav--open')).to.equal(true);
    nav.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
  });

  it('rejects a feed without navigation', async () => {
    const bad = clone(feed) as { result: Record<string, unknown> };
    delete bad.result.nav;
    const error = await renderError(controller, h.host, bad, h.ctx);
    expect(error).to.be.instanceOf(Error);
    expect(String(error)).to.contain('nav');
    expect(h.host.childElementCount).to.equal(0);
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
