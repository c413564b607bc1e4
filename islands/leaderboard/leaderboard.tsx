import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { formatDate } from '../../runtime/util/dates.js';
import { scriptSafeJson } from '../../runtime/util/script-safe-json.js';
import type { IslandProps } from '../define-island.js';
import { trackLink } from '../shared/track.js';
import { useServerRender } from '../shared/server-render.js';
import { itemList } from './item-list.js';
import { SORTS, parseEntryPage, sortOf, sortedUrl, type Entry, type EntryPage, type LeaderboardFeed, type SortValue } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Leaderboard';

/** What the island asks: the next page of the list shown, or the list in another order. */
type Ask = { kind: 'more'; url: string } | { kind: 'sort'; sort: SortValue };

interface ListState {
  sort: SortValue;
  entries: Entry[];
  total: number;
  next?: string;
  /** Every page address asked in this order, so a feed whose `next` loops back ends instead. */
  asked: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const shownOf = (list: { entries: Entry[]; total: number }) => `${list.entries.length} of ${plural(list.total, 'sketch', 'sketches')} shown.`;
const fromPage = (page: EntryPage, asked: string[]): ListState => ({
  sort: page.sort, entries: page.entries, total: page.total, asked,
  ...(page.next !== undefined && !asked.includes(page.next) ? { next: page.next } : {}),
});

async function askPage(url: string, driver: string, sort: SortValue, signal: AbortSignal): Promise<EntryPage> {
  const response = await fetch(new URL(url, document.baseURI), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`leaderboard answered ${response.status}`);
  return parseEntryPage(await response.json(), driver, sort);
}

function Row({ entry, linkRef }: { entry: Entry; linkRef?: (element: HTMLAnchorElement | null) => void }) {
  return (
    <li className="tf-lb__entry" data-tf-promo={`Leaderboard: ${entry.title}`}>
      <span className="tf-lb__rank"><span className="tf-lb__sr">Rank </span>{entry.rank}</span>
      <span className="tf-lb__body">
        <a className="tf-lb__title" href={entry.url} ref={linkRef} data-tf-track={`${TRACK_AREA}: Sketch`}>{entry.title}</a>
        <span className="tf-lb__meta">
          <span className="tf-lb__show">{entry.show}</span>
          <span>Aired <time dateTime={entry.aired}>{formatDate(entry.aired, undefined, 'UTC')}</time></span>
        </span>
      </span>
      <span className="tf-lb__votes">{entry.votes.toLocaleString('en-US')}<span className="tf-lb__votes-label"> votes</span></span>
    </li>
  );
}

/**
 * The fans' leaderboard: sketches ranked by votes, shown in the order the
 * sort control picks (asked of the site, so a paged list is sorted whole),
 * a page more at a time. A new order or page is announced politely, focus
 * moves to the first sketch a page added, and a failed request leaves the
 * list as it was with a button asking again. One request at a time: a new
 * one ends the last.
 */
export function Leaderboard({ feed, ctx }: IslandProps<LeaderboardFeed>) {
  const server = useServerRender();
  const pageUrl = server?.pageUrl ?? location.href;
  const ids = { heading: useId(), sort: useId(), list: useId() };
  const [list, setList] = useState<ListState>(() => fromPage(feed.initial, []));
  const [pending, setPending] = useState<Ask | null>(null);
  const [failed, setFailed] = useState<Ask | null>(null);
  const [said, setSaid] = useState('');
  const request = useRef<AbortController | null>(null);
  const firstNew = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  useEffect(() => () => request.current?.abort(), []);
  // After a page is added, the first of its sketches takes focus.
  useEffect(() => {
    if (firstNew.current === null) return;
    links.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [list]);

  const ask = (what: Ask) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const sort = what.kind === 'sort' ? what.sort : list.sort;
    const label = sortOf(sort).label.toLowerCase();
    setPending(what);
    setFailed(null);
    setSaid(what.kind === 'sort' ? `Sorting by ${label}…` : 'Loading more sketches…');
    const url = what.kind === 'sort' ? sortedUrl(feed.entriesUrl, sort, document.baseURI) : what.url;
    askPage(url, ctx.driver, sort, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setPending(null);
        if (what.kind === 'sort') {
          const next = fromPage(page, [url]);
          setList(next);
          setSaid(`Sorted by ${label}. ${shownOf(next)}`);
          return;
        }
        // One request at a time, so the list is still the one this page follows.
        const next = fromPage({ ...page, entries: [...list.entries, ...page.entries] }, [...list.asked, url]);
        firstNew.current = page.entries.length > 0 ? list.entries.length : null;
        setList(next);
        setSaid(`${plural(page.entries.length, 'more sketch', 'more sketches')} loaded. ${shownOf(next)}`);
      },
      () => {
        // Superseded or left: not a failure of this request.
        if (controller.signal.aborted) return;
        setPending(null);
        setFailed(what);
        setSaid(what.kind === 'sort' ? `The list could not be sorted by ${label}; it is unchanged.` : 'More sketches could not be loaded.');
      },
    );
  };

  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = sortOf(event.currentTarget.value);
    trackLink(event.currentTarget, `${TRACK_AREA}: Sort by ${chosen.label}`);
    ask({ kind: 'sort', sort: chosen.value });
  };
  const loadMore = () => {
    if (pending?.kind === 'more') return;
    if (list.next) ask({ kind: 'more', url: list.next });
  };

  const chosen = pending?.kind === 'sort' ? pending.sort : list.sort;
  const moreBusy = pending?.kind === 'more';
  return (
    <section className="tf-lb" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h1 className="tf-lb__heading" id={ids.heading}>{feed.title}</h1>
      {feed.intro && <p className="tf-lb__intro">{feed.intro}</p>}
      <div className="tf-lb__tools">
        <label className="tf-lb__label" htmlFor={ids.sort}>Sort by</label>
        <select id={ids.sort} className="tf-lb__select" value={chosen} onChange={onSort} aria-controls={ids.list}>
          {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
        <p className="tf-lb__count">{shownOf(list)}</p>
      </div>
      <p className="tf-lb__status" role="status">{said}</p>
      {failed?.kind === 'sort' && (
        <button type="button" className="tf-lb__retry" onClick={() => ask(failed)} data-tf-track={`${TRACK_AREA}: Sort again`}>
          Try sorting by {sortOf(failed.sort).label.toLowerCase()} again
        </button>
      )}
      <ol className="tf-lb__list" id={ids.list} aria-labelledby={ids.heading} aria-busy={pending !== null}>
        {list.entries.map((entry, i) => (
          <Row key={`${i}|${entry.id}`} entry={entry} linkRef={(element) => {
            if (element) links.current.set(i, element);
            else links.current.delete(i);
          }} />
        ))}
      </ol>
      <script type="application/ld+json">{scriptSafeJson(itemList(feed.title, list.entries, pageUrl))}</script>
      {list.entries.length === 0 && <p className="tf-lb__empty">No sketches have been voted on yet.</p>}
      {(list.next || failed?.kind === 'more') && (
        <div className="tf-lb__end">
          <button type="button" className="tf-lb__more" onClick={loadMore} aria-disabled={moreBusy}
            data-tf-track={`${TRACK_AREA}: Load more`}>
            {moreBusy
              ? <span className="tf-lb__loading"><span className="tf-lb__spinner" aria-hidden="true" />Loading more sketches…</span>
              : failed?.kind === 'more' ? 'Try loading more sketches again' : 'Load more sketches'}
          </button>
        </div>
      )}
    </section>
  );
}
