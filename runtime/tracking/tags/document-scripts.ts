/**
 * Third-party tag scripts, each requested once per document:
 * the page sessions of one document share one script loader, so a second
 * `<tf-page>` (or one re-created) never requests a tag again. The loader is
 * the module scripts' (runtime/modules/script-loader.ts): http(s) only, a
 * failed script removed and tried again on the next call. It stays a chunk
 * of its own, imported when consent first lets a tag load.
 */
import type { ScriptLoader } from '../../modules/script-loader.js';

const loaders = new WeakMap<Document, Promise<ScriptLoader>>();

/** Loads the classic script `src` into `doc` unless it already was; rejects with `Script failed to load at {url}`. */
export function loadDocumentScript(doc: Document, src: string): Promise<void> {
  let loader = loaders.get(doc);
  if (!loader) {
    loader = import('../../modules/script-loader.js').then((m) => m.createScriptLoader({ document: doc }));
    loaders.set(doc, loader);
    // A chunk that failed to arrive is asked for again by the next tag.
    loader.catch(() => loaders.delete(doc));
  }
  return loader.then((scripts) => scripts.load(src));
}
