import { messages, runtimeMessages } from '../messages.js';
import { driverOf, type ModuleController, type Zone } from '../types.js';
import { abortError, isAbortError, untilAborted } from '../util/abort.js';
import { isModuleController, type ModuleRegistry } from './registry.js';
import type { ScriptLoader } from './script-loader.js';

export { createLazyScriptLoader } from './lazy-script-loader.js';
import { scriptUrlsFor } from './script-urls.js';

/**
 * Finds the code of a zone by its driver, in this order:
 * a defined module, a built-in island, then the zone's own scripts followed
 * by the registry and the legacy `window.TriforceModule_{driver}` global.
 * Every failure rejects with the exact text of the message catalogue.
 */

export type IslandLoader = () => Promise<{ default: ModuleController }>;

export interface ModuleResolverOptions {
  registry: ModuleRegistry;
  /** Built-in islands by driver, each a lazy import of its own chunk. */
  islands: Record<string, IslandLoader>;
  scripts: ScriptLoader;
  /** Read on every resolve: `script-base` may change while the page lives. */
  scriptBase: () => string;
  window: Window;
}

export interface ModuleResolver {
  resolve(zone: Zone, signal?: AbortSignal): Promise<ModuleController>;
  /**
   * Loads a zone's island chunk ahead of a likely visit, or fetches its
   * scripts without running them (a classic script runs the moment it is
   * attached, so only the visit may attach it).
   */
  preload(zone: Zone): void;
}


export function createModuleResolver(opts: ModuleResolverOptions): ModuleResolver {
  const { registry, islands, scripts, window: win } = opts;
  // Zones sharing a driver share one import; a failed one is forgotten so a later page may retry.
  const islandLoads = new Map<string, Promise<ModuleController>>();

  async function resolve(zone: Zone, signal?: AbortSignal): Promise<ModuleController> {
    const driver = driverOf(zone);
    if (driver === undefined) throw new Error(messages.noDriver(zone.zone));
    if (signal?.aborted) throw abortError();

    const defined = registry.get(driver);
    if (defined) return defined;

    // hasOwn: a driver named 'constructor' or '__proto__' must not find Object's members.
    if (Object.hasOwn(islands, driver)) return untilAborted(loadIsland(driver), signal);

    const urls = scriptUrlsFor(zone, opts.scriptBase());
    // In parallel: the loader runs them in insertion order (libraries first).
    await Promise.all(urls.map((url) => scripts.load(url, signal).catch((error: unknown) => {
      throw isAbortError(error) ? error : new Error(messages.scriptFailed(url), { cause: error });
    })));
    if (signal?.aborted) throw abortError();

    const registered = registry.get(driver);
    if (registered) return registered;
    // Not copied into the registry: legacy pages may reassign their globals.
    let global: unknown = win[`TriforceModule_${driver}`];
    const subclass = subclassView(global);
    if (subclass) global = await extendParent(subclass, zone, driver, signal);
    const legacy = legacyController(global, zone.zone, driver);
    if (!legacy) throw new Error(messages.legacyMissing(driver));
    return legacy;
  }

  /**
   * A view written as a subclass: its parent class, a global constructor,
   * is loaded from its own standalone script when the page lacks it. A
   * parent that fails to load, or loads without defining a constructor,
   * fails this zone alone with the catalogue's line.
   */
  async function extendParent(view: SubclassView, zone: Zone, driver: string, signal?: AbortSignal): Promise<unknown> {
    const readParent = (): unknown => (win as unknown as Record<string, unknown>)[view.parentClass];
    if (typeof readParent() !== 'function' && view.parentScript !== '') {
      try {
        await scripts.load(`${opts.scriptBase()}${encodeURIComponent(view.parentScript)}`, signal);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new Error(messages.parentClassFailed, { cause: error });
      }
    }
    if (signal?.aborted) throw abortError();
    const parent = readParent();
    if (typeof parent !== 'function') throw new Error(messages.parentClassFailed);
    try {
      return view.extend(parent);
    } catch (error) {
      throw new Error(messages.renderFailed(zone.zone, driver), { cause: error });
    }
  }

  function loadIsland(driver: string): Promise<ModuleController> {
    let loading = islandLoads.get(driver);
    if (!loading) {
      loading = importIsland(driver);
      islandLoads.set(driver, loading);
      loading.catch(() => islandLoads.delete(driver));
    }
    return loading;
  }

  async function importIsland(driver: string): Promise<ModuleController> {
    const loader = islands[driver];
    let module: { default: ModuleController } | undefined;
    try {
      module = await importOnce(loader);
    } catch {
      // A chunk request can fail on a flaky network or a deploy in between: retry once.
      try {
        module = await importOnce(loader);
      } catch (error) {
        throw new Error(runtimeMessages.islandFailed(driver), { cause: error });
      }
    }
    if (!isModuleController(module?.default)) throw new Error(runtimeMessages.islandFailed(driver));
    // Another path may have defined the driver while the chunk loaded; the registry keeps the first.
    if (!registry.has(driver)) registry.define(driver, module.default);
    return registry.get(driver) ?? module.default;
  }

  function preload(zone: Zone): void {
    const driver = driverOf(zone);
    if (driver === undefined || registry.has(driver)) return;
    // A failure here is met again, and reported, by the visit's own resolve.
    if (Object.hasOwn(islands, driver)) loadIsland(driver).catch(() => undefined);
    else for (const url of scriptUrlsFor(zone, opts.scriptBase())) scripts.preload(url);
  }

  return { resolve, preload };
}

async function importOnce(loader: IslandLoader | undefined): Promise<{ default: ModuleController }> {
  if (typeof loader !== 'function') throw new TypeError('not a loader');
  return loader();
}

/**
 * A legacy global declaring its view as a subclass:
 * `{ parentClass: 'GlobalName', parentScript: 'script-name', extend(Parent) { return class extends Parent {…} } }`.
 */
interface SubclassView {
  parentClass: string;
  parentScript: string;
  extend(parent: unknown): unknown;
}

function subclassView(value: unknown): SubclassView | undefined {
  if (typeof value !== 'object' || value === null || isModuleController(value)) return undefined;
  const { parentClass, parentScript, extend } = value as Record<string, unknown>;
  if (typeof parentClass !== 'string' || parentClass === '' || typeof extend !== 'function') return undefined;
  return {
    parentClass,
    parentScript: typeof parentScript === 'string' ? parentScript : '',
    extend: (parent) => (extend as (parent: unknown) => unknown).call(value, parent),
  };
}

/**
 * A legacy global: an object with `render` is the controller; a
 * function whose prototype has `render` (a constructor or an ES class) is
 * instantiated, once per zone since `resolve` runs once per zone module; any
 * other function (arrow and bound functions have no prototype; an ordinary
 * `function render() {}` has one without `render`) is the render.
 */
function legacyController(value: unknown, zone: string, driver: string): ModuleController | undefined {
  if (isModuleController(value)) return value;
  if (typeof value !== 'function') return undefined;
  if (isModuleController((value as { prototype?: unknown }).prototype)) {
    let instance: unknown;
    try {
      instance = new (value as new () => unknown)();
    } catch (error) {
      // The render failure line, not legacyMissing: the module did load, so
      // "not loaded yet or doesn't exist" would send staff after a deployment
      // problem, while this is the module's own code failing for this zone,
      // in the first step of drawing it, and the line names that zone.
      throw new Error(messages.renderFailed(zone, driver), { cause: error });
    }
    // `new` yields whatever object a constructor returns explicitly: the same failure.
    if (!isModuleController(instance)) throw new Error(messages.renderFailed(zone, driver));
    // The instance itself, not a copy of its methods: callers call render and
    // the hooks on it, so `this` is the instance and inherited methods count.
    return instance;
  }
  const render = value as ModuleController['render'];
  return { render: (host, feed, ctx) => render(host, feed, ctx) };
}
