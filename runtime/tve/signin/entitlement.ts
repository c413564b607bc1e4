import { isRecord } from '../../util/guards.js';
import { createLoginFrames, type LoginFrames } from './login-frames.js';

/**
 * The entitlement library adapter: the Adobe Pass AccessEnabler JavaScript
 * API. THE ONLY FILE that knows the library's names: its
 * constructor `AccessEnabler`, its methods, and the global callbacks it
 * calls on the page. Everything else hears typed hooks.
 *
 * - The script at `entitlementSrc` is loaded once; 30 s without
 *   `entitlementLoaded` (or a script that fails) is `failed` (TVEErrorAdobeLibraryFailedToInit).
 * - The instance is created when the script has run, or inside
 *   `entitlementLoaded` if the library calls it first; `setRequestor` follows,
 *   after `bind('errorEvent', …)` so the library's advanced error reports
 *   (`{errorId, level, message}`: N130, Z100, CFG400 …), configuration
 *   errors included, reach the `report` hook. The original callbacks carry
 *   only texts ('User not Authorized Error'); the ids come this way.
 * - The provider login (`createIFrame`, or a popup the library opens under
 *   the name `mvpdframe`, with its blocked-popup fallback to the frame) and
 *   the third-party cookie check live in `login-frames.ts`.
 * The globals belong to one library per page: a second adapter would take
 * them over. `destroy()` restores what was there before.
 */

export const LIBRARY_TIMEOUT_MS = 30_000;

/** One provider of the library's `displayProviderDialog(providers)`. */
export interface LibraryProvider {
  id: string;
  displayName?: string;
  logoUrl?: string;
}

export interface EntitlementHooks {
  loaded(): void;
  failed(): void;
  /** `setAuthenticationStatus(isAuthenticated, errorCode)`. */
  authenticationStatus(authenticated: boolean, errorCode: string | undefined): void;
  /** `setToken(resource, token)`. */
  token(resource: string, token: unknown): void;
  /** `tokenRequestFailed(resource, code, description)`. */
  tokenFailed(resource: string, code: unknown, description: unknown): void;
  /** `displayProviderDialog(providers)`. */
  providerDialog(providers: LibraryProvider[]): void;
  /** `selectedProvider({MVPD, AE_State})`: the provider id, or undefined for none. */
  selectedProvider(id: string | undefined): void;
  /** `sendTrackingData(type, data)`. */
  tracking(type: string, data: readonly unknown[]): void;
  /** An advanced error report (the handler bound to `errorEvent`): `level` is `info`, `warning` or `error`. */
  report(errorId: string, level: string, message: string): void;
  /** The login frame was created (`createIFrame`, or the popup fallback). */
  loginFrame(width: number, height: number): void;
  /** The library opened its login popup. */
  popup(): void;
  /** The cookie-check frame answered (after 15 s of an unfinished frame login). */
  cookieCheck(enabled: boolean): void;
}

export type EntitlementState = 'idle' | 'loading' | 'ready' | 'failed' | 'destroyed';

export interface EntitlementOptions {
  window?: Window;
  document?: Document;
  hooks: EntitlementHooks;
  /** No third-party cookie check on iOS. */
  isIOS: boolean;
  /** The cookie-check page, `{serviceBase}/cookie-check.html`. */
  cookieCheckUrl?: string;
}

export interface EntitlementAdapter {
  readonly state: EntitlementState;
  load(src: string, requestor: string): void;
  checkAuthentication(): boolean;
  getAuthentication(): boolean;
  /** `null` cancels a provider choice (the library's own way to stop a login). */
  setSelectedProvider(id: string | null): boolean;
  getSelectedProvider(): boolean;
  getAuthorization(resource: string): boolean;
  checkAuthorization(resource: string): boolean;
  logout(): boolean;
  setFrameHost(host: () => HTMLElement | undefined): void;
  /** The login is over (done or canceled): the frame, the cookie check and its timer go. */
  closeLogin(): void;
  /** The image ping after `setToken`: `GET url` as an image, not added to the page. */
  ping(url: string): void;
  destroy(): void;
}

interface AccessEnablerInstance {
  /** Advanced error reporting; absent from libraries older than it. */
  bind?(eventType: string, handlerName: string): void;
  setRequestor(requestor: string, endpoints?: unknown, options?: unknown): void;
  checkAuthentication(): void;
  getAuthentication(redirectUrl?: string): void;
  setSelectedProvider(id: string | null): void;
  getSelectedProvider(): void;
  getAuthorization(resource: string, redirectUrl?: string): void;
  checkAuthorization(resource: string): void;
  logout(): void;
}

/** The global the library's advanced error reports are bound to (a name of `[0-9a-zA-Z][-._a-zA-Z0-9]*`, as bind requires). */
export const ERROR_HANDLER = 'tfSigninErrorEvent';

const CALLBACKS = [
  'entitlementLoaded', 'setAuthenticationStatus', 'setToken', 'tokenRequestFailed', 'displayProviderDialog',
  'createIFrame', 'selectedProvider', 'sendTrackingData', ERROR_HANDLER,
] as const;

type LibraryWindow = Window & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** The library's provider objects (`ID`, `displayName`, `logoURL`), those without an id dropped. */
function libraryProviders(value: unknown): LibraryProvider[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = text(entry.ID ?? entry.id);
    if (id === undefined || id === '') return [];
    return [{ id, displayName: text(entry.displayName), logoUrl: text(entry.logoURL) }];
  });
}

// One closure past 150 lines: the only code that knows the library's names,
// kept whole so that no other file learns them; the login frames are apart
// (login-frames.ts).
export function createEntitlementAdapter(options: EntitlementOptions): EntitlementAdapter {
  const win = (options.window ?? window) as LibraryWindow;
  const doc = options.document ?? document;
  const { hooks } = options;
  let state: EntitlementState = 'idle';
  let instance: AccessEnablerInstance | undefined;
  let constructing = false;
  let requestorId = '';
  let script: HTMLScriptElement | undefined;
  let timer: number | undefined;
  const previous = new Map<string, unknown>();
  // Pings in flight, held so a collected image cannot cancel its request.
  const pings = new Set<HTMLImageElement>();
  const frames: LoginFrames = createLoginFrames({
    window: win, document: doc, isIOS: options.isIOS, cookieCheckUrl: options.cookieCheckUrl,
    onFrame: (width, height) => hooks.loginFrame(width, height),
    onPopup: () => hooks.popup(),
    onCookieCheck: (enabled) => hooks.cookieCheck(enabled),
  });

  /** A hook runs inside the library's call stack: it must never throw back into the library. */
  function safely(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      console.error(error);
    }
  }

  function fail(): void {
    if (state !== 'loading') return;
    state = 'failed';
    win.clearTimeout(timer);
    safely(() => hooks.failed());
  }

  function construct(): void {
    if (instance || constructing || state !== 'loading') return;
    const Constructor = win.AccessEnabler;
    if (typeof Constructor !== 'function') return;
    constructing = true;
    try {
      instance = new (Constructor as new () => AccessEnablerInstance)();
    } catch {
      instance = undefined;
    } finally {
      constructing = false;
    }
  }

  function ready(): void {
    construct();
    if (state !== 'loading' || !instance) return;
    try {
      if (typeof instance.bind === 'function') instance.bind('errorEvent', ERROR_HANDLER);
      instance.setRequestor(requestorId);
    } catch {
      fail();
      return;
    }
    state = 'ready';
    win.clearTimeout(timer);
    safely(() => hooks.loaded());
  }

  const callbacks: Record<(typeof CALLBACKS)[number], (...args: unknown[]) => void> = {
    entitlementLoaded: () => {
      // Called from inside the constructor, the instance is not ours yet: finish once it is.
      if (constructing) queueMicrotask(ready);
      else ready();
    },
    setAuthenticationStatus: (status, code) => {
      const authenticated = status === 1 || status === '1' || status === true;
      safely(() => hooks.authenticationStatus(authenticated, text(code) || undefined));
    },
    setToken: (resource, token) => safely(() => hooks.token(text(resource) ?? '', token)),
    tokenRequestFailed: (resource, code, description) => safely(() => hooks.tokenFailed(text(resource) ?? '', code, description)),
    displayProviderDialog: (providers) => safely(() => hooks.providerDialog(libraryProviders(providers))),
    createIFrame: (width, height) => frames.create(Number(width), Number(height)),
    selectedProvider: (result) => {
      const id = isRecord(result) ? text(result.MVPD) : undefined;
      safely(() => hooks.selectedProvider(id === '' || id === 'null' ? undefined : id));
    },
    sendTrackingData: (type, data) => safely(() => hooks.tracking(text(type) ?? '', Array.isArray(data) ? data : [data])),
    [ERROR_HANDLER]: (data) => {
      if (!isRecord(data)) return;
      const id = text(data.errorId);
      if (id === undefined || id === '') return;
      safely(() => hooks.report(id, text(data.level) ?? 'error', text(data.message) ?? ''));
    },
  };

  /** Calls the library when it is ready; false otherwise (the core raises 'AE Is Not Loaded'). */
  function call(fn: (ae: AccessEnablerInstance) => void): boolean {
    if (state !== 'ready' || !instance) return false;
    try {
      fn(instance);
      return true;
    } catch (error) {
      console.error(error);
      return false;
    }
  }

  return {
    get state() {
      return state;
    },
    load(src, requestor) {
      if (state !== 'idle') return;
      state = 'loading';
      requestorId = requestor;
      for (const name of CALLBACKS) {
        previous.set(name, win[name]);
        win[name] = callbacks[name];
      }
      frames.watchPopups();
      timer = win.setTimeout(fail, LIBRARY_TIMEOUT_MS);
      script = doc.createElement('script');
      script.async = true;
      script.src = src;
      // The script has run: a library that waits for its instance to call entitlementLoaded gets one now.
      script.addEventListener('load', construct, { once: true });
      script.addEventListener('error', fail, { once: true });
      doc.head.append(script);
    },
    checkAuthentication: () => call((ae) => ae.checkAuthentication()),
    getAuthentication: () => call((ae) => ae.getAuthentication()),
    setSelectedProvider: (id) => call((ae) => ae.setSelectedProvider(id)),
    getSelectedProvider: () => call((ae) => ae.getSelectedProvider()),
    getAuthorization: (resource) => call((ae) => ae.getAuthorization(resource)),
    checkAuthorization: (resource) => call((ae) => ae.checkAuthorization(resource)),
    logout: () => call((ae) => ae.logout()),
    setFrameHost: (host) => frames.setHost(host),
    closeLogin: () => frames.close(),
    ping(url) {
      const image = doc.createElement('img');
      const done = () => pings.delete(image);
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
      pings.add(image);
      image.src = url;
    },
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      win.clearTimeout(timer);
      frames.destroy();
      for (const name of CALLBACKS) {
        // Put back only what is still ours: a later library user may have replaced it.
        if (win[name] !== callbacks[name]) continue;
        const before = previous.get(name);
        if (before === undefined) delete win[name];
        else win[name] = before;
      }
      instance = undefined;
    },
  };
}
