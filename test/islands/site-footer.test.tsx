import { expect } from '@open-wc/testing';
import controller from '../../islands/site-footer/index.js';
import { makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    brand: 'Laugh Track Network',
    columns: [
      { title: 'Watch', links: [{ title: 'Shows', url: '/shows' }, { title: 'Bad', url: 'javascript:alert(1)' }] },
      { title: 'Help', links: [{ title: 'FAQ', url: '/faq' }] },
    ],
    social: [
      { network: 'instagram', label: 'Us on Instagram', url: 'https://instagram.example/us' },
      { network: 'youtube', label: 'Us on YouTube', url: 'data:text/html,x' },
    ],
    legal: { copyright: '© 2025 Laugh Track Network', links: [{ title: 'Privacy', url: '/legal/privacy' }] },
  },
};

describe('site footer island (ENT_M099)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M099')));
  afterEach(() => h.cleanup());

  it('renders a footer landmark with headed link columns', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('footer')).to.exist;
    expect(h.host.querySelector('nav')!.getAttribute('aria-label')).to.equal('Footer');
    expect([...h.host.querySelectorAll('h2')].map((x) => x.textContent)).to.deep.equal(['Watch', 'Help']);
    expect(h.host.textContent).to.contain('© 2025 Laugh Track Network');
  });

  it('names icon-only social links and drops unsafe ones', async () => {
    await controller.render(h.host, feed, h.ctx);
    const social = [...h.host.querySelectorAll('.tf-foot__social a')];
    expect(social.map((a) => a.getAttribute('aria-label'))).to.deep.equal(['Us on Instagram']);
    const hrefs = [...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((x) => /^(javascript|data):/.test(x))).to.deep.equal([]);
  });

  it('offers "Privacy choices" as a button the consent platform finds by data-tf-consent-ui', async () => {
    await controller.render(h.host, { result: { ...feed.result, legal: { copyright: '©' } } }, h.ctx);
    const button = h.host.querySelector<HTMLButtonElement>('.tf-foot__legal-links button[data-tf-consent-ui]');
    expect(button?.type).to.equal('button');
    expect(button?.textContent).to.equal('Privacy choices');
  });

  it('rejects an unknown social network', async () => {
    const bad = { result: { ...feed.result, social: [{ network: 'myspace', label: 'x', url: '/x' }] } };
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('social[0].network');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
