/**
 * The only part of the debug bar in `dist/tf.js`: `<tf-page>` calls it on
 * connect, and it loads the bar's code (see `importBar`) only when the
 * authorization cookie exists. Visitors get no request and no
 * byte of the bar. Staff also get the page events recorded from here on, so
 * the bar's panels cover the first load it arrives in the middle of.
 */
import { authCookieName, hasAuthCookie, MONITOR_EVENTS } from '../../runtime/debug/gate.js';
import type { MonitorEvent } from '../../runtime/debug/page-monitor.js';
import { runtimeMessages } from '../../runtime/messages.js';
import { createEventStore } from '../../runtime/util/event-store.js';

let loaded: Promise<unknown> | undefined;

/**
 * Set to true by the `dist/tf.js` build (vite.config.ts). There the bar comes
 * from the standalone `dist/elements/tf-debug-bar.js` beside `tf.js`, so the
 * runtime shares no module with it and carries none of its code, nor chunks
 * split off for sharing. Elsewhere (the demo app, unit tests) the bundler's
 * own lazy chunk is used.
 */
declare const __TF_DEBUG_BAR_STANDALONE__: boolean;

function importBar(): Promise<unknown> {
  if (typeof __TF_DEBUG_BAR_STANDALONE__ !== 'undefined' && __TF_DEBUG_BAR_STANDALONE__) {
    return import(/* @vite-ignore */ new URL('./elements/tf-debug-bar.js', import.meta.url).href);
  }
  return import('./tf-debug-bar.js');
}

/**
 * Loads `<tf-debug-bar>` once per document when the cookie is there, and
 * mounts one on the body unless the page already has one.
 */
export function loadDebugBarIfAuthorized(doc: Document = document): Promise<void> | undefined {
  // A bar already in the markup may name another cookie; it also keeps its
  // attributes (such as sme-src) when its code arrives.
  const existing = doc.querySelector('tf-debug-bar');
  if (!hasAuthCookie(authCookieName(existing?.getAttribute('auth-cookie')), doc)) return undefined;
  if (existing && customElements.get('tf-debug-bar')) return Promise.resolve();

  const early: MonitorEvent[] = [];
  const record = (event: Event) => early.push({ type: event.type, detail: (event as CustomEvent).detail as unknown, at: performance.now() });
  const recording = createEventStore();
  for (const type of MONITOR_EVENTS) recording.add(doc, type, record);

  loaded ??= importBar();
  return loaded.then(
    () => {
      const bar = doc.querySelector('tf-debug-bar') ?? doc.body.appendChild(doc.createElement('tf-debug-bar'));
      recording.clear();
      bar.seedEvents(early);
    },
    (error: unknown) => {
      recording.clear();
      // Staff lose their bar, visitors lose nothing; a later page may try again.
      loaded = undefined;
      console.warn(`[triforce] ${runtimeMessages.debugBarFailed}`, error);
    },
  );
}
