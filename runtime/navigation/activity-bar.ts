import { ACTIVITY_FADE_MS } from '../constants.js';
import { adoptStyles } from '../util/adopt-styles.js';

/**
 * The progress bar of the activity indicator (activity.ts): a chunk of its
 * own, loaded by the first `start()`, so `tf.js` carries neither its DOM
 * code nor its CSS. The bar is indeterminate: a page load has no
 * meaningful percentage.
 */
export interface ProgressBar {
  /** At the top of `page`, at full opacity. */
  show(): void;
  /** Starts the ACTIVITY_FADE_MS fade-out of a shown bar. */
  fade(): void;
  remove(): void;
}

const FADING_CLASS = 'tf-progress--done';

// Kept tight by hand: this string is shipped as written.
const STYLES = `.tf-progress{position:fixed;inset:0 0 auto 0;z-index:2147483647;height:3px;overflow:hidden;\
pointer-events:none;opacity:1;transition:opacity ${ACTIVITY_FADE_MS}ms linear;\
background:color-mix(in srgb,var(--tf-color-primary,#ffcc00) 25%,transparent)}
.tf-progress::before{content:'';position:absolute;inset:0 auto 0 0;width:40%;background:var(--tf-color-primary,#ffcc00)}
.tf-progress.${FADING_CLASS}{opacity:0}
@media (prefers-reduced-motion:no-preference){.tf-progress::before{animation:tf-progress-slide 1.1s ease-in-out infinite}}
@media (prefers-reduced-motion:reduce){.tf-progress::before{width:100%}}
@keyframes tf-progress-slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}`;

export function createProgressBar(page: HTMLElement, doc: Document): ProgressBar {
  adoptStyles('tf-progress', STYLES);
  const bar = doc.createElement('div');
  bar.className = 'tf-progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  bar.setAttribute('aria-busy', 'true');
  return {
    show() {
      bar.classList.remove(FADING_CLASS);
      if (!bar.isConnected) page.prepend(bar);
    },
    fade: () => bar.classList.add(FADING_CLASS),
    remove() {
      bar.remove();
      bar.classList.remove(FADING_CLASS);
    },
  };
}
