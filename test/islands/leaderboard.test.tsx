import { expect } from '@open-wc/testing';
import controller from '../../islands/leaderboard/index.js';
import { until } from './comedian-search-support.js';
import { renderError } from './island-harness.js';
import { pagedIsland } from './paged-list-support.js';

const entry = (rank: number, title: string, extra: Record<string, unknown> = {}) => ({
  id: `s-${rank}`, rank, title, show: 'Desk Jockeys', votes: 1000 * (40 - rank), aired: `2026-0${(rank % 9) + 1}-15`, url: `/clips/s-${rank}`, ...extra,
});
const BY_VOTES = [entry(1, 'Alpha'), entry(2, 'Bravo'), entry(3, 'Charlie')];
const PAGE_2 = [entry(4, 'Delta'), entry(5, 'Echo')];
const feed = () => ({
  result: {
    title: 'Test Leaderboard',
    intro: 'Votes.',
    entriesUrl: '/test/leaderboard',
    initial: { sort: 'votes', total: 5, entries: BY_VOTES, next: '/test/leaderboard?sort=votes&page=2' },
  },
});

describe('leaderboard island (ENT_M086)', () => {
  const list = pagedIsland({
    driver: 'ENT_M086', controller, path: '/test/leaderboard', viewParam: 'sort', defaultView: 'votes',
    answer: (sort) => (sort === 'title'
      ? { result: { sort, total: 5, entries: [entry(1, 'Alpha'), entry(2, 'Bravo')], next: '/test/leaderboard?sort=title&page=2' } }
      : { result: { sort, total: 5, entries: PAGE_2 } }),
    malformed: (sort) => ({ result: { sort, total: 5, entries: '<b>x</b>' } }),
  });
  const { asked, control } = list;

  const draw = async (data: unknown = feed()) => controller.render(list.h.host, data, list.h.ctx);
  const titles = () => [...list.h.host.querySelectorAll('.tf-lb__title')].map((t) => t.textContent);
  const status = () => list.h.host.querySelector('[role="status"]')!.textContent ?? '';
  const more = () => list.h.host.querySelector<HTMLButtonElement>('.tf-lb__more');
  const select = () => list.h.host.querySelector('select')!;
  const sortBy = list.choose;

  describe('its list', () => {
    it('is an ordered list of the feed’s first page, each sketch with rank, title, show, votes, air date and a link, drawn without a request', async () => {
      await draw();
      const items = [...list.h.host.querySelectorAll('ol.tf-lb__list > li')];
      expect(items).to.have.length(3);
      expect(titles()).to.deep.equal(['Alpha', 'Bravo', 'Charlie']);
      const first = items[0]!;
      expect(first.querySelector('.tf-lb__rank')!.textContent).to.equal('Rank 1');
      expect(first.querySelector('.tf-lb__show')!.textContent).to.equal('Desk Jockeys');
      expect(first.querySelector('.tf-lb__votes')!.textContent).to.equal('39,000 votes');
      expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2026-02-15');
      expect(first.querySelector('time')!.textContent).to.equal('02/15/2026');
      expect(first.querySelector('a')!.getAttribute('href')).to.equal('/clips/s-1');
      expect(list.h.host.querySelector('.tf-lb__count')!.textContent).to.equal('3 of 5 sketches shown.');
      expect(status()).to.equal('');
      expect(asked).to.deep.equal([]);
    });

    it('shows feed text as text, never as markup', async () => {
      const data = feed();
      data.result.initial.entries = [entry(1, '<img src=x onerror=alert(1)>Sneaky', { show: '<b>Bold</b>' })];
      await draw(data);
      expect(titles()).to.deep.equal(['<img src=x onerror=alert(1)>Sneaky']);
      expect(list.h.host.querySelector('img, b')).to.equal(null);
    });

    it('is tracked as the leaderboard: its links and load-more button carry the area’s names', async () => {
      await draw();
      expect(list.h.host.querySelector('section')!.getAttribute('data-tf-promo')).to.equal('Test Leaderboard');
      expect(list.h.host.querySelector('.tf-lb__title')!.getAttribute('data-tf-track')).to.equal('Leaderboard: Sketch');
      expect(more()!.getAttribute('data-tf-track')).to.equal('Leaderboard: Load more');
    });
  });

  describe('its sort control', () => {
    it('is a labelled select asking the site for the list in the chosen order, announced politely and tracked', async () => {
      await draw();
      const tracked: string[] = [];
      list.h.host.addEventListener('tf:tracklink', (event) => tracked.push((event as CustomEvent<{ linkName: string }>).detail.linkName));
      expect(select().labels![0]!.textContent).to.equal('Sort by');
      expect([...select().options].map((o) => o.value)).to.deep.equal(['votes', 'newest', 'title']);
      sortBy('title');
      await until(() => status().startsWith('Sorted'), 'the sorted list');
      expect(asked).to.deep.equal(['title?1']);
      expect(titles()).to.deep.equal(['Alpha', 'Bravo']);
      expect(status()).to.equal('Sorted by title (a to z). 2 of 5 sketches shown.');
      expect(list.h.host.querySelector('[role="status"]')!.getAttribute('aria-live')).to.equal(null);
      expect(tracked).to.deep.equal(['Leaderboard: Sort by Title (A to Z)']);
      expect(select().value).to.equal('title');
    });

    it('keeps the list as it was when the sort fails, with a button asking again', async () => {
      await draw();
      control.fail = true;
      sortBy('newest');
      await until(() => status().includes('could not'), 'the failure');
      expect(titles()).to.deep.equal(['Alpha', 'Bravo', 'Charlie']);
      expect(select().value).to.equal('votes');
      const retry = list.h.host.querySelector<HTMLButtonElement>('.tf-lb__retry')!;
      expect(retry.textContent).to.equal('Try sorting by newest again');
      control.fail = false;
      retry.click();
      await until(() => status().startsWith('Sorted by newest'), 'the retried sort');
      expect(titles()).to.deep.equal(['Delta', 'Echo']);
      expect(list.h.host.querySelector('.tf-lb__retry')).to.equal(null);
    });
  });

  describe('its load-more button', () => {
    it('adds the next page, moves focus to the first new sketch and announces it; the last page removes the button', async () => {
      await draw();
      more()!.click();
      await until(() => titles().length === 5, 'the second page');
      expect(asked).to.deep.equal(['votes?2']);
      expect(titles()).to.deep.equal(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
      await until(() => document.activeElement?.textContent === 'Delta', 'focus on Delta');
      expect(status()).to.equal('2 more sketches loaded. 5 of 5 sketches shown.');
      expect(more()).to.equal(null);
    });

    it('shows its loading state while the page is asked, a second press asking nothing more', async () => {
      await draw();
      control.hold = true;
      more()!.click();
      await until(() => status() === 'Loading more sketches…', 'the loading state');
      expect(more()!.getAttribute('aria-disabled')).to.equal('true');
      expect(more()!.textContent).to.equal('Loading more sketches…');
      expect(list.h.host.querySelector('ol')!.getAttribute('aria-busy')).to.equal('true');
      more()!.click();
      control.hold = false;
      list.release();
      await until(() => titles().length === 5, 'the second page');
      expect(asked).to.deep.equal(['votes?2']);
    });

    it('leaves a retry button when the page fails (an error or a malformed answer) and the list unchanged', async () => {
      await draw();
      control.malformed = true;
      more()!.click();
      await until(() => status() === 'More sketches could not be loaded.', 'the failure');
      expect(titles()).to.have.length(3);
      expect(list.h.host.querySelector('b')).to.equal(null);
      expect(more()!.textContent).to.equal('Try loading more sketches again');
      control.malformed = false;
      more()!.click();
      await until(() => titles().length === 5, 'the retried page');
    });
  });

  describe('its schema.org ItemList', () => {
    const ld = () => {
      const scripts = list.h.host.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).to.have.length(1);
      return JSON.parse(scripts[0]!.textContent ?? '') as { '@type': string; name: string; numberOfItems: number; itemListElement: Array<{ position: number; item: { '@type': string; name: string; url: string } }> };
    };

    it('lists the sketches shown, in order, each a TVClip with its name and absolute address', async () => {
      await draw();
      const list = ld();
      expect(list['@type']).to.equal('ItemList');
      expect(list.name).to.equal('Test Leaderboard');
      expect(list.numberOfItems).to.equal(3);
      expect(list.itemListElement.map((e) => [e.position, e.item['@type'], e.item.name, e.item.url])).to.deep.equal([
        [1, 'TVClip', 'Alpha', new URL('/clips/s-1', location.href).href],
        [2, 'TVClip', 'Bravo', new URL('/clips/s-2', location.href).href],
        [3, 'TVClip', 'Charlie', new URL('/clips/s-3', location.href).href],
      ]);
    });

    it('follows the list when more sketches load', async () => {
      await draw();
      list.h.host.querySelector<HTMLButtonElement>('.tf-lb__more')!.click();
      await until(() => titles().length === 5, 'the second page');
      expect(ld().itemListElement.map((e) => e.item.name)).to.deep.equal(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    });

    it('keeps feed text as data: a title that would close the script stays in the JSON', async () => {
      const data = feed();
      data.result.initial.entries[0]!.title = '</script><img src=x onerror=alert(1)>';
      await draw(data);
      expect(list.h.host.querySelector('img')).to.equal(null);
      const text = list.h.host.querySelector('script[type="application/ld+json"]')!.textContent ?? '';
      expect(text).not.to.contain('<');
      expect(ld().itemListElement[0]!.item.name).to.equal('</script><img src=x onerror=alert(1)>');
    });
  });

  describe('a malformed feed', () => {
    for (const [what, change] of [
      ['entries that are not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial, { entries: '<b>x</b>' })],
      ['an unknown sort', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial, { sort: 'loudest' })],
      ['an entries address on another host', (f: ReturnType<typeof feed>) => Object.assign(f.result, { entriesUrl: 'https://evil.example/x' })],
      ['a rank of 0', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial.entries[0]!, { rank: 0 })],
      ['a date that is none', (f: ReturnType<typeof feed>) => Object.assign(f.result.initial.entries[0]!, { aired: 'yesterday' })],
    ] as const) {
      it(`fails the render: ${what}`, async () => {
        const data = feed();
        change(data);
        const error = await renderError(controller, list.h.host, data, list.h.ctx);
        expect(String(error)).to.match(/^FeedError: ENT_M086 feed:/);
        expect(list.h.host.querySelector('b')).to.equal(null);
      });
    }
  });
});
