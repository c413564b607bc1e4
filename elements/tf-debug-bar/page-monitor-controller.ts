import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  emptyMonitor, MONITOR_EVENTS, reduceMonitor, type MonitorEvent, type MonitorState,
} from '../../runtime/debug/page-monitor.js';
import { adoptPageConsent, pageConsent } from '../../runtime/debug/tracking-monitor.js';
import type { Manifest } from '../../runtime/types.js';
import { createEventStore } from '../../runtime/util/event-store.js';

/** Own events kept for a late `seed()`; past this the bar has clearly been mounted on its own. */
const PENDING_LIMIT = 500;

/**
 * Listens to the page's `tf:*` events (they bubble, composed, to the
 * document) and folds them into the staff panels' state. `<tf-page>` loads
 * the bar after its first load has begun, so the events it recorded until
 * then are handed over through `seed()`.
 */
export class PageMonitorController implements ReactiveController {
  state: MonitorState = emptyMonitor();
  readonly #host: ReactiveControllerHost;
  readonly #visible: () => boolean;
  #since = 0;
  #pending: MonitorEvent[] | undefined = [];
  readonly #listeners = createEventStore();

  constructor(host: ReactiveControllerHost, visible: () => boolean) {
    this.#host = host;
    this.#visible = visible;
    host.addController(this);
  }

  hostConnected(): void {
    this.#since = performance.now();
    for (const type of MONITOR_EVENTS) this.#listeners.add(document, type, this.#onEvent);
    this.#adoptPageOnScreen();
    this.#adoptConsent();
  }

  hostDisconnected(): void {
    this.#listeners.clear();
  }

  /**
   * Folds events seen before this bar connected, then the ones seen since,
   * in order. Earlier events arriving after connect were recorded twice and
   * are dropped by their time stamp.
   */
  seed(early: readonly MonitorEvent[]): void {
    const before = early.filter((e) => e.at < this.#since);
    if (before.length === 0) return;
    const own = this.#pending ?? [];
    this.#pending = undefined;
    this.state = [...before, ...own].reduce(reduceMonitor, emptyMonitor());
    this.#adoptConsent();
    this.#host.requestUpdate();
  }

  #onEvent = (event: Event): void => {
    const entry = { type: event.type, detail: (event as CustomEvent).detail as unknown, at: performance.now() };
    if (this.#pending) {
      this.#pending.push(entry);
      if (this.#pending.length > PENDING_LIMIT) this.#pending = undefined;
    }
    this.state = reduceMonitor(this.state, entry);
    // Closed, the panels are not drawn: no need to render for every message.
    if (this.#visible()) this.#host.requestUpdate();
  };

  #adoptConsent(): void {
    const tracking = adoptPageConsent(this.state.tracking, pageConsent());
    if (tracking !== this.state.tracking) this.state = { ...this.state, tracking };
  }

  /** A bar added to a page already assembled starts from the manifest and zones on screen. */
  #adoptPageOnScreen(): void {
    const page = document.querySelector('tf-page') as (Element & { manifest?: Manifest }) | null;
    const manifest = page?.manifest;
    if (!manifest || this.state.zones.length > 0) return;
    const at = performance.now();
    let state = reduceMonitor(this.state, { type: 'tf:pageready', detail: { url: location.href, manifest }, at });
    for (const zone of page.querySelectorAll('tf-zone[state="rendered"]')) {
      const name = zone.getAttribute('zone');
      const record = state.zones.find((z) => z.zone === name);
      if (record) state = { ...state, zones: state.zones.map((z) => (z === record ? { ...z, state: 'rendered', kept: true } : z)) };
    }
    this.state = state;
  }
}
