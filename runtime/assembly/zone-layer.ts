import type { TfEventDetails } from '../events.js';
import { messages, runtimeMessages } from '../messages.js';
import { startRenderRun } from '../modules/render-run.js';
import { createZoneModule, SERVER_RENDERED, type ZoneModule, type ZoneModuleOptions } from '../modules/zone-module.js';
import type { Clock, Log, Manifest, ModuleContext } from '../types.js';
import type { Visit } from '../visit.js';
import { adoptLayout } from './layout-adoption.js';
import { placeRegions, buildLayout, removeRegions } from './layout-dom.js';
import { diffPage, feedKeyOf, type FeedKey, type ModuleIdentity, type MountedIdentity, type PageDiff } from './page-diff.js';
import { planZones, type PlanEnvironment, type PlannedZone, type ZonePlan } from './zone-plan.js';

export type LayerEnvironment = Omit<PlanEnvironment, 'baseUrl'>;

/** A module's code and feed requests, tied to one visit. */
export type ModuleRequests = Pick<ZoneModuleOptions, 'resolve' | 'loadFeed'>;

/** What a module registers through its context (mediator listeners, templates), torn down with it. */
export type ModuleScope = Pick<ModuleContext, 'events' | 'templates'> & { dispose(): void };

export interface ZoneLayerDeps {
  document: Document;
  page: HTMLElement;
  /** What the page's document has once, handed to every module in its context. */
  documentScope: ModuleContext['documentScope'];
  clock: Clock;
  log: Log;
  emit<T extends keyof TfEventDetails>(type: T, detail: TfEventDetails[T]): void;
  /** The visit's requests. Made by the caller, never inside `apply` (see `buildModules`). */
  requestsFor(visit: Visit): ModuleRequests;
  /** A new module's scope (`services.scope()`). */
  scope(): ModuleScope;
  releaseQueues(): void;
}

export interface ZoneLayer {
  /**
   * Places `manifest` for `visit` and starts its render run: plan, diff,
   * adopt server-drawn zones, build modules, reconcile regions. Canceling
   * the visit stops the run at once and leaves every zone as it is.
   */
  apply(manifest: Manifest, visit: Visit, env: LayerEnvironment): void;
  /** Whether the next page would keep a zone of this identity exactly as it is (no request, no render). */
  keeps(identity: ModuleIdentity): boolean;
  /** Zone names currently mounted, for tests and staff tools. */
  readonly zones: string[];
  /**
   * The feed URLs of the manifest placed last, exactly as its zones ask for
   * them (a zone since removed by its feed included), for staff tools.
   */
  readonly feedUrls: string[];
  destroy(): void;
}

type RemoveReason = TfEventDetails['tf:moduleremove']['reason'];

/**
 * The zones drawn into one container: the page itself, or a modal page's
 * dialog over it (content zones only). A new manifest is diffed against what
 * is mounted: kept zones move to their new place untouched,
 * refreshed ones redraw in place with their new feed, the rest are destroyed
 * or created.
 */
export function createZoneLayer(container: HTMLElement, deps: ZoneLayerDeps, options: { contentOnly?: boolean } = {}): ZoneLayer {
  const { document: doc, page, log, emit } = deps;
  let mounted = new Map<string, ZoneModule>();
  // What each module was drawn from, for the next diff, and its scope, which a refresh or rerun carries on.
  const meta = new WeakMap<ZoneModule, { feedKey: FeedKey; scope: ModuleScope }>();
  let stopRun: (() => void) | undefined;
  let applied = false;
  let feedUrls: string[] = [];

  const mountedIdentity = (m: ZoneModule): MountedIdentity => ({
    zone: m.zone,
    driver: m.driver,
    language: m.context.language,
    feedKey: meta.get(m)?.feedKey,
    drawn: m.drawn,
    settled: m.settled,
  });

  /** Asks a drawn module whether it takes a new feed in place; no handler, or any failure, means no. */
  function accepts(name: string): boolean {
    const module = mounted.get(name)!;
    const controller = module.controller;
    // Without the hook the module is destroyed and created anew: routine, not an error.
    if (typeof controller?.onModuleWillRefresh !== 'function') return false;
    try {
      return controller.onModuleWillRefresh(module.context) === true;
    } catch {
      log('error', messages.refreshFailed(module.zone, module.driver));
      return false;
    }
  }

  function destroyModule(module: ZoneModule, reason: RemoveReason) {
    module.destroy(log);
    if (mounted.get(module.zone) === module) mounted.delete(module.zone);
    emit('tf:moduleremove', { zone: module.zone, driver: module.driver, reason });
  }

  /**
   * On the initial load, the zones the server placed in the page's HTML are
   * taken over where they stand, never drawn a second time: a zone the
   * manifest gives no driver is left alone (`driverless`), kept where the
   * layout puts them; one with the planned driver becomes that zone's
   * element (`elements`), and hydrates if the server drew it
   * (`server-rendered`). Anything else the server placed goes with its
   * region when the layout is reconciled. `layout`: the server placed zones,
   * so its regions are to be taken over too (`placeLayout`).
   */
  function adoptServerZones(zones: readonly PlannedZone[]): { driverless: Map<string, HTMLElement>; elements: Map<string, HTMLElement>; layout: boolean } {
    const adopted = { driverless: new Map<string, HTMLElement>(), elements: new Map<string, HTMLElement>(), layout: false };
    if (applied) return adopted;
    const placed = new Map<string, HTMLElement>();
    for (const element of container.querySelectorAll<HTMLElement>('tf-zone[zone]')) {
      const name = element.getAttribute('zone')!;
      if (!placed.has(name)) placed.set(name, element);
    }
    adopted.layout = placed.size > 0;
    for (const { zone, identity } of zones) {
      const element = placed.get(zone.zone);
      if (!element) continue;
      if (!identity.driver) {
        if (!element.hasAttribute('driver')) adopted.driverless.set(zone.zone, element);
      } else if (element.getAttribute('driver') === identity.driver) {
        adopted.elements.set(zone.zone, element);
      }
    }
    return adopted;
  }

  /**
   * One module per placed zone: the mounted one where the diff keeps it, a
   * new one on the same element for a refresh or a rerun, else a new zone.
   * The requests come from `deps.requestsFor`, not from a closure made here:
   * V8 gives all closures of one scope one shared context, so a closure made
   * in `apply` would hold that page's modules, elements and regions for as
   * long as the module is kept (a header kept since the first page held the
   * first page's zones).
   */
  function buildModules(zones: readonly PlannedZone[], diff: PageDiff, adopted: ReturnType<typeof adoptServerZones>, visit: Visit, language: string) {
    const next = new Map<string, ZoneModule>();
    const toRun: ZoneModule[] = [];
    const kept = new Set(diff.keep);
    const inPlace = new Set([...diff.refresh, ...diff.rerun]);
    const requests = deps.requestsFor(visit);
    for (const planned of zones) {
      const name = planned.zone.zone;
      if (adopted.driverless.has(name)) continue;
      const old = mounted.get(name);
      if (old && kept.has(name)) {
        next.set(name, old);
        continue;
      }
      const reused = old && inPlace.has(name) ? old : undefined;
      reused?.abandon();
      const scope = (reused && meta.get(reused)?.scope) || deps.scope();
      const fromServer = adopted.elements.get(name);
      const element = reused?.element ?? fromServer ?? doc.createElement('tf-zone');
      element.setAttribute('zone', name);
      if (planned.identity.driver) element.setAttribute('driver', planned.identity.driver);
      const module = createZoneModule({
        zone: planned.zone,
        element,
        context: { zone: name, language, feedUrl: planned.feedUrl, page, documentScope: deps.documentScope, events: scope.events, templates: scope.templates },
        ...requests,
        controller: reused?.controller,
        refreshing: reused?.drawn,
        scope,
        serverDrawn: fromServer?.hasAttribute(SERVER_RENDERED) && fromServer.getAttribute('state') === 'rendered',
        log,
      });
      // The server inlined the answer of the zone's feed URL (`feedData`): the
      // zone is that feed's, so a next page naming the same URL keeps it.
      const feedKey = fromServer && planned.feedUrl !== undefined ? feedKeyOf(planned.feedUrl, false, undefined) : planned.identity.feedKey;
      meta.set(module, { feedKey, scope });
      next.set(name, module);
      toRun.push(module);
    }
    return { next, toRun };
  }

  function apply(manifest: Manifest, visit: Visit, env: LayerEnvironment) {
    stopRun?.();
    // 1. Plan: where every zone goes, each with its identity and feed URL.
    const plan = planZones(manifest, { ...env, baseUrl: doc.baseURI }, options);
    for (const name of plan.invalid) log('warn', messages.invalidZone(name));
    feedUrls = [...new Set(plan.zones.flatMap((z) => (z.feedUrl === undefined ? [] : [z.feedUrl])))];
    // 2. Diff against what is mounted.
    const diff = diffPage([...mounted.values()].map(mountedIdentity), plan.zones.map((z) => z.identity), accepts);
    const leaving = diff.destroy.map((name) => mounted.get(name)!);
    // 3. Adopt what the server drew.
    const adopted = adoptServerZones(plan.zones);
    applied = true;
    // 4. Build the modules.
    const { next, toRun } = buildModules(plan.zones, diff, adopted, visit, env.language);
    mounted = next;
    // The run asks for every new zone's code and feed at once; its renders
    // come in later tasks, after the placement below and tf:pageready. So the
    // requests are on the wire while old modules unmount and the DOM is built.
    const run = startRenderRun(toRun, {
      rendered: (m) => {
        if (visit.moduleRendered(m.zone)) emit('tf:modulerender', { zone: m.zone, driver: m.driver, priority: m.priority });
      },
      removed: (m, reason) => destroyModule(m, reason),
      log,
      releaseQueues: deps.releaseQueues,
      complete: (result) => {
        if (!visit.complete(result)) return;
        emit('tf:rendercomplete', { url: visit.url, ...result });
        emit('tf:complete', { url: visit.url });
      },
    }, { clock: deps.clock, startedAt: visit.startedAt });
    stopRun = () => run.stop();
    // Leaving the page mid-load stops the run at once: nothing is removed or logged.
    visit.onCancel(stopRun);
    for (const module of leaving) destroyModule(module, 'destroyed');
    // 5. Reconcile the regions.
    placeLayout(plan, (name) => adopted.driverless.get(name) ?? next.get(name)!.element, adopted.layout);
  }

  /**
   * Places the regions. The server's layout of the first page (`fromServer`)
   * is taken over node for node, so nothing the visitor already sees is
   * replaced or moved; one that is not what the plan makes is built anew,
   * its zones moved into it, with a warning (the page still works).
   */
  function placeLayout(plan: ZonePlan, zoneFor: (name: string) => HTMLElement, fromServer: boolean) {
    const main = !options.contentOnly;
    if (fromServer) {
      if (adoptLayout(doc, container, plan.layout, zoneFor, { main })) return;
      log('warn', runtimeMessages.layoutRebuilt);
    }
    placeRegions(container, buildLayout(doc, plan.layout, zoneFor, {
      header: container.querySelector(':scope > .tf-header'),
      footer: container.querySelector(':scope > .tf-footer'),
    }, { main }));
  }

  return {
    apply,
    keeps(identity) {
      const module = mounted.get(identity.zone);
      if (!module) return false;
      return diffPage([mountedIdentity(module)], [identity], () => false).keep.length === 1;
    },
    get zones() {
      return [...mounted.keys()];
    },
    get feedUrls() {
      return [...feedUrls];
    },
    destroy() {
      feedUrls = [];
      stopRun?.();
      stopRun = undefined;
      for (const module of mounted.values()) module.destroy(log);
      mounted.clear();
      removeRegions(container);
    },
  };
}
