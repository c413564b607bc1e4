import { createEventStore } from '../util/event-store.js';
import { isRecord } from '../util/guards.js';
import { localStorageOf, readStorageItem, writeStorageItem } from '../util/storage.js';

/**
 * The reporting session ("a session id for
 * reporting: 24 characters with dashes every 5th"; it
 * expires 1 minute after unload). One id per visit of the site: kept in
 * local storage under `tveComponent_reportingSession`, so the next page of
 * the site (a full load, another tab) goes on with it while the visit lasts.
 * While a page is open the record has no expiry; leaving the page
 * (`pagehide`) stamps it with now + 1 minute, and a page loaded within that
 * minute takes the id over (and clears the stamp); one loaded later starts
 * a new session. A page restored from the back/forward cache clears the
 * stamp again.
 */

export const SESSION_KEY = 'tveComponent_reportingSession';
export const SESSION_EXPIRY_MS = 60 * 1000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SESSION_ID = /^(?:[a-z0-9]{4}-){4}[a-z0-9]{4}$/;

/** 24 characters, a dash at every 5th place: `xxxx-xxxx-xxxx-xxxx-xxxx`. */
export function newSessionId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(20));
  let id = '';
  for (let i = 0; i < 20; i++) {
    if (i > 0 && i % 4 === 0) id += '-';
    id += ALPHABET[bytes[i]! % ALPHABET.length];
  }
  return id;
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

interface StoredSession {
  id: string;
  /** Epoch ms after which the id is dead; null while a page holds it. */
  expires: number | null;
}

/** A stored record, or undefined when it is absent, malformed or expired at `now`. */
export function readSession(raw: string | null, now: number): string | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isSessionId(value.id)) return undefined;
  const { expires } = value;
  if (expires === null) return value.id;
  return typeof expires === 'number' && expires > now ? value.id : undefined;
}

export interface ReportingSession {
  readonly id: string;
  /** Stops following the page's lifecycle (the record is left as it is). */
  destroy(): void;
}

export interface ReportingSessionOptions {
  window?: Window;
  now?: () => number;
  random?: (bytes: Uint8Array) => Uint8Array;
}

/**
 * The page's reporting session: the stored id when it is still alive, else
 * a new one. Without local storage (private mode, a sandboxed frame) the id
 * lives as long as the page.
 */
export function createReportingSession(options: ReportingSessionOptions = {}): ReportingSession {
  const win = options.window ?? window;
  const now = options.now ?? Date.now;
  const storage = localStorageOf(win);
  const id = readSession(readStorageItem(storage, SESSION_KEY), now()) ?? newSessionId(options.random);
  const write = (expires: number | null) => {
    const record: StoredSession = { id, expires };
    writeStorageItem(storage, SESSION_KEY, JSON.stringify(record));
  };
  const hide = () => write(now() + SESSION_EXPIRY_MS);
  const show = () => write(null);
  write(null);
  const subscriptions = createEventStore().add(win, 'pagehide', hide).add(win, 'pageshow', show);
  return {
    id,
    destroy: () => subscriptions.clear(),
  };
}
