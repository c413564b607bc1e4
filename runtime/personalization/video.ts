import type { DocumentScope } from '../document-scope.js';

/**
 * The player's two personalization hooks: what the episode
 * player calls when a video starts and when it completes. The page session
 * of the document registers where they go (`index.ts`, only with
 * personalization on); without it they do nothing. The document scope keeps
 * the one hub, which the player reaches through its module context. Kept
 * apart and tiny: the player's chunk imports this file, not the
 * personalization code.
 */

/** `videoStart`'s params: the video's id and its category (the show). */
export interface VideoEntity {
  id: string;
  categoryId: string;
}

export interface VideoSink {
  videoStart(entity: VideoEntity): void;
  /** The adapter makes it an order: `productPurchasedId` the video's id, `orderId` one per completion. */
  videoComplete(entity: VideoEntity): void;
}

export interface VideoHooks {
  /** Registers (or, with undefined, forgets) where the document's video hooks go. */
  setSink(sink: VideoSink | undefined): void;
  started(entity: VideoEntity): void;
  completed(entity: VideoEntity): void;
  /** The player's events calling the two hooks (runtime/tve/player.ts `PlayerEvents`), for the video `entity`. */
  playerEvents(entity: VideoEntity): { onMediaStart(): void; onMediaEnd(): void };
}

export function createVideoHooks(): VideoHooks {
  let sink: VideoSink | undefined;
  const started = (entity: VideoEntity) => sink?.videoStart(entity);
  const completed = (entity: VideoEntity) => sink?.videoComplete(entity);
  return {
    setSink(next) {
      sink = next;
    },
    started,
    completed,
    playerEvents: (entity) => ({ onMediaStart: () => started(entity), onMediaEnd: () => completed(entity) }),
  };
}

/** The document's one hub of video hooks, made on first use. */
export function documentVideo(scope: Pick<DocumentScope, 'own'>): VideoHooks {
  return scope.own('video', createVideoHooks);
}
