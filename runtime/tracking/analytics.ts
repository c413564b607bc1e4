/**
 * The analytics library behind one adapter: Adobe
 * AppMeasurement's public API, `window.s` with `t()` for a page call and
 * `tl(element, linkType, name)` for the others, each with its data as
 * `s.contextData`. The only file that knows AppMeasurement's names.
 *
 * Nothing is sent, and the library is not even requested, without consent.
 * Calls wait in order: until consent is known and granted, and until the
 * library has loaded. Consent refused drops what waited (a visitor who
 * accepts later gets a reloaded page). Calls are never dropped for the
 * library being slow; a library that fails to load is logged and retried on
 * the next call.
 */
import { emit } from '../events.js';
import { consentedMessages } from './consented-messages.js';
import type { ConsentSource } from '../consent/consent-store.js';
import type { Log } from '../types.js';
import { httpUrl } from '../util/url.js';
import type { RepositoryOmniture } from './repository-data.js';
import type { TrackCall } from './track-data.js';

/** The part of AppMeasurement's `s` object the adapter uses. */
export interface AppMeasurement {
  t(): unknown;
  tl(element: Element | boolean, linkType: string, name: string): unknown;
  contextData?: Record<string, unknown>;
  [setting: string]: unknown;
}

type AnalyticsWindow = Window & { s?: unknown; s_account?: string; s_gi?: (account: string) => unknown };

export interface AnalyticsOptions {
  window?: Window;
  document?: Document;
  /** `analyticsSrc`; empty: never loaded. */
  src: string;
  /** `analyticsAccount`, the report suite. */
  account: string;
  /** The document's consent store: the library loads, and calls go, only once it says granted. */
  consent: ConsentSource;
  /** Awaited once before the first call goes (the site repository's load, which `settings` then reads). */
  ready?(): Promise<unknown>;
  /** The site repository's `omniture` settings, once loaded. */
  settings?(): RepositoryOmniture | undefined;
  /** Loads a classic script (injected by tests). */
  loadScript?(src: string): Promise<void>;
  log?: Log;
}

export interface Analytics {
  /**
   * Queues one call. `settings`, when given, are this call's own repository
   * settings (a share's), awaited in turn: later calls wait
   * behind it, so calls reach the library in the order they were made.
   */
  send(call: TrackCall, element?: Element, settings?: Promise<RepositoryOmniture | undefined>): void;
  destroy(): void;
}

interface Waiting {
  call: TrackCall;
  element?: Element;
  settings?: Promise<RepositoryOmniture | undefined>;
}

const isAppMeasurement = (value: unknown): value is AppMeasurement =>
  typeof value === 'object' && value !== null && typeof (value as AppMeasurement).t === 'function' && typeof (value as AppMeasurement).tl === 'function';

/** Copies the repository's settings onto `s` (the ones AppMeasurement reads by these names). */
function applySettings(s: AppMeasurement, settings: RepositoryOmniture | undefined): void {
  if (!settings) return;
  const { values, contextData: _, enableVisitorNameSpace, ...plain } = settings;
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) s[key] = value;
  if (enableVisitorNameSpace) s.visitorNamespace = enableVisitorNameSpace;
  for (const [key, value] of Object.entries(values ?? {})) s[key] = value;
}

function defaultLoadScript(doc: Document): (src: string) => Promise<void> {
  return (src) => new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(src));
    }, { once: true });
    script.src = src;
    doc.head.append(script);
  });
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const win = (options.window ?? window) as AnalyticsWindow;
  const doc = options.document ?? document;
  const loadScript = options.loadScript ?? defaultLoadScript(doc);
  const waiting: Waiting[] = [];
  let delivering = false;
  let library: Promise<AppMeasurement | undefined> | undefined;
  let destroyed = false;
  // Granted as the store tells its subscribers (silent while the page reloads for consent).
  let granted: boolean | undefined;

  /** The `s` object: the library's own global, or one made with `s_gi(account)`. */
  function appMeasurement(): AppMeasurement | undefined {
    if (isAppMeasurement(win.s)) return win.s;
    if (typeof win.s_gi === 'function' && options.account) {
      const made = win.s_gi(options.account);
      if (isAppMeasurement(made)) return (win.s = made);
    }
    return undefined;
  }

  function load(): Promise<AppMeasurement | undefined> {
    if (!library) {
      const src = httpUrl(options.src, doc.baseURI);
      // The classic s_code reads its report suite from this global.
      if (options.account) win.s_account = options.account;
      const ready = options.ready?.().catch(() => undefined);
      library = (src ? Promise.all([loadScript(src.href), ready]) : Promise.reject(new Error(options.src))).then(appMeasurement, () => {
        library = undefined;
        options.log?.('error', consentedMessages.analyticsFailed(options.src));
        return undefined;
      });
    }
    return library;
  }

  function deliver(s: AppMeasurement, { call, element }: Waiting, settings: RepositoryOmniture | undefined): void {
    applySettings(s, settings);
    s.contextData = { ...settings?.contextData, ...call.data };
    if (call.type === 'page') {
      s.pageName = call.data.pageName || s.pageName;
      s.t();
    } else if (call.type === 'link') {
      s.tl(element ?? true, call.data.linkType, call.data.linkName);
    } else {
      s.tl(element ?? true, 'o', call.type === 'share' ? `share:${call.data.service}` : call.data.moduleName);
    }
  }

  /** Sends what waits, one call at a time, while consent holds; a call with settings of its own waits for them. */
  async function drain(s: AppMeasurement): Promise<void> {
    while (!destroyed && granted === true && waiting.length > 0) {
      const entry = waiting.shift()!;
      const settings = entry.settings ? await entry.settings.catch(() => undefined) : options.settings?.();
      if (destroyed || granted !== true) return;
      try {
        deliver(s, entry, settings);
      } catch {
        // One bad call must not hold back the ones after it.
        options.log?.('error', consentedMessages.analyticsCallFailed(entry.call.type));
        continue;
      }
      // Only now is it sent: the debug bar pairs this with the `tf:track` it follows.
      emit(doc, 'tf:tracksent', entry.call);
    }
  }

  function flush(): void {
    if (delivering || destroyed || granted !== true || waiting.length === 0 || !options.src) return;
    delivering = true;
    void load().then(async (s) => {
      if (s) await drain(s);
      delivering = false;
      // A call queued in the moment between the last send and this line; never after a failed load (no retry loop).
      if (s) flush();
    });
  }

  const unsubscribe = options.consent.subscribe((state) => {
    granted = state.granted;
    if (granted) flush();
    else waiting.length = 0;
  });

  return {
    send(call, element, settings) {
      if (destroyed || granted === false) return;
      waiting.push({ call, element, settings });
      flush();
    },
    destroy() {
      destroyed = true;
      waiting.length = 0;
      unsubscribe();
    },
  };
}
