import { useId, type ChangeEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { trackLink } from '../shared/track.js';
import { askJson, usePagedList, type PagedAsk, type PagedList } from '../shared/use-paged-list.js';
import { filteredUrl, parseLinePage, type Line, type LineListFeed } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Line list';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const shownOf = (list: { items: Line[]; total: number }) => `${list.items.length} of ${plural(list.total, 'line', 'lines')} shown.`;

function LineItem({ line, itemRef }: { line: Line; itemRef: (element: HTMLElement | null) => void }) {
  return (
    <li className="tf-lines__item" ref={itemRef} tabIndex={-1} data-tf-promo={`Line list: ${line.speaker}`}>
      <figure className="tf-lines__figure">
        <blockquote className="tf-lines__quote"><p>“{line.text}”</p></blockquote>
        <figcaption className="tf-lines__caption">
          <span className="tf-lines__speaker">{line.speaker}</span>
          <span className="tf-lines__where">
            {line.source.href
              ? <a href={line.source.href} data-tf-track={`${TRACK_AREA}: Source`}>{line.source.title}</a>
              : line.source.title}
            {line.from && <>{' · '}
              {line.from.href
                ? <cite><a href={line.from.href} data-tf-track={`${TRACK_AREA}: Clip`}>{line.from.title}</a></cite>
                : <cite>{line.from.title}</cite>}
            </>}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Quotable lines from the network's shows and stand-up: a filter dropdown
 * (by show or by comedian) asks the site for the lines under that filter,
 * and load more adds the next page. Each change is announced politely; focus
 * moves to the first line a page added; a failed request leaves the list as
 * it was with a button asking again.
 */
export function LineList({ feed, ctx }: IslandProps<LineListFeed>) {
  const ids = { heading: useId(), filter: useId(), list: useId() };
  const labelOf = (value: string) => feed.filterGroups.flatMap((g) => g.options).find((o) => o.value === value)?.label ?? 'All shows and comedians';
  const linesOf = (view: string) => (view === '' ? 'all lines' : `lines from ${labelOf(view)}`);
  const read = async (url: string, filter: string, signal: AbortSignal) => parseLinePage(await askJson(url, signal), ctx.driver, filter, feed.filterGroups);
  const { list, pending, failed, said, ask, loadMore, itemRef } = usePagedList<Line>(feed.initial, read, {
    asking: (what: PagedAsk) => (what.kind === 'view' ? `Showing ${linesOf(what.view)}…` : 'Loading more lines…'),
    answered: (what: PagedAsk, next: PagedList<Line>, added: number) => (what.kind === 'view'
      ? `${capitalised(linesOf(next.view))}. ${shownOf(next)}`
      : `${plural(added, 'more line', 'more lines')} loaded. ${shownOf(next)}`),
    failed: (what: PagedAsk) => (what.kind === 'view' ? `${capitalised(linesOf(what.view))} could not be loaded; the list is unchanged.` : 'More lines could not be loaded.'),
  });

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const view = event.currentTarget.value;
    trackLink(event.currentTarget, `${TRACK_AREA}: Filter by ${labelOf(view)}`);
    ask({ kind: 'view', view, url: filteredUrl(feed.linesUrl, view, document.baseURI) });
  };

  const chosen = pending?.kind === 'view' ? pending.view : list.view;
  const moreBusy = pending?.kind === 'more';
  return (
    <section className="tf-lines" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h1 className="tf-lines__heading" id={ids.heading}>{feed.title}</h1>
      {feed.intro && <p className="tf-lines__intro">{feed.intro}</p>}
      <div className="tf-lines__tools">
        <label className="tf-lines__label" htmlFor={ids.filter}>From</label>
        <select id={ids.filter} className="tf-lines__select" value={chosen} onChange={onFilter} aria-controls={ids.list}>
          <option value="">All shows and comedians</option>
          {feed.filterGroups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </optgroup>
          ))}
        </select>
        <p className="tf-lines__count">{shownOf(list)}</p>
      </div>
      <p className="tf-lines__status" role="status">{said}</p>
      {failed?.kind === 'view' && (
        <button type="button" className="tf-lines__retry" onClick={() => ask(failed)} data-tf-track={`${TRACK_AREA}: Filter again`}>
          Try showing {linesOf(failed.view)} again
        </button>
      )}
      <ul className="tf-lines__list" id={ids.list} aria-labelledby={ids.heading} aria-busy={pending !== null}>
        {list.items.map((line, i) => <LineItem key={`${i}|${line.id}`} line={line} itemRef={itemRef(i)} />)}
      </ul>
      {list.items.length === 0 && <p className="tf-lines__empty">No lines from {labelOf(list.view)} yet.</p>}
      {(list.next || failed?.kind === 'more') && (
        <div className="tf-lines__end">
          <button type="button" className="tf-lines__more" onClick={() => (failed?.kind === 'more' ? ask(failed) : loadMore())}
            aria-disabled={moreBusy} data-tf-track={`${TRACK_AREA}: Load more`}>
            {moreBusy
              ? <span className="tf-lines__loading"><span className="tf-lines__spinner" aria-hidden="true" />Loading more lines…</span>
              : failed?.kind === 'more' ? 'Try loading more lines again' : 'Load more lines'}
          </button>
        </div>
      )}
    </section>
  );
}
