/**
 * The demo's stand-in for Adobe Pass's AccessEnabler JavaScript API
 * (Adobe's "JavaScript SDK API Reference"): `new
 * AccessEnabler()`, then `setRequestor(requestorId, endpoints?, options?)`
 * and the asynchronous calls, each answered through the page's global
 * callbacks (page-callbacks.ts) and, for errors, the handlers bound with
 * `bind('errorEvent', name)` (Adobe's advanced error reporting: N000, N005,
 * N130, Z100, CFG400 …). Calls made before the requestor configuration has
 * arrived wait for it, as the real library queues them.
 *
 * Decisions the reference leaves open:
 * - a second getAuthentication while an MVPD login is open answers
 *   'Multiple Authentication Requests Error'; while the picker is up it
 *   shows the picker again;
 * - cancelling a login (setSelectedProvider(null), or the frame or popup
 *   closing without an answer) answers setAuthenticationStatus(0, …) once;
 * - under the `third-party-cookies-blocked` scenario a finished login
 *   finds no session: N130, as the real library reports it.
 */
import { scenarioOf } from '../scenario.js';
import { loginUrl } from '../login-message.js';
import { dialogEntry, loadRequestorConfig, withOverrides, type MvpdConfig, type RequestorConfig, type RequestorOptions } from './config.js';
import { startMvpdLogin } from './mvpd-login.js';
import { callPage, deviceFields } from './page-callbacks.js';
import { AUTHN_TTL_MS, createSessionStore, type AuthnSession, type SessionStore } from './session.js';

export interface AccessEnablerEnvironment {
  win: Window;
  /** Where the TV-everywhere stand-ins live: `{base}/login.html`, `{base}/sp` by default. */
  base: string;
  fetch?: typeof fetch;
  now?(): number;
}

type Level = 'info' | 'warning' | 'error';
const NOT_AUTHENTICATED = 'User Not Authenticated Error';

export function defineAccessEnabler(env: AccessEnablerEnvironment) {
  const { win } = env;
  const fetchFn = env.fetch ?? win.fetch.bind(win);
  const now = env.now ?? Date.now;
  const randomId = () => [...win.crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

  return class AccessEnabler {
    #requestor = '';
    #endpoint = `${env.base}/sp`;
    #options: RequestorOptions | undefined;
    #config: Promise<RequestorConfig | undefined> | undefined;
    #store: SessionStore = createSessionStore(win, now);
    #errorHandlers = new Set<string>();
    #selected: string | null = null;
    #phase: 'idle' | 'picking' | 'login' = 'idle';
    #pendingResource: string | undefined;
    #abandonLogin: (() => void) | undefined;

    /** `softwareStatement` (v4) is accepted and not checked: the demo has no registration server. */
    constructor(_softwareStatement?: string) {}

    setRequestor(requestorId: string, endpoints?: string[] | RequestorOptions, options?: RequestorOptions): void {
      // The reference allows options in the second place when no endpoints are given.
      const opts = Array.isArray(endpoints) ? options : (endpoints ?? options);
      if (Array.isArray(endpoints) && typeof endpoints[0] === 'string') this.#endpoint = endpoints[0].replace(/\/+$/, '');
      this.#requestor = String(requestorId ?? '');
      this.#options = opts;
      this.#config = loadRequestorConfig(fetchFn, this.#endpoint, this.#requestor).then((result) => {
        if ('errorId' in result) {
          this.#report(result.errorId, 'error', result.errorId === 'CFG400' ? 'An invalid Requestor ID was supplied.' : 'The authentication service is unavailable.');
          return undefined;
        }
        if (this.#store.volatile) this.#report('LS011', 'warning', 'Local storage is unavailable: authentication will not persist beyond this page.');
        callPage(win, 'setConfig', result.xml);
        return result;
      });
    }

    bind(eventType: string, handlerName: string): void {
      if (eventType === 'errorEvent' && /^[0-9a-zA-Z][-._a-zA-Z0-9]{0,1023}$/.test(handlerName)) this.#errorHandlers.add(handlerName);
    }

    unbind(eventType: string, handlerName?: string | null): void {
      if (eventType !== 'errorEvent') return;
      if (handlerName == null) this.#errorHandlers.clear();
      else this.#errorHandlers.delete(handlerName);
    }

    checkAuthentication(): void {
      void this.#configured(() => {
        const session = this.#session();
        this.#authenticationDetection(session, true);
        if (session) return callPage(win, 'setAuthenticationStatus', 1, '');
        this.#report('N000', 'info', 'The user is not authenticated.');
        callPage(win, 'setAuthenticationStatus', 0, NOT_AUTHENTICATED);
      });
    }

    getAuthentication(_redirectUrl?: string): void {
      void this.#configured((config) => this.#authenticate(config));
    }

    getAuthorization(resourceId: string, _redirectUrl?: string): void {
      void this.#configured((config) => {
        const session = this.#session();
        if (session) return this.#authorize(String(resourceId), session);
        // Not signed in: authenticate first, then authorize (the reference's getAuthorization).
        this.#pendingResource = String(resourceId);
        this.#authenticate(config);
      });
    }

    checkAuthorization(resourceId: string): void {
      void this.#configured(() => {
        const session = this.#session();
        if (session) return this.#authorize(String(resourceId), session);
        this.#report('N000', 'info', 'The user is not authenticated.');
        callPage(win, 'tokenRequestFailed', String(resourceId), NOT_AUTHENTICATED, '');
      });
    }

    setSelectedProvider(mvpdId: string | null): void {
      void this.#configured((config) => {
        this.#abandon();
        if (mvpdId === null || mvpdId === undefined) {
          this.#pendingResource = undefined;
          this.#report('N005', 'info', 'The MVPD picker was cancelled.');
          return callPage(win, 'setAuthenticationStatus', 0, 'Provider not Selected Error');
        }
        const found = config.mvpds.find((mvpd) => mvpd.id === mvpdId);
        if (!found) return callPage(win, 'setAuthenticationStatus', 0, 'Provider not Available Error');
        this.#selected = found.id;
        callPage(win, 'sendTrackingData', 'mvpdSelection', [found.id, ...deviceFields(win.navigator.userAgent)]);
        this.#login(withOverrides(found, this.#options));
      });
    }

    getSelectedProvider(): void {
      void this.#configured(() => {
        const session = this.#session();
        const state = session ? 'User Authenticated' : this.#store.returning() ? 'User Not Authenticated' : 'New User';
        callPage(win, 'selectedProvider', { MVPD: session?.mvpd ?? this.#selected, AE_State: state });
      });
    }

    logout(): void {
      void this.#configured(() => {
        this.#abandon();
        this.#pendingResource = undefined;
        this.#store.clear(this.#requestor);
        this.#selected = null;
        callPage(win, 'setAuthenticationStatus', 0, '');
      });
    }

    /** Runs `action` once the requestor configuration is in; never, if it failed (the failure was reported). */
    async #configured(action: (config: RequestorConfig) => void): Promise<void> {
      const config = await this.#config;
      if (config) action(config);
    }

    #session(): AuthnSession | undefined {
      return this.#store.read(this.#requestor);
    }

    #authenticate(config: RequestorConfig): void {
      const session = this.#session();
      if (session) {
        this.#authenticationDetection(session, true);
        return callPage(win, 'setAuthenticationStatus', 1, '');
      }
      if (this.#phase === 'login') return callPage(win, 'setAuthenticationStatus', 0, 'Multiple Authentication Requests Error');
      this.#phase = 'picking';
      callPage(win, 'displayProviderDialog', config.mvpds.map((mvpd) => dialogEntry(withOverrides(mvpd, this.#options))));
    }

    #login(mvpd: MvpdConfig): void {
      this.#phase = 'login';
      const state = randomId();
      this.#abandonLogin = startMvpdLogin({
        win, state,
        url: loginUrl(env.base, { mvpd: mvpd.id, requestor: this.#requestor, state }),
        mode: mvpd.iFrameRequired ? 'iframe' : 'popup',
        width: mvpd.iFrameWidth,
        height: mvpd.iFrameHeight,
        onOutcome: (result) => this.#loginFinished(mvpd.id, result),
      });
    }

    #loginFinished(mvpd: string, result: 'success' | 'cancel'): void {
      this.#phase = 'idle';
      this.#abandonLogin = undefined;
      const resource = this.#pendingResource;
      this.#pendingResource = undefined;
      if (result === 'success' && scenarioOf(win.document) === 'third-party-cookies-blocked') {
        this.#report('N130', 'error', 'Authentication token not found on session.');
      } else if (result === 'success') {
        const session = { mvpd, guid: randomId(), expires: now() + AUTHN_TTL_MS };
        this.#store.write(this.#requestor, session);
        this.#authenticationDetection(session, false);
        callPage(win, 'setAuthenticationStatus', 1, '');
        if (resource !== undefined) this.#authorize(resource, session);
        return;
      } else {
        this.#report('N000', 'info', 'The user is not authenticated.');
      }
      callPage(win, 'setAuthenticationStatus', 0, NOT_AUTHENTICATED);
      if (resource !== undefined) callPage(win, 'tokenRequestFailed', resource, NOT_AUTHENTICATED, '');
    }

    /** Abandons an open picker or login: a new choice, a cancel or a logout replaces it. */
    #abandon(): void {
      this.#abandonLogin?.();
      this.#abandonLogin = undefined;
      this.#phase = 'idle';
    }

    async #authorize(resource: string, session: AuthnSession): Promise<void> {
      const query = new URLSearchParams({ requestor: this.#requestor, resource, mvpd: session.mvpd, guid: session.guid });
      let answer: { token?: unknown; errorId?: unknown; message?: unknown } = {};
      try {
        const response = await fetchFn(`${this.#endpoint}/authorize?${query}`, { credentials: 'include' });
        answer = (await response.json()) as typeof answer;
      } catch {
        answer = { errorId: 'Z120', message: 'A network error occurred when communicating with the provider.' };
      }
      const device = deviceFields(win.navigator.userAgent);
      if (typeof answer.token === 'string') {
        callPage(win, 'sendTrackingData', 'authorizationDetection', [true, session.mvpd, session.guid, false, '', '', ...device]);
        return callPage(win, 'setToken', resource, answer.token);
      }
      const errorId = typeof answer.errorId === 'string' ? answer.errorId : 'Z500';
      const message = typeof answer.message === 'string' ? answer.message : '';
      const code = errorId === 'Z100' ? 'User not Authorized Error' : 'Internal Authorization Error';
      this.#report(errorId, 'error', message);
      callPage(win, 'sendTrackingData', 'authorizationDetection', [false, session.mvpd, session.guid, false, code, message, ...device]);
      callPage(win, 'tokenRequestFailed', resource, code, message);
    }

    #authenticationDetection(session: AuthnSession | undefined, cached: boolean): void {
      callPage(win, 'sendTrackingData', 'authenticationDetection', [session !== undefined, session?.mvpd ?? this.#selected ?? '', session?.guid ?? '', cached && session !== undefined, ...deviceFields(win.navigator.userAgent)]);
    }

    #report(errorId: string, level: Level, message: string): void {
      for (const handler of this.#errorHandlers) callPage(win, handler, { errorId, level, message });
    }
  };
}

export type AccessEnablerClass = ReturnType<typeof defineAccessEnabler>;
