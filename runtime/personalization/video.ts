/**
 * The player's two personalization hooks (spec 001 §7): what the episode
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

/** `videoComplete`'s params: the order is the video watched to its end. */
export interface VideoOrder {
  orderId: string;
  productPurchasedId: string;
}

export interface VideoSink {
  videoStart(entity: VideoEntity): void;
  videoComplete(order: VideoOrder): void;
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

export function videoCompleted(doc: Document, order: VideoOrder): void {
  sinks.get(doc)?.videoComplete(order);
}
