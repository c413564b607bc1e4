/**
 * The content server's debug endpoints and
 * pure readers of their answers. Answers arrive from the network, so every
 * reader accepts anything and keeps only well-formed parts.
 */
import type { Zone } from '../types.js';
import { isRecord } from '../util/guards.js';

export { authCookieName, DEFAULT_AUTH_COOKIE, hasAuthCookie } from './gate.js';

export const DEBUG_ENDPOINTS = {
  access: '/debugbar',
  manifestList: '/__crabapple_admin/manifest/ajax/list',
  pageClear: '/triforce/debug/page-clear',
  moduleDebug: '/triforce/module_debug/',
} as const;

/**
 * Clear This Page's report: the page-clear script dispatches it on its own
 * `<script>` element (`document.currentScript`), so only whoever loaded it
 * hears it. Its detail is `{cleared}`, how many stored feeds of the page
 * were forgotten, or `{error}`.
 */
export const PAGE_CLEAR_EVENT = 'tf:pagecleared';

export type PageClearResult = { cleared: number } | { error: string };

/** The report's detail, if well formed: a non-negative whole count, or an error text. */
export function pageClearResult(detail: unknown): PageClearResult | undefined {
  if (!isRecord(detail)) return undefined;
  const { cleared, error } = detail;
  if (typeof cleared === 'number' && Number.isInteger(cleared) && cleared >= 0) return { cleared };
  if (typeof error === 'string') return { error };
  return undefined;
}

/** `{"access": true}` grants access; anything else (including `"true"`) does not. */
export function accessGranted(body: unknown): boolean {
  return isRecord(body) && body.access === true;
}

export interface ManifestChoice {
  id: string;
  name: string;
}

/**
 * `{"result": [{id, name}]}`: ids may be numbers on the wire; entries without
 * an id are dropped, a missing name shows the id, duplicates keep the first.
 */
export function parseManifestList(body: unknown): ManifestChoice[] {
  const result = isRecord(body) ? body.result : undefined;
  if (!Array.isArray(result)) return [];
  const seen = new Set<string>();
  const out: ManifestChoice[] = [];
  for (const item of result) {
    if (!isRecord(item)) continue;
    const id = typeof item.id === 'number' && Number.isFinite(item.id) ? String(item.id) : item.id;
    if (typeof id !== 'string' || id.trim() === '' || seen.has(id)) continue;
    seen.add(id);
    const name = typeof item.name === 'string' && item.name.trim() !== '' ? item.name : id;
    out.push({ id, name });
  }
  return out;
}

export interface FragmentLink {
  zone: string;
  moduleName: string;
  href: string;
}

/** The name a zone's module goes by: a V3 `moduleName`, else its driver. */
export function moduleNameOf(zone: { moduleName?: unknown; driver?: unknown; moduleDriver?: unknown }): string | undefined {
  for (const name of [zone.moduleName, zone.driver, zone.moduleDriver]) {
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return undefined;
}

/**
 * The module debug view: `/triforce/module_debug/{moduleName}?feedUrl={feed}&crabappleErrors=true`.
 * A zone whose feed ships inline (`feedData`) has no feed URL to pass.
 */
export function fragmentLink(zone: Zone): FragmentLink | undefined {
  const moduleName = moduleNameOf(zone);
  if (!moduleName) return undefined;
  const query = new URLSearchParams();
  if (typeof zone.feed === 'string' && zone.feed !== '') query.set('feedUrl', zone.feed);
  query.set('crabappleErrors', 'true');
  return { zone: zone.zone, moduleName, href: `${DEBUG_ENDPOINTS.moduleDebug}${encodeURIComponent(moduleName)}?${query}` };
}

/** One link per module of the page, in zone-name order so the list reads the same each time. */
export function fragmentLinks(zones: Record<string, Zone> | undefined): FragmentLink[] {
  if (!isRecord(zones)) return [];
  return Object.entries(zones)
    .filter(([, zone]) => isRecord(zone))
    .map(([name, zone]) => fragmentLink({ ...zone, zone: typeof zone.zone === 'string' ? zone.zone : name }))
    .filter((link): link is FragmentLink => link !== undefined)
    .sort((a, b) => a.zone.localeCompare(b.zone, 'en', { numeric: true }));
}
