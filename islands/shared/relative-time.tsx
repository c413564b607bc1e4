import { useEffect, useState } from 'react';
import { formatDate, relativeTime, toEpochMs } from '../../runtime/util/dates.js';

/** The zone the site writes its exact dates in (the dates utility's one named zone), so a server and every visitor write the same text. */
const SITE_ZONE = 'EST';
const EXACT_FORMAT = 'F j, Y, g:i A T';
/** How often a shown relative time is brought up to date. */
const TICK_MS = 60_000;

/** `input`'s exact date and time as the site writes it ('November 28, 2026, 1:05 PM EST'); '' when unusable. */
export const exactDate = (input: unknown): string => formatDate(input, EXACT_FORMAT, SITE_ZONE);

/**
 * A date as relative time ('5 minutes ago') in a `<time>` whose `datetime`
 * is the exact instant and whose `title` the exact date. The first render
 * counts from `now` (the clock of whoever made the data: a feed's own
 * `now`), so a server's markup and the browser's hydration write the same
 * text; once mounted it counts from the browser's clock and keeps counting
 * each minute. Without `now` the first render shows the exact date, which
 * reads the same everywhere, and the browser's clock replaces it at mount.
 */
export function RelativeTime({ date, now, className }: { date: string; now?: number; className?: string }) {
  const [clock, setClock] = useState<number | undefined>(now);
  useEffect(() => {
    setClock(Date.now());
    const timer = setInterval(() => setClock(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const ms = toEpochMs(date);
  if (ms === undefined) return null;
  const exact = exactDate(ms);
  // A date ahead of the clock (a skewed one) has no relative form: the exact date stands.
  const shown = (clock !== undefined && relativeTime(ms, clock, SITE_ZONE)) || exact;
  return <time className={className} dateTime={new Date(ms).toISOString()} title={exact}>{shown}</time>;
}
