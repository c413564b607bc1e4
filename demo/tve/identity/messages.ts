/**
 * What the identity stand-in's pages (the social consent popup, the mail
 * sign-in and password-reset frames) tell the adapter that opened them, by
 * `postMessage` to the popup's opener or the frame's parent, same origin
 * only. `state` is the nonce the adapter put in the page's URL, so only the
 * flow that opened the page acts on it. Browser and Node: no DOM at import.
 */
import { isRecord } from '../../../runtime/util/guards.js';
import type { IdentitySession } from '../../../runtime/tve/signin/index.js';

export const IDENTITY_RESULT = 'identity-standin:result';
export const IDENTITY_SIZE = 'identity-standin:size';

/** A finished flow: signed in (with the provider's session), or the viewer gave up. */
export interface IdentityResultMessage {
  type: typeof IDENTITY_RESULT;
  state: string;
  result: 'signin' | 'cancel';
  session?: IdentitySession;
}

/** A frame's content height changed (CSS px): the adapter sizes the frame to it, so nothing scrolls twice. */
export interface IdentitySizeMessage {
  type: typeof IDENTITY_SIZE;
  state: string;
  height: number;
}

/** A session as the stand-in's server answers it: a uid the services accept as a `uuid`, and optional names. */
export function isIdentitySession(value: unknown): value is IdentitySession {
  return isRecord(value) && typeof value.uid === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value.uid)
    && (value.email === undefined || typeof value.email === 'string')
    && (value.name === undefined || typeof value.name === 'string');
}

export function isResultMessage(data: unknown): data is IdentityResultMessage {
  return isRecord(data) && data.type === IDENTITY_RESULT && typeof data.state === 'string'
    && (data.result === 'cancel' || (data.result === 'signin' && isIdentitySession(data.session)));
}

export function isSizeMessage(data: unknown): data is IdentitySizeMessage {
  return isRecord(data) && data.type === IDENTITY_SIZE && typeof data.state === 'string'
    && typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0;
}
