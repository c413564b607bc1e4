/**
 * Where an in-page anchor is: the element with that id, else the first
 * `<a name>` of that name; as in HTML, `''` and an otherwise unmatched
 * `'top'` mean the document top. Apart from scroll.ts so that `tf.js` can
 * answer "is the anchor on the page?" before the scrolling code has loaded.
 * Undefined when there is no anchor.
 */
export function findAnchorTop(id: string, win: Window, document: Document): number | undefined {
  if (id === '') return 0;
  const target = document.getElementById(id) ?? document.querySelector(`a[name="${CSS.escape(id)}"]`);
  if (target) return target.getBoundingClientRect().top + win.scrollY;
  return id.toLowerCase() === 'top' ? 0 : undefined;
}


/** How far down the document can scroll now. */
export function maxScrollTop(win: Window, document: Document): number {
  const root = document.scrollingElement ?? document.documentElement;
  return Math.max(0, root.scrollHeight - win.innerHeight);
}
