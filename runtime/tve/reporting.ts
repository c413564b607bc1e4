/**
 * Reporting beacons of the TV-provider sign-in:
 * `POST {collector}?topic=authperf|vmn_tve` with a JSON body `{events: […]}`,
 * each event carrying client, beaconVersion, session, browser, component
 * (service, brand, country, language, environment, version), beaconType,
 * name, data and timestamp.
 *
 * Consent first ("nothing is reported without consent"): the
 * reporter asks the document's consent store. While consent is not yet known
 * the events wait (bounded); once it is granted they go out in order; while
 * it is refused, events are dropped, the waiting ones too.
 *
 * The events reported in one task go out together, one request per topic,
 * by `fetch(…, {keepalive: true})` so a beacon outlives the page; on
 * `pagehide` whatever is left goes by `navigator.sendBeacon`. A failing
 * collector never breaks the page: reporting is best effort by nature.
 */
import type { ConsentSource, ConsentState } from '../consent/consent-store.js';
import { createEventStore } from '../util/event-store.js';
import type { Log } from '../types.js';
import type { SigninReporter } from './signin/index.js';
import { createReportingSession, type ReportingSession } from './session.js';

/** The component version reported, 4.8.1. */
export const COMPONENT_VERSION = '4.8.1';
/** The shape of the events below; bumped when it changes. */
export const BEACON_VERSION = '1.0';
/** Events kept while consent is unknown; older ones give way (a page that never learns consent must not grow). */
export const MAX_WAITING_EVENTS = 100;

/** The two topics of the reporting collector. */
export type ReportingTopic = 'authperf' | 'vmn_tve';

/** `beaconType` of the performance beacons (timings of the flows), which go to topic `authperf`. */
export const PERFORMANCE_BEACON = 'performance';

export interface ReportingComponent {
  /** The TV-everywhere service (`tve`, or the HBA/free-pass flows' own names). */
  service: string;
  brand: string;
  country: string;
  language: string;
  /** `live` or `dev` (development versus live hosts). */
  environment: string;
}

export interface ReportingEvent {
  client: string;
  beaconVersion: string;
  session: string;
  browser: { userAgent: string; language: string };
  component: ReportingComponent & { version: string };
  beaconType: string;
  name: string;
  data: Record<string, unknown>;
  /** Epoch ms. */
  timestamp: number;
}

export interface SigninReporterOptions {
  /** The collector's URL, without the topic (added as the `topic` query parameter). */
  collectorUrl: string;
  /** The document's consent store (its document scope's `consent`). */
  consent: ConsentSource;
  component: ReportingComponent;
  /** Who reports; default `tve-web`. */
  client?: string;
  /** The topic of a beacon type; default: `performance` → `authperf`, everything else → `vmn_tve`. */
  topicOf?(beaconType: string): ReportingTopic;
  window?: Window;
  now?: () => number;
  /** Default: `createReportingSession({window})`. */
  session?: ReportingSession;
  log?: Log;
}

export interface SigninReporterHandle extends SigninReporter {
  /** Sends what the current task reported now, instead of at its end. */
  flush(): void;
  /** Sends what is left and stops; later reports are dropped. */
  destroy(): void;
}

const defaultTopic = (beaconType: string): ReportingTopic => (beaconType === PERFORMANCE_BEACON ? 'authperf' : 'vmn_tve');

export function topicUrl(collectorUrl: string, topic: ReportingTopic, base: string): string {
  const url = new URL(collectorUrl, base);
  url.searchParams.set('topic', topic);
  return url.href;
}

export function createSigninReporter(options: SigninReporterOptions): SigninReporterHandle {
  const win = options.window ?? window;
  const now = options.now ?? Date.now;
  const topicOf = options.topicOf ?? defaultTopic;
  const ownSession = options.session === undefined;
  const session = options.session ?? createReportingSession({ window: win });
  const component = Object.freeze({ ...options.component, version: COMPONENT_VERSION });
  const client = options.client ?? 'tve-web';
  // Only what the store tells subscribers counts: it stays silent while the
  // page reloads for consent given in the banner, and so does reporting.
  let consent: Pick<ConsentState, 'known' | 'granted'> = { known: false, granted: false };
  /** Reported, not yet sent: the current task's, or all of them while consent is unknown. */
  let queue: ReportingEvent[] = [];
  let scheduled = false;
  let destroyed = false;
  /** The end-of-task send, while one is scheduled. */
  const pending = createEventStore();

  function post(topic: ReportingTopic, events: ReportingEvent[], leaving: boolean): void {
    const url = topicUrl(options.collectorUrl, topic, win.location.href);
    const body = JSON.stringify({ events });
    try {
      // sendBeacon is the one request a leaving page is sure to get out.
      if (leaving && typeof win.navigator.sendBeacon === 'function'
        && win.navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
      void win.fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' }, credentials: 'same-origin' })
        .catch(() => options.log?.('warn', reportingFailed(url)));
    } catch {
      options.log?.('warn', reportingFailed(url));
    }
  }

  function send(leaving = false): void {
    scheduled = false;
    pending.clear();
    if (!consent.known || !consent.granted || queue.length === 0) return;
    const byTopic = new Map<ReportingTopic, ReportingEvent[]>();
    for (const event of queue) {
      const topic = topicOf(event.beaconType);
      const events = byTopic.get(topic);
      if (events) events.push(event);
      else byTopic.set(topic, [event]);
    }
    queue = [];
    for (const [topic, events] of byTopic) post(topic, events, leaving);
  }

  /** The end of the current task: every report made in it goes in one request. */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    const timer = win.setTimeout(() => send(), 0);
    pending.defer(() => win.clearTimeout(timer));
  }

  const unsubscribe = options.consent.subscribe((state) => {
    consent = state;
    if (state.known && !state.granted) queue = [];
    else if (state.granted) send();
  });
  const subscriptions = createEventStore()
    .defer(unsubscribe)
    .defer(() => pending.clear())
    .add(win, 'pagehide', () => send(true));

  return {
    report(beaconType, name, data = {}) {
      if (destroyed) return;
      // Refused: nothing is kept, so nothing can leak out later.
      if (consent.known && !consent.granted) return;
      queue.push({
        client,
        beaconVersion: BEACON_VERSION,
        session: session.id,
        browser: { userAgent: win.navigator.userAgent, language: win.navigator.language },
        component,
        beaconType,
        name,
        data,
        timestamp: now(),
      });
      if (!consent.known) {
        if (queue.length > MAX_WAITING_EVENTS) queue.splice(0, queue.length - MAX_WAITING_EVENTS);
        return;
      }
      schedule();
    },
    flush: () => send(),
    destroy() {
      if (destroyed) return;
      send();
      destroyed = true;
      queue = [];
      subscriptions.clear();
      if (ownSession) session.destroy();
    },
  };
}

/** Logged (never shown) when a beacon could not be handed to the browser. */
export const reportingFailed = (url: string) => `TVE reporting failed to send to ${url}`;
