/**
 * The demo's stand-in for the sign-in's reporting collector (runtime/tve/reporting.ts):
 * - `POST /beacons/tve?topic=authperf|vmn_tve` with a JSON body
 *   `{events: [...]}`, each event carrying client, beaconVersion, session,
 *   browser, component, beaconType, name, data, timestamp. Answered 204;
 *   an unknown topic or a malformed body is a 400 naming what is wrong.
 *   Each event is one line of `log` (the production server prints them);
 * - `GET /beacons/recent`: the last 200 events as `{beacons: [{topic, event,
 *   at}]}`, for e2e tests and curious staff.
 * Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { isRecord } from '../../runtime/util/guards.js';

export const TVE_REPORTING_API_PREFIXES: readonly string[] = ['/beacons/'];
export const TVE_REPORTING_PATH = '/beacons/tve';
const TOPICS = new Set(['authperf', 'vmn_tve']);
const KEEP = 200;
const FIELDS = ['client', 'beaconVersion', 'session', 'browser', 'component', 'beaconType', 'name', 'data', 'timestamp'] as const;

export interface ReceivedBeacon {
  topic: string;
  event: Record<string, unknown>;
  /** When the collector received it, epoch ms. */
  at: number;
}

/** What is wrong with one event, or undefined when it has every field a reporting event needs. */
export function eventProblem(event: unknown): string | undefined {
  if (!isRecord(event)) return 'an event is not an object';
  const missing = FIELDS.filter((field) => !(field in event));
  if (missing.length > 0) return `an event lacks ${missing.join(', ')}`;
  if (!isRecord(event.component) || typeof event.component.version !== 'string') return 'an event\'s component lacks its version';
  if (typeof event.timestamp !== 'number') return 'an event\'s timestamp is not a number';
  return undefined;
}

const problem = (message: string) => HttpResponse.json({ error: message }, { status: 400, headers: { 'cache-control': 'no-store' } });

export function createTveReportingHandlers(options: { log?(line: string): void; now?(): number } = {}): RequestHandler[] {
  const recent: ReceivedBeacon[] = [];
  const now = options.now ?? (() => Date.now());
  return [
    http.post(TVE_REPORTING_PATH, async ({ request }) => {
      const topic = new URL(request.url).searchParams.get('topic') ?? '';
      if (!TOPICS.has(topic)) return problem(`Unknown topic "${topic}": authperf or vmn_tve`);
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return problem('The body is not JSON');
      }
      if (!isRecord(body) || !Array.isArray(body.events)) return problem('The body is not {events: [...]}');
      const wrong = body.events.map(eventProblem).find((p) => p !== undefined);
      if (wrong) return problem(wrong);
      const at = now();
      for (const event of body.events as Record<string, unknown>[]) {
        recent.push({ topic, event, at });
        options.log?.(`[tve-reporting] ${topic} ${String(event.beaconType)} ${String(event.name)} session ${String(event.session)}`);
      }
      if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
      return new HttpResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    }),
    http.get('/beacons/recent', () => HttpResponse.json({ beacons: recent }, { headers: { 'cache-control': 'no-store' } })),
  ];
}
