/**
 * The box the entitlement library's login frame is created in (see
 * screens/iframe-wrapper.ts): a `<div slot="frame">` in the element's light
 * DOM, so `<iframe name="mvpdframe">` is in the document tree (a named frame
 * of the window) and shows inside the dialog through its slot.
 */

/** `element`'s frame box, made on first use; undefined while it is not in a document. */
export function frameHost(element: HTMLElement): HTMLElement | undefined {
  if (!element.isConnected) return undefined;
  let host = element.querySelector<HTMLElement>(':scope > [slot="frame"]');
  if (!host) {
    host = element.ownerDocument.createElement('div');
    host.slot = 'frame';
    element.append(host);
  }
  return host;
}

/** Gives the box the height the library asked for, and its frames a name and the whole box. */
export function sizeFrame(host: HTMLElement, { height }: { width: number; height: number }): void {
  // CSSOM, not a style attribute: the strict CSP allows it.
  if (Number.isFinite(height) && height > 0) host.style.setProperty('height', `${Math.round(height)}px`);
  for (const frame of host.querySelectorAll('iframe')) {
    if (!frame.title) frame.title = 'TV provider sign-in';
    frame.style.setProperty('inline-size', '100%');
    frame.style.setProperty('block-size', '100%');
    frame.style.setProperty('border', '0');
  }
}
