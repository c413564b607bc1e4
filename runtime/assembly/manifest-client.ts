import type { Manifest, Zone } from '../types.js';
import { isRecord } from '../util/guards.js';
import { abortError } from '../util/abort.js';
import { createTtlCache } from '../util/ttl-cache.js';
import { PREFETCH_TTL_MS, PURPOSE_HEADER } from '../constants.js';

/**
 * What the manifest feed said about a page:
 * a manifest; `false` when the page is not a Triforce page (full navigation);
 * `null` when the JSON answer held no usable manifest (no `manifest` key, or
 * one that is not an object). A request that failed (HTTP error, dropped
 * connection, an answer that is not JSON) rejects instead, and that
 * visit becomes a full navigation.
 */
export type ManifestAnswer = { manifest: Manifest } | { manifest: false } | { manifest: null };

export interface ManifestClientOptions {
  /** The feed URL, or a getter so a changed `manifest-src` attribute is seen on the next load. */
  manifestSrc: string | (() => string);
  fetch?: typeof fetch;
  /** The debug bar's chosen manifest id (`modes.manifest`), read at each load. */
  currentManifest?: () => unknown;
  /** Milliseconds now, for the prefetch cache's expiry. */
  now?: () => number;
}

export interface ManifestClient {
  /**
   * Rejects with an `AbortError` DOMException when superseded or aborted
   * (never resolving stale), with the network's error when the connection
   * dropped, and with a `ManifestRequestError` for an HTTP error or an
   * answer that is not JSON.
   */
  load(pageUrl: string, signal?: AbortSignal): Promise<ManifestAnswer>;
  /**
   * Asks for a page's manifest ahead of a likely visit. The next `load` of the
   * same manifest URL within `PREFETCH_TTL_MS` uses the answer once, unless
   * it failed. Never rejects: a failed prefetch answers `{ manifest: null }`,
   * which the load then asks for again.
   */
  prefetch(pageUrl: string): Promise<ManifestAnswer>;
  /**
   * The page's inline answer (the text of the server's
   * `<script type="application/json" data-tf-manifest>`), for `pageUrl`.
   * The next `load` takes it, once: it answers from it instead of a request
   * when it asks for the same manifest URL (same page without fragment, no
   * debug manifest chosen), parsed and validated like a fetched body. Any
   * other load drops it unused, so it can never answer a later page.
   */
  seed(pageUrl: string, text: string): void;
  /** Aborts the pending load, if any. */
  abort(): void;
}

/** The manifest request failed: an HTTP error status, or a body that is not JSON. */
export class ManifestRequestError extends Error {
  override name = 'ManifestRequestError';
}

/** `{src}?url=…[&currentManifest=…]`, the page URL without its fragment. */
export function manifestUrl(manifestSrc: string, pageUrl: string, currentManifest?: unknown): string {
  const hashAt = pageUrl.indexOf('#');
  const page = hashAt < 0 ? pageUrl : pageUrl.slice(0, hashAt);
  const separator = !manifestSrc.includes('?') ? '?' : /[?&]$/.test(manifestSrc) ? '' : '&';
  let url = `${manifestSrc}${separator}url=${encodeURIComponent(page)}`;
  // The cookie is JSON written by the debug bar: an id may arrive as a number.
  const id = typeof currentManifest === 'number' && Number.isFinite(currentManifest) ? String(currentManifest) : currentManifest;
  if (typeof id === 'string' && id !== '') url += `&currentManifest=${encodeURIComponent(id)}`;
  return url;
}

/**
 * Reads the feed's JSON answer. Validation is minimal on purpose: later layers
 * check each field where they use it. Two normalisations keep them simple:
 * `zones` that is not an object becomes `{}` (so the page raises
 * `No zones in feed`), and zone entries that are not objects are dropped.
 */
export function parseManifestAnswer(body: unknown): ManifestAnswer {
  if (!isRecord(body)) return { manifest: null };
  const { manifest } = body;
  if (manifest === false) return { manifest: false };
  if (!isRecord(manifest)) return { manifest: null };
  const zones = isRecord(manifest.zones) ? manifest.zones : {};
  // fromEntries defines own properties, so a `__proto__` zone key stays a key.
  const cleanZones = Object.fromEntries(Object.entries(zones).filter(([, zone]) => isRecord(zone))) as Record<string, Zone>;
  return { manifest: { ...manifest, zones: cleanZones } as Manifest };
}

/**
 * One client per `<tf-page>`. Only the newest load may settle with an answer:
 * starting a load aborts the previous one, whose promise rejects
 * at once even if its fetch still resolves later.
 */
export function createManifestClient(options: ManifestClientOptions): ManifestClient {
  // Looked up per call so tests and msw can replace the global after creation.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let current: AbortController | undefined;
  const prefetched = createTtlCache<Promise<ManifestAnswer>>({ ttlMs: PREFETCH_TTL_MS, max: 8, now: options.now });

  /** The page's inline answer until the first load takes it. */
  let pageAnswer: { pageUrl: string; text: string } | undefined;

  const src = () => (typeof options.manifestSrc === 'function' ? options.manifestSrc() : options.manifestSrc);
  const urlFor = (pageUrl: string) => manifestUrl(src(), pageUrl, options.currentManifest?.());

  function prefetch(pageUrl: string): Promise<ManifestAnswer> {
    const url = urlFor(pageUrl);
    let answer = prefetched.get(url);
    if (!answer) {
      // Its own signal: a prefetch outlives the load that is current now.
      answer = request(url, new AbortController().signal, 'prefetch').catch((): ManifestAnswer => ({ manifest: null }));
      prefetched.set(url, answer);
    }
    return answer;
  }

  async function request(url: string, signal: AbortSignal, purpose?: 'prefetch'): Promise<ManifestAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (purpose) headers[PURPOSE_HEADER] = purpose;
    const response = await fetchImpl(url, { signal, headers });
    if (!response.ok) throw new ManifestRequestError(`HTTP ${response.status} from ${url}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ManifestRequestError(`Not JSON from ${url}`, { cause: error });
    }
    return parseManifestAnswer(body);
  }

  /** The inline answer, read like a fetched body: text that is not JSON fails as a request would. */
  async function inline(text: string): Promise<ManifestAnswer> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ManifestRequestError('Not JSON in the inline manifest', { cause: error });
    }
    return parseManifestAnswer(body);
  }

  function load(pageUrl: string, signal?: AbortSignal): Promise<ManifestAnswer> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const abortFromOutside = () => controller.abort();
    signal?.addEventListener('abort', abortFromOutside, { once: true });
    if (signal?.aborted) controller.abort();

    const url = urlFor(pageUrl);
    // The inline answer is for the first load only, whichever page that asks
    // for. Compared without the debug id: a chosen manifest is always requested.
    const seeded = pageAnswer;
    pageAnswer = undefined;
    const fromPage = seeded && url === manifestUrl(src(), seeded.pageUrl) ? seeded.text : undefined;
    const early = fromPage === undefined ? prefetched.take(url) : undefined;
    const done = () => {
      signal?.removeEventListener('abort', abortFromOutside);
      if (current === controller) current = undefined;
    };

    return new Promise<ManifestAnswer>((resolve, reject) => {
      // The abort listener rejects synchronously inside `abort()`, before any
      // answer already on its way can resolve: a stale answer never wins.
      const onAbort = () => reject(abortError());
      if (controller.signal.aborted) return onAbort();
      controller.signal.addEventListener('abort', onAbort, { once: true });
      // A prefetch that found no manifest is asked again: it may have met a passing failure.
      const answer = fromPage !== undefined
        ? inline(fromPage)
        : early
        ? early.then((a) => (a.manifest === null ? request(url, controller.signal) : a))
        : request(url, controller.signal);
      answer.then(
        (answer) => (controller.signal.aborted ? onAbort() : resolve(answer)),
        (error: unknown) => (controller.signal.aborted ? onAbort() : reject(error)),
      );
    }).finally(done);
  }

  return {
    load,
    prefetch,
    seed(pageUrl, text) {
      pageAnswer = { pageUrl, text };
    },
    abort() {
      current?.abort();
      current = undefined;
    },
  };
}
