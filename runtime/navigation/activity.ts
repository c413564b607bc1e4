import { ACTIVITY_FADE_MS } from '../constants.js';
import { realClock, type Clock } from '../types.js';
import { adoptStyles } from '../util/adopt-styles.js';

/**
 * The activity indicator of a page load (spec 000 §4, CONTRACT §4): the
 * `busy` attribute on `<tf-page>` for scripts and styles, and a progress bar
 * at the top of the viewport for people. When rendering completes the bar
 * fades out over ACTIVITY_FADE_MS and is then removed.
 */
export interface ActivityIndicator {
  start(): void;
  done(): void;
  destroy(): void;
}

export interface ActivityIndicatorOptions {
  page: HTMLElement;
  document: Document;
  clock?: Clock;
}

type State = 'idle' | 'busy' | 'fading' | 'destroyed';

export const BUSY_ATTRIBUTE = 'busy';
const BAR_CLASS = 'tf-progress';
const FADING_CLASS = 'tf-progress--done';

// The bar is indeterminate: a page load has no meaningful percentage.
const STYLES = `
.tf-progress {
  position: fixed; inset: 0 0 auto 0; z-index: 2147483647; height: 3px; overflow: hidden;
  pointer-events: none; opacity: 1; transition: opacity ${ACTIVITY_FADE_MS}ms linear;
  background: color-mix(in srgb, var(--tf-color-primary, #ffcc00) 25%, transparent);
}
.tf-progress::before {
  content: ''; position: absolute; inset: 0 auto 0 0; width: 40%;
  background: var(--tf-color-primary, #ffcc00);
}
.tf-progress.tf-progress--done { opacity: 0; }
@media (prefers-reduced-motion: no-preference) {
  .tf-progress::before { animation: tf-progress-slide 1.1s ease-in-out infinite; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-progress::before { width: 100%; }
}
@keyframes tf-progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
`;

export function createActivityIndicator(options: ActivityIndicatorOptions): ActivityIndicator {
  const { page, document: doc, clock = realClock } = options;
  let state: State = 'idle';
  let bar: HTMLElement | undefined;
  let fadeTimer: number | undefined;

  function showBar(): void {
    adoptStyles('tf-progress', STYLES);
    if (!bar) {
      bar = doc.createElement('div');
      bar.className = BAR_CLASS;
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-label', 'Loading page');
      bar.setAttribute('aria-busy', 'true');
    }
    bar.classList.remove(FADING_CLASS);
    if (!bar.isConnected) page.prepend(bar);
  }

  function removeBar(): void {
    bar?.remove();
    bar?.classList.remove(FADING_CLASS);
  }

  function stopFade(): void {
    if (fadeTimer !== undefined) clock.clearTimeout(fadeTimer);
    fadeTimer = undefined;
  }

  return {
    start() {
      if (state === 'destroyed' || state === 'busy') return;
      // A new load during the fade takes the bar back at full opacity.
      stopFade();
      state = 'busy';
      page.setAttribute(BUSY_ATTRIBUTE, '');
      showBar();
    },
    done() {
      if (state !== 'busy') return;
      state = 'fading';
      page.removeAttribute(BUSY_ATTRIBUTE);
      bar?.classList.add(FADING_CLASS);
      fadeTimer = clock.setTimeout(() => {
        fadeTimer = undefined;
        if (state !== 'fading') return;
        state = 'idle';
        removeBar();
      }, ACTIVITY_FADE_MS);
    },
    destroy() {
      if (state === 'destroyed') return;
      stopFade();
      if (state === 'busy') page.removeAttribute(BUSY_ATTRIBUTE);
      state = 'destroyed';
      removeBar();
      bar = undefined;
    },
  };
}
