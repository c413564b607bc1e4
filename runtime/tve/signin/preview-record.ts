import { isRecord } from '../../util/guards.js';
import { PREVIEW_REVALIDATE_MS } from './pass-types.js';
import { ServiceError } from './services.js';
import type { SigninStorage } from './storage.js';

/**
 * The special preview's data:
 * the services' answers read defensively, what an answer means, and the
 * record kept under the `ELVIS_*` keys. Pure but for the storage passed in.
 */

/** A `checkelvis` / `setupdevice` / `logoutdevice` answer, its fields typed (numbers and booleans may arrive as strings). */
export interface PreviewAnswer {
  token?: string;
  /** Seconds of access left (`duration`, else the provider's `accessDuration`). */
  duration?: number;
  isActive?: boolean;
  tokenTTL?: number;
  terminatedMessage: boolean;
  /** The provider entry (`providers[]`) the answer is about. */
  providerId?: string;
  isLoggedIn?: boolean;
  refreshDuration?: number;
}

/** What an answer means for the viewer. */
export type PreviewOutcome = 'active' | 'ended' | 'terminated' | 'none';

/**
 * The preview this device holds; `uuid` is the identity's uid (social),
 * absent in the non-social variant (the device UUID). `providerId` is
 * absent only in a stored record whose id was corrupt: the service's answer
 * names it again.
 */
export interface PreviewRecord {
  providerId?: string;
  displayName?: string;
  uuid?: string;
  token?: string;
  duration?: number;
  /** Epoch ms: when the token's `tokenTTL` runs out. */
  expiredDate?: number;
  /** Epoch ms of the service's last answer: the 12-hour window runs from it. */
  checkedAt?: number;
  terminatedMessage: boolean;
  refreshDuration?: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
function number(value: unknown): number | undefined {
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
const flag = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/**
 * An answer of `path`, or a ServiceError when it is not an object or
 * carries an `error` (a failing call answers with `error`).
 * The provider entry is the one of `providerId`, else the one signed in,
 * else the first.
 */
export function parsePreviewAnswer(path: string, value: unknown, providerId?: string): PreviewAnswer {
  if (!isRecord(value)) throw new ServiceError(path, 'not an object');
  const error = text(value.error);
  if (error !== undefined) throw new ServiceError(path, error);
  const entries = Array.isArray(value.providers) ? value.providers.filter(isRecord) : [];
  const entry = entries.find((p) => p.providerId === providerId) ?? entries.find((p) => flag(p.isLoggedIn)) ?? entries[0] ?? {};
  return {
    token: text(value.token) ?? text(entry.token),
    duration: number(value.duration) ?? number(entry.accessDuration),
    isActive: flag(value.isActive),
    tokenTTL: number(value.tokenTTL) ?? number(entry.tokenTTL),
    terminatedMessage: flag(value.terminatedServiceMessageAvailable) === true,
    providerId: text(entry.providerId),
    isLoggedIn: flag(entry.isLoggedIn),
    refreshDuration: number(entry.refreshDuration),
  };
}

/**
 * An inactive preview is terminated; one set up (a token, a
 * provider entry signed in, or the answer of `setupdevice` itself) with a
 * duration below 1 has ended; with a token it is active. Anything else is
 * no preview for this uuid yet (`checkelvis` before `setupdevice`).
 */
export function previewOutcome(answer: PreviewAnswer, setUp: boolean): PreviewOutcome {
  if (answer.isActive === false) return 'terminated';
  const known = setUp || answer.token !== undefined || answer.isLoggedIn === true;
  if (!known) return 'none';
  if (answer.duration !== undefined && answer.duration < 1) return 'ended';
  return answer.token !== undefined ? 'active' : 'none';
}

/** The record an active answer gives for `providerId` and the social `uuid`, checked at `now`. */
export function recordOf(answer: PreviewAnswer, provider: { id: string; displayName: string }, uuid: string | undefined, now: number): PreviewRecord {
  // A TTL below a second is no TTL: it would have the page ask again at once, forever.
  const ttl = answer.tokenTTL !== undefined && answer.tokenTTL >= 1 ? answer.tokenTTL : undefined;
  return {
    providerId: provider.id, displayName: provider.displayName, uuid, token: answer.token, duration: answer.duration,
    expiredDate: ttl === undefined ? undefined : now + ttl * 1000, checkedAt: now,
    terminatedMessage: answer.terminatedMessage, refreshDuration: answer.refreshDuration,
  };
}

/** The screen an outcome shows: ended always, terminated when the service flags its message. */
export function overScreen(outcome: PreviewOutcome | undefined, terminatedMessage: boolean): 'elvisEnded' | 'elvisTerminated' | undefined {
  if (outcome === 'ended') return 'elvisEnded';
  return outcome === 'terminated' && terminatedMessage ? 'elvisTerminated' : undefined;
}

/**
 * When the record must be checked with the service again: 12 hours after
 * its last check, or earlier when its token's TTL or its
 * access time runs out. A record without a token or a check time, or one
 * checked "in the future" (the clock moved back), is due now: a local
 * reading never ends a preview, the service's answer does.
 */
export function revalidateAt(record: PreviewRecord, now: number): number {
  const checked = record.checkedAt;
  if (record.token === undefined || checked === undefined || checked > now) return -Infinity;
  return Math.min(checked + PREVIEW_REVALIDATE_MS, record.expiredDate ?? Infinity, checked + (record.duration ?? Infinity) * 1000);
}

/** Every `ELVIS_*` key: the social record's, the non-social record's, and the check time. */
const KEYS = [
  'id', 'displayName', 'ucid', 'token', 'duration', 'isActive', 'expiredDate', 'isLoggedIn', 'terminatedServiceMessageAvailable',
  'mvpdid', 'reqID', 'accessDuration', 'refreshDuration', 'checkedAt',
] as const;
type StoredKey = (typeof KEYS)[number];

/** The stored record, a corrupt field read as absent; undefined when it names neither a provider, a token nor a uid. */
export function readPreviewRecord(storage: SigninStorage): PreviewRecord | undefined {
  const get = (key: StoredKey) => storage.get(`ELVIS_${key}`);
  const providerId = text(get('id')) ?? text(get('mvpdid'));
  const token = text(get('token'));
  const uuid = text(get('ucid'));
  if (providerId === undefined && token === undefined && uuid === undefined) return undefined;
  return {
    providerId, token, uuid,
    displayName: text(get('displayName')),
    duration: number(get('duration')) ?? number(get('accessDuration')),
    expiredDate: number(get('expiredDate')),
    checkedAt: number(get('checkedAt')),
    terminatedMessage: flag(get('terminatedServiceMessageAvailable')) === true,
    refreshDuration: number(get('refreshDuration')),
  };
}

export function clearPreviewRecord(storage: SigninStorage): void {
  for (const key of KEYS) storage.remove(`ELVIS_${key}`);
}

/** Stores `record` in the social variant's keys, or the non-social one's, replacing whatever was there. */
export function writePreviewRecord(storage: SigninStorage, record: PreviewRecord, social: boolean, requestor: string): void {
  const fields: Partial<Record<StoredKey, string | number | boolean | undefined>> = social
    ? {
      id: record.providerId, displayName: record.displayName, ucid: record.uuid, token: record.token, duration: record.duration,
      isActive: true, isLoggedIn: true, terminatedServiceMessageAvailable: record.terminatedMessage,
    }
    : { mvpdid: record.providerId, token: record.token, reqID: requestor, accessDuration: record.duration, refreshDuration: record.refreshDuration };
  fields.expiredDate = record.expiredDate;
  fields.checkedAt = record.checkedAt;
  for (const key of KEYS) {
    const value = fields[key];
    if (value === undefined) storage.remove(`ELVIS_${key}`);
    else storage.set(`ELVIS_${key}`, String(value));
  }
}
