/**
 * A chunk (or anything slow) asked for when first needed: every call shares
 * one `load()`, and its value is kept; a failed load is forgotten, so the
 * next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
}
