import { expect } from '@open-wc/testing';
import controller from '../../islands/guest-list/index.js';
import { until } from './comedian-search-support.js';
import { img, makeHost, renderError } from './island-harness.js';

const guest = (n: number, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  id: `g-${n}`, name, type, credit: `Credit of ${name}`, season: 4, aired: `2026-09-${String(10 + n).padStart(2, '0')}`, image: img(`guest-${n}`),
  episode: { label: `S4 · E${n}`, title: `Episode ${n}` }, ...extra,
});
const feed = () => ({
  result: {
    title: 'On the Couch',
    intro: 'Guests.',
    filterLabel: 'Guest type',
    filters: [{ value: 'comedian', label: 'Comedians' }, { value: 'actor', label: 'Actors' }, { value: 'musician', label: 'Musicians' }],
    guests: [
      guest(1, 'Marnie Okafor', 'comedian', { url: '/comedians/marnie-okafor', episode: { label: 'S4 · E1', title: 'A Very Nervous Night', url: '/full-episodes/x-s4e1' } }),
      guest(2, 'Dashiell Pruitt', 'actor', { credit: 'Star of “Code Beige”' }),
      guest(3, 'Celeste Amari', 'musician'),
      guest(4, 'Milo Brandt', 'comedian', { credit: 'Stand-up, special “Medium Rare”' }),
    ],
  },
});

describe('guest list island (ENT_M022)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M022')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  const draw = async (data: unknown = feed()) => controller.render(h.host, data, h.ctx);
  const names = () => [...h.host.querySelectorAll('.tf-guests__name')].map((n) => n.textContent);
  const status = () => h.host.querySelector('[role="status"]')!.textContent ?? '';
  const select = () => h.host.querySelector('select')!;
  const input = () => h.host.querySelector<HTMLInputElement>('input[type="search"]')!;
  const filterBy = (value: string) => {
    select().value = value;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  };
  /** Types as a visitor does: React hears the input event. */
  const type = (text: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  };
  const tracked = () => {
    const calls: { linkName: string; event?: string; searchTerm?: string }[] = [];
    h.host.addEventListener('tf:tracklink', (event) => calls.push((event as CustomEvent<{ linkName: string }>).detail));
    return calls;
  };

  it('lists every guest with portrait, name, credit, episode and air date; a guest links to their page and episode when the site has them', async () => {
    await draw();
    expect(names()).to.deep.equal(['Marnie Okafor', 'Dashiell Pruitt', 'Celeste Amari', 'Milo Brandt']);
    const [first, second] = [...h.host.querySelectorAll('ul.tf-guests__list > li')];
    expect(first!.querySelector('tf-image')).to.not.equal(null);
    expect(first!.querySelector('.tf-guests__name a')!.getAttribute('href')).to.equal('/comedians/marnie-okafor');
    expect(first!.querySelector('.tf-guests__episode a')!.getAttribute('href')).to.equal('/full-episodes/x-s4e1');
    expect(first!.querySelector('.tf-guests__episode a')!.textContent).to.equal('A Very Nervous Night');
    expect(first!.querySelector('time')!.getAttribute('datetime')).to.equal('2026-09-11');
    expect(first!.querySelector('time')!.textContent).to.equal('09/11/2026');
    expect(second!.querySelector('a')).to.equal(null);
    expect(second!.querySelector('.tf-guests__episode')!.textContent).to.contain('S4 · E2 Episode 2');
    expect(status()).to.equal('Showing all 4 guests.');
  });

  it('is tracked as the guest list: links, filter and searches carry the area’s names', async () => {
    await draw();
    const calls = tracked();
    expect(h.host.querySelector('section')!.getAttribute('data-tf-promo')).to.equal('On the Couch');
    expect(h.host.querySelector('.tf-guests__name a')!.getAttribute('data-tf-track')).to.equal('Guest list: Guest');
    expect(h.host.querySelector('.tf-guests__episode a')!.getAttribute('data-tf-track')).to.equal('Guest list: Episode');
    filterBy('actor');
    type('  ');
    h.host.querySelector('form')!.requestSubmit();
    type('code');
    h.host.querySelector('form')!.requestSubmit();
    expect(calls.map((c) => c.linkName)).to.deep.equal(['Guest list: Filter by Actors', 'Guest list: Search']);
    expect(calls[1]).to.include({ event: 'search', searchTerm: 'code' });
  });

  it('filters by the dropdown, announcing how many remain politely', async () => {
    await draw();
    expect(select().labels![0]!.textContent).to.equal('Guest type');
    expect([...select().options].map((o) => o.textContent)).to.deep.equal(['All', 'Comedians', 'Actors', 'Musicians']);
    filterBy('comedian');
    await until(() => names().length === 2, 'the comedians');
    expect(names()).to.deep.equal(['Marnie Okafor', 'Milo Brandt']);
    expect(status()).to.equal('Showing 2 guests among comedians.');
    expect(h.host.querySelector('[role="status"]')!.getAttribute('aria-live')).to.equal(null);
  });

  it('searches names and credits by word prefix, combined with the filter', async () => {
    await draw();
    type('med');
    await until(() => names().length === 1, 'the search');
    expect(names()).to.deep.equal(['Milo Brandt']);
    expect(status()).to.equal('1 guest matches “med”.');
    type('okaf');
    await until(() => names()[0] === 'Marnie Okafor', 'a name');
    filterBy('actor');
    await until(() => names().length === 0, 'nobody');
    expect(status()).to.equal('No guests match “okaf” among actors.');
    type('arnie');
    filterBy('');
    await until(() => status().startsWith('No guests'), 'no mid-word match');
  });

  it('shows an empty state with a way back to every guest', async () => {
    await draw();
    type('zzz');
    await until(() => h.host.querySelector('.tf-guests__empty') !== null, 'the empty state');
    expect(h.host.querySelector('ul')!.children).to.have.length(0);
    h.host.querySelector<HTMLButtonElement>('.tf-guests__reset')!.click();
    await until(() => names().length === 4, 'every guest');
    expect(input().value).to.equal('');
    expect(document.activeElement).to.equal(input());
    expect(h.host.querySelector('.tf-guests__empty')).to.equal(null);
  });

  it('shows feed text as text, never as markup', async () => {
    const data = feed();
    data.result.guests[0] = guest(1, '<img src=x onerror=alert(1)>Sneaky', 'comedian', { credit: '<b>Bold</b>' });
    await draw(data);
    expect(names()[0]).to.equal('<img src=x onerror=alert(1)>Sneaky');
    expect(h.host.querySelector('b, img')).to.equal(null);
  });

  describe('a malformed feed', () => {
    for (const [what, change] of [
      ['guests that are not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result, { guests: '<b>x</b>' })],
      ['a guest of a type the filter lacks', (f: ReturnType<typeof feed>) => Object.assign(f.result.guests[0]!, { type: 'wizard' })],
      ['no filters', (f: ReturnType<typeof feed>) => Object.assign(f.result, { filters: [] })],
      ['a date that is none', (f: ReturnType<typeof feed>) => Object.assign(f.result.guests[0]!, { aired: 'last week' })],
      ['a script link', (f: ReturnType<typeof feed>) => Object.assign(f.result.guests[0]!, { url: 'javascript:alert(1)' })],
    ] as const) {
      it(`fails the render: ${what}`, async () => {
        const data = feed();
        change(data);
        const error = await renderError(controller, h.host, data, h.ctx);
        expect(String(error)).to.match(/^FeedError: ENT_M022 feed:/);
        expect(h.host.querySelector('b')).to.equal(null);
      });
    }
  });
});
