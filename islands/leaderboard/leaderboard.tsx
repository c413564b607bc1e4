import { useId, type ChangeEvent } from 'react';
import { formatDate } from '../../runtime/util/dates.js';
import { scriptSafeJson } from '../../runtime/util/script-safe-json.js';
import type { IslandProps } from '../define-island.js';
import { trackLink } from '../shared/track.js';
import { useServerRender } from '../shared/server-render.js';
import { askJson, usePagedList, type PagedAsk, type PagedList } from '../shared/use-paged-list.js';
import { itemList } from './item-list.js';
import { SORTS, parseEntryPage, sortOf, sortedUrl, type Entry, type LeaderboardFeed, type SortValue } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Leaderboard';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const shownOf = (list: { items: Entry[]; total: number }) => `${list.items.length} of ${plural(list.total, 'sketch', 'sketches')} shown.`;

function Row({ entry, linkRef }: { entry: Entry; linkRef?: (element: HTMLElement | null) => void }) {
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
  const labelOf = (view: string) => sortOf(view).label.toLowerCase();
  const read = async (url: string, view: string, signal: AbortSignal) => parseEntryPage(await askJson(url, signal), ctx.driver, view as SortValue);
  const { list, pending, failed, said, ask, loadMore, itemRef } = usePagedList<Entry>(feed.initial, read, {
    asking: (what: PagedAsk) => (what.kind === 'view' ? `Sorting by ${labelOf(what.view)}…` : 'Loading more sketches…'),
    answered: (what: PagedAsk, next: PagedList<Entry>, added: number) => (what.kind === 'view'
      ? `Sorted by ${labelOf(next.view)}. ${shownOf(next)}`
      : `${plural(added, 'more sketch', 'more sketches')} loaded. ${shownOf(next)}`),
    failed: (what: PagedAsk) => (what.kind === 'view' ? `The list could not be sorted by ${labelOf(what.view)}; it is unchanged.` : 'More sketches could not be loaded.'),
  });

  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = sortOf(event.currentTarget.value);
    trackLink(event.currentTarget, `${TRACK_AREA}: Sort by ${chosen.label}`);
    ask({ kind: 'view', view: chosen.value, url: sortedUrl(feed.entriesUrl, chosen.value, document.baseURI) });
  };

  const chosen = pending?.kind === 'view' ? pending.view : list.view;
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
      {failed?.kind === 'view' && (
        <button type="button" className="tf-lb__retry" onClick={() => ask(failed)} data-tf-track={`${TRACK_AREA}: Sort again`}>
          Try sorting by {labelOf(failed.view)} again
        </button>
      )}
      <ol className="tf-lb__list" id={ids.list} aria-labelledby={ids.heading} aria-busy={pending !== null}>
        {list.items.map((entry, i) => <Row key={`${i}|${entry.id}`} entry={entry} linkRef={itemRef(i)} />)}
      </ol>
      <script type="application/ld+json">{scriptSafeJson(itemList(feed.title, list.items, pageUrl))}</script>
      {list.items.length === 0 && <p className="tf-lb__empty">No sketches have been voted on yet.</p>}
      {(list.next || failed?.kind === 'more') && (
        <div className="tf-lb__end">
          <button type="button" className="tf-lb__more" onClick={() => (failed?.kind === 'more' ? ask(failed) : loadMore())} aria-disabled={moreBusy}
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
