import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { CardLink } from '../shared/card-link.js';
import { TfCollapsible } from '../shared/tf-carousel.js';
import type { WeekDay, WeekSchedule, WeekSlot } from './feed.js';

/** The area's name in click tracking. */
const TRACK_AREA = 'Schedule';

function Slot({ slot }: { slot: WeekSlot }) {
  const name = slot.episode ? `${slot.show}, ${slot.episode}` : slot.show;
  return (
    <li className={`tf-week__slot${slot.status === 'live' ? ' tf-week__slot--live' : ''}`}>
      <time className="tf-week__time" dateTime={new Date(slot.start).toISOString()}>{slot.time}</time>
      <span className="tf-week__what">
        <CardLink className="tf-week__show" href={slot.href} track={`${TRACK_AREA}: Slot`} without="span">{slot.show}</CardLink>
        {slot.episode && <span className="tf-week__ep">{slot.episode}</span>}
        {slot.status && <span className={`tf-week__flag tf-week__flag--${slot.status}`}>{slot.status === 'live' ? 'On now' : 'New'}</span>}
      </span>
      {slot.watch && (
        <a className="tf-week__watch" href={slot.watch} aria-label={`Watch full episode: ${name}`} data-tf-track={`${TRACK_AREA}: Watch full episode`}>
          Watch full episode
        </a>
      )}
    </li>
  );
}

/** One day's line-up, in a `<tf-collapsible>` that starts open (its events are what expand/collapse tracking hears). */
function DayList({ day }: { day: WeekDay }) {
  const [open, setOpen] = useState(true);
  const count = `${day.slots.length} ${day.slots.length === 1 ? 'show' : 'shows'}`;
  return (
    <TfCollapsible className="tf-week__day" open={open} onExpanded={() => setOpen(true)} onCollapsed={() => setOpen(false)}>
      <span slot="trigger">{open ? `Hide ${day.name}’s line-up` : `Show ${day.name}’s line-up (${count})`}</span>
      {day.slots.length > 0
        ? <ol className="tf-week__list">{day.slots.map((slot, i) => <Slot key={`${i}|${slot.start}`} slot={slot} />)}</ol>
        : <p className="tf-week__empty">Nothing scheduled.</p>}
    </TfCollapsible>
  );
}

/**
 * The week's schedule: one tab per day (WAI-ARIA tabs with automatic
 * activation: arrow keys move and select, wrapping; Home and End go to the
 * first and last day; one tab stop), each day's line-up collapsible, times
 * in Eastern, and a watch-full-episode link on each slot whose episode can
 * be watched. The feed's first day is the one shown first.
 */
export function Schedule({ feed }: IslandProps<WeekSchedule>) {
  const base = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };
  const n = feed.days.length;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = { ArrowRight: (active + 1) % n, ArrowLeft: (active - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };
  return (
    <section className="tf-week" id={feed.anchor} aria-labelledby={`${base}title`} data-tf-promo={`${TRACK_AREA}: ${feed.title}`}>
      <h2 className="tf-week__heading" id={`${base}title`}>{feed.title}</h2>
      <p className="tf-week__intro">{feed.intro ?? 'All times Eastern.'}</p>
      <div className="tf-week__tabs" role="tablist" aria-label="Days" onKeyDown={onKeyDown}>
        {feed.days.map((day, i) => (
          <button key={day.date} type="button" role="tab" id={`${base}tab${i}`} className="tf-week__tab"
            ref={(element) => {
              tabs.current[i] = element;
            }}
            aria-selected={i === active} aria-controls={`${base}panel${i}`} tabIndex={i === active ? 0 : -1}
            onClick={() => select(i)} data-tf-track={`${TRACK_AREA}: ${day.name}`}>
            <span className="tf-week__tab-name" aria-hidden="true">{day.short}</span>
            <span className="tf-week__tab-date" aria-hidden="true">{day.day}</span>
            <span className="tf-week__sr">{`${day.name} ${day.day}`}</span>
          </button>
        ))}
      </div>
      {feed.days.map((day, i) => (
        <div key={day.date} role="tabpanel" id={`${base}panel${i}`} className="tf-week__panel" aria-labelledby={`${base}tab${i}`}
          tabIndex={0} hidden={i !== active}>
          <DayList day={day} />
        </div>
      ))}
    </section>
  );
}
