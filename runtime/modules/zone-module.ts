import { messages } from '../messages.js';
import type { Log, ModuleContext, ModuleController, Zone } from '../types.js';
import { driverOf } from '../types.js';
import { isOutputFalse } from './feed-client.js';
import type { RunModule } from './render-run.js';

export type ZoneState = 'loading' | 'rendered' | 'refreshing';

/** The mark of a zone the server drew into the page's HTML, until the browser has adopted it. */
export const SERVER_RENDERED = 'server-rendered';

/**
 * A controller that can adopt markup the server drew from the same feed
 * (a React island, islands/define-island.tsx): resolves true once it has,
 * false when it drew the zone afresh instead; rejects like `render`.
 */
export type HydratingController = ModuleController & {
  hydrate(host: HTMLElement, feed: unknown, ctx: ModuleContext): Promise<boolean>;
};

const canHydrate = (controller: ModuleController): controller is HydratingController =>
  typeof (controller as Partial<HydratingController>).hydrate === 'function';

export interface ZoneModuleOptions {
  zone: Zone;
  element: HTMLElement;
  context: Omit<ModuleContext, 'driver'>;
  resolve(zone: Zone): Promise<ModuleController>;
  loadFeed(url: string): Promise<unknown>;
  /** A controller already resolved for this zone (a refresh, or a rerun after a left visit). */
  controller?: ModuleController;
  /**
   * The element already shows this controller's output: the module is a
   * refresh that loads only the new feed and draws in place,
   * and a feed saying output false keeps what is drawn.
   */
  refreshing?: boolean;
  /** Torn down with the module: what the module registered through its context. */
  scope?: { dispose(): void };
  /**
   * The element holds the server's drawing of this zone (`server-rendered`):
   * the module's first render adopts it (hydrates) instead of drawing, and
   * the zone stays `rendered` meanwhile. A zone that cannot be adopted is
   * drawn again, with the `warn` line `log` is given for it.
   */
  serverDrawn?: boolean;
  log?: Log;
}

export interface ZoneModule extends RunModule {
  readonly element: HTMLElement;
  readonly data: Zone;
  readonly context: ModuleContext;
  /** The controller, once resolved. */
  readonly controller: ModuleController | undefined;
  /** The element shows a module's output: it rendered once, or is a refresh. */
  readonly drawn: boolean;
  /** This module's render finished. */
  readonly settled: boolean;
  readonly scope: { dispose(): void } | undefined;
  /** Runs `onModuleDestroy`, disposes the scope and removes the element. */
  destroy(log: Log): void;
  /**
   * Lets go of the zone without tearing anything down: a module of a left
   * visit whose element and controller a new module takes over. A late
   * render of this one then changes nothing.
   */
  abandon(): void;
}

/**
 * One zone of one page load: loads its code and feed together, draws when the
 * scheduler says so, and tears itself down. State is mirrored on the element's
 * `state` attribute so pages and tests can see it.
 */
export function createZoneModule(options: ZoneModuleOptions): ZoneModule {
  const { zone, element } = options;
  const driver = driverOf(zone) ?? '';
  const ctx: ModuleContext = { ...options.context, driver };
  let controller = options.controller;
  let feed: unknown;
  let drawn = options.refreshing === true;
  let settled = false;
  // A refresh whose new feed says output false keeps what is drawn.
  let keepDrawn = false;
  let destroyed = false;

  let serverDrawn = options.serverDrawn === true && !options.refreshing;

  const setState = (state: ZoneState) => element.setAttribute('state', state);
  // The server's drawing shows from the first paint: it stays `rendered`, never flashing back to a reserved box.
  setState(options.refreshing ? 'refreshing' : serverDrawn ? 'rendered' : 'loading');

  function loadFeed(): Promise<unknown> {
    return Object.hasOwn(zone, 'feedData') || !ctx.feedUrl ? Promise.resolve(zone.feedData) : options.loadFeed(ctx.feedUrl);
  }

  /**
   * Adopts the server's drawing: true when adopted, false when the zone must
   * be drawn again. A controller that cannot hydrate, or whose hydration
   * threw, gets an empty zone to draw into; one that drew afresh already
   * (a mismatch) keeps its root, and its render only confirms the drawing.
   */
  async function hydrate(loaded: ModuleController): Promise<boolean> {
    if (canHydrate(loaded)) {
      try {
        return await loaded.hydrate(element, feed, ctx);
      } catch {
        // Falls through to a fresh drawing.
      }
    }
    element.replaceChildren();
    return false;
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
    get drawn() {
      return drawn;
    },
    get settled() {
      return settled;
    },
    scope: options.scope,
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
      if (serverDrawn && !keepDrawn) {
        serverDrawn = false;
        drawn = true;
        const adopted = await hydrate(controller);
        if (destroyed) return;
        element.removeAttribute(SERVER_RENDERED);
        if (adopted) keepDrawn = true;
        else options.log?.('warn', messages.hydrationFailed(zone.zone, driver));
      }
      if (!keepDrawn) {
        const drawing = controller.render(element, feed, ctx);
        // From the first call on, the element may show the module's output.
        drawn = true;
        await drawing;
      }
      if (destroyed) return;
      settled = true;
      setState('rendered');
    },
    destroy(log) {
      if (destroyed) return;
      destroyed = true;
      try {
        controller?.onModuleDestroy?.(element);
      } catch {
        log('error', messages.destroyFailed(zone.zone, driver));
      }
      options.scope?.dispose();
      element.remove();
    },
    abandon() {
      destroyed = true;
    },
  };
}
