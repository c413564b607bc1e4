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
}

export interface ZoneModule extends RunModule {
  readonly element: HTMLElement;
  readonly data: Zone;
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
  let controller: ModuleController | undefined;
  let feed: unknown;
  let destroyed = false;

  const setState = (state: ZoneState) => element.setAttribute('state', state);
  setState('loading');

  return {
    zone: zone.zone,
    driver,
    priority: typeof zone.priority === 'number' && Number.isFinite(zone.priority) ? zone.priority : undefined,
    element,
    data: zone,
    async prepare() {
      const feedRequest = Object.hasOwn(zone, 'feedData') || !ctx.feedUrl
        ? Promise.resolve(zone.feedData)
        : options.loadFeed(ctx.feedUrl);
      const [loaded, data] = await Promise.all([options.resolve(zone), feedRequest]);
      controller = loaded;
      feed = data;
      return isOutputFalse(data) ? 'output-false' : 'ready';
    },
    async render() {
      if (destroyed || !controller) throw new Error(messages.renderFailed(zone.zone, driver));
      await controller.render(element, feed, ctx);
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
