import { emit } from '../events.js';
import { consentMessages } from './consent-messages.js';
import type { Log } from '../types.js';
import { readTcfAnswer, type TcfApi, type TcfReading } from './tcf.js';

/** The consent platform is looked for every 500 ms, for 25 000 ms at most. */
export const CONSENT_POLL_MS = 500;
export const CONSENT_SEARCH_MS = 25_000;

/** What consumers may know about consent; frozen, replaced on every answer. */
export interface ConsentState {
  /** False until the platform's first answer, or until the search gave up. */
  readonly known: boolean;
  /** Tags, pixels and personalised ads may load. */
  readonly granted: boolean;
  /** The platform's `gdprApplies`; undefined without a platform or a usable answer. */
  readonly gdprApplies: boolean | undefined;
}

export type ConsentListener = (state: ConsentState) => void;

/** The consumer side: what analytics, pixels, the survey, the player and ads use. */
export interface ConsentSource {
  /** The state now; `granted` is false until the platform says otherwise. */
  current(): ConsentState;
  /**
   * Calls `listener` at once with the current state if consent is already
   * known, then whenever `granted` changes. Returns the unsubscribe function.
   * Consumers load their tags from here: it stays silent while the page
   * reloads for consent given in the banner (see `createConsentStore`).
   */
  subscribe(listener: ConsentListener): () => void;
}

export interface ConsentStore extends ConsentSource {
  /** Starts looking for the platform; safe to call twice. */
  start(): void;
  /** Stops looking and listening, for good; safe to call twice. */
  stop(): void;
}

export interface ConsentStoreOptions {
  /** Where `__tcfapi` is looked for. */
  win?: Window;
  /** Where `tf:consent` is dispatched. */
  doc?: Document;
  /** Defaults to `location.reload()`; injected by tests. */
  reload?: () => void;
  log?: Log;
}

const UNKNOWN: ConsentState = Object.freeze({ known: false, granted: false, gdprApplies: undefined });
const NOT_GRANTED: TcfReading = { granted: false, gdprApplies: undefined, userAction: false, listenerId: undefined };

/**
 * The one consent store of a document, fed
 * by the platform's `addEventListener` answers, each read by `readTcfAnswer`.
 *
 * The reload: consent the visitor gives in the banner while a
 * page that began without consent is open reloads the page, so every tag
 * loads from a clean start. That answer still updates the state and fires
 * `tf:consent`, but subscribers are not told: the page is being replaced,
 * and tags loaded now would count its page view twice.
 */
export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  const win = options.win ?? window;
  const doc = options.doc ?? document;
  const reload = options.reload ?? (() => win.location.reload());
  const log = options.log ?? (() => {});
  const listeners = new Set<ConsentListener>();
  let phase: 'idle' | 'searching' | 'listening' | 'reloading' | 'stopped' = 'idle';
  let state = UNKNOWN;
  let everGranted = false;
  let platformFailed = false;
  let api: TcfApi | undefined;
  let listenerId: number | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  function settle(granted: boolean, gdprApplies: boolean | undefined, notify: boolean): void {
    const changed = !state.known || granted !== state.granted;
    state = Object.freeze({ known: true, granted, gdprApplies });
    if (!changed) return;
    emit(doc, 'tf:consent', { granted });
    if (notify) for (const listener of [...listeners]) call(listener);
  }

  function call(listener: ConsentListener): void {
    try {
      listener(state);
    } catch {
      // One broken consumer must not keep consent from the others.
      log('error', consentMessages.consentListenerFailed);
    }
  }

  // Bound once: the platform may compare callbacks, and `stop` must reach the same one.
  function answer(tcData: unknown, success: unknown): void {
    if (phase !== 'listening') return;
    let reading = NOT_GRANTED;
    try {
      reading = readTcfAnswer(tcData, success);
    } catch {
      // A payload whose getters throw is garbage like any other: not granted.
    }
    listenerId = reading.listenerId ?? listenerId;
    clearTimeout(deadline);
    const reloads = reading.granted && reading.userAction && !everGranted;
    everGranted ||= reading.granted;
    if (reloads) phase = 'reloading';
    settle(reading.granted, reading.gdprApplies, !reloads);
    if (reloads) reload();
  }

  function look(): void {
    const found = (win as { __tcfapi?: unknown }).__tcfapi;
    if (phase !== 'searching' || typeof found !== 'function') return;
    // Listening before the call: platforms may answer synchronously inside it.
    phase = 'listening';
    api = found as TcfApi;
    try {
      api('addEventListener', 2, answer);
      clearInterval(poll);
    } catch {
      if (!platformFailed) log('warn', consentMessages.consentPlatformFailed);
      platformFailed = true;
      // Answered before throwing: it is listening after all.
      if (state.known) clearInterval(poll);
      // A platform still starting up may throw; it is looked at again on the next tick.
      else phase = 'searching';
    }
  }

  function giveUp(): void {
    clearInterval(poll);
    if (phase === 'searching') phase = 'stopped';
    // No platform, or one that never answered: not granted, and now known.
    if (!state.known) settle(false, undefined, true);
  }

  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      // Nor is a consumer arriving while the page reloads for consent.
      if (state.known && phase !== 'reloading') call(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (phase !== 'idle') return;
      phase = 'searching';
      poll = setInterval(look, CONSENT_POLL_MS);
      deadline = setTimeout(giveUp, CONSENT_SEARCH_MS);
      look();
    },
    stop() {
      clearInterval(poll);
      clearTimeout(deadline);
      if (phase !== 'stopped' && api && listenerId !== undefined) {
        try {
          api('removeEventListener', 2, () => {}, listenerId);
        } catch {
          // The platform is gone or broken; `answer` ignores it from now on anyway.
        }
      }
      phase = 'stopped';
      listeners.clear();
    },
  };
}
