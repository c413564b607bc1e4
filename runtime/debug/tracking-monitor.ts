/**
 * What the debug bar's tracking panel shows (issue 14), folded from
 * `tf:consent`, `tf:track`, `tf:tracksent`, `tf:pixel` and
 * `tf:pagestartload`: consent as the page heard it, this
 * page's analytics calls with whether each was sent, and its pixels. A pure
 * reducer beside `reduceMonitor`, which hands it these events.
 *
 * A call's state mirrors the analytics adapter: it waits while consent is
 * unknown or the library loads, is sent when `tf:tracksent` names it, and
 * is not sent when made without consent or still waiting when consent is
 * refused (the adapter drops those calls).
 */
import { isRecord } from '../util/guards.js';

export type CallStatus = 'waiting' | 'sent' | 'not-sent';

export interface TrackRecord {
  type: string;
  /** The call's name: the page name, the link name, the share service or the module. */
  name: string;
  /** Its data as strings, in the order the runtime wrote them. */
  data: [string, string][];
  status: CallStatus;
  /** The `tf:track` detail, to pair with its `tf:tracksent`. */
  call: unknown;
}

export interface PixelRecord {
  kind: string;
  url: string;
  /** `manifest` or `repository` (the site repository's trackingPixels). */
  source: string;
}

export interface PageTracking {
  url: string;
  calls: TrackRecord[];
  pixels: PixelRecord[];
}

export interface TrackingState {
  /** Undefined until consent is known: the platform's first answer or the end of the search. */
  granted: boolean | undefined;
  page: PageTracking;
  /**
   * The page before: a tracked link that navigates is clicked there, and its
   * call may be sent after the next page began.
   */
  previous: PageTracking | undefined;
}

/** The last calls of a page kept: enough for any page, bounded for a long-lived one. */
export const CALL_LIMIT = 50;
const PIXEL_LIMIT = 10;

const NAME_KEYS: Record<string, string> = { page: 'pageName', link: 'linkName', share: 'service', module: 'moduleName' };

export function emptyTracking(): TrackingState {
  return { granted: undefined, page: { url: '', calls: [], pixels: [] }, previous: undefined };
}

/** Any value as text, never throwing (a page may dispatch anything). */
function text(value: unknown): string {
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return '?';
  }
}

function recordOf(detail: Record<string, unknown>, granted: boolean | undefined): TrackRecord | undefined {
  const type = typeof detail.type === 'string' ? detail.type : '';
  if (!type || !isRecord(detail.data)) return undefined;
  const nameKey = NAME_KEYS[type];
  const data = Object.entries(detail.data)
    .filter(([key, value]) => key !== nameKey && value !== undefined && value !== '')
    .map(([key, value]): [string, string] => [key, text(value)]);
  const name = nameKey ? detail.data[nameKey] : undefined;
  return { type, name: typeof name === 'string' ? name : '', data, status: granted === false ? 'not-sent' : 'waiting', call: detail };
}

/** Marks the first waiting call that is `sent`: the same object, else one with the same type and data. */
function markSent(page: PageTracking, sent: unknown): PageTracking | undefined {
  const same = (r: TrackRecord) => r.status === 'waiting' && r.call === sent;
  const equal = (r: TrackRecord) => r.status === 'waiting' && text(r.call) === text(sent);
  const found = page.calls.findIndex(same);
  const index = found >= 0 ? found : page.calls.findIndex(equal);
  if (index < 0) return undefined;
  return { ...page, calls: page.calls.map((r, i) => (i === index ? { ...r, status: 'sent' } : r)) };
}

const refused = (page: PageTracking): PageTracking =>
  ({ ...page, calls: page.calls.map((r) => (r.status === 'waiting' ? { ...r, status: 'not-sent' } : r)) });

/** The next state after one event; other and malformed events leave it unchanged. */
export function reduceTracking(state: TrackingState, type: string, detail: unknown): TrackingState {
  const d = isRecord(detail) ? detail : {};
  switch (type) {
    case 'tf:pagestartload':
      return { ...state, page: { url: typeof d.url === 'string' ? d.url : '', calls: [], pixels: [] }, previous: state.page };
    case 'tf:consent': {
      if (typeof d.granted !== 'boolean') return state;
      if (d.granted) return { ...state, granted: true };
      return { granted: false, page: refused(state.page), previous: state.previous && refused(state.previous) };
    }
    case 'tf:track': {
      const record = recordOf(d, state.granted);
      if (!record) return state;
      return { ...state, page: { ...state.page, calls: [...state.page.calls, record].slice(-CALL_LIMIT) } };
    }
    case 'tf:tracksent': {
      const page = markSent(state.page, detail);
      if (page) return { ...state, page };
      const previous = state.previous && markSent(state.previous, detail);
      return previous ? { ...state, previous } : state;
    }
    case 'tf:pixel': {
      if (typeof d.kind !== 'string' || typeof d.url !== 'string') return state;
      const source = typeof d.source === 'string' ? d.source : 'manifest';
      const pixels = [...state.page.pixels, { kind: d.kind, url: d.url, source }].slice(-PIXEL_LIMIT);
      return { ...state, page: { ...state.page, pixels } };
    }
    default:
      return state;
  }
}

export interface ConsentView {
  granted: boolean;
  gdprApplies: boolean | undefined;
}

/** `window.Triforce.consent`, read-only; undefined on a page without tf.js. */
export function pageConsent(win: Window = window): ConsentView | undefined {
  try {
    const consent = (win as { Triforce?: { consent?: unknown } }).Triforce?.consent;
    if (!isRecord(consent) || typeof consent.granted !== 'boolean') return undefined;
    return { granted: consent.granted, gdprApplies: typeof consent.gdprApplies === 'boolean' ? consent.gdprApplies : undefined };
  } catch {
    // A page script may have put anything there, getters that throw included.
    return undefined;
  }
}

/**
 * Consent as known from `window.Triforce.consent`, for a bar that missed
 * `tf:consent`: the platform may answer while tf.js starts, before anything
 * records. Only a granted state or one with `gdprApplies` (a usable answer)
 * is certainly known; a bare "not granted" may still be waiting for the
 * platform, and `tf:consent` will tell.
 */
export function adoptPageConsent(state: TrackingState, consent: ConsentView | undefined): TrackingState {
  if (state.granted !== undefined || !consent || (!consent.granted && consent.gdprApplies === undefined)) return state;
  return reduceTracking(state, 'tf:consent', { granted: consent.granted });
}
