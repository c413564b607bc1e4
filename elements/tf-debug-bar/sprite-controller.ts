import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { nextSpriteFrame, spriteFrameDuration, SPRITE_FRAMES } from '../../runtime/debug/sprite.js';
import { createEventStore } from '../../runtime/util/event-store.js';

/**
 * Runs the corner sprite while `running()` holds (the bar is shown and
 * closed): 8 frames at 100 ms, the last one 1000 ms. Under
 * `prefers-reduced-motion: reduce` it stands still on its resting frame and
 * follows the preference if it changes.
 */
export class SpriteController implements ReactiveController {
  frame = SPRITE_FRAMES - 1;
  readonly #host: ReactiveControllerHost;
  readonly #running: () => boolean;
  #timer: number | undefined;
  #media: MediaQueryList | undefined;
  /** The preference's listener and the timer of one connection. */
  readonly #connected = createEventStore();

  constructor(host: ReactiveControllerHost, running: () => boolean) {
    this.#host = host;
    this.#running = running;
    host.addController(this);
  }

  hostConnected(): void {
    const media = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    this.#media = media;
    this.#connected.defer(() => {
      this.#media = undefined;
      this.#stop();
    });
    if (media) this.#connected.add(media, 'change', this.#sync);
  }

  hostUpdated(): void {
    this.#sync();
  }

  hostDisconnected(): void {
    this.#connected.clear();
  }

  get running(): boolean {
    return this.#timer !== undefined;
  }

  #sync = (): void => {
    if (this.#media?.matches) {
      this.#stop();
      if (this.frame !== SPRITE_FRAMES - 1) {
        this.frame = SPRITE_FRAMES - 1;
        this.#host.requestUpdate();
      }
      return;
    }
    if (!this.#running()) this.#stop();
    else if (this.#timer === undefined) this.#schedule();
  };

  #schedule(): void {
    this.#timer = window.setTimeout(() => {
      this.#timer = undefined;
      this.frame = nextSpriteFrame(this.frame);
      this.#schedule();
      this.#host.requestUpdate();
    }, spriteFrameDuration(this.frame));
  }

  #stop(): void {
    if (this.#timer !== undefined) window.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
