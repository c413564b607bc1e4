import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { searchTermOf } from '../../runtime/tracking/track-data.js';
import { ClipCard } from '../clip-grid/clip-card.js';
import type { IslandProps } from '../define-island.js';
import { MoreLink } from '../shared/card-link.js';
import { useServerRender } from '../shared/server-render.js';
import { trackLink } from '../shared/track.js';
import type { SeriesVideosFeed } from './feed.js';
import {
  NO_FILTER, PARAMS, TYPES, applyFilter, countText, filterFromUrl, isFiltered, noMatchText, seasonsOf, typeOf, urlWithFilter,
  type VideoFilter,
} from './filter.js';

/** Names the area in tracking. */
export const TRACK_AREA = 'Series video list';

/**
 * Every video of a show, narrowed by season, type and typed words at once.
 * The filter lives in the page's query: the first draw (the server's too,
 * from the address it draws) reads it, and each change rewrites it in place
 * (`replaceState`, keeping the runtime's entry state), so a shared link or a
 * return to the page by Back shows the same list, and Back leaves the list
 * instead of stepping through every keystroke. The controls are a real GET
 * form of the page, so without script a submit asks the server for the
 * filtered list. The count is announced politely; a search is tracked when
 * submitted (Enter or the button) with a term, a filter when chosen.
 */
export function SeriesVideos({ feed }: IslandProps<SeriesVideosFeed>) {
  const server = useServerRender();
  const ids = { heading: useId(), search: useId(), season: useId(), type: useId(), list: useId() };
  const seasons = seasonsOf(feed.videos);
  const kinds = TYPES.filter((t) => t.value === 'all' || feed.videos.some((v) => v.kind === t.value));
  const [filter, setFilter] = useState<VideoFilter>(() => filterFromUrl(server?.pageUrl ?? location.href, seasons));
  const written = useRef(false);
  const searchRef = useRef<HTMLInputElement>(null);

  // The first draw came from the address; later ones write it.
  useEffect(() => {
    if (!written.current) {
      written.current = true;
      return;
    }
    const href = urlWithFilter(location.href, filter);
    if (href !== location.href) history.replaceState(history.state, '', href);
  }, [filter]);

  const change = (patch: Partial<VideoFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = searchTermOf(filter.q);
    if (term !== undefined) trackLink(event.currentTarget, `${TRACK_AREA}: Search`, { event: 'search', searchTerm: term });
  };
  const clear = () => {
    setFilter(NO_FILTER);
    searchRef.current?.focus();
  };

  const shown = applyFilter(feed.videos, filter);
  const action = new URL(server?.pageUrl ?? location.href).pathname;
  return (
    <section className="tf-vids" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <div className="tf-vids__head">
        <h1 className="tf-vids__heading" id={ids.heading}>{feed.title}</h1>
        {feed.show && <MoreLink link={feed.show} className="tf-vids__show" track={`${TRACK_AREA}: Show`} />}
      </div>
      {feed.intro && <p className="tf-vids__intro">{feed.intro}</p>}
      <form className="tf-vids__tools" role="search" aria-label={`Search and filter ${feed.title}`} method="get" action={action} onSubmit={onSubmit}>
        <div className="tf-vids__field tf-vids__field--search">
          <label className="tf-vids__label" htmlFor={ids.search}>Search videos</label>
          <span className="tf-vids__search">
            <input ref={searchRef} id={ids.search} className="tf-vids__input" type="search" name={PARAMS.q} value={filter.q}
              autoComplete="off" enterKeyHint="search" maxLength={100} aria-controls={ids.list}
              onChange={(event) => change({ q: event.currentTarget.value })} />
            <button className="tf-vids__submit" type="submit">Search</button>
          </span>
        </div>
        {seasons.length > 0 && (
          <div className="tf-vids__field">
            <label className="tf-vids__label" htmlFor={ids.season}>Season</label>
            <select id={ids.season} className="tf-vids__select" name={PARAMS.season} value={String(filter.season)} aria-controls={ids.list}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change({ season: value === 'all' ? 'all' : Number(value) });
                trackLink(event.currentTarget, `${TRACK_AREA}: ${value === 'all' ? 'All seasons' : `Season ${value}`}`);
              }}>
              <option value="all">All seasons</option>
              {seasons.map((s) => <option key={s} value={s}>Season {s}</option>)}
            </select>
          </div>
        )}
        <div className="tf-vids__field">
          <label className="tf-vids__label" htmlFor={ids.type}>Type</label>
          <select id={ids.type} className="tf-vids__select" name={PARAMS.type} value={filter.type} aria-controls={ids.list}
            onChange={(event) => {
              const chosen = typeOf(event.currentTarget.value);
              change({ type: chosen.value });
              trackLink(event.currentTarget, `${TRACK_AREA}: ${chosen.label}`);
            }}>
            {kinds.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
          </select>
        </div>
      </form>
      <p className="tf-vids__count" role="status">{countText(shown.length, filter)}</p>
      <ul className="tf-clips__grid tf-vids__grid" id={ids.list} aria-labelledby={ids.heading}>
        {shown.map((video, i) => <ClipCard key={`${i}|${video.title}`} item={video} titleLevel={2} />)}
      </ul>
      {shown.length === 0 && (
        <div className="tf-vids__empty">
          <p className="tf-vids__none">{noMatchText(filter)}</p>
          {isFiltered(filter) && (
            <button type="button" className="tf-vids__clear" onClick={clear} data-tf-track={`${TRACK_AREA}: Clear filters`}>
              Clear search and filters
            </button>
          )}
        </div>
      )}
    </section>
  );
}
