import { expect } from '@open-wc/testing';
import controller from '../../islands/comedian-spotlight/index.js';
import { imageInfoOf, makeHost, renderError } from './island-harness.js';

const comic = (name: string, url: string, extra: Record<string, string> = {}) => ({
  name,
  url,
  tagline: `${name} is funny.`,
  image: { url: `/art/comic-${name}.svg`, alt: `${name} at the mic`, width: 600, height: 600 },
  ...extra,
});

const feed = {
  result: {
    title: 'Stand-Up Spotlight',
    comedians: [comic('Marnie', '/stand-up#marnie', { tour: '14 cities', special: 'Overthinking It' }), comic('Milo', 'ftp://files/milo')],
  },
};

describe('comedian spotlight island (ENT_M045)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M045')));
  afterEach(() => h.cleanup());

  it('features the first comedian and lists the rest', async () => {
    await controller.render(h.host, feed, h.ctx);
    const items = [...h.host.querySelectorAll('li')];
    expect(items).to.have.length(2);
    expect(items[0]!.classList.contains('tf-comics__item--lead')).to.equal(true);
    expect(items[0]!.textContent).to.contain('On tour · 14 cities');
    expect(items[0]!.textContent).to.contain('New special: Overthinking It');
    expect(imageInfoOf(items[0]!)!.alt).to.equal('Marnie at the mic');
  });

  it('links only safe URLs', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect([...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/stand-up#marnie']);
  });

  it('rejects a comedian without a tagline', async () => {
    const bad = { result: { title: 'x', comedians: [{ ...comic('A', '/a'), tagline: '' }] } };
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('comedians[0].tagline');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
