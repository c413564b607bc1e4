/**
 * `/tve/storage-scenario.js`, put first in a page's head by the demo's server
 * (demo/server/pages.ts) only under this scenario, before the runtime:
 * under the `local-storage-unavailable` scenario it makes
 * `window.localStorage` throw as a browser does when storage is blocked
 * (a SecurityError on access), so every reader meets the failure
 * `TVEErrorLocalStorage`. Otherwise it does nothing.
 */
import { scenarioOf } from './scenario.js';

if (scenarioOf(document) === 'local-storage-unavailable') {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
}
