import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatDate } from '../../runtime/util/dates.js';
import { searchTermOf } from '../../runtime/tracking/track-data.js';
import { findableWords, matchesWords, searchWords } from '../../runtime/util/word-search.js';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { trackLink } from '../shared/track.js';
import type { Guest, GuestListFeed } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Guest list';

const plural = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** The sentence the live region says: how many guests the filter and search leave. */
export function countSentence(shown: number, total: number, term: string, filterLabel?: string): string {
  const where = filterLabel ? ` among ${filterLabel.toLocaleLowerCase()}` : '';
  if (term === '' && !filterLabel) return `Showing all ${plural(total)}.`;
  if (shown === 0) return term === '' ? `No guests${where}.` : `No guests match “${term}”${where}.`;
  return term === '' ? `Showing ${plural(shown)}${where}.` : `${plural(shown)} ${shown === 1 ? 'matches' : 'match'} “${term}”${where}.`;
}

function GuestItem({ guest }: { guest: Guest }) {
  return (
    <li className="tf-guests__item" data-tf-promo={`Guest list: ${guest.name}`}>
      <Media image={guest.image} className="tf-guests__portrait" ratio="1 / 1" />
      <div className="tf-guests__body">
        <h3 className="tf-guests__name">
          {guest.url ? <a href={guest.url} data-tf-track={`${TRACK_AREA}: Guest`}>{guest.name}</a> : guest.name}
        </h3>
        <p className="tf-guests__credit">{guest.credit}</p>
        <p className="tf-guests__episode">
          <span className="tf-guests__label">{guest.episode.label}</span>{' '}
          {guest.episode.href
            ? <a href={guest.episode.href} data-tf-track={`${TRACK_AREA}: Episode`}>{guest.episode.title}</a>
            : <span>{guest.episode.title}</span>}
          <span className="tf-guests__aired"> · Aired <time dateTime={guest.aired}>{formatDate(guest.aired, undefined, 'UTC')}</time></span>
        </p>
      </div>
    </li>
  );
}

/**
 * A talk show's guest list: a filter dropdown (the feed's guest types) and a
 * search box, combined and applied as the visitor types or picks, both
 * locally (the feed holds every guest). A search matches every typed word at
 * the start of a word of the guest's name or credit. How many guests remain
 * is said in a polite live region; none left shows an empty state with a way
 * back to all. Tracking: the filter when picked, a search when sent (Enter
 * or the search button) with a term, as searches are.
 */
export function GuestList({ feed }: IslandProps<GuestListFeed>) {
  const ids = { heading: useId(), input: useId(), filter: useId(), list: useId() };
  const [filter, setFilter] = useState('');
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const findable = useMemo(() => new Map(feed.guests.map((g) => [g, findableWords(`${g.name} ${g.credit}`)])), [feed.guests]);

  const typed = searchWords(term);
  const shown = feed.guests.filter((g) => (filter === '' || g.type === filter) && matchesWords(typed, findable.get(g)!));
  const chosen = feed.filters.find((f) => f.value === filter);
  const shownTerm = term.trim();

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setFilter(value);
    const label = feed.filters.find((f) => f.value === value)?.label ?? 'All';
    trackLink(event.currentTarget, `${TRACK_AREA}: Filter by ${label}`);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty term or a single space is no search, and never tracked.
    const searched = searchTermOf(inputRef.current?.value ?? '');
    if (searched !== undefined) trackLink(event.currentTarget, `${TRACK_AREA}: Search`, { event: 'search', searchTerm: searched });
  };
  const showAll = () => {
    setFilter('');
    setTerm('');
    inputRef.current?.focus();
  };

  return (
    <section className="tf-guests" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h2 className="tf-guests__heading" id={ids.heading}>{feed.title}</h2>
      {feed.intro && <p className="tf-guests__intro">{feed.intro}</p>}
      <div className="tf-guests__tools">
        <form className="tf-guests__form" role="search" aria-label="Guests" onSubmit={onSubmit}>
          <label className="tf-guests__tool-label" htmlFor={ids.input}>Search guests</label>
          <div className="tf-guests__field">
            <input ref={inputRef} id={ids.input} className="tf-guests__input" type="search" name="q" value={term}
              onChange={(event) => setTerm(event.currentTarget.value)} autoComplete="off" enterKeyHint="search" aria-controls={ids.list} />
            <button className="tf-guests__submit" type="submit">Search</button>
          </div>
        </form>
        <div className="tf-guests__filter">
          <label className="tf-guests__tool-label" htmlFor={ids.filter}>{feed.filterLabel}</label>
          <select id={ids.filter} className="tf-guests__select" value={filter} onChange={onFilter} aria-controls={ids.list}>
            <option value="">All</option>
            {feed.filters.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
          </select>
        </div>
      </div>
      <p className="tf-guests__count" role="status">{countSentence(shown.length, feed.guests.length, shownTerm, chosen?.label)}</p>
      <ul className="tf-guests__list" id={ids.list} aria-labelledby={ids.heading}>
        {shown.map((guest) => <GuestItem key={guest.id} guest={guest} />)}
      </ul>
      {shown.length === 0 && (
        <div className="tf-guests__empty">
          <p>Nobody on the couch fits that. Try another name, or another kind of guest.</p>
          <button type="button" className="tf-guests__reset" onClick={showAll} data-tf-track={`${TRACK_AREA}: Show all`}>Show all guests</button>
        </div>
      )}
    </section>
  );
}
