/**
 * The elements `dist/tf.js` defines on first use (lazy-elements.ts), each
 * with the box it reserves while its code loads. Only `<tf-page>`,
 * `<tf-zone>` and `<tf-image>` are defined up front; the debug bar has its
 * own gate (tf-debug-bar/load-debug-bar.ts: staff only).
 *
 * The pending rules copy the layout the element's shadow styles give its
 * light DOM: for the carousel, one row of slides of `--tf-carousel-slide-size`
 * spaced by `--tf-carousel-gap`, and the controls bar under it when arrows or
 * autoplay are on; for the collapsible, its trigger label on a row as tall as
 * the trigger button, the content hidden unless `open`, and margins kept
 * inside (flow-root) as its content box keeps them. `:where()` keeps the
 * slide rules below any page rule, as `::slotted` is.
 */
import type { LazyElement } from './lazy-elements.js';

/**
 * `<tf-ad>`'s box while undefined: its first size (the common ones; any
 * other reserves only its label) plus the 16 px label line of
 * tf-ad.styles.ts; a `size` of one of these or starting with one and a comma.
 */
const AD_SIZES = '300x250 300x600 728x90 970x250 970x90 160x600 320x50 320x100 300x50 200x31 140x70';
const adPending = `tf-ad:not(:defined){display:block;max-inline-size:100%;margin-inline:auto;overflow:hidden;block-size:16px}\n${AD_SIZES.split(' ').map((size) => {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return `tf-ad:not(:defined):is([size="${size}"],[size^="${size},"]){inline-size:${w}px;block-size:${h + 16}px}`;
}).join('\n')}`;

export const lazyTags: Record<string, LazyElement> = {
  'tf-carousel': {
    load: () => import('../tf-carousel/tf-carousel.js'),
    pending: `tf-carousel:not(:defined):not([hidden]){display:flex;overflow:hidden;gap:var(--tf-carousel-gap,16px)}
tf-carousel:not(:defined):is([arrows],[autoplay]){padding-block-end:calc(var(--tf-carousel-controls-gap,12px) + var(--tf-carousel-control-size,40px))}
:where(tf-carousel:not(:defined))>*{flex:0 0 var(--tf-carousel-slide-size,100%);min-width:0;box-sizing:border-box}`,
  },
  // Draws nothing in the page until its overlay opens (a modal dialog, in the top layer): no box to reserve.
  'tf-signin': {
    load: () => import('../tf-signin/tf-signin.js'),
  },
  'tf-ad': {
    load: () => import('../tf-ad/tf-ad.js'),
    pending: adPending,
  },
  // The ad-block message (runtime/adblock/detect.ts): a modal dialog in the top layer, no box to reserve.
  'tf-adblock-message': {
    load: () => import('../tf-adblock-message/tf-adblock-message.js'),
  },
  'tf-collapsible': {
    load: () => import('../tf-collapsible/tf-collapsible.js'),
    pending: `tf-collapsible:not(:defined):not([hidden]){display:flow-root}
:where(tf-collapsible:not(:defined))>[slot=trigger]{display:flex;align-items:center;min-block-size:14px;padding:var(--tf-collapsible-trigger-padding,12px 0)}
:where(tf-collapsible:not(:defined):not([open]))>:not([slot=trigger]){display:none}`,
  },
};
