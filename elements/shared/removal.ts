/**
 * Runs `teardown` once `element` is removed for good. Called from a
 * `disconnectedCallback`: a move (disconnected and connected again in the
 * same task, as the runtime does with a kept zone, a framework reordering
 * children or a page script re-parenting an element) is not a removal, so
 * the check waits one microtask and only an element still out of the
 * document by then is torn down. The element's `connectedCallback` sees
 * that it kept its state and must not build it again.
 */
export function whenRemovedForGood(element: Element, teardown: () => void): void {
  queueMicrotask(() => {
    if (!element.isConnected) teardown();
  });
}
