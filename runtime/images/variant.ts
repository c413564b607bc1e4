import { IMAGE_RATIO_DECIMALS, IMAGE_SNAP_TOLERANCE_PX } from '../constants.js';
import type { ImageVariant } from './image-info.js';
import { buildImageUrl, isResizable, MISSING_IMAGE_SRC, stillFormOf } from './image-url.js';

/** The box an image is drawn in, in CSS pixels. */
export interface Box {
  width: number;
  height: number;
}

/** What to load: a variant and, for resizable ones, the pixel size to ask for. */
export interface ImageRequest {
  variant: ImageVariant;
  width?: number;
  height?: number;
}

const RATIO_SCALE = 10 ** IMAGE_RATIO_DECIMALS;

/** Aspect ratios are compared rounded to one decimal: 16:9 and 1.78 are the same. */
export function roundRatio(ratio: number): number {
  return Math.round(ratio * RATIO_SCALE) / RATIO_SCALE;
}

/** Width ÷ height of a variant's original, when the feed tells it. */
export function variantRatio(variant: ImageVariant): number | undefined {
  if (variant.aspectRatio !== undefined) return variant.aspectRatio;
  return variant.width && variant.height ? variant.width / variant.height : undefined;
}

/** Within the snap tolerance, sizes count as equal. */
const snap = (value: number, target: number | undefined) =>
  target !== undefined && Math.abs(value - target) <= IMAGE_SNAP_TOLERANCE_PX ? target : value;

/**
 * The pixel size to ask for: the box times the device pixel ratio, never
 * larger than the original (an upscale only costs bytes) and snapped to the
 * original when within 1 px of it.
 */
function sizeFor(variant: ImageVariant, box: Box, dpr: number): { width?: number; height?: number } {
  // GIFs get a size too: their still JPG form is resized (requestUrl).
  if (variant.isRaw || variant.src === MISSING_IMAGE_SRC || box.width <= 0) return {};
  let width = Math.round(box.width * dpr);
  let height = box.height > 0 ? Math.round(box.height * dpr) : undefined;
  const factor = Math.min(1, variant.width ? variant.width / width : 1, variant.height && height ? variant.height / height : 1);
  if (factor < 1) {
    width = Math.round(width * factor);
    if (height !== undefined) height = Math.round(height * factor);
  }
  width = Math.max(1, snap(width, variant.width));
  if (height === undefined) return { width };
  return { width, height: Math.max(1, snap(height, variant.height)) };
}

/**
 * The best variant for a box: the one whose
 * rounded aspect ratio is closest to the box's (the least cropped); among equals, the smallest
 * whose original covers the needed pixels, else the largest. Variants of
 * unknown ratio come last. Pure: the element measures, this decides.
 */
export function chooseVariant(variants: readonly ImageVariant[], box: Box, devicePixelRatio: number): ImageRequest {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  // Floored at 0.1 so a sliver of a box never rounds to a ratio of 0.
  const boxRatio = box.width > 0 && box.height > 0 ? Math.max(roundRatio(box.width / box.height), 0.1) : undefined;
  const needed = box.width * dpr - IMAGE_SNAP_TOLERANCE_PX;
  const distance = (v: ImageVariant) => {
    const ratio = variantRatio(v);
    if (ratio === undefined) return Infinity;
    // In log space: covering a box with a picture of another shape loses the
    // share min/max of the two ratios, whichever is wider.
    return boxRatio === undefined ? 0 : Math.abs(Math.log(Math.max(roundRatio(ratio), 0.1) / boxRatio));
  };
  // Covering variants rank by size ascending, then the rest by size descending.
  const sizeRank = (v: ImageVariant) => {
    const width = v.width ?? 0;
    return width >= needed ? width : Number.MAX_SAFE_INTEGER - width;
  };
  let best: ImageVariant | undefined;
  for (const variant of variants) {
    if (best === undefined) {
      best = variant;
      continue;
    }
    const d = distance(variant) - distance(best);
    // Ratios a rounding step apart are not a real difference.
    if (d < -1e-9 || (Math.abs(d) <= 1e-9 && sizeRank(variant) < sizeRank(best))) best = variant;
  }
  if (best === undefined) throw new RangeError('chooseVariant needs at least one variant');
  return { variant: best, ...sizeFor(best, box, dpr) };
}

/**
 * Whether `next` is worth a new request over what is shown:
 * another variant, or a size more than 1 px larger. Smaller never reloads.
 */
export function needsReload(current: ImageRequest | undefined, next: ImageRequest): boolean {
  if (current === undefined) return true;
  if (current.variant.src !== next.variant.src) return true;
  const grows = (now: number | undefined, then: number | undefined) =>
    now !== undefined && (then === undefined ? false : now > then + IMAGE_SNAP_TOLERANCE_PX);
  return grows(next.width, current.width) || grows(next.height, current.height);
}

/**
 * The URL for a request. `still` asks for an animated GIF's still JPG form,
 * which is resized like any other image; a GIF itself is requested untouched.
 */
export function requestUrl(request: ImageRequest, options: { still?: boolean } = {}): string {
  const { variant } = request;
  const size = { quality: variant.quality, width: request.width, height: request.height };
  const still = options.still ? stillFormOf(variant.src) : undefined;
  if (still !== undefined) return variant.isRaw ? still : buildImageUrl(still, size);
  return isResizable(variant) ? buildImageUrl(variant.src, size) : variant.src;
}
