import { expect } from '@open-wc/testing';
import controller from '../../islands/help-faq/index.js';
import { until } from './comedian-search-support.js';
import { makeHost, renderError } from './island-harness.js';

const feed = () => ({
  result: {
    title: 'Help',
    intro: 'Answers.',
    categories: [
      { anchor: 'watching', title: 'Watching', questions: [
        { question: 'Why won’t it play?', answer: ['Refresh.', 'Then try again.'] },
        { question: 'Is it free?', answer: ['Clips are.'] },
      ] },
      { anchor: 'sign-in', title: 'Sign-in', questions: [{ question: 'Which providers?', answer: ['Most.'] }] },
    ],
  },
});

describe('help FAQ island (ENT_M087)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    h = makeHost('ENT_M087');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });
  const draw = async (data: unknown = feed()) => controller.render(h.host, data, h.ctx);

  it('links each category from an in-page navigation to its section and heading', async () => {
    await draw();
    const nav = h.host.querySelector('nav')!;
    expect(nav.getAttribute('aria-labelledby')).to.equal(nav.querySelector('h2')!.id);
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([['Watching', '#watching'], ['Sign-in', '#sign-in']]);
    expect(links[0]!.getAttribute('data-tf-track')).to.equal('FAQ: Category Watching');
    const section = h.host.querySelector('section#watching')!;
    expect(section.querySelector('h2')!.textContent).to.equal('Watching');
    expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')!.id);
    expect(section.getAttribute('data-tf-promo')).to.equal('FAQ: Watching');
  });

  it('puts each question in a closed <tf-collapsible> whose trigger is a level-3 heading, opened by its button', async () => {
    await draw();
    const items = [...h.host.querySelectorAll('tf-collapsible')] as (HTMLElement & { open: boolean; updateComplete: Promise<unknown> })[];
    expect(items).to.have.length(3);
    const first = items[0]!;
    await first.updateComplete;
    expect(first.getAttribute('heading-level')).to.equal('3');
    expect(first.querySelector('[slot="trigger"]')!.textContent).to.equal('Why won’t it play?');
    expect([...first.querySelectorAll('.tf-faq__answer p')].map((p) => p.textContent)).to.deep.equal(['Refresh.', 'Then try again.']);
    expect(first.open).to.equal(false);
    const trigger = first.shadowRoot!.querySelector('button')!;
    expect(trigger.closest('[role="heading"], h3')).to.not.equal(null);
    trigger.click();
    await until(() => first.open, 'the question open');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
  });

  it('shows feed text as text, never as markup', async () => {
    const data = feed();
    data.result.categories[0]!.questions[0] = { question: '<img src=x>Q', answer: ['<b>A</b>'] };
    await draw(data);
    expect(h.host.querySelector('[slot="trigger"]')!.textContent).to.equal('<img src=x>Q');
    expect(h.host.querySelector('img, b')).to.equal(null);
  });

  for (const [what, change] of [
    ['no categories', (f: ReturnType<typeof feed>) => Object.assign(f.result, { categories: [] })],
    ['a category without an anchor', (f: ReturnType<typeof feed>) => Object.assign(f.result.categories[0]!, { anchor: '' })],
    ['an anchor that is no element id', (f: ReturnType<typeof feed>) => Object.assign(f.result.categories[0]!, { anchor: '"><b>' })],
    ['a repeated anchor', (f: ReturnType<typeof feed>) => Object.assign(f.result.categories[1]!, { anchor: 'watching' })],
    ['an answer that is not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result.categories[0]!.questions[0]!, { answer: '<b>x</b>' })],
  ] as const) {
    it(`fails the render on a malformed feed: ${what}`, async () => {
      const data = feed();
      change(data);
      const error = await renderError(controller, h.host, data, h.ctx);
      expect(String(error)).to.match(/^FeedError: ENT_M087 feed:/);
      expect(h.host.querySelector('b')).to.equal(null);
    });
  }
});
