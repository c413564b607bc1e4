/**
 * The debug bar's state as pure transitions over the `tf_debug` cookie value.
 * Nothing here touches the
 * DOM: the element reads the cookie, asks these functions for the next state
 * and writes it back.
 */
import type { DebugState } from '../util/cookies.js';

export { debugOverride, isDebugMode } from './gate.js';

/** The mode keys of the debug cookie, written exactly: the content server reads them. */
export const MODE_KEYS = {
  manifest: 'manifest',
  arcStage: 'arcStage',
  debug: 'debug.sections.javascript',
  cacheRefresh: 'cache.refreshObjects',
  feedRefresh: 'cache.refreshFeeds',
  cdnClear: 'cdn.akamai.clearRequests',
  sme: 'sme',
  joke: 'debug.sections.crap',
} as const;

export type SwitchKey =
  | typeof MODE_KEYS.debug
  | typeof MODE_KEYS.cacheRefresh
  | typeof MODE_KEYS.feedRefresh
  | typeof MODE_KEYS.cdnClear
  | typeof MODE_KEYS.sme
  | typeof MODE_KEYS.joke;

export interface DebugSwitch {
  key: SwitchKey;
  label: string;
  /** Shown only under More Options. */
  advanced: boolean;
}

/** The debug bar's switches in the order the overlay lists them. */
export const SWITCHES: readonly DebugSwitch[] = [
  { key: MODE_KEYS.debug, label: 'Debug', advanced: false },
  { key: MODE_KEYS.cacheRefresh, label: 'Cache Refresh', advanced: true },
  { key: MODE_KEYS.cdnClear, label: 'CDN Clear', advanced: true },
  { key: MODE_KEYS.feedRefresh, label: 'Feed Refresh', advanced: true },
  { key: MODE_KEYS.sme, label: 'SME', advanced: true },
  { key: MODE_KEYS.joke, label: 'Joke Mode', advanced: true },
];

/** The arc stages; `default` is the site's own choice. */
export const ARC_STAGES = [
  { value: 'default', label: 'Site Default' },
  { value: 'live', label: 'live' },
  { value: 'staging', label: 'staging' },
  { value: 'authoring', label: 'authoring' },
] as const;

export type ArcStage = (typeof ARC_STAGES)[number]['value'];

/** Joke mode switches itself off again after this long. */
export const JOKE_REVERT_MS = 5000;

export function emptyDebugState(): DebugState {
  return { modes: {}, configuration: {} };
}

/** A copy of `state` with `key` set, or removed when `value` is undefined. */
export function withMode(state: DebugState, key: string, value: unknown): DebugState {
  const modes = { ...state.modes };
  if (value === undefined) delete modes[key];
  else modes[key] = value;
  return { modes, configuration: { ...state.configuration } };
}

/** A switch is on only when its mode is exactly `true`: the cookie may hold anything. */
export function isOn(state: DebugState | undefined, key: string): boolean {
  return state?.modes[key] === true;
}

/** Turning a switch off removes its key, so the cookie names only what is on. */
export function withSwitch(state: DebugState, key: SwitchKey, on: boolean): DebugState {
  return withMode(state, key, on ? true : undefined);
}

/** The manifest override, or '' for the default (production) manifest. */
export function selectedManifest(state: DebugState | undefined): string {
  const id = state?.modes[MODE_KEYS.manifest];
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' ? id : '';
}

/** '' selects the default manifest: the override is dropped rather than stored empty. */
export function withManifest(state: DebugState, id: string): DebugState {
  return withMode(state, MODE_KEYS.manifest, id === '' ? undefined : id);
}

export function selectedArcStage(state: DebugState | undefined): ArcStage {
  const stage = state?.modes[MODE_KEYS.arcStage];
  return ARC_STAGES.find((s) => s.value === stage)?.value ?? 'default';
}

/** Site Default drops the key: the server then applies its own stage. */
export function withArcStage(state: DebugState, stage: string): DebugState {
  const known = ARC_STAGES.some((s) => s.value === stage) && stage !== 'default';
  return withMode(state, MODE_KEYS.arcStage, known ? stage : undefined);
}

/** The SME tool loads only with the `sme` mode and a configured tool script. */
export function smeActive(state: DebugState | undefined, configured: boolean): boolean {
  return configured && isOn(state, MODE_KEYS.sme);
}
