/**
 * The free pass's countdown (on the fpSuccess and fpSignOut screens, a
 * 1 s tick). It ticks only while a screen showing it is open: one timer at
 * most, cleared on every update and when the element leaves the page, so a
 * closed overlay costs nothing.
 *
 * Within a page the countdown runs on the monotonic clock (the lead's
 * decision for issue 16): the core's `expiresAt` (epoch ms) is read once,
 * against the wall clock of that moment, into an end on `performance.now()`;
 * a wall clock moved back or forward afterwards neither adds nor removes a
 * second, and it never shows more than the pass's duration. A new
 * `expiresAt` (the service corrected the pass) is read afresh.
 * Each tick is set for the moment the shown second changes, so a late timer
 * never skips one.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { COUNTDOWN_TICK_MS, type FreePassInfo } from '../../runtime/tve/signin/index.js';

export interface CountdownOptions {
  /** The free pass as the core knows it. */
  pass(): FreePassInfo;
  /** A screen with the countdown is open. */
  shown(): boolean;
}

export class CountdownController implements ReactiveController {
  #endsAt: number | undefined;
  /** `#endsAt` on the monotonic clock. */
  #end = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #host: ReactiveControllerHost;
  readonly #options: CountdownOptions;

  constructor(host: ReactiveControllerHost, options: CountdownOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Milliseconds left (0 once over, without a pass, or when the core's numbers make no sense). */
  get #left(): number {
    return this.#endsAt === undefined ? 0 : Math.max(0, this.#end - performance.now()) || 0;
  }

  /** Whole seconds left, rounded up: the last second reads 0:00:01 until the pass is over. */
  get seconds(): number {
    return Math.ceil(this.#left / COUNTDOWN_TICK_MS);
  }

  hostUpdate(): void {
    const pass = this.#options.pass();
    const endsAt = pass.state === 'started' ? pass.expiresAt : undefined;
    if (endsAt === this.#endsAt) return;
    this.#endsAt = endsAt;
    // Never more than the pass lasts, whatever the wall clock said as it was read.
    if (endsAt !== undefined) this.#end = performance.now() + Math.min(endsAt - Date.now(), pass.duration * 1000);
  }

  hostUpdated(): void {
    this.#stop();
    const left = this.#left;
    if (left > 0 && this.#options.shown()) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#host.requestUpdate();
      }, left % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS);
    }
  }

  hostDisconnected(): void {
    this.#stop();
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
