/**
 * The first page's layout drawn on the server: the regions, tiers, columns
 * and `<tf-zone>`s `<tf-page>` would place for the same plan, with each
 * island zone the server can draw holding its markup (`react-dom/server`,
 * from the very tree the browser hydrates) and every other zone waiting in
 * its reserved box for the browser. Framework-neutral and pure apart from
 * React: a plan, feeds and islands in, an HTML string out.
 */
import { renderToString } from 'react-dom/server';
import type { TriforceConfig } from '../runtime/config.js';
import { islandIdPrefix, type IslandController, type IslandServerContext } from '../islands/define-island.js';
import type { IslandDescriptor } from '../islands/descriptor.js';
import { MAIN_ATTRIBUTES } from '../runtime/assembly/layout-dom.js';
import { columnCountClass, isWrapped, type TierPlan } from '../runtime/assembly/layout-planner.js';
import type { PlannedZone, ZonePlan } from '../runtime/assembly/zone-plan.js';
import { isOutputFalse } from '../runtime/modules/feed-zone.js';
import { SERVER_RENDERED } from '../runtime/modules/zone-module.js';
import { ANNOUNCER_ATTRIBUTES } from '../runtime/navigation/arrival.js';
import { escapeHtml } from './escape-html.js';

/** Driver → the island's controller, loaded on the server: only islands whose descriptor says `server`. */
export type ServerIslands = Readonly<Record<string, Pick<IslandController, 'element'> | undefined>>;

/**
 * The controllers of the islands whose descriptors say `server`, loaded once
 * at a server's start: the same modules the browser's chunks are built from.
 * An island whose module fails to load, or is no island, is left out (the
 * browser draws it); `failed` hears which.
 */
export async function loadServerIslands(descriptors: readonly IslandDescriptor[], failed?: (driver: string, error: unknown) => void): Promise<ServerIslands> {
  const loaded = await Promise.all(descriptors.filter((descriptor) => descriptor.server).map(async ({ driver, load }) => {
    try {
      const controller = (await load()).default as Partial<Pick<IslandController, 'element'>>;
      if (typeof controller.element !== 'function') throw new Error(`${driver}: not an island (no element())`);
      return [[driver, controller as Pick<IslandController, 'element'>] as const];
    } catch (error) {
      failed?.(driver, error);
      return [];
    }
  }));
  return Object.fromEntries(loaded.flat());
}

export interface DrawnLayout {
  /** The page's live region and its regions, header, content and footer, to sit inside `<tf-page>`. */
  html: string;
  /** Zone name → the feed it was drawn from: what the inline manifest carries as `feedData`. */
  feeds: Map<string, unknown>;
  /** React's preloads of the images the drawn islands show, for the document's head. */
  preloads: string[];
}

/**
 * The `<link rel="preload" as="image">` tags React writes ahead of an
 * island's markup for each image it draws eagerly: hoisted into the head
 * (where a hydrating root expects no foreign node and the preload scanner
 * meets them first), their camel-case attribute names lowercased.
 */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

function hoistPreloads(markup: string, preloads: string[]): string {
  const found = IMAGE_PRELOADS.exec(markup)?.[0];
  if (!found) return markup;
  for (const [link] of found.matchAll(/<link[^>]*\/>/g)) {
    preloads.push(link.replace(/ (imageSrcSet|imageSizes|fetchPriority|crossOrigin|referrerPolicy)=/g, (_, name: string) => ` ${name.toLowerCase()}=`).replace(/\/>$/, '>'));
  }
  return markup.slice(found.length);
}

/** An element's opening tag, its attributes escaped; `true` writes a bare attribute. */
function openTag(tag: string, attributes: Readonly<Record<string, string | true | undefined>>): string {
  const parts = Object.entries(attributes).flatMap(([name, value]) =>
    value === undefined ? [] : [value === true ? name : `${name}="${escapeHtml(value)}"`]);
  return `<${[tag, ...parts].join(' ')}>`;
}

const element = (tag: string, attributes: Readonly<Record<string, string | true | undefined>>, content: string) =>
  `${openTag(tag, attributes)}${content}</${tag}>`;

/**
 * The island's markup for `feed`, or undefined when the server leaves the
 * zone to the browser: no server-renderable island, no feed, a feed saying
 * output false, or an island that threw (a bad feed, or one reading the
 * page or the window while rendering).
 */
function drawZone(planned: PlannedZone, feed: unknown, islands: ServerIslands, language: string, pageUrl: string, config?: TriforceConfig): string | undefined {
  const driver = planned.identity.driver;
  const island = Object.hasOwn(islands, driver) ? islands[driver] : undefined;
  if (!island || feed === undefined || isOutputFalse(feed)) return undefined;
  const ctx: IslandServerContext = {
    zone: planned.zone.zone, driver, language, pageUrl,
    ...(planned.feedUrl === undefined ? {} : { feedUrl: planned.feedUrl }), ...(config ? { config: config as unknown as Record<string, unknown> } : {}),
  };
  try {
    return renderToString(island.element(feed, ctx), { identifierPrefix: islandIdPrefix(planned.zone.zone) });
  } catch {
    return undefined;
  }
}

/**
 * Draws `plan`'s layout. `feeds` holds the answers the server has (zone
 * name → feed; a zone's inline `feedData` counts too); `islands` the
 * controllers it may draw with; `language` is the page's, as the runtime
 * resolves it for this visitor; `pageUrl` the page's absolute address (the
 * browser's `location.href` when it hydrates: a header marks its current
 * link from it); `config` the site's configuration, as the browser's page
 * will have it. Zones without a driver are left out: the
 * browser would remove them anyway (it has no code for them).
 *
 * The structure is `layout-dom.ts`'s, written as text; a unit test builds
 * both from one plan and compares them node for node.
 */
export function renderLayout(plan: ZonePlan, feeds: ReadonlyMap<string, unknown>, islands: ServerIslands, language: string, pageUrl: string, config?: TriforceConfig): DrawnLayout {
  const drawnFeeds = new Map<string, unknown>();
  const preloads: string[] = [];
  const zones = new Map(plan.zones.map((planned) => [planned.zone.zone, planned]));

  const zone = (name: string): string => {
    const planned = zones.get(name);
    if (!planned?.identity.driver) return '';
    const feed = feeds.has(name) ? feeds.get(name) : planned.inline ? planned.zone.feedData : undefined;
    const drawnMarkup = drawZone(planned, feed, islands, language, pageUrl, config);
    const markup = drawnMarkup === undefined ? undefined : hoistPreloads(drawnMarkup, preloads);
    if (markup !== undefined) drawnFeeds.set(name, feed);
    const attributes = { zone: name, driver: planned.identity.driver, state: markup === undefined ? 'loading' : 'rendered' };
    return element('tf-zone', markup === undefined ? attributes : { ...attributes, [SERVER_RENDERED]: true }, markup ?? '');
  };
  const zonesOf = (names: readonly string[]) => names.map(zone).join('');

  const tier = (plan: TierPlan): string => {
    const columns = plan.columns.map((column) => element('div', { class: 'tf-column', 'data-column': String(column.column) }, zonesOf(column.zones)));
    const countClass = columnCountClass(plan);
    const tierHtml = element('div', { class: countClass ? `tf-tier ${countClass}` : 'tf-tier', 'data-tier': String(plan.tier) }, columns.join(''));
    return isWrapped(plan) ? element('div', { class: 'tf-tier-wrapper' }, tierHtml) : tierHtml;
  };

  const { layout } = plan;
  const regions = [
    // The page's live region, empty, where the browser's page keeps it: it
    // exists before anything is announced, and the page adopts it.
    element('div', ANNOUNCER_ATTRIBUTES, ''),
    element('div', { class: 'tf-header' }, zonesOf(layout.header)),
    element('div', { class: 'tf-content', ...MAIN_ATTRIBUTES }, layout.tiers.map(tier).join('') + zonesOf(layout.contentGlobals)),
    element('div', { class: 'tf-footer' }, zonesOf(layout.footer)),
  ];
  return { html: regions.join('\n'), feeds: drawnFeeds, preloads };
}
