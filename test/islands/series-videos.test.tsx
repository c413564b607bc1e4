import { expect } from '@open-wc/testing';
import controller from '../../islands/series-videos/index.js';
import { applyFilter, filterFromUrl, urlWithFilter, type SeriesVideo } from '../../islands/series-videos/filter.js';
import { img, makeHost, renderError } from './island-harness.js';

const video = (title: string, extra: Record<string, unknown> = {}) => ({
  title, show: 'Desk Jockeys', url: `/clips/${title.toLowerCase().replace(/\W+/g, '-')}`, duration: 120, type: 'clip', image: img('thumb'), ...extra,
});
const episode = (title: string, season: number, n: number) => video(title, {
  type: 'episode', season, episode: `S${season} · E${n}`, distPolicy: { episodeDescriptor: 'Full Episode' }, url: `/full-episodes/s${season}e${n}`,
});
const feed = () => ({
  result: {
    title: 'Desk Jockeys: All Videos',
    show: { title: 'Back to Desk Jockeys', url: '/shows/desk-jockeys' },
    videos: [
      episode('The Printer Has Unionized', 4, 1),
      episode('A Stand-Up Meeting That Should Have Been an Email', 3, 5),
      video('The Printer Has Unionized (Cold Open)', { season: 4, description: 'A labour movement among office equipment.' }),
      video('Copier, Interrupted', { season: 3 }),
      video('Casual Friday Gone Wrong'),
    ],
  },
});

/** Waits until `check` holds, a frame at a time (React commits asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(check()).to.equal(true);
}

describe('series video list island (ENT_M021)', () => {
  let h: ReturnType<typeof makeHost>;
  let original: string;
  let originalState: unknown;
  beforeEach(() => {
    original = location.href;
    originalState = history.state;
    h = makeHost('ENT_M021');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    history.replaceState(originalState, '', original);
  });

  const draw = async (data: unknown = feed()) => controller.render(h.host, data, h.ctx);
  const titles = () => [...h.host.querySelectorAll('.tf-clips__title')].map((t) => t.textContent);
  const status = () => h.host.querySelector('[role="status"]')!.textContent ?? '';
  const select = (label: string) => [...h.host.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent === label)!;
  const choose = (label: string, value: string) => {
    const el = select(label);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const search = () => h.host.querySelector<HTMLInputElement>('input[type="search"]')!;
  /** Types into the search box as a visitor does (React hears `input` through the value setter). */
  const type = (text: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search(), text);
    search().dispatchEvent(new Event('input', { bubbles: true }));
  };
  const query = () => new URL(location.href).searchParams;

  it('lists every video of the show as cards with a heading, a link back to the show and the count', async () => {
    await draw();
    expect(h.host.querySelector('h1')!.textContent).to.equal('Desk Jockeys: All Videos');
    expect(titles()).to.have.length(5);
    expect(h.host.querySelectorAll('ul > li.tf-clips__item h2.tf-clips__title')).to.have.length(5);
    expect(h.host.querySelector<HTMLAnchorElement>('a.tf-vids__show')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
    expect(status()).to.equal('5 videos');
  });

  it('offers the seasons the videos have, newest first, and the types they are', async () => {
    await draw();
    expect([...select('Season').options].map((o) => o.textContent)).to.deep.equal(['All seasons', 'Season 4', 'Season 3']);
    expect([...select('Type').options].map((o) => o.textContent)).to.deep.equal(['All types', 'Full episodes', 'Clips']);
  });

  it('narrows by season, type and typed words together, and says what is shown', async () => {
    await draw();
    choose('Season', '4');
    await until(() => titles().length === 2);
    expect(status()).to.equal('2 videos: in season 4');
    choose('Type', 'clip');
    await until(() => titles().length === 1);
    expect(titles()).to.deep.equal(['The Printer Has Unionized (Cold Open)']);
    expect(status()).to.equal('1 video: in season 4, clips');
    choose('Season', 'all');
    type('cop');
    await until(() => titles().length === 1 && titles()[0] === 'Copier, Interrupted');
    expect(status()).to.equal('1 video: clips, matching “cop”');
  });

  it('finds a video by the start of any word of its title, episode or description, whatever the case', async () => {
    await draw();
    type('LABOUR equip');
    await until(() => titles().length === 1);
    expect(titles()).to.deep.equal(['The Printer Has Unionized (Cold Open)']);
    type('s3');
    await until(() => titles().length === 1);
    expect(titles()).to.deep.equal(['A Stand-Up Meeting That Should Have Been an Email']);
  });

  it('says when no video matches, and a button clears everything and gives the search box focus', async () => {
    await draw();
    choose('Season', '3');
    type('printer');
    await until(() => titles().length === 0);
    expect(h.host.querySelector('.tf-vids__none')!.textContent).to.equal('No videos match: in season 3, matching “printer”.');
    expect(status()).to.equal('0 videos: in season 3, matching “printer”');
    h.host.querySelector<HTMLButtonElement>('.tf-vids__clear')!.click();
    await until(() => titles().length === 5);
    expect(document.activeElement).to.equal(search());
    expect(search().value).to.equal('');
    expect(select('Season').value).to.equal('all');
    expect(h.host.querySelector('.tf-vids__empty')).to.equal(null);
  });

  it('writes the filter into the page’s query in place, keeping the history entry’s state', async () => {
    history.replaceState({ triforce: true, mark: 7 }, '', '?keep=1');
    const length = history.length;
    await draw();
    choose('Type', 'episode');
    await until(() => query().get('type') === 'episode');
    type('printer');
    await until(() => query().get('q') === 'printer');
    expect(query().get('keep')).to.equal('1');
    expect(history.state).to.deep.equal({ triforce: true, mark: 7 });
    expect(history.length).to.equal(length);
    choose('Type', 'all');
    type('');
    await until(() => !query().has('type') && !query().has('q'));
  });

  it('draws the filter a shared link asks for', async () => {
    history.replaceState(history.state, '', '?season=4&type=clip&q=cold');
    await draw();
    expect(titles()).to.deep.equal(['The Printer Has Unionized (Cold Open)']);
    expect(select('Season').value).to.equal('4');
    expect(select('Type').value).to.equal('clip');
    expect(search().value).to.equal('cold');
    expect(query().toString()).to.equal('season=4&type=clip&q=cold');
  });

  it('tracks a submitted search with its term, never an empty one, and a chosen filter', async () => {
    await draw();
    const tracked: { linkName: string; searchTerm?: string }[] = [];
    h.host.addEventListener('tf:tracklink', (event) => tracked.push((event as CustomEvent<{ linkName: string; searchTerm?: string }>).detail));
    const form = h.host.querySelector('form')!;
    type('   ');
    await until(() => search().value === '   ');
    form.requestSubmit();
    expect(tracked).to.deep.equal([]);
    type('printer');
    await until(() => search().value === 'printer');
    form.requestSubmit();
    choose('Season', '3');
    expect(tracked.map((t) => [t.linkName, t.searchTerm])).to.deep.equal([
      ['Series video list: Search', 'printer'],
      ['Series video list: Season 3', undefined],
    ]);
    // The submit stayed in the page.
    expect(new URL(location.href).pathname).to.equal(new URL(original).pathname);
  });

  it('is a GET form of the page, so a submit without script asks the server for the filtered list', async () => {
    await draw();
    const form = h.host.querySelector('form')!;
    expect(form.method).to.equal('get');
    expect(new URL(form.action).pathname).to.equal(location.pathname);
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).to.deep.equal(['q', 'season', 'type']);
  });

  it('draws feed text as text, never markup', async () => {
    const data = feed();
    data.result.videos[0]!.title = '<img src=x onerror=alert(1)>';
    await draw(data);
    expect(h.host.querySelector('img[src="x"]')).to.equal(null);
    expect(titles()[0]).to.equal('<img src=x onerror=alert(1)>');
  });

  describe('a malformed feed', () => {
    for (const [what, change] of [
      ['videos that are not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result, { videos: '<b>x</b>' })],
      ['a season of 0', (f: ReturnType<typeof feed>) => Object.assign(f.result.videos[0]!, { season: 0 })],
      ['a season that is no number', (f: ReturnType<typeof feed>) => Object.assign(f.result.videos[0]!, { season: 'four' })],
      ['a video without a title', (f: ReturnType<typeof feed>) => Object.assign(f.result.videos[1]!, { title: '' })],
    ] as const) {
      it(`fails the render: ${what}`, async () => {
        const data = feed();
        change(data);
        const error = await renderError(controller, h.host, data, h.ctx);
        expect(String(error)).to.match(/^FeedError: ENT_M021 feed:/);
        expect(h.host.querySelector('b')).to.equal(null);
      });
    }
  });
});

describe('series video list filter (pure)', () => {
  const videos = [
    { title: 'A', season: 2, kind: 'clip' },
    { title: 'B', season: 1, kind: 'episode' },
  ] as unknown as SeriesVideo[];

  it('reads only seasons the list has and types it knows from an address', () => {
    expect(filterFromUrl('https://x.example/v?season=9&type=trailer&q=hi', [2, 1])).to.deep.equal({ season: 'all', type: 'all', q: 'hi' });
    expect(filterFromUrl('https://x.example/v?season=2&type=episode', [2, 1])).to.deep.equal({ season: 2, type: 'episode', q: '' });
    expect(filterFromUrl('https://x.example/v?season=2.5', [2, 1]).season).to.equal('all');
    expect(filterFromUrl('not a url', [2])).to.deep.equal({ season: 'all', type: 'all', q: '' });
  });

  it('writes only the parameters that filter, keeping the others and the fragment', () => {
    expect(urlWithFilter('https://x.example/v?a=1#top', { season: 2, type: 'all', q: ' ' })).to.equal('https://x.example/v?a=1&season=2#top');
    expect(urlWithFilter('https://x.example/v?season=2&q=x', { season: 'all', type: 'clip', q: '' })).to.equal('https://x.example/v?type=clip');
  });

  it('keeps what every part of the filter keeps', () => {
    expect(applyFilter(videos, { season: 2, type: 'all', q: '' }).map((v) => v.title)).to.deep.equal(['A']);
    expect(applyFilter(videos, { season: 'all', type: 'episode', q: '' }).map((v) => v.title)).to.deep.equal(['B']);
    expect(applyFilter(videos, { season: 2, type: 'episode', q: '' })).to.deep.equal([]);
  });
});
