import { createLazyCalls } from '../util/lazy-calls.js';
import type { DocumentScope } from '../document-scope.js';
import type { ScriptLoader } from './script-loader.js';

/**
 * The script loader from a chunk of its own, imported on the first
 * classic-script zone: a page of islands never loads it. Calls made while it
 * loads run in the order they were made (libraries before the V3 module that
 * needs them); a failed import fails those calls and the next one retries.
 */
export function createLazyScriptLoader(load: () => Promise<ScriptLoader>): ScriptLoader {
  // Not logged here: each zone whose script could not load says so with the script's URL.
  const scripts = createLazyCalls(load, () => {});
  return {
    load: (url, signal) => scripts.ask((loader) => loader.load(url, signal), (error) => Promise.reject(error)),
    preload: (url) => scripts.run((loader) => loader.preload(url)),
  };
}

/** Classic scripts of `scope`'s document, each requested once per document (module scripts and third-party tags alike). */
export function documentScripts(scope: Pick<DocumentScope, 'document' | 'own'>): ScriptLoader {
  return scope.own('scripts', () => createLazyScriptLoader(() => import('./script-loader.js').then((m) => m.createScriptLoader({ document: scope.document }))));
}
