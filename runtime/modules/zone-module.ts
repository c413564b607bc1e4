import { messages } from '../messages.js';
import type { Log, ModuleContext, ModuleController, Zone } from '../types.js';
import { driverOf } from '../types.js';
import { isOutputFalse } from './feed-client.js';
import type { RunModule } from './render-run.js';

export type ZoneState = 'loading' | 'rendered' | 'refreshing';

export interface ZoneModuleOptions {
  zone: Zone;
  element: HTMLElement;
  context: Omit<ModuleContext, 'driver'>;
  resolve(zone: Zone): Promise<ModuleController>;
  loadFeed(url: string): Promise<unknown>;
  /**
   * The controller already drawing this element: the module is a refresh
   * (spec 000 §4) that loads only the new feed and draws in place.
   */
  refreshing?: ModuleController;
}

export interface ZoneModule extends RunModule {
  readonly element: HTMLElement;
  readonly data: Zone;
  readonly context: ModuleContext;
  /** The controller, once resolved. */
  readonly controller: ModuleController | undefined;
  destroy(log: Log): void;
}

/**
 * One zone of one page load: loads its code and feed together, draws when the
 * scheduler says so, and tears itself down. State is mirrored on the element's
 * `state` attribute (CONTRACT §2) so pages and tests can see it.
 */
export function createZoneModule(options: ZoneModuleOptions): ZoneModule {
  const { zone, element } = options;
  const driver = driverOf(zone) ?? '';
  const ctx: ModuleContext = { ...options.context, driver };
  let controller = options.refreshing;
  let feed: unknown;
  // A refresh whose new feed says output false keeps what is drawn (spec 000 §4).
  let keepDrawn = false;
  let destroyed = false;

  const setState = (state: ZoneState) => element.setAttribute('state', state);
  setState(options.refreshing ? 'refreshing' : 'loading');

  function loadFeed(): Promise<unknown> {
    return Object.hasOwn(zone, 'feedData') || !ctx.feedUrl ? Promise.resolve(zone.feedData) : options.loadFeed(ctx.feedUrl);
  }

  return {
    zone: zone.zone,
    driver,
    priority: typeof zone.priority === 'number' && Number.isFinite(zone.priority) ? zone.priority : undefined,
    element,
    data: zone,
    context: ctx,
    get controller() {
      return controller;
    },
    async prepare() {
      const [loaded, data] = await Promise.all([controller ?? options.resolve(zone), loadFeed()]);
      controller = loaded;
      feed = data;
      if (!isOutputFalse(data)) return 'ready';
      if (!options.refreshing) return 'output-false';
      keepDrawn = true;
      return 'ready';
    },
    async render() {
      if (destroyed || !controller) throw new Error(messages.renderFailed(zone.zone, driver));
      if (!keepDrawn) await controller.render(element, feed, ctx);
      if (!destroyed) setState('rendered');
    },
    destroy(log) {
      if (destroyed) return;
      destroyed = true;
      try {
        controller?.onModuleDestroy?.(element);
      } catch {
        log('error', messages.destroyFailed(zone.zone, driver));
      }
      element.remove();
    },
  };
}
