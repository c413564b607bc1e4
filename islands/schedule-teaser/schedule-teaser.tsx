import { useId, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { TfCollapsible } from '../shared/tf-carousel.js';
import { CardLink, MoreLink } from '../shared/card-link.js';

export interface ScheduleSlot {
  /** Display time, e.g. "8:00 PM". */
  time: string;
  /** Machine time for <time datetime>, e.g. "20:00". */
  datetime?: string;
  show: string;
  episode?: string;
  href?: string;
  status?: 'live' | 'new';
}

export interface ScheduleTeaserFeed {
  title: string;
  /** The section's id, a target for in-page links. */
  anchor?: string;
  day: string;
  slots: ScheduleSlot[];
  /** How many slots show before "Show the whole night". */
  visible: number;
  seeAll?: FeedLink;
}

export function parseScheduleTeaserFeed(feed: unknown, driver: string): ScheduleTeaserFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const slot = (value: unknown, path: string): ScheduleSlot => {
    const o: Obj = r.obj(value, path);
    const status = o.status;
    if (status !== undefined && status !== 'live' && status !== 'new') r.fail(`${path}.status`, "must be 'live' or 'new'");
    const datetime = r.optStr(o.datetime, `${path}.datetime`);
    if (datetime && !/^\d{2}:\d{2}$/.test(datetime)) r.fail(`${path}.datetime`, 'must be HH:MM');
    return {
      time: r.str(o.time, `${path}.time`),
      datetime,
      show: r.str(o.show, `${path}.show`),
      episode: r.optStr(o.episode, `${path}.episode`),
      href: safeHref(o.url),
      status: status as ScheduleSlot['status'],
    };
  };
  const visible = r.optNum(data.visible, 'visible') ?? 4;
  if (!Number.isInteger(visible) || visible < 1) r.fail('visible', 'must be a positive integer');
  return {
    title: r.str(data.title, 'title'),
    anchor: r.optAnchor(data.anchor, 'anchor'),
    day: r.str(data.day, 'day'),
    slots: r.list(data.slots, 'slots', slot, 1),
    visible,
    seeAll: r.optLink(data.seeAll, 'seeAll'),
  };
}

function SlotItem({ slot }: { slot: ScheduleSlot }) {
  return (
    <li className={`tf-sched__slot${slot.status === 'live' ? ' tf-sched__slot--live' : ''}`}>
      <time className="tf-sched__time" dateTime={slot.datetime}>
        {slot.time}
      </time>
      <span className="tf-sched__what">
        <CardLink className="tf-sched__show" href={slot.href} track="Schedule: Slot" without="span">
          {slot.show}
        </CardLink>
        {slot.episode && <span className="tf-sched__ep">{slot.episode}</span>}
      </span>
      {slot.status && <span className={`tf-sched__flag tf-sched__flag--${slot.status}`}>{slot.status === 'live' ? 'On now' : 'New'}</span>}
    </li>
  );
}

/**
 * Tonight's line-up: the first few slots, and the rest of the night in a
 * `<tf-collapsible>` that opens and closes smoothly (its
 * tf:expanded/tf:collapsed events are what expand/collapse tracking hears).
 * Its trigger tracks itself, as "Expand" or "Collapse".
 */
export function ScheduleTeaser({ feed }: IslandProps<ScheduleTeaserFeed>) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = feed.slots.length > feed.visible;
  const first = collapsible ? feed.slots.slice(0, feed.visible) : feed.slots;
  const rest = collapsible ? feed.slots.slice(feed.visible) : [];
  return (
    <section className="tf-sched" id={feed.anchor} aria-labelledby={headingId} data-tf-promo={`Schedule: ${feed.title}`}>
      <h2 className="tf-sched__heading" id={headingId}>
        {feed.title} <span className="tf-sched__day">{feed.day}</span>
      </h2>
      <ol className="tf-sched__list">
        {first.map((slot, i) => (
          <SlotItem key={`${i}|${slot.time}`} slot={slot} />
        ))}
      </ol>
      {collapsible && (
        <TfCollapsible className="tf-sched__more" onExpanded={() => setExpanded(true)} onCollapsed={() => setExpanded(false)}>
          <span slot="trigger">{expanded ? 'Show less' : `Show the whole night (${feed.slots.length})`}</span>
          <ol className="tf-sched__list" start={feed.visible + 1}>
            {rest.map((slot, i) => (
              <SlotItem key={`${i}|${slot.time}`} slot={slot} />
            ))}
          </ol>
        </TfCollapsible>
      )}
      {feed.seeAll?.href && (
        <div className="tf-sched__foot">
          <MoreLink link={feed.seeAll} className="tf-sched__all" track={`Schedule: ${feed.seeAll.title}`} />
        </div>
      )}
    </section>
  );
}
