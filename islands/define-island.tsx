import { Component, createContext, startTransition, useContext, useLayoutEffect, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { DocumentScope } from '../runtime/document-scope.js';
import { emit } from '../runtime/events.js';
import { messages } from '../runtime/messages.js';
import type { ModuleContext, ModuleController } from '../runtime/types.js';
import { ServerRenderContext, type ServerRender } from './shared/server-render.js';

const ScopeContext = createContext<DocumentScope | undefined>(undefined);

/**
 * The document scope of the zone being drawn (`ctx.documentScope`), for the
 * island's hooks deep in its tree: consent, the site repository, the script
 * loader, the video hooks. Islands take these from here, never from the
 * window or the document, so they render where there is neither.
 */
export function useDocumentScope(): DocumentScope {
  const scope = useContext(ScopeContext);
  // Only defineIsland renders islands, and it always provides one.
  if (!scope) throw new Error('useDocumentScope() outside an island');
  return scope;
}

/** What every island component receives. */
export interface IslandProps<F> {
  feed: F;
  ctx: ModuleContext;
}

export interface IslandOptions<F> {
  /**
   * Turns the raw feed into the component's props. Throwing here is a render
   * failure of this zone only: bad feeds never reach the component. `driver`
   * is the zone's (`ctx.driver`), which its messages name: the island's own
   * driver is written once, in its descriptor, and one island may serve
   * several drivers (the ad slots).
   */
  parseFeed?: (feed: unknown, driver: string) => F;
}

/**
 * The prefix of the ids React's `useId` makes in a zone's root. Each root the
 * server draws numbers its ids from the start, so two islands of one page
 * would share ids (and `aria-labelledby` would name the wrong heading); a
 * prefix per zone keeps them apart. The server's render and the browser's
 * hydration must use the same one, or every id is a mismatch.
 */
export const islandIdPrefix = (zone: string): string => `${zone}-`;

/**
 * What a server has of a zone when it draws an island into the page's HTML:
 * no page element, no document scope, no mediator or templates, but the
 * page's address (`pageUrl`, which islands read through `useServerRender`
 * where the browser has `location`). An island that reads those while
 * rendering (not in effects) throws there, and the server leaves its zone
 * to the browser; its descriptor says whether the server should try at all
 * (`server` in descriptor.ts).
 */
export type IslandServerContext = Pick<ModuleContext, 'zone' | 'driver' | 'language' | 'feedUrl'> & ServerRender;

export interface IslandController extends ModuleController {
  /** Always a promise: it settles when React has committed this render. */
  render(host: HTMLElement, feed: unknown, ctx: ModuleContext): Promise<void>;
  /**
   * Adopts the markup the server drew into `host` from the same feed
   * (`element`): React attaches to the existing nodes instead of drawing new
   * ones. Resolves true once committed; false when the markup did not match
   * and React drew the zone afresh instead (its own recovery, in the same
   * root). Rejects when the island threw: the root is then gone, and `render`
   * draws the zone on a new one.
   */
  hydrate(host: HTMLElement, feed: unknown, ctx: ModuleContext): Promise<boolean>;
  /**
   * The island's tree for `feed`, exactly as `render` and `hydrate` commit
   * it, for a server's `renderToString`. Throws when the feed is bad.
   */
  element(feed: unknown, ctx: IslandServerContext): ReactElement;
}

interface Pending {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The promise of one render. A failure after it settled (an island that
 * throws on a later state change) can no longer reject it, so it is reported
 * on the page as the catalogue's render failure instead.
 */
function pendingRender(ctx: ModuleContext, resolve: () => void, reject: (error: unknown) => void): Pending {
  let settled = false;
  return {
    resolve() {
      settled = true;
      resolve();
    },
    reject(error) {
      if (!settled) {
        settled = true;
        reject(error);
        return;
      }
      emit(ctx.page, 'tf:message', { level: 'error', text: messages.renderFailed(ctx.zone, ctx.driver), time: Date.now() });
    },
  };
}

/** Resolves the pending render once React has committed this exact render. */
function Committed({ pending }: { pending: Pending }): null {
  useLayoutEffect(() => pending.resolve(), [pending]);
  return null;
}

interface BoundaryProps {
  pending: Pending;
  children: ReactNode;
}

/**
 * Catches a throwing island so one zone's failure never unmounts another's
 * root; the failure rejects the render so the scheduler removes the zone.
 */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean; pending: Pending }> {
  override state = { failed: false, pending: this.props.pending };
  // A new render (a refresh with a new feed) clears an earlier failure
  // without remounting the island, so its component state survives.
  static getDerivedStateFromProps(props: BoundaryProps, state: { pending: Pending }) {
    return props.pending === state.pending ? null : { failed: false, pending: props.pending };
  }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.pending.reject(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Builds the ModuleController of a React island: one React root
 * per zone element, re-rendered in place with the new feed on refresh, and
 * unmounted on destroy. `render` resolves when React has committed, because
 * React 19 commits asynchronously and the page's events must follow the
 * module's real first paint.
 */
export function defineIsland<F = unknown>(
  View: ComponentType<IslandProps<F>>,
  options: IslandOptions<F> = {},
): IslandController {
  const roots = new WeakMap<HTMLElement, Root>();
  const propsOf = (feed: unknown, ctx: ModuleContext): IslandProps<F> => ({ feed: options.parseFeed ? options.parseFeed(feed, ctx.driver) : (feed as F), ctx });

  /**
   * The one tree of an island, in the browser and on the server: the same
   * components in the same places, so `useId` and hydration see the same
   * structure everywhere. The boundary and the commit marker draw no markup;
   * `server` is only there when a server draws it.
   */
  const tree = (props: IslandProps<F>, scope: DocumentScope | undefined, pending: Pending, server?: ServerRender) => (
    <ScopeContext.Provider value={scope}>
      <ServerRenderContext.Provider value={server}>
        <IslandBoundary pending={pending}>
          <View {...props} />
          <Committed pending={pending} />
        </IslandBoundary>
      </ServerRenderContext.Provider>
    </ScopeContext.Provider>
  );

  return {
    render(host, feed, ctx) {
      const props = propsOf(feed, ctx);
      let root = roots.get(host);
      if (!root) {
        // The boundary reports caught errors through the render's promise
        // (and the page's log); React's own console copy would be a duplicate.
        root = createRoot(host, { identifierPrefix: islandIdPrefix(ctx.zone), onCaughtError: () => undefined });
        roots.set(host, root);
      }
      const mounted = root;
      return new Promise<void>((resolve, reject) => {
        const pending = pendingRender(ctx, resolve, reject);
        // Committed synchronously: zones that become ready together then land
        // in one task, and the browser lays out and paints the page once
        // rather than once per island root, each in a task of its own. Render
        // is only ever called from the page's own tasks, never inside React.
        flushSync(() => mounted.render(tree(props, ctx.documentScope, pending)));
      });
    },
    hydrate(host, feed, ctx) {
      const props = propsOf(feed, ctx);
      return new Promise<boolean>((resolve, reject) => {
        let mismatch = false;
        // In a transition, React hydrates in slices and yields to the browser
        // between them (a click or a key is handled, a frame drawn), instead
        // of one long task per island; the server's markup is already on screen.
        let root!: Root;
        startTransition(() => {
          root = hydrateRoot(host, tree(props, ctx.documentScope, pendingRender(
            ctx,
            // React reports a recovered mismatch in the very commit, after the
            // layout effects: the answer waits for the end of that task's work.
            () => queueMicrotask(() => resolve(!mismatch)),
            (error) => {
              // The island threw even on React's own retry: nothing of this
              // root is worth keeping, and `render` starts a new one.
              if (roots.get(host) === root) roots.delete(host);
              queueMicrotask(() => root.unmount());
              reject(error);
            },
          )), {
            identifierPrefix: islandIdPrefix(ctx.zone),
            onCaughtError: () => undefined,
            // A mismatch: React has thrown the server's markup away and draws
            // the zone in the browser instead, in this same root.
            onRecoverableError: () => {
              mismatch = true;
            },
          });
        });
        roots.set(host, root);
      });
    },
    element(feed, ctx) {
      // Never settled: on a server nothing commits, and a throw leaves renderToString itself.
      const pending: Pending = { resolve: () => undefined, reject: () => undefined };
      // The server's context has no page: an island reading it in render throws, as documented above.
      const props = propsOf(feed, ctx as unknown as ModuleContext);
      return tree(props, undefined, pending, { pageUrl: ctx.pageUrl, ...(ctx.config ? { config: ctx.config } : {}) });
    },
    onModuleWillRefresh() {
      return true;
    },
    onModuleDestroy(host) {
      const root = roots.get(host);
      roots.delete(host);
      root?.unmount();
    },
  };
}
