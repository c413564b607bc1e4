import { formatDate, toEpochMs } from '../../runtime/util/dates.js';
import { feedPayload, reader, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** The zone the schedule's times are shown in: the network's Eastern time, as the dates utility names it. */
export const SCHEDULE_ZONE = 'EST';

export interface WeekSlot {
  /** Epoch ms of the slot's start. */
  start: number;
  /** The start as shown, in Eastern ("8:30 PM"). */
  time: string;
  show: string;
  episode?: string;
  /** The show's page. */
  href?: string;
  /** The full episode's player page, when the slot's episode can be watched. */
  watch?: string;
  status?: 'live' | 'new';
}

export interface WeekDay {
  /** Epoch ms of the day (any instant of it, in Eastern). */
  date: number;
  /** "Monday". */
  name: string;
  /** "Mon". */
  short: string;
  /** "11/30". */
  day: string;
  slots: WeekSlot[];
}

export interface WeekSchedule {
  title: string;
  /** The section's id, a target for in-page links. */
  anchor?: string;
  intro?: string;
  days: WeekDay[];
}

function time(r: Reader, value: unknown, path: string): number {
  return toEpochMs(value) ?? r.fail(path, 'must be a date (epoch seconds or milliseconds, or ISO 8601)');
}

function slot(r: Reader) {
  return (value: unknown, path: string): WeekSlot => {
    const o: Obj = r.obj(value, path);
    const status = o.status;
    if (status !== undefined && status !== 'live' && status !== 'new') r.fail(`${path}.status`, "must be 'live' or 'new'");
    const start = time(r, o.start, `${path}.start`);
    const watch = o.watch === undefined || o.watch === null ? undefined : safeHref(o.watch) ?? r.fail(`${path}.watch`, 'must be an http(s) or relative URL');
    return {
      start,
      time: formatDate(start, 'g:i A', SCHEDULE_ZONE),
      show: r.str(o.show, `${path}.show`),
      episode: r.optStr(o.episode, `${path}.episode`),
      href: safeHref(o.url),
      ...(watch ? { watch } : {}),
      ...(status ? { status: status as WeekSlot['status'] } : {}),
    };
  };
}

/** Reads the week's schedule: days in order, each with its slots in start order; a malformed day or slot fails the whole zone. */
export function parseScheduleFeed(feed: unknown, driver: string): WeekSchedule {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const days = r.list(data.days, 'days', (value, path): WeekDay => {
    const o = r.obj(value, path);
    const date = time(r, o.date, `${path}.date`);
    const slots = r.list(o.slots, `${path}.slots`, slot(r));
    for (let i = 1; i < slots.length; i++) {
      if (slots[i]!.start < slots[i - 1]!.start) r.fail(`${path}.slots[${i}].start`, 'must not be before the slot above it');
    }
    return {
      date,
      name: formatDate(date, 'l', SCHEDULE_ZONE),
      short: formatDate(date, 'D', SCHEDULE_ZONE),
      day: formatDate(date, 'n/j', SCHEDULE_ZONE),
      slots,
    };
  }, 1);
  if (days.length > 7) r.fail('days', 'must have at most 7 items');
  return { title: r.str(data.title, 'title'), anchor: r.optAnchor(data.anchor, 'anchor'), intro: r.optStr(data.intro, 'intro'), days };
}
