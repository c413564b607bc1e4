import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { searchTermOf } from '../../runtime/tracking/track-data.js';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { trackLink } from '../shared/track.js';
import {
  FILTERS, filterOf, parseSearchAnswer, searchRequestUrl,
  type ComedianSearchAnswer, type ComedianSearchFeed, type DirectoryComedian, type FilterValue,
} from './feed.js';
import { createSearchTrackTimer, type SearchTrackTimer } from './search-tracking.js';
import { CardLink } from '../shared/card-link.js';

/** The comedians a search answered, shown instead of the feed's full list. */
interface Matches {
  term: string;
  comedians: DirectoryComedian[];
}

async function askSearch(url: string, driver: string, signal: AbortSignal): Promise<ComedianSearchAnswer> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`comedian search answered ${response.status}`);
  return parseSearchAnswer(await response.json(), driver);
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The live region's sentence: the search's answer, then what the filter leaves of it. */
function summary(all: number, matches: Matches | null, busy: string | null, filter: FilterValue, shown: number): string {
  if (busy !== null) return `Searching for “${busy}”…`;
  let text: string;
  if (matches === null) text = `${all} ${plural(all, 'comedian', 'comedians')}`;
  else if (matches.comedians.length === 0) return `No comedian matches “${matches.term}”`;
  else text = `${matches.comedians.length} ${plural(matches.comedians.length, 'comedian matches', 'comedians match')} “${matches.term}”`;
  const { phrase } = filterOf(filter);
  return phrase ? `${text}, ${shown === 0 ? 'none' : shown} ${phrase}` : text;
}

const NONE_LEFT: Record<FilterValue, string> = {
  all: '',
  tour: 'None of these comedians is on tour right now.',
  special: 'None of these comedians has a new special yet.',
};

function Card({ comic }: { comic: DirectoryComedian }) {
  const body = (
    <>
      <Media image={comic.image} className="tf-comsearch__portrait" ratio="1 / 1" />
      <span className="tf-comsearch__copy">
        <span className="tf-comsearch__name">{comic.name}</span>
        <span className="tf-comsearch__tagline">{comic.tagline}</span>
        {comic.tour && <span className="tf-comsearch__tour">On tour · {comic.tour}</span>}
        {comic.special && <span className="tf-comsearch__special">New special: {comic.special}</span>}
      </span>
    </>
  );
  return <CardLink className="tf-comsearch__card" href={comic.href} track="Card: Comedian">{body}</CardLink>;
}

/**
 * A searchable, filterable comedian directory (a comedian
 * search). The search asks the site (`searchUrl?q=`) and shows its answer in
 * place; a failed search keeps the list and says so. The filter narrows what
 * is shown, locally. Tracking: the search after its answer, as
 * search-tracking.ts times it; the filter at once.
 */
export function ComedianSearch({ feed, ctx }: IslandProps<ComedianSearchFeed>) {
  const ids = { heading: useId(), input: useId(), filter: useId(), list: useId() };
  const [matches, setMatches] = useState<Matches | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filter, setFilter] = useState<FilterValue>('all');
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<SearchTrackTimer | null>(null);
  const request = useRef<AbortController | null>(null);

  // Leaving the page unmounts the island: a pending track and a search in flight end with it.
  useEffect(() => {
    const owned = createSearchTrackTimer();
    timer.current = owned;
    return () => {
      owned.stop();
      request.current?.abort();
    };
  }, []);

  const showAll = () => {
    request.current?.abort();
    timer.current?.cancel();
    setMatches(null);
    setBusy(null);
    setFailed(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // An empty term or a single space is no search (and never tracked): the whole list again.
    const term = searchTermOf(inputRef.current?.value ?? '');
    if (term === undefined || !timer.current) return showAll();
    request.current?.abort();
    const ticket = timer.current.begin();
    const controller = new AbortController();
    request.current = controller;
    setBusy(term);
    setFailed(null);
    const track = () => trackLink(form, 'Comedian search', { event: 'search', searchTerm: term });
    askSearch(searchRequestUrl(feed.searchUrl, term, document.baseURI), ctx.driver, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setBusy(null);
        setMatches({ term, comedians: answer.comedians });
        ticket.answered(answer.comedians.length > 0, track);
      },
      () => {
        // Superseded or left: not a failure of this search.
        if (controller.signal.aborted) return;
        setBusy(null);
        setFailed(term);
        ticket.answered(false, track);
      },
    );
  };

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = filterOf(event.currentTarget.value);
    setFilter(chosen.value);
    trackLink(event.currentTarget, `Comedian filter: ${chosen.label}`);
  };

  const listed = matches?.comedians ?? feed.comedians;
  const shown = listed.filter(filterOf(filter).keep);
  const resetAndFocus = () => {
    if (inputRef.current) inputRef.current.value = '';
    showAll();
    inputRef.current?.focus();
  };

  return (
    <section className="tf-comsearch" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h2 className="tf-comsearch__heading" id={ids.heading}>{feed.title}</h2>
      {feed.intro && <p className="tf-comsearch__intro">{feed.intro}</p>}
      <div className="tf-comsearch__tools">
        <form className="tf-comsearch__form" role="search" aria-label="Comedians" onSubmit={onSubmit}>
          <label className="tf-comsearch__label" htmlFor={ids.input}>Search comedians</label>
          <div className="tf-comsearch__field">
            <input ref={inputRef} id={ids.input} className="tf-comsearch__input" type="search" name="q"
              autoComplete="off" enterKeyHint="search" aria-controls={ids.list} />
            <button className="tf-comsearch__submit" type="submit">Search comedians</button>
          </div>
        </form>
        <div className="tf-comsearch__filter">
          <label className="tf-comsearch__label" htmlFor={ids.filter}>Show</label>
          <select id={ids.filter} className="tf-comsearch__select" value={filter} onChange={onFilter} aria-controls={ids.list}>
            {FILTERS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
          </select>
        </div>
      </div>
      <div className="tf-comsearch__status-row">
        <p className="tf-comsearch__status" role="status">{summary(feed.comedians.length, matches, busy, filter, shown.length)}</p>
        {matches && (
          <button type="button" className="tf-comsearch__reset" onClick={resetAndFocus} data-tf-track="Comedian search: Show all">
            Show all comedians
          </button>
        )}
      </div>
      {failed !== null && (
        <p className="tf-comsearch__error" role="alert">
          The search for “{failed}” did not work, so the list is unchanged. Please try again.
        </p>
      )}
      <ul className="tf-comsearch__list" id={ids.list} aria-labelledby={ids.heading} aria-busy={busy !== null}>
        {shown.map((comic, i) => (
          <li key={`${i}|${comic.name}`}><Card comic={comic} /></li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="tf-comsearch__empty">
          {listed.length === 0 ? `No comedian matches “${matches?.term ?? ''}”. Try a first name, a bit or a city.` : NONE_LEFT[filter]}
        </p>
      )}
    </section>
  );
}
