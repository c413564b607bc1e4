/**
 * The site wrapper of the TV-provider sign-in: what a page uses instead of talking to the
 * sign-in itself. It
 * - validates its parameters and the auth library, throwing clear errors
 *   ("The wrapper throws if the auth library is missing, if
 *   parameters are missing, or if requestorID or channelID is missing");
 * - exposes login, logout, the embedded picker and typed status, error and
 *   load subscriptions;
 * - keeps local storage `tveStorage` (`{authorized, expires}`, 3600 s) in
 *   step with the status, which the runtime's TV-auth body mark reads
 *   (runtime/tve/tv-auth-mark.ts);
 * - reports the page's channel (`channelID`) and franchise (the show: the
 *   page name's second segment) to the reporting module
 *   (`window.ENT_Reporting`), retrying up to 5 times at 1 s while it is not
 *   there;
 * - relays every error as code, message and object, and logs it.
 *
 * The sign-in is taken structurally (`SigninApi`): `<tf-signin>` fits it, and
 * nothing here imports an element.
 */
import type { Log } from '../types.js';
import { showOf } from '../tracking/track-data.js';
import { createEventStore } from '../util/event-store.js';
import { localStorageOf, writeStorageItem } from '../util/storage.js';
import type { SigninError, SigninStatus } from './signin/index.js';
import { applyTveMark, TVE_STORAGE_KEY, tveAuthorizedValue } from './tv-auth-mark.js';

/** The wrapper parameters. */
export interface TveWrapperParams {
  requestorID: string;
  channelID: string;
  isCustomCSS?: boolean;
  /** Default `en_US`. */
  locale?: string;
  isStaging?: boolean;
}

/** The sign-in's events the wrapper listens to, with their details. */
export interface SigninApiEvents {
  'tf:signinstatus': SigninStatus;
  'tf:signinerror': SigninError;
  'tf:signinload': unknown;
}

/** The auth library as the wrapper needs it: `<tf-signin>` or any object of this shape. */
export interface SigninApi {
  readonly status: SigninStatus;
  login(): void;
  logout(): void;
  showPicker(container: HTMLElement): void;
  addEventListener(type: keyof SigninApiEvents, listener: (event: Event) => void): void;
  removeEventListener(type: keyof SigninApiEvents, listener: (event: Event) => void): void;
}

/** The reporting module's API (demo/api/tags-handlers.ts answers its stand-in). */
export interface ReportingModule {
  setProperties(properties: { channel: string; franchise: string }): void;
}

/** An error as the wrapper relays it ("code, message and object"). */
export interface TveWrapperError {
  code: string;
  message: string;
  object: SigninError;
}

export interface TveWrapperEvents {
  status: SigninStatus;
  error: TveWrapperError;
  /** The sign-in is ready: its provider list and configuration arrived (componentLoaded). */
  load: Record<string, never>;
}

export interface TveWrapperOptions {
  /** The auth library: the `<tf-signin>` element of the page. */
  signin: SigninApi | null | undefined;
  /** The page name whose second segment is the franchise. */
  pageName?: string;
  window?: Window;
  now?: () => number;
  log?: Log;
}

export interface TveWrapper {
  readonly params: Readonly<TveWrapperParams>;
  readonly status: SigninStatus;
  login(): void;
  logout(): void;
  /** The embedded picker (selectProviderNew) inside `container`. */
  showPicker(container: HTMLElement): void;
  on<K extends keyof TveWrapperEvents>(type: K, listener: (detail: TveWrapperEvents[K]) => void): () => void;
  /** The site moved to another page: its franchise is reported, and a signed-in record renewed. */
  pageChanged(pageName: string): void;
  destroy(): void;
}

/** The reporting call is retried up to 5 times, 1 s apart. */
export const REPORTING_RETRIES = 5;
export const REPORTING_RETRY_MS = 1000;

/** The wrapper's own texts (the cases are fixed, the words are ours). */
export const wrapperMessages = {
  noAuthLibrary: 'TVE wrapper: the auth library is missing (pass the <tf-signin> element or an object with status, login, logout, showPicker and addEventListener)',
  noParams: 'TVE wrapper: parameters are missing (requestorID and channelID are required)',
  noRequestor: 'TVE wrapper: requestorID is missing',
  noChannel: 'TVE wrapper: channelID is missing',
  reportingGaveUp: `TVE wrapper: the reporting module did not appear after ${REPORTING_RETRIES} retries; channel and franchise were not reported`,
  reportingFailed: 'TVE wrapper: the reporting module failed to take the channel and franchise',
  error: (code: string, message: string) => `TVE error ${code}: ${message}`,
} as const;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isSigninApi(value: unknown): value is SigninApi {
  if (typeof value !== 'object' || value === null) return false;
  const api = value as Record<string, unknown>;
  return ['login', 'logout', 'showPicker', 'addEventListener', 'removeEventListener'].every((name) => typeof api[name] === 'function');
}

/** Throws the wrapper's validation errors; returns the parameters frozen. */
export function validateWrapper(params: unknown, signin: unknown): Readonly<TveWrapperParams> {
  if (!isSigninApi(signin)) throw new Error(wrapperMessages.noAuthLibrary);
  if (typeof params !== 'object' || params === null) throw new Error(wrapperMessages.noParams);
  const p = params as Partial<Record<keyof TveWrapperParams, unknown>>;
  if (!nonEmpty(p.requestorID)) throw new Error(wrapperMessages.noRequestor);
  if (!nonEmpty(p.channelID)) throw new Error(wrapperMessages.noChannel);
  return Object.freeze({
    requestorID: p.requestorID,
    channelID: p.channelID,
    isCustomCSS: p.isCustomCSS === true,
    locale: nonEmpty(p.locale) ? p.locale : 'en_US',
    isStaging: p.isStaging === true,
  });
}

const LOGGED_OUT: SigninStatus = Object.freeze({ isLoggedIn: false, provider: null, via: null });

export function createTveWrapper(params: TveWrapperParams | null | undefined, options: TveWrapperOptions): TveWrapper {
  const valid = validateWrapper(params, options.signin);
  const signin = options.signin as SigninApi;
  const win = options.window ?? window;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((level, text) => console[level === 'error' ? 'error' : 'warn'](text));
  const listeners: { [K in keyof TveWrapperEvents]: Set<(detail: TveWrapperEvents[K]) => void> } = {
    status: new Set(), error: new Set(), load: new Set(),
  };
  let status: SigninStatus = readStatus(signin);
  let franchise = showOf(options.pageName ?? '');
  /** The pending retry of `reportPage`, at most one. */
  const retry = createEventStore();
  const subscriptions = createEventStore().defer(() => retry.clear());
  let destroyed = false;

  function tell<K extends keyof TveWrapperEvents>(type: K, detail: TveWrapperEvents[K]): void {
    for (const listener of [...listeners[type]]) {
      try {
        listener(detail);
      } catch (error) {
        // One broken page listener must not keep the others (or the storage) from the news.
        log('error', String(error));
      }
    }
  }

  /**
   * `tveStorage` follows the status: a signed-in viewer's record, renewed;
   * none otherwise. The body's TV-auth mark follows at once (not only after
   * the next render), so the page's locked episodes open or lock with it.
   */
  function syncStorage(): void {
    const storage = localStorageOf(win);
    if (status.isLoggedIn) {
      writeStorageItem(storage, TVE_STORAGE_KEY, tveAuthorizedValue(now()));
    } else {
      try {
        storage?.removeItem(TVE_STORAGE_KEY);
      } catch {
        // Storage refused; nothing was stored there either.
      }
    }
    const body = win.document?.body;
    if (body) applyTveMark(body, storage, now());
  }

  /** Tries once now, then up to REPORTING_RETRIES times, REPORTING_RETRY_MS apart. */
  function reportPage(attempt = 0): void {
    retry.clear();
    if (destroyed) return;
    const module = (win as Window & { ENT_Reporting?: Partial<ReportingModule> }).ENT_Reporting;
    if (typeof module?.setProperties === 'function') {
      try {
        module.setProperties({ channel: valid.channelID, franchise });
      } catch {
        log('error', wrapperMessages.reportingFailed);
      }
      return;
    }
    if (attempt >= REPORTING_RETRIES) {
      log('warn', wrapperMessages.reportingGaveUp);
      return;
    }
    const timer = setTimeout(() => reportPage(attempt + 1), REPORTING_RETRY_MS);
    retry.defer(() => clearTimeout(timer));
  }

  const onStatus = (event: Event) => {
    status = statusOf((event as CustomEvent<unknown>).detail) ?? readStatus(signin);
    syncStorage();
    tell('status', status);
  };
  const onError = (event: Event) => {
    const error = (event as CustomEvent<SigninError | undefined>).detail;
    if (!error || typeof error.code !== 'string') return;
    log('error', wrapperMessages.error(error.code, error.message));
    tell('error', { code: error.code, message: error.message, object: error });
  };
  const onLoad = () => tell('load', {});
  // `signin` may be any object with these two methods, not an EventTarget: its teardown is deferred by hand.
  for (const [type, listener] of [['tf:signinstatus', onStatus], ['tf:signinerror', onError], ['tf:signinload', onLoad]] as const) {
    signin.addEventListener(type, listener);
    subscriptions.defer(() => signin.removeEventListener(type, listener));
  }
  // Only a known sign-in writes at once: a sign-in still loading says "logged out" without knowing.
  if (status.isLoggedIn) syncStorage();
  reportPage();

  return {
    params: valid,
    get status() {
      return status;
    },
    login: () => signin.login(),
    logout: () => signin.logout(),
    showPicker: (container) => signin.showPicker(container),
    on(type, listener) {
      const set = listeners[type] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    pageChanged(pageName) {
      if (destroyed) return;
      franchise = showOf(pageName);
      if (status.isLoggedIn) syncStorage();
      reportPage();
    },
    destroy() {
      destroyed = true;
      subscriptions.clear();
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}

/** A status detail of the right shape, else undefined. */
function statusOf(value: unknown): SigninStatus | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const s = value as Partial<SigninStatus>;
  return typeof s.isLoggedIn === 'boolean' ? { isLoggedIn: s.isLoggedIn, provider: s.provider ?? null, via: s.via ?? null } : undefined;
}

function readStatus(signin: SigninApi): SigninStatus {
  try {
    return statusOf(signin.status) ?? LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}
