/**
 * Third-party tag scripts, each requested once per document (CONTRACT §10):
 * the page sessions of one document share one script loader, so a second
 * `<tf-page>` (or one re-created) never requests a tag again. The loader is
 * the module scripts' (runtime/modules/script-loader.ts): http(s) only, a
 * failed script removed and tried again on the next call.
 */
import { createScriptLoader, type ScriptLoader } from '../../modules/script-loader.js';

const loaders = new WeakMap<Document, ScriptLoader>();

/** Loads the classic script `src` into `doc` unless it already was; rejects with `Script failed to load at {url}`. */
export function loadDocumentScript(doc: Document, src: string): Promise<void> {
  let loader = loaders.get(doc);
  if (!loader) loaders.set(doc, (loader = createScriptLoader({ document: doc })));
  return loader.load(src);
}
