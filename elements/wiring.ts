/**
 * The wiring of `dist/tf.js`, imported by `elements/index.ts` before any
 * element is defined: a `<tf-page>` already in the HTML upgrades (and starts
 * loading) the moment it is defined, so the document scope must hold the
 * islands, and the global must be in place, first. The one place that joins
 * the runtime, the elements and the React islands; nothing below it imports
 * `islands/`.
 */
import { builtInIslands } from '../islands/index.js';
import { documentScope, type DocumentScope } from '../runtime/document-scope.js';
import { documentRegistry, installTriforceGlobal } from '../runtime/modules/registry.js';

/**
 * Makes (or finds, when a standalone element's bundle ran first) the scope
 * of `win`'s document and gives it what `tf.js` carries: the built-in
 * islands, `window.Triforce` with the document's registry and consent, and
 * each connected page's services on the global.
 */
export function wireDocument(win: Window): DocumentScope {
  const scope = documentScope(win);
  const registry = documentRegistry(scope);
  Object.assign(scope.islands, builtInIslands);
  // Classic-script modules reach the page services through the global.
  scope.onPageConnected(({ queues, templates, events }) => void installTriforceGlobal(win, registry, { queues, templates, events }));
  // Consent is needed on every page, and the platform's answer takes time: the
  // store starts looking the moment tf.js runs.
  installTriforceGlobal(win, registry, {}, scope.consent);
  return scope;
}

wireDocument(window);
