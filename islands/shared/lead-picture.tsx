import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { drawnSources } from '../../runtime/images/drawn-sources.js';
import type { FeedImage } from './parse.js';
import { imageInfo } from './tf-image.js';

/** One picture of a lead: the feed image and the CSS width (`sizes`) it is drawn at. */
export interface LeadVariant {
  image: FeedImage;
  sizes: string;
}

/** Window widths in px, both ends included: `[from, to]`, `to` Infinity for no end. */
export type WindowRange = readonly [number, number];

function rangeQuery([from, to]: WindowRange): string {
  const parts = [from > 0 ? `(min-width: ${from}px)` : '', Number.isFinite(to) ? `(max-width: ${to}px)` : ''].filter(Boolean);
  return parts.length ? parts.join(' and ') : 'all';
}

/** The windows `ranges` (ascending, not overlapping) leave out. */
function complement(ranges: readonly WindowRange[]): WindowRange[] {
  const gaps: WindowRange[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) gaps.push([from, start - 1]);
    from = end + 1;
  }
  if (Number.isFinite(from)) gaps.push([from, Infinity]);
  return gaps;
}

/**
 * A page's lead picture (a hero's art, a show's banner), in the HTML itself
 * at high priority: fetched before any script runs, and the `<tf-image>`
 * around it shows that very picture once defined. With `phone` art (the same
 * picture composed for a narrower box: art direction), a `<picture>` picks
 * it in the windows of `phoneWindows` (where `<tf-image>`, choosing by the
 * box's shape, would pick it too), each source preloaded for its own windows
 * (React preloads no image inside a `<picture>`); without, the wide picture
 * alone. `alt` is the image's own unless given (decoration: '').
 */
export function leadPicture(wide: LeadVariant, phone: LeadVariant | undefined, phoneWindows: readonly WindowRange[], alt?: string): ReactNode {
  const wideSources = drawnSources(imageInfo(wide.image, alt), wide.sizes);
  if (!wideSources) return null;
  const phoneSources = phone && drawnSources(imageInfo(phone.image, alt), phone.sizes);
  if (!phoneSources?.srcSet || !wideSources.srcSet || phoneWindows.length === 0) return <img {...wideSources} fetchPriority="high" />;
  const phoneMedia = phoneWindows.map(rangeQuery).join(', ');
  const wideMedia = complement(phoneWindows).map(rangeQuery).join(', ');
  preload(phoneSources.src, { as: 'image', imageSrcSet: phoneSources.srcSet, imageSizes: phoneSources.sizes, fetchPriority: 'high', media: phoneMedia });
  preload(wideSources.src, { as: 'image', imageSrcSet: wideSources.srcSet, imageSizes: wideSources.sizes, fetchPriority: 'high', media: wideMedia });
  return (
    <picture>
      <source media={phoneMedia} srcSet={phoneSources.srcSet} sizes={phoneSources.sizes} />
      <img {...wideSources} fetchPriority="high" />
    </picture>
  );
}
