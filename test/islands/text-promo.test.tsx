import { expect } from '@open-wc/testing';
import controller from '../../islands/text-promo/index.js';
import { makeHost, renderError } from './island-harness.js';

const editorial = {
  result: {
    variant: 'editorial',
    kicker: 'The Joke Desk',
    headline: 'Best one-liners',
    body: ['Our writers voted.', '<b>not bold</b>'],
    quips: [{ text: 'I told my fridge a joke.', author: 'Theo' }],
    cta: { title: 'More', url: '/joke-desk' },
  },
};

const newsletter = {
  result: {
    variant: 'newsletter',
    headline: 'Funny, weekly',
    signup: { label: 'Your email address', button: 'Sign me up', thanks: 'You are in!' },
  },
};

describe('text promo island (ENT_M040)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M040')));
  afterEach(() => h.cleanup());

  it('renders editorial text, quips and a link, all as plain text', async () => {
    await controller.render(h.host, editorial, h.ctx);
    expect(h.host.querySelector('h2')!.textContent).to.equal('Best one-liners');
    const paragraphs = [...h.host.querySelectorAll('.tf-text__p')].map((p) => p.textContent);
    expect(paragraphs).to.deep.equal(['Our writers voted.', '<b>not bold</b>']);
    expect(h.host.querySelector('b')).to.equal(null);
    expect(h.host.querySelector('blockquote')!.textContent).to.equal('I told my fridge a joke.');
    expect(h.host.querySelector('a')!.getAttribute('href')).to.equal('/joke-desk');
  });

  it('makes its headline the page\'s h1 when the feed says it leads the page', async () => {
    await controller.render(h.host, { result: { ...editorial.result, pageHeading: true } }, h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Best one-liners');
    expect(h.host.querySelector('h2')).to.equal(null);
    expect(h.host.querySelector('section')!.getAttribute('aria-labelledby')).to.equal(h.host.querySelector('h1')!.id);
  });

  it('renders a labelled newsletter form that thanks a valid address', async () => {
    await controller.render(h.host, newsletter, h.ctx);
    const input = h.host.querySelector('input[type="email"]') as HTMLInputElement;
    expect(h.host.querySelector(`label[for="${CSS.escape(input.id)}"]`)!.textContent).to.equal('Your email address');
    input.value = 'fan@example.com';
    (h.host.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await new Promise((r) => requestAnimationFrame(r));
    expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('You are in!');
  });

  it('rejects a newsletter without its signup copy', async () => {
    const error = await renderError(controller, h.host, { result: { variant: 'newsletter', headline: 'x' } }, h.ctx);
    expect(String(error)).to.contain('signup must be an object');
  });

  it('rejects an unknown variant', async () => {
    const error = await renderError(controller, h.host, { result: { variant: 'marquee', headline: 'x' } }, h.ctx);
    expect(String(error)).to.contain('variant');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, editorial, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
