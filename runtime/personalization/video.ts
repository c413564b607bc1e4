/**
 * The player's two personalization hooks: what the episode
 * player calls when a video starts and when it completes. The page session
 * of the document registers where they go (`index.ts`, only with
 * personalization on); without it they do nothing. Kept apart and tiny:
 * the player's chunk imports this file, not the personalization code.
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

const sinks = new WeakMap<Document, VideoSink>();

/** Registers (or, with undefined, forgets) where the document's video hooks go. */
export function setVideoSink(doc: Document, sink: VideoSink | undefined): void {
  if (sink) sinks.set(doc, sink);
  else sinks.delete(doc);
}

export function videoStarted(doc: Document, entity: VideoEntity): void {
  sinks.get(doc)?.videoStart(entity);
}

export function videoCompleted(doc: Document, entity: VideoEntity): void {
  sinks.get(doc)?.videoComplete(entity);
}

/** The player's events calling the two hooks (runtime/tve/player.ts `PlayerEvents`), for the video `entity`. */
export function videoHooks(doc: Document, entity: VideoEntity): { onMediaStart(): void; onMediaEnd(): void } {
  return { onMediaStart: () => videoStarted(doc, entity), onMediaEnd: () => videoCompleted(doc, entity) };
}
