import type { LoadOutcome } from '../../runtime/assembly/page-loader.js';
import { createDocumentScope, type DocumentScope } from '../../runtime/document-scope.js';
import type { ModuleRegistry } from '../../runtime/modules/registry.js';
import type { IslandLoader } from '../../runtime/modules/resolver.js';
import { createLoadPath, type LoadPath, type LoadPathOptions, type PageSettings } from '../../runtime/load-path.js';
import { createPageServices } from '../../runtime/services/index.js';
import { realClock, type Manifest, type ModuleController, type ModuleContext } from '../../runtime/types.js';
import { createVisit, type Visit } from '../../runtime/visit.js';

/** A controller that draws its feed's `text` and records what it was given. */
export function textModule(calls: { host: HTMLElement; feed: unknown; ctx: ModuleContext }[] = []): ModuleController {
  return {
    render(host, feed, ctx) {
      calls.push({ host, feed, ctx });
      const p = document.createElement('p');
      p.textContent = String((feed as { text?: unknown } | undefined)?.text ?? ctx.zone);
      host.replaceChildren(p);
    },
  };
}

export function manifestOf(zones: Manifest['zones'], extra: Partial<Manifest> = {}): Manifest {
  return { title: 'Fixture page', ...extra, zones };
}

/** A fetch that answers from a table of path → JSON body (or a function of the URL). */
export function tableFetch(table: Record<string, unknown>, requests: string[] = []): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    requests.push(url.pathname + url.search);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const entry = table[url.pathname];
    const body = typeof entry === 'function' ? await (entry as (u: URL) => unknown)(url) : entry;
    if (body === undefined) return new Response('{"error":"not found"}', { status: 404 });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

/** Records every tf: event dispatched on a target, in order. */
export function recordEvents(target: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const log: { type: string; detail: unknown }[] = [];
  for (const type of types) target.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  return log;
}

export const PAGE_EVENTS = ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove',
  'tf:rendercomplete', 'tf:complete', 'tf:message', 'tf:pageerror'];

export function once(target: EventTarget, type: string): Promise<CustomEvent> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as CustomEvent), { once: true }));
}

/**
 * A context for calling a controller directly, with scoped services of a
 * throwaway page like the zone layer gives every module.
 */
export function moduleContext(fields: Omit<ModuleContext, 'events' | 'templates' | 'documentScope'> & { documentScope?: DocumentScope }): ModuleContext {
  const { events, templates } = createPageServices({ page: fields.page, window, log: () => undefined }).scope();
  // A scope of the test's own, not the window's: nothing in it starts until asked.
  return { ...fields, documentScope: fields.documentScope ?? createDocumentScope({ window }), events, templates };
}

export interface TestLoader {
  /** Starts a visit (canceling the one before, as the navigator does) and loads it. */
  load(url: string, how?: { initial?: boolean; reload?: boolean }): Promise<LoadOutcome>;
  /** The visit made by the last `load`. */
  readonly visit: Visit | undefined;
  prefetch(url: string): Promise<void>;
  readonly manifest: Manifest | undefined;
  readonly path: LoadPath;
  destroy(): void;
}

/**
 * The page's real load path (`createLoadPath`, as `<tf-page>` composes it)
 * driven by visits made here instead of by a navigator, so tests need no
 * history or links.
 */
export function createTestLoader(
  options: Omit<LoadPathOptions, 'settings' | 'scope'> & {
    settings?: Partial<PageSettings>;
    /** The document scope; by default one of the test's own over `registry` and `islands`. */
    scope?: DocumentScope;
    registry?: ModuleRegistry;
    islands?: Record<string, IslandLoader>;
  },
): TestLoader {
  const settings: PageSettings = {
    manifestSrc: '/feeds/triforce/manifest/v2', scriptBase: '/modules/', language: 'eng', globalZones: [], styleBase: '/styles/',
    ...options.settings,
  };
  const scope = options.scope ?? createDocumentScope({ window, registry: options.registry, islands: options.islands });
  const path = createLoadPath({ ...options, scope, settings: () => settings });
  let ids = 0;
  let visit: Visit | undefined;
  return {
    load(url, how = {}) {
      visit?.cancel();
      visit = createVisit({ id: ++ids, url, initial: how.initial ?? false, reload: how.reload ?? false, now: () => (options.clock ?? realClock).now() });
      return path.loader.load(visit);
    },
    get visit() {
      return visit;
    },
    prefetch: (url) => path.prefetcher.prefetch(url),
    get manifest() {
      return path.loader.manifest;
    },
    path,
    destroy() {
      visit?.cancel();
      path.loader.destroy();
      path.pageLevel.clear();
      path.services.destroy();
    },
  };
}
