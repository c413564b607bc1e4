import { TRIFORCE_VERSION } from '../constants.js';
import { runtimeMessages } from '../messages.js';
import type { DocumentScope } from '../document-scope.js';
import type { Log, ModuleController } from '../types.js';

/**
 * Modules by driver name (step 1 of finding a zone's code).
 * Module authors call `window.Triforce.defineModule` from classic scripts, so
 * every argument is validated here and bad input is logged, never thrown.
 */

export interface ModuleRegistry {
  define(driver: string, controller: ModuleController): void;
  get(driver: string): ModuleController | undefined;
  has(driver: string): boolean;
}

/** What `window.Triforce` holds; other parts of the runtime may add members. */
export interface TriforceGlobal {
  defineModule(driver: string, controller: ModuleController): void;
  /** The version of the build that installed it (package.json's). */
  version?: string;
  /** Read-only, a frozen snapshot of the document's consent store. */
  readonly consent?: Readonly<{ granted: boolean; gdprApplies: boolean | undefined }>;
  [member: string]: unknown;
}

/** The one thing the global needs of the consent store (runtime/consent). */
interface ConsentReader {
  current(): { granted: boolean; gdprApplies: boolean | undefined };
}

declare global {
  interface Window {
    Triforce: TriforceGlobal;
    /** Legacy modules publish themselves as globals (step 3). */
    [legacy: `TriforceModule_${string}`]: unknown;
  }
}


/** True for anything usable as a controller: an object with a `render` function. */
export function isModuleController(value: unknown): value is ModuleController {
  return typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';
}

export function createModuleRegistry(log?: Log): ModuleRegistry {
  // A Map, not an object: driver names come from the network and may be '__proto__'.
  const modules = new Map<string, ModuleController>();

  function define(driver: unknown, controller: unknown): void {
    if (typeof driver !== 'string' || driver === '') {
      log?.('error', runtimeMessages.badDriver(describe(driver)));
      return;
    }
    if (!isModuleController(controller)) {
      log?.('error', runtimeMessages.badController(driver));
      return;
    }
    // The first definition wins: zones may already be drawn with it, and a
    // second script defining the same driver is a deployment mistake to surface.
    if (modules.has(driver)) {
      log?.('warn', runtimeMessages.redefined(driver));
      return;
    }
    modules.set(driver, controller);
  }

  return {
    define,
    get: (driver) => modules.get(driver),
    has: (driver) => modules.has(driver),
  };
}

/** The document's one registry: `window.Triforce.defineModule` and every page share it. */
export function documentRegistry(scope: Pick<DocumentScope, 'own' | 'registryLog'>): ModuleRegistry {
  return scope.own('registry', () => createModuleRegistry(scope.registryLog));
}

/**
 * The one installer of `window.Triforce`: `defineModule`, plus `members` (a
 * connected page's services) and, given a consent store, `consent`, keeping
 * whatever else a page or an earlier script already put there (legacy pages
 * create the object first).
 */
export function installTriforceGlobal(
  win: Window, registry: ModuleRegistry, members: Record<string, unknown> = {}, consent?: ConsentReader,
): TriforceGlobal {
  const existing: unknown = win.Triforce;
  const triforce = (typeof existing === 'object' && existing !== null ? existing : {}) as TriforceGlobal;
  // Classic scripts pass anything; the registry validates and logs.
  triforce.defineModule = (driver, controller) => registry.define(driver, controller);
  triforce.version = TRIFORCE_VERSION;
  Object.assign(triforce, members);
  if (consent) defineConsent(triforce, consent);
  win.Triforce = triforce;
  return triforce;
}

/**
 * `consent` as a getter without a setter on a non-configurable property:
 * page code can read it but neither assign it (ignored, or a TypeError in
 * strict code) nor redefine it, and each read is a frozen copy. The runtime
 * never reads it back: consumers ask the store.
 */
function defineConsent(triforce: TriforceGlobal, consent: ConsentReader): void {
  let last: ReturnType<ConsentReader['current']> | undefined;
  let snapshot: TriforceGlobal['consent'];
  try {
    Object.defineProperty(triforce, 'consent', {
      enumerable: true,
      get() {
        const state = consent.current();
        // The store's state is replaced, never changed: one snapshot per state.
        if (state !== last) snapshot = Object.freeze({ granted: state.granted, gdprApplies: state.gdprApplies });
        last = state;
        return snapshot;
      },
    });
  } catch {
    // Already defined (a second install) or made unchangeable by a page script first.
  }
}

// Template literals throw on symbols; error texts must never throw.
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'symbol') return value.toString();
  return value === null ? 'null' : typeof value;
}
