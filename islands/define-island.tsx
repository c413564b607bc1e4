import { Component, createContext, useContext, useLayoutEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { DocumentScope } from '../runtime/document-scope.js';
import { emit } from '../runtime/events.js';
import { messages } from '../runtime/messages.js';
import type { ModuleContext, ModuleController } from '../runtime/types.js';

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

export interface IslandController extends ModuleController {
  /** Always a promise: it settles when React has committed this render. */
  render(host: HTMLElement, feed: unknown, ctx: ModuleContext): Promise<void>;
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
 * module's real first paint (TOOLCHAIN "First render timing").
 */
export function defineIsland<F = unknown>(
  View: ComponentType<IslandProps<F>>,
  options: IslandOptions<F> = {},
): IslandController {
  const roots = new WeakMap<HTMLElement, Root>();

  return {
    render(host, feed, ctx) {
      const props: IslandProps<F> = { feed: options.parseFeed ? options.parseFeed(feed, ctx.driver) : (feed as F), ctx };
      let root = roots.get(host);
      if (!root) {
        // The boundary reports caught errors through the render's promise
        // (and the page's log); React's own console copy would be a duplicate.
        root = createRoot(host, { onCaughtError: () => undefined });
        roots.set(host, root);
      }
      const mounted = root;
      return new Promise<void>((resolve, reject) => {
        const pending = pendingRender(ctx, resolve, reject);
        // Committed synchronously: zones that become ready together then land
        // in one task, and the browser lays out and paints the page once
        // rather than once per island root, each in a task of its own. Render
        // is only ever called from the page's own tasks, never inside React.
        flushSync(() => mounted.render(
          <ScopeContext.Provider value={ctx.documentScope}>
            <IslandBoundary pending={pending}>
              <View {...props} />
              <Committed pending={pending} />
            </IslandBoundary>
          </ScopeContext.Provider>,
        ));
      });
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
