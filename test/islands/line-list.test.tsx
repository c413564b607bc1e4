import { expect } from '@open-wc/testing';
import controller from '../../islands/line-list/index.js';
import { until } from './comedian-search-support.js';
import { renderError } from './island-harness.js';
import { pagedIsland } from './paged-list-support.js';

const line = (n: number, text: string, extra: Record<string, unknown> = {}) => ({
  id: `l-${n}`, text, speaker: 'The Printer', source: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
  from: { title: 'The Printer Has Unionized', url: '/clips/the-printer-has-unionized' }, ...extra,
});
const FIRST = [line(1, 'Alpha'), line(2, 'Bravo'), line(3, 'Charlie')];
const PAGE_2 = [line(4, 'Delta'), line(5, 'Echo')];
const GROUPS = [
  { label: 'Shows', options: [{ value: 'show:desk-jockeys', label: 'Desk Jockeys' }] },
  { label: 'Comedians', options: [{ value: 'comic:marnie-okafor', label: 'Marnie Okafor' }] },
];
const feed = () => ({
  result: {
    title: 'Test Lines',
    intro: 'Lines.',
    linesUrl: '/test/lines',
    filterGroups: GROUPS,
    initial: { filter: '', total: 5, lines: FIRST, next: '/test/lines?page=2' },
  },
});

describe('line list island (ENT_M023)', () => {
  const list = pagedIsland({
    driver: 'ENT_M023', controller, path: '/test/lines', viewParam: 'filter', defaultView: '',
    answer: (filter) => (filter === 'comic:marnie-okafor'
      ? { result: { filter, total: 1, lines: [line(9, 'You too', { speaker: 'Marnie Okafor', source: { title: 'Marnie Okafor', url: '/comedians/marnie-okafor' } })] } }
      : { result: { filter, total: 5, lines: PAGE_2 } }),
    malformed: (filter) => ({ result: { filter, total: 5, lines: '<b>x</b>' } }),
  });
  const { asked, control } = list;

  const draw = async (data: unknown = feed()) => controller.render(list.h.host, data, list.h.ctx);
  const texts = () => [...list.h.host.querySelectorAll('.tf-lines__quote')].map((t) => t.textContent);
  const status = () => list.h.host.querySelector('[role="status"]')!.textContent ?? '';
  const more = () => list.h.host.querySelector<HTMLButtonElement>('.tf-lines__more');
  const select = () => list.h.host.querySelector('select')!;
  const filterBy = list.choose;

  it('lists the feed’s first page, each line with who said it, the show and the clip, linked, drawn without a request', async () => {
    await draw();
    expect(texts()).to.deep.equal(['“Alpha”', '“Bravo”', '“Charlie”']);
    const first = list.h.host.querySelector('ul.tf-lines__list > li')!;
    expect(first.querySelector('.tf-lines__speaker')!.textContent).to.equal('The Printer');
    const links = [...first.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([['Desk Jockeys', '/shows/desk-jockeys'], ['The Printer Has Unionized', '/clips/the-printer-has-unionized']]);
    expect(first.querySelector('cite a')).to.not.equal(null);
    expect(list.h.host.querySelector('.tf-lines__count')!.textContent).to.equal('3 of 5 lines shown.');
    expect(asked).to.deep.equal([]);
  });

  it('shows feed text as text, never as markup', async () => {
    const data = feed();
    data.result.initial.lines = [line(1, '<img src=x onerror=alert(1)>Sneaky', { speaker: '<b>Bold</b>' })];
    await draw(data);
    expect(texts()).to.deep.equal(['“<img src=x onerror=alert(1)>Sneaky”']);
    expect(list.h.host.querySelector('img, b')).to.equal(null);
  });

  it('is tracked as the line list: links, filter and load more carry the area’s names', async () => {
    await draw();
    expect(list.h.host.querySelector('section')!.getAttribute('data-tf-promo')).to.equal('Test Lines');
    expect(list.h.host.querySelector('.tf-lines__where a')!.getAttribute('data-tf-track')).to.equal('Line list: Source');
    expect(list.h.host.querySelector('cite a')!.getAttribute('data-tf-track')).to.equal('Line list: Clip');
    expect(more()!.getAttribute('data-tf-track')).to.equal('Line list: Load more');
  });

  it('filters by show or comedian through the site, grouped in the dropdown, announced politely and tracked', async () => {
    await draw();
    const tracked: string[] = [];
    list.h.host.addEventListener('tf:tracklink', (event) => tracked.push((event as CustomEvent<{ linkName: string }>).detail.linkName));
    expect(select().labels![0]!.textContent).to.equal('From');
    expect([...select().querySelectorAll('optgroup')].map((g) => g.label)).to.deep.equal(['Shows', 'Comedians']);
    filterBy('comic:marnie-okafor');
    await until(() => status().startsWith('Lines from'), 'the filtered list');
    expect(asked).to.deep.equal(['comic:marnie-okafor?1']);
    expect(texts()).to.deep.equal(['“You too”']);
    expect(status()).to.equal('Lines from Marnie Okafor. 1 of 1 line shown.');
    expect(tracked).to.deep.equal(['Line list: Filter by Marnie Okafor']);
    expect(more()).to.equal(null);
  });

  it('keeps the list when the filter fails, with a button asking again', async () => {
    await draw();
    control.fail = true;
    filterBy('show:desk-jockeys');
    await until(() => status().includes('could not'), 'the failure');
    expect(texts()).to.have.length(3);
    expect(select().value).to.equal('');
    const retry = list.h.host.querySelector<HTMLButtonElement>('.tf-lines__retry')!;
    expect(retry.textContent).to.equal('Try showing lines from Desk Jockeys again');
    control.fail = false;
    retry.click();
    await until(() => status() === 'Lines from Desk Jockeys. 2 of 5 lines shown.', 'the retried filter');
    expect(texts()).to.deep.equal(['“Delta”', '“Echo”']);
    expect(select().value).to.equal('show:desk-jockeys');
  });

  it('load more adds the next page, moves focus to the first new line and announces it; the last page removes the button', async () => {
    await draw();
    more()!.click();
    await until(() => texts().length === 5, 'the second page');
    expect(asked).to.deep.equal(['?2']);
    await until(() => document.activeElement?.textContent?.startsWith('“Delta”') === true, 'focus on Delta');
    expect(document.activeElement!.tagName).to.equal('LI');
    expect(status()).to.equal('2 more lines loaded. 5 of 5 lines shown.');
    expect(more()).to.equal(null);
  });

  it('shows its loading state while the page is asked, a second press asking nothing more', async () => {
    await draw();
    control.hold = true;
    more()!.click();
    await until(() => status() === 'Loading more lines…', 'the loading state');
    expect(more()!.getAttribute('aria-disabled')).to.equal('true');
    expect(list.h.host.querySelector('ul')!.getAttribute('aria-busy')).to.equal('true');
    more()!.click();
    control.hold = false;
    list.release();
    await until(() => texts().length === 5, 'the second page');
    expect(asked).to.deep.equal(['?2']);
  });

  it('leaves the list and a retry button when a page fails (an error or a malformed answer)', async () => {
    await draw();
    control.malformed = true;
    more()!.click();
    await until(() => status() === 'More lines could not be loaded.', 'the failure');
    expect(texts()).to.have.length(3);
    expect(list.h.host.querySelector('b')).to.equal(null);
    expect(more()!.textContent).to.equal('Try loading more lines again');
    control.malformed = false;
    more()!.click();
    await until(() => texts().length === 5, 'the retried page');
  });

  describe('a malformed feed', () => {
    for (const [what, change] of [
      ['lines that are not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial, { lines: '<b>x</b>' })],
      ['a filter the dropdown lacks', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial, { filter: 'show:nope' })],
      ['a lines address on another host', (f: ReturnType<typeof feed>) => Object.assign(f.result, { linesUrl: 'https://evil.example/x' })],
      ['a line without a speaker', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial.lines[0]!, { speaker: '' })],
    ] as const) {
      it(`fails the render: ${what}`, async () => {
        const data = feed();
        change(data);
        const error = await renderError(controller, list.h.host, data, list.h.ctx);
        expect(String(error)).to.match(/^FeedError: ENT_M023 feed:/);
        expect(list.h.host.querySelector('b')).to.equal(null);
      });
    }
  });
});
