import { feedUrlFor } from '../modules/feed-client.js';
import type { Manifest, Zone } from '../types.js';
import { driverOf } from '../types.js';
import { isRecord } from '../util/guards.js';
import { planLayout, type LayoutPlan } from './layout-planner.js';
import { feedKeyOf, type ModuleIdentity } from './page-diff.js';

/**
 * The first stage of applying a manifest, and all a prefetch needs: which
 * zones go where, each normalised (its name written into it) with the
 * identity the diff compares and the feed URL it will request. Pure; the
 * zone layer and the prefetcher both plan through here, so a prefetch asks
 * for exactly the URLs the visit will.
 */
export interface PlanEnvironment {
  language: string;
  globalZones: readonly string[];
  /** Whether feeds ask for `lang=true` / `mobile=true`. */
  feedEnv: { languagePreferences: boolean; mobile: boolean };
  /** What relative feed URLs resolve against (`document.baseURI`). */
  baseUrl: string;
}

export interface PlannedZone {
  zone: Zone;
  identity: ModuleIdentity;
  /** Absolute, http(s) only; undefined without a usable feed. */
  feedUrl: string | undefined;
  /** The zone carries its feed inline (`feedData`): nothing to request. */
  inline: boolean;
}

export interface ZonePlan {
  layout: LayoutPlan;
  /** In placement order: header, tiers, content globals, footer. */
  zones: PlannedZone[];
  /** Names that fit nowhere; the caller warns with `messages.invalidZone`. */
  invalid: string[];
}

/** A manifest's zone entry with its name, or undefined when the entry is not an object. */
export function normaliseZone(name: string, raw: unknown): Zone | undefined {
  return isRecord(raw) ? ({ ...raw, zone: name } as Zone) : undefined;
}

/**
 * Plans `manifest`. `contentOnly`: a modal page opens over the page, whose
 * header, footer and global zones stay in view, so it draws only its tiers.
 * 
 */
export function planZones(manifest: Manifest, env: PlanEnvironment, options: { contentOnly?: boolean } = {}): ZonePlan {
  const entries = isRecord(manifest.zones) ? manifest.zones : {};
  // An entry that is not an object cannot be a zone: reported like a name that fits nowhere.
  const names = Object.keys(entries);
  const usable = names.filter((name) => isRecord(entries[name]));
  const full = planLayout(usable, env.globalZones);
  const layout = options.contentOnly ? { ...full, header: [], footer: [], contentGlobals: [] } : full;
  const placed = [...layout.header, ...layout.tiers.flatMap((t) => t.columns.flatMap((c) => c.zones)), ...layout.contentGlobals, ...layout.footer];
  const zones = placed.map((name): PlannedZone => {
    const zone = normaliseZone(name, entries[name])!;
    const inline = Object.hasOwn(zone, 'feedData');
    const feedUrl = feedUrlFor(zone, env.feedEnv, env.baseUrl);
    return {
      zone,
      feedUrl,
      inline,
      identity: { zone: name, driver: driverOf(zone) ?? '', language: env.language, feedKey: feedKeyOf(feedUrl, inline, zone.feedData) },
    };
  });
  const invalid = [...names.filter((name) => !isRecord(entries[name])), ...full.invalid];
  return { layout, zones, invalid };
}
