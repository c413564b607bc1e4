import { expect } from '@open-wc/testing';
import { NOT_FOUND_DRIVER, notFoundPage } from '../../demo/content/pages.js';
import controller from '../../islands/not-found/index.js';
import { makeHost, renderError } from './island-harness.js';

const feedOf = (url: string) => notFoundPage(new URL(url)).zones.t1_1c!.feedData;

describe('the not-found page (demo/content notFoundPage)', () => {
  it('keeps the site’s header, menu, sponsor and footer zones and adds the not-found zone, its feed inline', () => {
    const manifest = notFoundPage(new URL('http://demo.test/full-episodes/desk-jockeys'));
    expect(Object.keys(manifest.zones).sort()).to.deep.equal(['ads-reporting', 'footer', 'header', 'menu', 't1_1c']);
    expect(manifest.zones.header!.driver).to.equal('ENT_M001');
    expect(manifest.zones.footer!.driver).to.equal('ENT_M099');
    expect(manifest.zones.t1_1c!.driver).to.equal(NOT_FOUND_DRIVER);
    expect(manifest.zones.t1_1c!.feed).to.equal(undefined);
    expect(manifest.title).to.equal('Page not found · Laugh Track Network');
  });
});

describe('not-found island (ENT_M080)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost(NOT_FOUND_DRIVER)));
  afterEach(() => h.cleanup());

  it('says the page was not found, shows the address as text and links home, shows, full episodes, schedule and search', async () => {
    await controller.render(h.host, feedOf('http://demo.test/no/<b>such</b>?q=1'), h.ctx);
    const section = h.host.querySelector('section')!;
    expect(section.querySelector('h1')!.textContent).to.equal('Page not found');
    expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h1')!.id);
    expect(section.querySelector('code')!.textContent).to.equal('/no/%3Cb%3Esuch%3C/b%3E?q=1');
    expect(section.querySelector('b')).to.equal(null);
    const links = [...section.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([['Home', '/'], ['Shows', '/shows'], ['Full episodes', '/full-episodes'], ['Schedule', '/schedule'], ['Search', '/search']]);
  });

  it('draws no link for an unsafe URL', async () => {
    await controller.render(h.host, { result: { headline: 'Gone', links: [{ title: 'Bad', url: 'javascript:alert(1)' }, { title: 'Home', url: '/' }] } }, h.ctx);
    expect([...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/']);
  });

  it('rejects a feed without a headline', async () => {
    expect(String(await renderError(controller, h.host, { result: { links: [] } }, h.ctx))).to.contain('ENT_M080 feed: headline must be a non-empty string');
  });
});
