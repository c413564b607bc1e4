/**
 * What the first page should start fetching before the runtime asks: the
 * feeds and island chunks of its first priority group (the zones with the lowest `priority` render first). Planned by
 * the runtime's own pure functions, with the visitor's cookies and user agent
 * standing in for `document`, so each preloaded URL is byte for byte the one
 * the runtime will request (`lang=true`, `mobile=true` included). Pure.
 */
import { planZones, type ZonePlan } from '../runtime/assembly/zone-plan.js';
import { groupByPriority } from '../runtime/modules/priority-groups.js';
import type { Manifest } from '../runtime/types.js';
import { driverOf } from '../runtime/types.js';
import { readCookie } from '../runtime/util/cookies.js';
import { DEVICE_COOKIE, isMobile } from '../runtime/util/device.js';
import { languagePreferences } from '../runtime/util/language.js';
import type { Preloads } from './page-html.js';

/** One chunk of Vite's build manifest (`dist/demo/.vite/manifest.json`). */
export interface ViteChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** The stylesheets the chunk imports. */
  css?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;

export interface BuildFacts {
  /** Driver → the island's source as Vite's manifest keys it (demo/server/build.mjs derives it from islands/index.ts). */
  islandSources: Readonly<Record<string, string>>;
  viteManifest: ViteManifest;
}

export interface Visitor {
  /** The page URL, absolute. */
  pageUrl: string;
  /** The request's Cookie header ('' without one): what `document.cookie` will hold. */
  cookie: string;
  userAgent: string;
  globalZones: readonly string[];
}

/** `/assets/x.js` for a chunk and every chunk it imports statically, depth first, each once. */
function chunkFiles(manifest: ViteManifest, key: string, seen: Set<string>, out: string[]): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  out.push(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen, out);
}

/** The chunks the shell's own `<script>` already loads (Vite preloads them in index.html). */
export function shellChunks(manifest: ViteManifest): Set<string> {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, seen, files);
  return new Set(files);
}

/** The boot module a server-drawn page loads instead of the entry (runtime/boot/), when the build made one. */
export function bootModule(manifest: ViteManifest): string | undefined {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry && /(^|\/)runtime\/boot\/after-lead-paint\.ts$/.test(name));
  return key === undefined ? undefined : `/${manifest[key]!.file}`;
}

/** Same origin as the page: a root-relative href, so a proxy's public host needs no knowing. */
function hrefFor(url: string, pageUrl: string): string {
  const target = new URL(url);
  return target.origin === new URL(pageUrl).origin ? target.pathname + target.search : target.href;
}

/**
 * `manifest` planned for `visitor` exactly as the runtime will plan it in
 * their browser, with their cookies and user agent standing in for
 * `document`: every feed URL is byte for byte the one the runtime requests.
 */
export function planForVisitor(manifest: Manifest, visitor: Visitor): ZonePlan {
  const cookies = { cookie: visitor.cookie };
  return planZones(manifest, {
    // Identity only (which zones a later visit keeps): no bearing on URLs.
    language: '',
    globalZones: visitor.globalZones,
    feedEnv: {
      languagePreferences: languagePreferences(cookies).length > 0,
      mobile: isMobile({ deviceCookie: readCookie(DEVICE_COOKIE, cookies), userAgent: visitor.userAgent }),
    },
    baseUrl: visitor.pageUrl,
  });
}

export function firstGroupPreloads(manifest: Manifest, visitor: Visitor, build: BuildFacts, skip: ReadonlySet<string> = shellChunks(build.viteManifest)): Preloads {
  const plan = planForVisitor(manifest, visitor);
  const first = groupByPriority(plan.zones, (planned) => planned.zone.priority)[0] ?? [];
  const feeds = new Set<string>();
  const modules: string[] = [];
  const seen = new Set<string>();
  for (const { zone, feedUrl, inline } of first) {
    if (!inline && feedUrl !== undefined) feeds.add(hrefFor(feedUrl, visitor.pageUrl));
    const driver = driverOf(zone);
    const source = driver === undefined || !Object.hasOwn(build.islandSources, driver) ? undefined : build.islandSources[driver];
    if (source !== undefined) chunkFiles(build.viteManifest, source, seen, modules);
  }
  return { feeds: [...feeds], modules: modules.filter((file) => !skip.has(file)) };
}
