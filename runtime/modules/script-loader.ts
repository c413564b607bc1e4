import { messages } from '../messages.js';
import { untilAborted } from '../util/abort.js';
import { httpUrl } from '../util/url.js';

/**
 * Module scripts, the last place a driver's code is looked for: a loader that fetches each URL once
 * per page session (the URLs a zone needs are in script-urls.ts). Only pages
 * with classic-script zones load it (`createLazyScriptLoader` in lazy-script-loader.ts).
 */

export interface ScriptLoader {
  load(url: string, signal?: AbortSignal): Promise<void>;
  /**
   * Fetches a script without running it (`<link rel="preload" as="script">`),
   * so a later `load` finds it in the browser's cache.
   */
  preload(url: string): void;
}

export function createScriptLoader(opts: { document: Document }): ScriptLoader {
  const doc = opts.document;
  // Keyed by the resolved URL, so '/m/a' and 'https://host/m/a' load once.
  const loads = new Map<string, Promise<void>>();

  function inject(src: string, url: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      // Injected scripts are async by default; async=false makes them run in
      // insertion order, so libraries run before the V3 module that needs them.
      script.async = false;
      script.src = src;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        // A failed tag is dead weight; a retry appends a fresh one.
        script.remove();
        reject(new Error(messages.scriptFailed(url)));
      }, { once: true });
      (doc.head ?? doc.documentElement).append(script);
    });
  }

  function load(url: string, signal?: AbortSignal): Promise<void> {
    // Only http(s): never javascript:, data:, blob:…
    const src = httpUrl(url, doc.baseURI)?.href;
    if (src === undefined) return Promise.reject(new Error(messages.scriptFailed(url)));
    let shared = loads.get(src);
    if (!shared) {
      // Nothing to load for a caller that has already given up.
      if (signal?.aborted) return untilAborted(Promise.resolve(), signal);
      const loading = inject(src, url);
      loads.set(src, loading);
      // Only a success is kept for the session; a failed URL may be retried.
      loading.catch(() => {
        if (loads.get(src) === loading) loads.delete(src);
      });
      shared = loading;
    }
    // An executed script cannot be unloaded: abort only stops this caller waiting.
    return untilAborted(shared, signal);
  }

  const preloaded = new Set<string>();

  function preload(url: string): void {
    const href = httpUrl(url, doc.baseURI)?.href;
    if (href === undefined || loads.has(href) || preloaded.has(href)) return;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Done its work once fetched: the cache holds the script, not the tag.
    const drop = () => link.remove();
    link.addEventListener('load', drop, { once: true });
    link.addEventListener('error', () => {
      drop();
      preloaded.delete(href);
    }, { once: true });
    (doc.head ?? doc.documentElement).append(link);
  }

  return { load, preload };
}
