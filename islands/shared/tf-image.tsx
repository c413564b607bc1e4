import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { TfImage as TfImageElement } from '../../elements/tf-image/tf-image.js';
import type { TfEvent } from '../../runtime/events.js';
import type { FeedImage } from './parse.js';

/**
 * `<tf-image>` for React islands (CONTRACT §3: islands use standalone elements
 * through their `@lit/react` wrapper). Props set the element's properties, so
 * `info` travels as an object, never re-serialised.
 */
export const TfImage = createComponent({
  tagName: 'tf-image',
  elementClass: TfImageElement,
  react: React,
  events: {
    onImageLoad: 'tf:imageload' as EventName<TfEvent<'tf:imageload'>>,
    onImageError: 'tf:imageerror' as EventName<TfEvent<'tf:imageerror'>>,
  },
});

/** A parsed feed image as `<tf-image>` info, in the feed image shape of spec 001 §3. */
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
