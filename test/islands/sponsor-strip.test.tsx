import { expect } from '@open-wc/testing';
import controller from '../../islands/sponsor-strip/index.js';
import { makeHost, renderError } from './island-harness.js';

describe('sponsor strip island (ENT_M090)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M090')));
  afterEach(() => h.cleanup());

  it('renders a labelled aside linking to the sponsor (inline feedData without result)', async () => {
    await controller.render(h.host, { label: 'Presented by', sponsor: 'Crunchwell', message: 'Snacks.', url: 'https://crunchwell.example/' }, h.ctx);
    const aside = h.host.querySelector('aside')!;
    expect(aside.getAttribute('aria-label')).to.equal('Presented by Crunchwell');
    expect(aside.querySelector('a')!.getAttribute('href')).to.equal('https://crunchwell.example/');
    expect(aside.querySelector('a')!.getAttribute('rel')).to.contain('sponsored');
  });

  it('renders without a link when the URL is unsafe', async () => {
    await controller.render(h.host, { label: 'Presented by', sponsor: 'C', message: 'M', url: '//evil.example' }, h.ctx);
    expect(h.host.querySelector('a')).to.equal(null);
  });

  it('rejects a non-object feed', async () => {
    expect(String(await renderError(controller, h.host, 'sponsor', h.ctx))).to.contain('ENT_M090 feed: feed must be an object');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, { label: 'a', sponsor: 'b', message: 'c' }, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
