/**
 * Dates as the site shows them: PHP-style format letters,
 * default `m/d/Y`, one known time zone (EST, UTC−5) and a relative form
 * ('just now', '5 minutes ago', 'Yesterday', …). Pure: the clock is always
 * passed in. Feeds send epoch seconds or milliseconds without saying which,
 * so a reading that lands in 1970 is taken as seconds.
 */

/** A feed timestamp: epoch s or ms (as a number or digits), an ISO string or a Date. */
export type DateInput = number | string | Date;

export const DEFAULT_DATE_FORMAT = 'm/d/Y';
/** The relative form's fallback once a date is a year or more old. */
export const LONG_DATE_FORMAT = 'F d, Y';

/**
 * The only zone the site's dates name. `Etc/GMT+5` is the IANA name of a fixed
 * UTC−5 (the sign is inverted by POSIX convention): no daylight saving, as
 * the site's "-5" says.
 */
const ZONES: Record<string, string> = { EST: 'Etc/GMT+5' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Epoch ms of `input`, or undefined when it is not a usable date. */
export function toEpochMs(input: unknown): number | undefined {
  // Only a bare number may be seconds: a Date or an ISO string says what it means.
  const bare = typeof input === 'number' || (typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input));
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (bare) ms = Number(input);
  else if (typeof input === 'string') ms = Date.parse(input);
  else return undefined;
  if (!Number.isFinite(ms)) return undefined;
  // A timestamp whose year reads 1970 is in seconds.
  if (bare && new Date(ms).getUTCFullYear() === 1970) ms *= SECOND;
  // Beyond ±8.64e15 ms a Date is invalid.
  return Math.abs(ms) <= 8.64e15 ? ms : undefined;
}

interface Fields {
  year: number; month: number; day: number; weekday: number;
  hour: number; minute: number; second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

// Intl does the zone arithmetic; the visitor's own zone when none is named.
function fieldsOf(ms: number, timeZone: string | undefined): Fields {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = part.value;
  const int = (type: string) => Number.parseInt(parts[type] ?? '0', 10);
  return {
    year: int('year'), month: int('month'), day: int('day'), weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: int('hour') % 24, minute: int('minute'), second: int('second'),
  };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function ordinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

function dayOfYear({ year, month, day }: Fields): number {
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / DAY);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function letter(ch: string, f: Fields, ms: number, zoneName: string): string | undefined {
  const hour12 = f.hour % 12 || 12;
  switch (ch) {
    case 'd': return pad(f.day);
    case 'D': return DAY_NAMES[f.weekday]?.slice(0, 3);
    case 'j': return String(f.day);
    case 'l': return DAY_NAMES[f.weekday];
    case 'N': return String(f.weekday || 7);
    case 'S': return ordinalSuffix(f.day);
    case 'w': return String(f.weekday);
    case 'z': return String(dayOfYear(f));
    case 'F': return MONTH_NAMES[f.month - 1];
    case 'M': return MONTH_NAMES[f.month - 1]?.slice(0, 3);
    case 'm': return pad(f.month);
    case 'n': return String(f.month);
    case 't': return String(new Date(Date.UTC(f.year, f.month, 0)).getUTCDate());
    case 'L': return isLeap(f.year) ? '1' : '0';
    case 'Y': return pad(f.year, 4);
    case 'y': return pad(f.year % 100);
    case 'a': return f.hour < 12 ? 'am' : 'pm';
    case 'A': return f.hour < 12 ? 'AM' : 'PM';
    case 'g': return String(hour12);
    case 'G': return String(f.hour);
    case 'h': return pad(hour12);
    case 'H': return pad(f.hour);
    case 'i': return pad(f.minute);
    case 's': return pad(f.second);
    case 'T': case 'e': return zoneName;
    case 'U': return String(Math.floor(ms / SECOND));
    default: return undefined;
  }
}

/**
 * `input` written with PHP `date()` letters (d D j l N S w z F M m n t L Y y
 * a A g G h H i s T e U; a backslash escapes a letter; anything else is
 * copied). `timeZone` 'EST' is the one known zone; without it, or with a
 * name it does not know, the visitor's own zone is used. An unusable
 * date gives ''.
 */
export function formatDate(input: unknown, format: string = DEFAULT_DATE_FORMAT, timeZone?: string): string {
  const ms = toEpochMs(input);
  if (ms === undefined) return '';
  const known = timeZone !== undefined && Object.hasOwn(ZONES, timeZone) ? timeZone : undefined;
  const fields = fieldsOf(ms, known === undefined ? undefined : ZONES[known]);
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format.charAt(i);
    if (ch === '\\' && i + 1 < format.length) {
      out += format.charAt(++i);
      continue;
    }
    out += letter(ch, fields, ms, known ?? '') ?? ch;
  }
  return out;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago `input` was, at `now` (epoch ms): 'just now' under a minute,
 * then '1 minute ago' / '5 hours ago', 'Yesterday' between one and two days,
 * days under a week, weeks under 30 days, months (of 30 days) under 365 days,
 * and after that the date like 'F d, Y'. A date in the future,
 * or an unusable one, gives '' (no output).
 */
export function relativeTime(input: unknown, now: number, timeZone?: string): string {
  const ms = toEpochMs(input);
  if (ms === undefined || !Number.isFinite(now)) return '';
  const elapsed = now - ms;
  if (elapsed < 0) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  // A Date, so the milliseconds are never read as seconds a second time.
  return formatDate(new Date(ms), LONG_DATE_FORMAT, timeZone);
}
