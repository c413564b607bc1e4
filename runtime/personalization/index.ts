/**
 * Personalization's front, in `tf.js`: on
 * only when `personalizationEnabled` is true and `personalizationMbox` is not
 * empty (read on each page). Then it imports the adapter chunk
 * (`target.ts`), which waits for consent before anything reaches at.js, and
 * hands it, in order, each page landed on, each page drawn and the player's
 * video hooks (`video.ts`). Off, nothing is imported.
 */
import { runtimeMessages } from '../messages.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import type { PersonalizationConfig, TargetAdapter, TargetAdapterOptions } from './target.js';
import type { VideoHooks } from './video.js';

export type { PersonalizationConfig } from './target.js';

/** On only if the configuration enables it and gives a mbox name. */
export function personalizationOn(config: PersonalizationConfig): boolean {
  return config.personalizationEnabled && config.personalizationMbox.trim() !== '';
}

export interface PersonalizationOptions extends Omit<TargetAdapterOptions, 'config'> {
  config(): PersonalizationConfig;
  /** The document's video hooks, which this front answers while it lives. */
  video: VideoHooks;
  /** Imports the adapter chunk (injected by tests). */
  load?(): Promise<{ createTargetAdapter(options: TargetAdapterOptions): TargetAdapter }>;
}

export interface Personalization {
  /** A page landed on: the first load (`initial`) or an in-page visit. */
  pageLanded(initial: boolean): void;
  /** The page landed on last is drawn: its offers may be applied. */
  pageDrawn(): void;
  destroy(): void;
}

export function createPersonalization(options: PersonalizationOptions): Personalization {
  const load = options.load ?? (() => import('./target.js'));
  const adapter = createLazyCalls(
    () => load().then((m) => m.createTargetAdapter({ ...options, config: () => options.config() })),
    () => options.log('error', runtimeMessages.personalizationFailed),
  );
  options.video.setSink({
    videoStart: (entity) => personalizationOn(options.config()) && adapter.run((a) => a.videoStart(entity)),
    videoComplete: (entity) => personalizationOn(options.config()) && adapter.run((a) => a.videoComplete(entity)),
  });
  return {
    pageLanded(initial) {
      if (personalizationOn(options.config())) adapter.run((a) => a.pageLanded(initial));
    },
    pageDrawn() {
      if (!adapter.idle) adapter.run((a) => a.pageDrawn());
    },
    destroy() {
      options.video.setSink(undefined);
      adapter.drop();
      adapter.loaded?.destroy();
    },
  };
}
