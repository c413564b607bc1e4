import { createElement, useSyncExternalStore } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload } from '../shared/parse.js';
import { AD_PLACEMENTS, type AdPlacement } from './placements.js';

export interface AdSlotFeed {
  /** Another `position` than the placement's (a repository `adUnits` key). */
  position?: string;
}

/** The zone's feed, inline in the manifest, may name the slot's `position`; the sizes are the placement's, as its box is. */
export function parseAdSlotFeed(feed: unknown): AdSlotFeed {
  if (feed === undefined || feed === null) return {};
  const position = feedPayload('ad slot', feed).position;
  return typeof position === 'string' && /^[\w-]{1,64}$/.test(position) ? { position } : {};
}

/** The placement's size for the viewport now, and a way to hear when a breakpoint is crossed. */
function useViewportSize(placement: AdPlacement): string {
  const queries = placement.sizes.map(([minWidth, size]) => [matchMedia(`(min-width: ${minWidth}px)`), size] as const);
  const current = () => queries.reduce((chosen, [query, size]) => (query.matches ? size : chosen), placement.sizes[0]![1]);
  const subscribe = (changed: () => void) => {
    for (const [query] of queries) query.addEventListener('change', changed);
    return () => { for (const [query] of queries) query.removeEventListener('change', changed); };
  };
  return useSyncExternalStore(subscribe, current);
}

/**
 * One ad slot in a box of fixed height. The `<tf-ad>` is keyed by its size:
 * crossing a breakpoint replaces the element, so the old slot is destroyed
 * with it and a new one defined at the new size (a slot's sizes never change).
 */
export function AdSlot({ feed, ctx }: IslandProps<AdSlotFeed>) {
  const placement = AD_PLACEMENTS[ctx.driver] ?? Object.values(AD_PLACEMENTS)[0]!;
  const size = useViewportSize(placement);
  return (
    <div className={`tf-ad-slot tf-ad-slot--${placement.position}`}>
      {createElement('tf-ad', { key: size, size, position: feed.position ?? placement.position })}
    </div>
  );
}
