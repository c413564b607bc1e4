import type { TfEventDetails } from '../events.js';
import { messages } from '../messages.js';
import type { Clock, Log, Manifest, ModuleController, Zone } from '../types.js';
import { driverOf } from '../types.js';
import { feedUrlFor } from '../modules/feed-client.js';
import { startRenderRun, type RenderRun } from '../modules/render-run.js';
import { createZoneModule, type ZoneModule, type ZoneModuleOptions } from '../modules/zone-module.js';
import { buildLayout } from './layout-dom.js';
import { planLayout } from './layout-planner.js';
import { diffPage, feedKeyOf, type ModuleIdentity } from './page-diff.js';

export interface LayerEnvironment {
  url: string;
  language: string;
  globalZones: readonly string[];
  feedEnv: { languagePreferences: boolean; mobile: boolean };
  signal: AbortSignal;
}

export interface ZoneLayerDeps {
  document: Document;
  page: HTMLElement;
  clock: Clock;
  log: Log;
  emit<T extends keyof TfEventDetails>(type: T, detail: TfEventDetails[T]): void;
  resolve(zone: Zone, signal: AbortSignal): Promise<ModuleController>;
  loadFeed(url: string, signal: AbortSignal): Promise<unknown>;
  releaseQueues(): void;
}

export interface ZoneLayer {
  /** Diffs a manifest against this layer's modules, places it and starts its render run. */
  apply(manifest: Manifest, env: LayerEnvironment): void;
  /** Zone names currently mounted, for tests and staff tools. */
  readonly zones: string[];
  destroy(): void;
}

const REGIONS = ':scope > .tf-header, :scope > .tf-content, :scope > .tf-footer';

/**
 * The zones drawn into one container: the page itself, or a modal page's
 * dialog over it (content zones only). A new manifest is diffed against what is mounted (spec 000
 * §4): kept zones move to their new place untouched, refreshed ones redraw in
 * place with their new feed, the rest are destroyed or created.
 */
export function createZoneLayer(container: HTMLElement, deps: ZoneLayerDeps, options: { contentOnly?: boolean } = {}): ZoneLayer {
  const { document: doc, page, log, emit } = deps;
  let mounted = new Map<string, ZoneModule>();
  let run: RenderRun | undefined;
  let applied = false;

  function identityOf(zone: Zone, env: LayerEnvironment): ModuleIdentity & { feedUrl: string | undefined } {
    const feedUrl = feedUrlFor(zone, env.feedEnv, doc.baseURI);
    return {
      zone: zone.zone,
      driver: driverOf(zone) ?? '',
      language: env.language,
      feedUrl,
      feedKey: feedKeyOf(feedUrl, Object.hasOwn(zone, 'feedData'), zone.feedData),
    };
  }

  /** What a mounted module was drawn from: its driver, language and feed. */
  const mountedIdentity = (m: ZoneModule): ModuleIdentity => ({
    zone: m.zone,
    driver: m.driver,
    language: m.context.language,
    feedKey: feedKeyOf(m.context.feedUrl, Object.hasOwn(m.data, 'feedData'), m.data.feedData),
  });

  /** Asks a module whether it takes a new feed in place; any failure means no. */
  function acceptsRefresh(module: ZoneModule): boolean {
    const controller = module.controller;
    if (typeof controller?.onModuleWillRefresh !== 'function') {
      log('error', messages.noRefreshHandler(module.zone, module.driver));
      return false;
    }
    try {
      return controller.onModuleWillRefresh(module.context) === true;
    } catch {
      log('error', messages.refreshFailed(module.zone, module.driver));
      return false;
    }
  }

  /**
   * A module's code and feed requests, tied to its page load's signal. Made
   * here rather than inside `apply`: V8 gives all closures of one scope one
   * shared context, so a closure made in `apply` would hold that page's
   * modules, elements and regions for as long as the module is kept (a
   * header kept since the first page held the first page's zones).
   */
  function requestsFor(signal: AbortSignal): Pick<ZoneModuleOptions, 'resolve' | 'loadFeed'> {
    return {
      resolve: (zone) => deps.resolve(zone, signal),
      loadFeed: (feedUrl) => deps.loadFeed(feedUrl, signal),
    };
  }

  function destroyModule(module: ZoneModule, reason: 'destroyed' | 'failed' | 'output-false') {
    module.destroy(log);
    if (mounted.get(module.zone) === module) mounted.delete(module.zone);
    emit('tf:moduleremove', { zone: module.zone, driver: module.driver, reason });
  }

  function apply(manifest: Manifest, env: LayerEnvironment) {
    run?.stop();
    const full = planLayout(Object.keys(manifest.zones), env.globalZones);
    for (const name of full.invalid) log('warn', messages.invalidZone(name));
    // A modal page opens over the page, whose header, footer and global zones
    // (ads, sponsor) stay in view: the modal draws only its tiers (spec 001 §2).
    const plan = options.contentOnly ? { ...full, header: [], footer: [], contentGlobals: [] } : full;
    const placed = [...plan.header, ...plan.tiers.flatMap((t) => t.columns.flatMap((c) => c.zones)), ...plan.contentGlobals, ...plan.footer];
    const zones = new Map(placed.map((name) => [name, { ...manifest.zones[name], zone: name } as Zone]));
    const identities = new Map([...zones].map(([name, zone]) => [name, identityOf(zone, env)]));

    const diff = diffPage([...mounted.values()].map(mountedIdentity), [...identities.values()]);
    const kept = new Set(diff.keep);
    const refreshing = new Set(diff.refresh.filter((name) => acceptsRefresh(mounted.get(name)!)));
    for (const name of diff.refresh) if (!refreshing.has(name)) { diff.destroy.push(name); diff.create.push(name); }
    const leaving = diff.destroy.map((name) => mounted.get(name)!);

    // Spec 000 §4: on the initial load, zones the server already drew and the
    // manifest gives no driver are left alone, kept where the layout puts them.
    const serverDrawn = new Map<string, HTMLElement>();
    if (!applied) {
      for (const element of container.querySelectorAll<HTMLElement>('tf-zone[zone]:not([driver])')) {
        const name = element.getAttribute('zone')!;
        if (zones.has(name) && !identities.get(name)!.driver) serverDrawn.set(name, element);
      }
    }
    applied = true;

    const next = new Map<string, ZoneModule>();
    const toRun: ZoneModule[] = [];
    for (const name of placed) {
      if (serverDrawn.has(name)) continue;
      const old = mounted.get(name);
      if (old && kept.has(name)) {
        next.set(name, old);
        continue;
      }
      const zone = zones.get(name)!;
      const identity = identities.get(name)!;
      const reused = refreshing.has(name) ? old : undefined;
      const element = reused?.element ?? doc.createElement('tf-zone');
      element.setAttribute('zone', name);
      if (identity.driver) element.setAttribute('driver', identity.driver);
      const module = createZoneModule({
        zone,
        element,
        context: { zone: name, language: env.language, feedUrl: identity.feedUrl, page },
        ...requestsFor(env.signal),
        refreshing: reused?.controller,
      });
      next.set(name, module);
      toRun.push(module);
    }
    mounted = next;

    // The run asks for every new zone's code and feed at once; its renders
    // come in later tasks, after the placement below and tf:pageready. So the
    // requests are on the wire while old modules unmount and the DOM is built.
    run = startRenderRun(toRun, {
      rendered: (m) => emit('tf:modulerender', { zone: m.zone, driver: m.driver, priority: m.priority }),
      removed: (m, reason) => destroyModule(m, reason),
      log,
      releaseQueues: deps.releaseQueues,
      complete: ({ rendered, failed }) => {
        emit('tf:rendercomplete', { url: env.url, rendered, failed });
        emit('tf:complete', { url: env.url });
      },
    }, { clock: deps.clock });

    for (const module of leaving) destroyModule(module, 'destroyed');
    const layout = buildLayout(doc, plan, (name) => serverDrawn.get(name) ?? next.get(name)!.element, {
      header: container.querySelector(':scope > .tf-header'),
      footer: container.querySelector(':scope > .tf-footer'),
    });
    // Kept zones were moved into the new regions above, so dropping the old
    // regions leaves them mounted (their React roots never notice). A reused
    // header or footer stays exactly where it is.
    const regions = [layout.header, layout.content, layout.footer];
    container.querySelectorAll(REGIONS).forEach((region) => {
      if (!regions.includes(region as HTMLElement)) region.remove();
    });
    // Only a reused footer can still be in the container: a new header goes before it.
    if (layout.header.parentNode !== container) container.insertBefore(layout.header, container.querySelector(':scope > .tf-footer'));
    for (const [before, region] of [[layout.header, layout.content], [layout.content, layout.footer]] as const) {
      // Moving an element that is already in place would detach and re-attach it.
      if (before.nextElementSibling !== region) before.after(region);
    }
    emit('tf:pageready', { url: env.url, manifest });
  }

  return {
    apply,
    get zones() {
      return [...mounted.keys()];
    },
    destroy() {
      run?.stop();
      run = undefined;
      for (const module of mounted.values()) module.destroy(log);
      mounted.clear();
      container.querySelectorAll(REGIONS).forEach((region) => region.remove());
    },
  };
}
