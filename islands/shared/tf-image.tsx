import type { FeedImage } from './parse.js';
import { TfImage as TfImageWrapper } from './generated/tf-image.js';
import { drawnOnServer } from './server-element.js';

/**
 * `<tf-image>` for React islands (islands use standalone elements
 * through their `@lit/react` wrapper). Props set the element's properties, so
 * `info` travels as an object, never re-serialised. The wrapper and its `on…`
 * event props are generated from the element's JSDoc by scripts/make-react.mjs.
 * A server writes them as attributes (`info` as JSON, server-element.tsx):
 * the element, defined up front, then loads its picture before hydration.
 */
export const TfImage = drawnOnServer(TfImageWrapper, 'tf-image');

/** A parsed feed image as `<tf-image>` info, in the feed's image shape. */
export function imageInfo(image: FeedImage, alt = image.alt) {
  return {
    url: image.src,
    alt,
    width: image.width,
    height: image.height,
    ...(image.ratio !== undefined ? { ratio: image.ratio } : {}),
    ...(image.isRaw ? { isRaw: true } : {}),
    ...(image.animated !== undefined ? { animated: image.animated } : {}),
  };
}
