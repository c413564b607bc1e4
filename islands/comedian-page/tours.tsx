import { useId, useState } from 'react';
import { formatDate, toEpochMs } from '../../runtime/util/dates.js';
import type { Obj, Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { trackLink } from '../shared/track.js';

/** One night of a tour. */
export interface TourDate {
  /** When the show starts: epoch s or ms as the feed sends it (a reading in 1970 is seconds), or an ISO date. */
  at: number | string;
  city: string;
  venue: string;
  tickets?: string;
}

export interface Tour {
  id: string;
  title: string;
  dates: TourDate[];
}

/** The feed's `tours`: each with an id, a title and its dates (each a usable date). */
export function readTours(r: Reader, value: unknown): Tour[] {
  if (value === undefined || value === null) return [];
  const date = (entry: unknown, path: string): TourDate => {
    const o: Obj = r.obj(entry, path);
    const at = typeof o.at === 'number' || typeof o.at === 'string' ? o.at : r.fail(`${path}.at`, 'must be a number or a string');
    if (toEpochMs(at) === undefined) r.fail(`${path}.at`, 'must be a date');
    const tickets = o.tickets === undefined ? undefined : safeHref(o.tickets) ?? r.fail(`${path}.tickets`, 'must be an http(s) or relative URL');
    return { at, city: r.str(o.city, `${path}.city`), venue: r.str(o.venue, `${path}.venue`), ...(tickets ? { tickets } : {}) };
  };
  const tours = r.list(value, 'tours', (entry, path) => {
    const o: Obj = r.obj(entry, path);
    return { id: r.str(o.id, `${path}.id`), title: r.str(o.title, `${path}.title`), dates: r.list(o.dates, `${path}.dates`, date) };
  });
  tours.forEach((tour, i) => {
    if (tours.findIndex((t) => t.id === tour.id) !== i) r.fail(`tours[${i}].id`, 'must be unique');
  });
  return tours;
}

/** The tour shown first: the one the site's `defaultTourId` names when the comedian has it, else their first. */
export const defaultTourOf = (tours: readonly Tour[], defaultTourId: string): Tour | undefined =>
  tours.find((t) => t.id === defaultTourId) ?? tours[0];

/** A date as the site writes dates (m/d/Y), in the network's Eastern time, and as a machine reads it. */
function DateOf({ at }: { at: TourDate['at'] }) {
  const ms = toEpochMs(at)!;
  return <time className="tf-comic__date" dateTime={new Date(ms).toISOString()}>{formatDate(ms, undefined, 'EST')}</time>;
}

/**
 * The comedian's tour dates: with several tours a select picks which one's
 * dates show, starting at the site's default tour.
 */
export function TourDates({ tours, name, defaultTourId }: { tours: readonly Tour[]; name: string; defaultTourId: string }) {
  const ids = { heading: useId(), select: useId() };
  const [chosen, setChosen] = useState(() => defaultTourOf(tours, defaultTourId)?.id);
  const tour = tours.find((t) => t.id === chosen) ?? tours[0];
  if (!tour) return null;
  return (
    <section className="tf-comic__tour" aria-labelledby={ids.heading}>
      <h2 className="tf-comic__tour-heading" id={ids.heading}>Tour dates</h2>
      {tours.length > 1 ? (
        <p className="tf-comic__tour-pick">
          <label htmlFor={ids.select}>Tour</label>
          <select id={ids.select} className="tf-comic__tour-select" value={tour.id} onChange={(event) => {
            const next = tours.find((t) => t.id === event.currentTarget.value);
            if (!next) return;
            setChosen(next.id);
            trackLink(event.currentTarget, `Comedian: Tour ${next.title}`);
          }}>
            {tours.map((t) => <option key={t.id} value={t.id}>{t.title}</option>)}
          </select>
        </p>
      ) : <p className="tf-comic__tour-title">{tour.title}</p>}
      {tour.dates.length === 0 ? <p className="tf-comic__tour-none">No dates announced yet for {tour.title}.</p> : (
        <ul className="tf-comic__dates" aria-label={`${name}: ${tour.title}`}>
          {tour.dates.map((d, i) => (
            <li key={`${tour.id}|${i}`}>
              <DateOf at={d.at} />
              <span className="tf-comic__where">{d.city} · {d.venue}</span>
              {d.tickets && <a className="tf-comic__tickets" href={d.tickets} data-tf-track={`Comedian: Tickets ${d.city}`}>Tickets<span className="tf-comic__sr"> for {d.city}</span></a>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
