/**
 * The entry of `/vendor/access-enabler.js`, the entitlement library
 * stand-in (a classic script, built by demo/tve/vite-plugin.ts): defines
 * `window.AccessEnabler` and, once initialised, calls the page's
 * `entitlementLoaded()`, Adobe's signal that the API is ready. Its services
 * are the demo's, beside the script: `{script origin}/tve`.
 *
 * Under the `library-never-loads` scenario it defines the constructor but
 * never finishes initialising: `entitlementLoaded` is never called, which is
 * what a page sees when the real library's servers do not answer.
 */
import { scenarioOf } from '../scenario.js';
import { defineAccessEnabler } from './access-enabler.js';
import { callPage } from './page-callbacks.js';

declare global {
  interface Window {
    AccessEnabler?: ReturnType<typeof defineAccessEnabler>;
  }
}

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
window.AccessEnabler = defineAccessEnabler({ win: window, base: new URL('/tve', script).href });

if (scenarioOf(document) !== 'library-never-loads') {
  // Asynchronous, as the real library's initialisation is: the page's
  // callbacks may be defined after this script runs, in the same task.
  setTimeout(() => callPage(window, 'entitlementLoaded'), 0);
}
