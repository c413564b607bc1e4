import { ACTIVITY_FADE_MS, ACTIVITY_SHOW_DELAY_MS } from '../constants.js';
import { runtimeMessages } from '../messages.js';
import { realClock, type Clock, type Log } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import type { ProgressBar } from './activity-bar.js';

/**
 * The activity indicator of a page load: the
 * `busy` attribute on `<tf-page>` for scripts and styles, set and removed
 * at once, and a progress bar at the top of the viewport for people, shown
 * once the load has lasted ACTIVITY_SHOW_DELAY_MS (a load done sooner shows
 * none; a load starting while the last bar fades takes it back at once). When
 * rendering completes the bar fades out over ACTIVITY_FADE_MS and is then
 * removed. The bar's code and CSS are a chunk of their own (activity-bar.ts)
 * loaded by the first `start()`; until it arrives only `busy` shows the
 * load, and when it arrives the bar shows whatever the state is by then.
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
  log?: Log;
  /** The bar's chunk; injected by tests. */
  loadBar?: () => Promise<{ createProgressBar(page: HTMLElement, doc: Document): ProgressBar }>;
}

type State = 'idle' | 'busy' | 'fading' | 'destroyed';

export const BUSY_ATTRIBUTE = 'busy';

export function createActivityIndicator(options: ActivityIndicatorOptions): ActivityIndicator {
  const { page, document: doc, clock = realClock, log, loadBar = () => import('./activity-bar.js') } = options;
  let state: State = 'idle';
  let bar: ProgressBar | undefined;
  let fadeTimer: number | undefined;
  let showTimer: number | undefined;
  /** Whether this load's bar is due on screen (its delay is over). */
  let shown = false;
  // `busy` still marks the load while the bar's chunk is missing; the next load tries again.
  const barChunk = createLazyCalls(loadBar, () => log?.('warn', runtimeMessages.activityBarFailed));

  /** Brings the bar (once loaded) in line with the state. */
  function draw(): void {
    if (state === 'busy' && shown) bar?.show();
    else if (state === 'busy') bar?.remove();
    else if (state === 'fading') bar?.fade();
    else bar?.remove();
  }

  function requestBar(): void {
    // One request at a time: the bar, once made, shows whatever the state is by then.
    if (bar || !barChunk.idle) return;
    barChunk.run((module) => {
      if (state === 'destroyed') return;
      bar = module.createProgressBar(page, doc);
      draw();
    });
  }

  function stopFade(): void {
    if (fadeTimer !== undefined) clock.clearTimeout(fadeTimer);
    fadeTimer = undefined;
  }

  function stopShow(): void {
    if (showTimer !== undefined) clock.clearTimeout(showTimer);
    showTimer = undefined;
  }

  return {
    start() {
      if (state === 'destroyed' || state === 'busy') return;
      // A new load during the fade takes the bar back at full opacity, at once.
      shown = state === 'fading';
      stopFade();
      state = 'busy';
      page.setAttribute(BUSY_ATTRIBUTE, '');
      // The chunk is asked for now, so that it is there when the delay ends.
      requestBar();
      draw();
      if (!shown) {
        showTimer = clock.setTimeout(() => {
          showTimer = undefined;
          shown = true;
          draw();
        }, ACTIVITY_SHOW_DELAY_MS);
      }
    },
    done() {
      if (state !== 'busy') return;
      stopShow();
      page.removeAttribute(BUSY_ATTRIBUTE);
      if (!shown) {
        // Over before its bar was due: nothing to fade.
        state = 'idle';
        draw();
        return;
      }
      state = 'fading';
      draw();
      fadeTimer = clock.setTimeout(() => {
        fadeTimer = undefined;
        if (state !== 'fading') return;
        state = 'idle';
        draw();
      }, ACTIVITY_FADE_MS);
    },
    destroy() {
      if (state === 'destroyed') return;
      stopFade();
      stopShow();
      if (state === 'busy') page.removeAttribute(BUSY_ATTRIBUTE);
      state = 'destroyed';
      draw();
      bar = undefined;
    },
  };
}
