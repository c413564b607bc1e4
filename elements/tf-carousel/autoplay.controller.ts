import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { autoplayNext, autoplayOff, type Autoplay, type AutoplayEvent } from '../../runtime/carousel/autoplay.js';
import { createTouchGuard } from '../../runtime/carousel/touch-guard.js';
import { createEventStore } from '../../runtime/util/event-store.js';

type Host = ReactiveControllerHost & HTMLElement;

export interface AutoplayControllerOptions {
  /** Moves to the next slide (wrapping to the first at the end). */
  advance(): void;
  /** Whether `target` is the visible play/pause control, whose focus must not pause (it would pause what it just started). */
  isToggle(target: EventTarget | null): boolean;
}

/**
 * Wires the pure autoplay machine (runtime/carousel/autoplay.ts) to the page:
 * hover, focus and the tab's visibility pause it; a timer advances the slides
 * while it plays. Every listener and the timer are removed on disconnect.
 */
export class AutoplayController implements ReactiveController {
  #autoplay: Autoplay = autoplayOff;
  #interval = 0;
  #timer: number | undefined;
  readonly #guard = createTouchGuard();
  /** The listeners and the timer of one connection. */
  readonly #connected = createEventStore();
  readonly #host: Host;
  readonly #options: AutoplayControllerOptions;

  constructor(host: Host, options: AutoplayControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get state() {
    return this.#autoplay.state;
  }

  /**
   * Autoplay on (`interval` ms) or off. Under reduced motion it starts stopped:
   * the visible control can still start it (WAI-ARIA: no motion the user did not ask for).
   */
  configure(interval: number | undefined, reducedMotion: boolean): void {
    if (interval === undefined) {
      this.#send({ type: 'disable' });
      return;
    }
    const changed = interval !== this.#interval;
    this.#interval = interval;
    if (this.#autoplay.state === 'off') {
      this.#send({ type: 'enable' });
      if (reducedMotion) this.#send({ type: 'stop' });
    } else if (changed) this.#schedule();
  }

  /** The user dragged, clicked a control or pressed a key: autoplay stops. */
  interact(): void {
    this.#send({ type: 'interact' });
  }

  /** The visible control: stop when running, play when stopped. */
  toggle(): void {
    const running = this.#autoplay.state === 'playing' || this.#autoplay.state === 'paused';
    this.#send({ type: running ? 'stop' : 'play' });
  }

  /** The slide changed: a playing carousel waits a full interval before the next one. */
  restart(): void {
    if (this.#autoplay.state === 'playing') this.#schedule();
  }

  hostConnected(): void {
    const host = this.#host;
    this.#connected
      .add(host, 'mouseenter', this.#onMouseEnter)
      .add(host, 'mouseleave', this.#onMouseLeave)
      .add(host, 'pointerdown', this.#onPointer, true)
      .add(host, 'touchstart', this.#onTouch, { passive: true, capture: true })
      .add(host, 'focusin', this.#onFocusIn)
      .add(host, 'focusout', this.#onFocusOut)
      .add(document, 'visibilitychange', this.#onVisibility)
      .defer(() => this.#stopTimer());
    this.#onVisibility();
    this.#schedule();
  }

  hostDisconnected(): void {
    this.#connected.clear();
  }

  #send(event: AutoplayEvent): void {
    const next = autoplayNext(this.#autoplay, event);
    if (next === this.#autoplay) return;
    const wasPlaying = this.#autoplay.state === 'playing';
    this.#autoplay = next;
    if (next.state !== 'playing') this.#stopTimer();
    else if (!wasPlaying) this.#schedule();
    this.#host.requestUpdate();
  }

  #schedule(): void {
    this.#stopTimer();
    if (this.#autoplay.state !== 'playing' || !this.#host.isConnected || this.#interval <= 0) return;
    this.#timer = window.setTimeout(() => {
      this.#timer = undefined;
      if (this.#autoplay.state !== 'playing') return;
      this.#options.advance();
      // advance() usually selects another slide, which restarts the timer;
      // a single-slide carousel does not, so keep ticking here.
      if (this.#timer === undefined) this.#schedule();
    }, this.#interval);
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) window.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  readonly #onTouch = () => this.#guard.touched(Date.now());
  readonly #onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.pointerType === 'pen') this.#guard.touched(Date.now());
  };
  // Mouse events within 400 ms of a touch are the browser's emulation of the tap, not a hover.
  readonly #onMouseEnter = () => {
    if (!this.#guard.ignoresMouse(Date.now())) this.#send({ type: 'pause', reason: 'hover' });
  };
  readonly #onMouseLeave = () => this.#send({ type: 'resume', reason: 'hover' });
  readonly #onFocusIn = (event: FocusEvent) => {
    const target = event.composedPath()[0] ?? null;
    this.#send({ type: this.#options.isToggle(target) ? 'resume' : 'pause', reason: 'focus' });
  };
  readonly #onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.#host.contains(next) || this.#host.shadowRoot?.contains(next))) return;
    this.#send({ type: 'resume', reason: 'focus' });
  };
  readonly #onVisibility = () => this.#send({ type: document.hidden ? 'pause' : 'resume', reason: 'hidden' });
}
