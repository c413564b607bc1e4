import { createConsentStore, type ConsentSource } from './consent-store.js';

/**
 * Shared by every bundle on the page (`dist/tf.js` and the standalone
 * elements each carry their own copy of this module), so it lives on the
 * window under a registered symbol rather than in a module variable.
 */
const KEY = Symbol.for('triforce.consent');

/**
 * The document's one consent store, started on first use:
 * `tf.js` starts it in its wiring, and every consumer asks it, never the
 * platform. Only the reading side is reachable, frozen, on a property that
 * cannot be replaced, so page code cannot swap in a source that grants.
 */
export function documentConsent(win: Window = window): ConsentSource {
  const holder = win as unknown as Record<symbol, ConsentSource | undefined>;
  const existing = holder[KEY];
  if (existing) return existing;
  // No page may be connected yet to hear the store's messages: the console is all there is.
  const store = createConsentStore({ win, doc: win.document, log: (level, text) => console[level === 'error' ? 'error' : 'warn'](text) });
  const source: ConsentSource = Object.freeze({ current: store.current, subscribe: store.subscribe });
  Object.defineProperty(win, KEY, { value: source });
  store.start();
  return source;
}
