import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  emptyDebugState, isOn, JOKE_REVERT_MS, MODE_KEYS, smeActive, withSwitch,
} from '../../runtime/debug/debug-state.js';
import { adoptStyles } from '../../runtime/util/adopt-styles.js';
import { readCookie, removeCookie, readDebugCookie, writeDebugCookie, DEBUG_COOKIE, type DebugState } from '../../runtime/util/cookies.js';
import { httpUrl } from '../../runtime/util/url.js';

interface ModesHost extends ReactiveControllerHost, HTMLElement {
  smeSrc: string;
}

/** Marks `<html>` while joke mode runs; the page-level rules live in `jokeStyles`. */
export const JOKE_CLASS = 'tf-debug-joke';

// The joke is played on the page, outside the bar's shadow root. It only
// restyles type and tilts zones; it moves nothing under reduced motion.
const jokeStyles = `
html.${JOKE_CLASS} body, html.${JOKE_CLASS} body * {
  font-family: 'Comic Sans MS', 'Comic Neue', 'Chalkboard SE', cursive !important;
}
html.${JOKE_CLASS} tf-zone { transform: rotate(-1deg); }
html.${JOKE_CLASS} tf-zone:nth-of-type(even) { transform: rotate(1deg); }
@media (prefers-reduced-motion: no-preference) {
  html.${JOKE_CLASS} tf-zone { animation: tf-debug-joke-wobble 0.5s ease-in-out infinite alternate; }
}
@keyframes tf-debug-joke-wobble { from { rotate: -0.6deg; } to { rotate: 0.6deg; } }
`;

/**
 * Owns the `tf_debug` cookie for the bar: reads it on connect, writes every
 * change, reverts joke mode after 5000 ms and
 * loads the SME tool script once when its mode and configuration allow.
 */
export class DebugModesController implements ReactiveController {
  state: DebugState = emptyDebugState();
  readonly #host: ModesHost;
  readonly #onChange: (state: DebugState) => void;
  #jokeTimer: number | undefined;
  #smeLoaded = false;

  constructor(host: ModesHost, onChange: (state: DebugState) => void) {
    this.#host = host;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    this.state = readDebugCookie() ?? emptyDebugState();
    // A joke left on by a page that was closed within its 5 s still reverts.
    this.#syncJoke();
    this.#syncSme();
  }

  hostDisconnected(): void {
    this.#clearJokeTimer();
    document.documentElement.classList.remove(JOKE_CLASS);
  }

  /** Whether the tf_debug cookie exists right now (one way debug mode turns on). */
  get cookiePresent(): boolean {
    return readCookie(DEBUG_COOKIE) !== undefined;
  }

  /** Applies and persists the next state. */
  set(next: DebugState): void {
    this.state = next;
    writeDebugCookie(next);
    this.#syncJoke();
    this.#syncSme();
    this.#host.requestUpdate();
    this.#onChange(next);
  }

  /** Logout: the cookie goes and every page-level effect with it. */
  clear(): void {
    this.#clearJokeTimer();
    document.documentElement.classList.remove(JOKE_CLASS);
    removeCookie(DEBUG_COOKIE);
    this.state = emptyDebugState();
    this.#host.requestUpdate();
  }

  #syncJoke(): void {
    const on = isOn(this.state, MODE_KEYS.joke);
    if (on) adoptStyles('tf-debug-joke', jokeStyles);
    document.documentElement.classList.toggle(JOKE_CLASS, on);
    if (!on) {
      this.#clearJokeTimer();
    } else if (this.#jokeTimer === undefined) {
      this.#jokeTimer = window.setTimeout(() => {
        this.#jokeTimer = undefined;
        this.set(withSwitch(this.state, MODE_KEYS.joke, false));
      }, JOKE_REVERT_MS);
    }
  }

  #clearJokeTimer(): void {
    if (this.#jokeTimer !== undefined) window.clearTimeout(this.#jokeTimer);
    this.#jokeTimer = undefined;
  }

  /** The tool is a classic script of the content server; only http(s) URLs are loaded. */
  #syncSme(): void {
    const src = httpUrl(this.#host.smeSrc, location.href);
    if (this.#smeLoaded || !src || !smeActive(this.state, true)) return;
    this.#smeLoaded = true;
    const script = document.createElement('script');
    script.src = src.href;
    script.dataset.tfSme = '';
    document.head.append(script);
  }
}
