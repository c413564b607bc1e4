import type { TfEventDetails, TfEventType } from '../events.js';
import { messages, runtimeMessages } from '../messages.js';
import type { Manifest } from '../types.js';
import { isAbortError } from '../util/abort.js';
import { httpUrl } from '../util/url.js';
import type { Visit } from '../visit.js';
import type { ManifestClient } from './manifest-client.js';
import type { PageLevel } from './page-level.js';
import type { LayerEnvironment, ZoneLayer } from './zone-layer.js';

/** Where a manifest is drawn: the page, or a modal over it. */
export interface LayerRouter {
  /** Decides for each manifest; `container` is only called for 'modal'. */
  route(url: string, manifest: Manifest, load: { initial: boolean; reload: boolean }): 'page' | 'modal';
  container(): HTMLElement;
}

export interface PageLoaderDeps {
  manifests: Pick<ManifestClient, 'load'>;
  pageLevel: Pick<PageLevel, 'apply'>;
  /** The page's own zones. */
  pageLayer: ZoneLayer;
  /** A layer of content zones only, drawn into a modal's container. */
  createModalLayer(container: HTMLElement): ZoneLayer;
  router?: LayerRouter;
  /** Read at each load: attributes and cookies may have changed. */
  environment(): LayerEnvironment;
  emit<T extends TfEventType>(type: T, detail: TfEventDetails[T]): void;
  /** A page is about to be placed: page services drop the previous page's queued work. */
  newPage?(): void;
  /** Marks the moment the manifest is in hand (User Timing), for benches and staff tools. */
  markManifest?(url: string): void;
}

/**
 * What became of a visit's load; the navigator acts on everything but 'placed'.
 * - `failed`: the manifest request failed (HTTP error, dropped connection, an
 *   answer that is not JSON): a later visit becomes a full navigation; on the
 *   first load `tf:pageerror` was emitted.
 * - `error`: the answer was unusable (no manifest, no zones, a redirect
 *   without a location): `tf:pageerror` was emitted.
 * - `unsupported`: `{"manifest": false}`, not a Triforce page.
 */
export type LoadOutcome =
  | { kind: 'placed'; layer: 'page' | 'modal' }
  | { kind: 'canceled' }
  | { kind: 'unsupported' }
  | { kind: 'redirect'; url: string }
  | { kind: 'failed' }
  | { kind: 'error' };

export interface PageLoader {
  /** Loads `visit`'s page: manifest → layer (page or modal) → zones → render run. */
  load(visit: Visit): Promise<LoadOutcome>;
  /** Removes the modal layer's zones (the modal itself is closed by its owner). */
  dropModal(): void;
  readonly manifest: Manifest | undefined;
  /** The feed URLs of `manifest`'s zones: the modal's while one is open, else the page's. */
  readonly feedUrls: string[];
  destroy(): void;
}

/** The target of a redirect manifest, if it names an http(s) URL. */
export function redirectTarget(manifest: Manifest, base: string): string | undefined {
  const raw = typeof manifest.newLocation === 'object' && manifest.newLocation !== null
    ? (manifest.newLocation as { url?: unknown }).url
    : manifest.newLocation;
  return httpUrl(raw, base)?.href;
}

/**
 * Loads one page: the page events in order, the manifest through
 * the visit's signal, then the layer it belongs in. It reports progress only
 * through the visit, so a canceled visit never writes to the page.
 */
export function createPageLoader(deps: PageLoaderDeps): PageLoader {
  const { emit, pageLayer } = deps;
  let modalLayer: ZoneLayer | undefined;
  let manifest: Manifest | undefined;
  let destroyed = false;

  function dropModal() {
    modalLayer?.destroy();
    modalLayer = undefined;
  }

  /** The outcome of a visit that did not place a page; the visit is failed unless it was canceled. */
  function ended(visit: Visit, outcome: Exclude<LoadOutcome, { kind: 'placed' | 'canceled' }>, pageError?: string): LoadOutcome {
    if (!visit.fail()) return { kind: 'canceled' };
    if (pageError !== undefined) emit('tf:pageerror', { message: pageError });
    return outcome;
  }

  async function load(visit: Visit): Promise<LoadOutcome> {
    if (destroyed || visit.state !== 'started') return { kind: 'canceled' };
    const { url } = visit;
    emit('tf:pagestartload', { url, initial: visit.initial });

    let answer;
    try {
      answer = await deps.manifests.load(url, visit.signal);
    } catch (error) {
      if (visit.signal.aborted || isAbortError(error)) return { kind: 'canceled' };
      return ended(visit, { kind: 'failed' }, visit.initial ? runtimeMessages.manifestFailed(url) : undefined);
    }
    if (!visit.receivedManifest()) return { kind: 'canceled' };
    deps.markManifest?.(url);

    if (answer.manifest === false) return ended(visit, { kind: 'unsupported' });
    if (answer.manifest === null) return ended(visit, { kind: 'error' }, runtimeMessages.noManifest(url));
    const next = answer.manifest;
    if (next.type === 'redirect') {
      const target = redirectTarget(next, url);
      // Not a failure: the navigator follows it, which ends this visit.
      return target ? { kind: 'redirect', url: target } : ended(visit, { kind: 'error' }, runtimeMessages.badRedirect(url));
    }
    if (Object.keys(next.zones).length === 0) return ended(visit, { kind: 'error' }, messages.noZones);

    const where = deps.router?.route(url, next, { initial: visit.initial, reload: visit.reload }) ?? 'page';
    deps.newPage?.();
    manifest = next;
    deps.pageLevel.apply(next, url);
    const env = deps.environment();
    if (where === 'modal') {
      modalLayer ??= deps.createModalLayer(deps.router!.container());
      modalLayer.apply(next, visit, env);
    } else {
      dropModal();
      pageLayer.apply(next, visit, env);
    }
    if (visit.placed(next)) emit('tf:pageready', { url, manifest: next });
    return { kind: 'placed', layer: where };
  }

  return {
    load,
    dropModal,
    get manifest() {
      return manifest;
    },
    get feedUrls() {
      return (modalLayer ?? pageLayer).feedUrls;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      dropModal();
      pageLayer.destroy();
    },
  };
}
