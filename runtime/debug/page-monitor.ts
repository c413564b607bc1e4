/**
 * What the debug bar's staff panels show, folded from the page's `tf:*`
 * events: every zone's module with its state, priority, feed,
 * render time and failures; the `tf:message` log; and the timings of each
 * page load. A pure reducer: the element feeds it events stamped with
 * `performance.now()` and draws the result.
 */
import type { Manifest, MessageLevel, Zone } from '../types.js';
import { isRecord } from '../util/guards.js';
import { emptyTracking, reduceTracking, type TrackingState } from './tracking-monitor.js';

export interface MonitorEvent {
  type: string;
  detail: unknown;
  /** `performance.now()` when the event was seen. */
  at: number;
}

export type ZoneState = 'loading' | 'rendered' | 'removed' | 'failed';

export interface ZoneRecord {
  zone: string;
  driver: string;
  state: ZoneState;
  priority: number | undefined;
  feedUrl: string | undefined;
  /** From the start of the page load to the module drawn. */
  renderMs: number | undefined;
  /** Times this zone's module failed in this page session. */
  failures: number;
  /** Kept from the previous page, not drawn again. */
  kept: boolean;
}

export interface LogEntry {
  level: MessageLevel;
  text: string;
  time: number;
}

export interface LoadTiming {
  url: string;
  initial: boolean;
  /** ms from the load's start; undefined until that step happens. */
  ready?: number;
  renderComplete?: number;
  complete?: number;
  startedAt: number;
}

export interface MonitorState {
  zones: ZoneRecord[];
  log: LogEntry[];
  loads: LoadTiming[];
  /** The tracking panel's: consent, this page's calls and pixels (tracking-monitor.ts). */
  tracking: TrackingState;
}

/** Enough lines for a long session without the overlay becoming a memory leak. */
export const LOG_LIMIT = 300;
export const LOAD_LIMIT = 20;
const LEVELS: readonly MessageLevel[] = ['debug', 'info', 'warn', 'error'];

export function emptyMonitor(): MonitorState {
  return { zones: [], log: [], loads: [], tracking: emptyTracking() };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function driverOf(zone: Zone): string {
  return str(zone.driver) ?? str(zone.moduleDriver) ?? '';
}

function placeZones(state: MonitorState, manifest: Manifest): ZoneRecord[] {
  const zones = isRecord(manifest.zones) ? manifest.zones : {};
  const previous = new Map(state.zones.map((z) => [z.zone, z]));
  return Object.entries(zones).filter(([, zone]) => isRecord(zone)).map(([name, zone]) => {
    const driver = driverOf(zone);
    const feedUrl = str(zone.feed);
    const old = previous.get(name);
    // The page diff keeps a module with the same driver and feed; it sends no new render event.
    const kept = old !== undefined && old.state === 'rendered' && old.driver === driver && old.feedUrl === feedUrl;
    return {
      zone: name,
      driver,
      state: kept ? 'rendered' : 'loading',
      priority: typeof zone.priority === 'number' ? zone.priority : undefined,
      feedUrl,
      renderMs: kept ? old.renderMs : undefined,
      failures: old?.failures ?? 0,
      kept,
    };
  });
}

function updateZone(zones: ZoneRecord[], name: string, change: (z: ZoneRecord) => ZoneRecord): ZoneRecord[] {
  return zones.map((z) => (z.zone === name ? change(z) : z));
}

function updateLoad(loads: LoadTiming[], url: string, change: (l: LoadTiming) => LoadTiming): LoadTiming[] {
  const index = loads.findLastIndex((l) => l.url === url);
  return index < 0 ? loads : loads.map((l, i) => (i === index ? change(l) : l));
}

/** The next state after one page event; unknown or malformed events leave it unchanged. */
export function reduceMonitor(state: MonitorState, event: MonitorEvent): MonitorState {
  const next = reducePage(state, event);
  const tracking = reduceTracking(state.tracking, event.type, event.detail);
  return tracking === state.tracking ? next : { ...next, tracking };
}

function reducePage(state: MonitorState, event: MonitorEvent): MonitorState {
  const d = isRecord(event.detail) ? event.detail : {};
  const current = state.loads.at(-1);
  const sinceStart = current ? event.at - current.startedAt : undefined;
  switch (event.type) {
    case 'tf:pagestartload': {
      const url = str(d.url) ?? '';
      const loads = [...state.loads, { url, initial: d.initial === true, startedAt: event.at }].slice(-LOAD_LIMIT);
      return { ...state, loads };
    }
    case 'tf:pageready': {
      if (!isRecord(d.manifest)) return state;
      const zones = placeZones(state, d.manifest as unknown as Manifest);
      return { ...state, zones, loads: updateLoad(state.loads, str(d.url) ?? '', (l) => ({ ...l, ready: event.at - l.startedAt })) };
    }
    case 'tf:modulerender': {
      const name = str(d.zone);
      if (!name) return state;
      return { ...state, zones: updateZone(state.zones, name, (z) => ({ ...z, state: 'rendered', kept: false, renderMs: sinceStart })) };
    }
    case 'tf:moduleremove': {
      const name = str(d.zone);
      if (!name) return state;
      const failed = d.reason === 'failed';
      return {
        ...state,
        zones: updateZone(state.zones, name, (z) => ({ ...z, state: failed ? 'failed' : 'removed', failures: z.failures + (failed ? 1 : 0) })),
      };
    }
    case 'tf:rendercomplete':
      return { ...state, loads: updateLoad(state.loads, str(d.url) ?? '', (l) => ({ ...l, renderComplete: event.at - l.startedAt })) };
    case 'tf:complete':
      return { ...state, loads: updateLoad(state.loads, str(d.url) ?? '', (l) => ({ ...l, complete: event.at - l.startedAt })) };
    case 'tf:message': {
      const level = LEVELS.find((l) => l === d.level);
      if (!level || typeof d.text !== 'string') return state;
      const time = typeof d.time === 'number' && Number.isFinite(d.time) ? d.time : Date.now();
      return { ...state, log: [...state.log, { level, text: d.text, time }].slice(-LOG_LIMIT) };
    }
    default:
      return state;
  }
}

export { MONITOR_EVENTS } from './gate.js';

/** `HH:MM:SS.mmm` in local time, the way staff compare log lines with the network panel. */
export function formatLogTime(time: number): string {
  const d = new Date(time);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

export interface NavigationEntryLike {
  startTime: number;
  responseStart: number;
  responseEnd: number;
  domInteractive: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
}

/** The document's own load (Navigation Timing): named steps in ms from navigation start. */
export function documentTimings(entry: NavigationEntryLike | undefined): { label: string; ms: number }[] {
  if (!entry) return [];
  const steps: [string, number][] = [
    ['First byte', entry.responseStart],
    ['Document received', entry.responseEnd],
    ['DOM interactive', entry.domInteractive],
    ['DOMContentLoaded', entry.domContentLoadedEventEnd],
    ['Load event', entry.loadEventEnd],
  ];
  // A step that has not happened yet reads 0: leave it out rather than show a lie.
  return steps.filter(([, at]) => at > 0).map(([label, at]) => ({ label, ms: Math.round(at - entry.startTime) }));
}
