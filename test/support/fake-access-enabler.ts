/**
 * A scriptable test double of the entitlement library: the Adobe Pass
 * AccessEnabler JavaScript API, for the sign-in core's tests.
 * It speaks only the library's public API: the page's global callbacks
 * (`entitlementLoaded`, `setAuthenticationStatus`, `displayProviderDialog`,
 * `createIFrame`, `setToken`, `tokenRequestFailed`, `selectedProvider`,
 * `sendTrackingData`), the handlers bound with `bind('errorEvent', name)`
 * (advanced error reporting: `{errorId, level, message}`, reported before
 * the original callback, which carries only its text such as 'User not
 * Authorized Error', as the real library does) and the instance methods.
 * Answers are asynchronous
 * (a microtask, never a timer, so fake timers do not hold them), as the
 * real library answers after its network calls.
 *
 * The script itself is served by msw (`fakeLibraryHandler`): it assigns the
 * class to `window.AccessEnabler`, as the real script defines it.
 */
import { http, HttpResponse } from 'msw';
import { encodeToken } from './media-token.js';

export const FAKE_LIBRARY_PATH = '/test-vendor/access-enabler.js';
const CLASS_GLOBAL = '__fakeAccessEnabler';

export interface FakeMvpd {
  ID: string;
  displayName: string;
  logoURL?: string;
  /** How this provider's login runs: in the page's frame (createIFrame), a popup, or none (single sign-on). */
  login?: 'iframe' | 'popup' | 'sso';
}

export interface FakeLibraryOptions {
  mvpds: FakeMvpd[];
  /** When the library calls `entitlementLoaded`: while the script runs, from the constructor (later), or never. */
  loadedFrom?: 'script' | 'constructor' | 'never';
  /** The library's own session: authenticated with this provider from an earlier visit. */
  authenticatedWith?: string;
  /** Token lifetime in ms. */
  ttl?: number;
  /** `tokenRequestFailed` instead of `setToken`. */
  authorizationError?: { code: string; description?: string };
  /** `setToken` with this instead of a real token. */
  garbageToken?: string;
  /** The token's XML: the real library's two top-level elements (default), or `authToken` nested in `signatureInfo`. */
  tokenShape?: 'separate' | 'nested';
  /** The login page address the library sends its frame or popup to. */
  loginUrl?: string;
}

type Callback = (...args: unknown[]) => void;
type Win = Window & Record<string, unknown>;

export interface FakeLibrary {
  /** Every method call on any instance, as `name(args…)`. */
  readonly calls: string[];
  readonly instances: number;
  options: FakeLibraryOptions;
  /** The provider's login page finished: the library learns the viewer signed in. */
  completeLogin(): void;
  /** The provider's login page said no: the error `errorId` reported, then not authenticated. */
  failLogin(errorId?: string): void;
  /** An advanced error report to the bound handlers, with no other callback (a configuration error). */
  report(errorId: string, level?: 'info' | 'warning' | 'error', message?: string): void;
  uninstall(): void;
}

const later = (fn: () => void) => void Promise.resolve().then(fn);

function callback(name: string, ...args: unknown[]): void {
  const fn = (window as unknown as Win)[name];
  if (typeof fn === 'function') (fn as Callback)(...args);
}

/** The msw handler serving the library script (it defines `AccessEnabler`, then may call `entitlementLoaded`). */
export function fakeLibraryHandler(path = FAKE_LIBRARY_PATH) {
  return http.get(path, () => new HttpResponse(
    `window.AccessEnabler = window.${CLASS_GLOBAL};\n`
      + `if (window.${CLASS_GLOBAL}.loadedFromScript) window.entitlementLoaded();\n`,
    { headers: { 'content-type': 'text/javascript' } },
  ));
}

export function installFakeAccessEnabler(initial: FakeLibraryOptions): FakeLibrary {
  const calls: string[] = [];
  let instances = 0;
  let session: string | undefined;
  let selected: string | undefined;
  let requestor = '';
  const errorHandlers = new Set<string>();
  const report = (errorId: string, level = 'error', message = '') => {
    for (const handler of errorHandlers) callback(handler, { errorId, level, message });
  };

  const control: FakeLibrary = {
    calls,
    get instances() {
      return instances;
    },
    options: initial,
    completeLogin() {
      if (selected === undefined) throw new Error('no provider selected');
      session = selected;
      later(() => callback('setAuthenticationStatus', 1, ''));
    },
    failLogin(errorId = 'N130') {
      later(() => {
        report(errorId, 'error', 'Authentication token not found on session.');
        callback('setAuthenticationStatus', 0, 'User Not Authenticated Error');
      });
    },
    report(errorId, level = 'error', message = '') {
      later(() => report(errorId, level, message));
    },
    uninstall() {
      delete (window as unknown as Win)[CLASS_GLOBAL];
      delete (window as unknown as Win).AccessEnabler;
    },
  };

  const mvpd = (id: string | undefined) => control.options.mvpds.find((entry) => entry.ID === id);

  function authorize(resource: string): void {
    const { authorizationError, garbageToken, tokenShape, ttl = 600_000 } = control.options;
    if (!session) return later(() => callback('tokenRequestFailed', resource, 'N130', 'User not authenticated'));
    if (authorizationError) {
      const { code, description = '' } = authorizationError;
      // An advanced error id (Z100) is reported, and the original callback says its text; any other code is passed as it is.
      const text = /^Z\d+$/.test(code) ? 'User not Authorized Error' : code;
      return later(() => {
        if (text !== code) report(code, 'error', description);
        callback('tokenRequestFailed', resource, text, description);
      });
    }
    const token = garbageToken ?? encodeToken({ ttl, mvpd: session, resource, requestor, shape: tokenShape });
    later(() => callback('setToken', resource, token));
  }

  class AccessEnabler {
    static get loadedFromScript() {
      return (control.options.loadedFrom ?? 'constructor') === 'script';
    }

    constructor() {
      instances += 1;
      calls.push('new AccessEnabler()');
      // The library's own session from an earlier visit, read when the page creates the library.
      session ??= control.options.authenticatedWith;
      if ((control.options.loadedFrom ?? 'constructor') === 'constructor') later(() => callback('entitlementLoaded'));
    }

    bind(eventType: string, handler: string) {
      calls.push(`bind(${eventType}, ${handler})`);
      if (eventType === 'errorEvent') errorHandlers.add(handler);
    }

    setRequestor(id: string) {
      calls.push(`setRequestor(${id})`);
      requestor = id;
    }

    checkAuthentication() {
      calls.push('checkAuthentication()');
      later(() => callback('setAuthenticationStatus', session ? 1 : 0, session ? '' : 'User Not Authenticated Error'));
    }

    getAuthentication() {
      calls.push('getAuthentication()');
      if (session) return later(() => callback('setAuthenticationStatus', 1, ''));
      later(() => callback('displayProviderDialog', control.options.mvpds.map(({ ID, displayName, logoURL }) => ({ ID, displayName, logoURL }))));
    }

    setSelectedProvider(id: string | null) {
      calls.push(`setSelectedProvider(${id})`);
      selected = id ?? undefined;
      if (id === null) return;
      const chosen = mvpd(id);
      const url = `${control.options.loginUrl ?? '/login.html'}?mvpd=${encodeURIComponent(id)}`;
      callback('sendTrackingData', 'mvpdSelection', [id]);
      if (!chosen || chosen.login === 'sso') {
        if (chosen) session = id;
        return later(() => callback('setAuthenticationStatus', chosen ? 1 : 0, chosen ? '' : 'N005'));
      }
      if (chosen.login === 'popup') {
        window.open(url, 'mvpdframe', 'width=500,height=500');
        return;
      }
      callback('createIFrame', 500, 400);
      // Like the real library: the login page goes into the frame of that name.
      window.open(url, 'mvpdframe');
    }

    getSelectedProvider() {
      calls.push('getSelectedProvider()');
      later(() => callback('selectedProvider', { MVPD: session ?? null, AE_State: session ? 'User Authenticated' : 'New User' }));
    }

    getAuthorization(resource: string) {
      calls.push(`getAuthorization(${resource})`);
      authorize(resource);
    }

    checkAuthorization(resource: string) {
      calls.push(`checkAuthorization(${resource})`);
      authorize(resource);
    }

    logout() {
      calls.push('logout()');
      session = undefined;
      selected = undefined;
      later(() => callback('setAuthenticationStatus', 0, ''));
    }
  }

  (window as unknown as Win)[CLASS_GLOBAL] = AccessEnabler;
  return control;
}
