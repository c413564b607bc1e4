/**
 * The names of per-page stylesheets, shared by the switcher
 * (`navigation/stylesheets.ts`, a chunk), its front in `tf.js`
 * (`navigation/stylesheet-loader.ts`) and the server, which writes the
 * first page's link.
 */
export const DEFAULT_STYLE = 'default';
export const STYLE_ATTRIBUTE = 'data-tf-style';
export const TRANSITION_ATTRIBUTE = 'data-tf-transition';

const STYLE_NAME = /^[A-Za-z0-9_-]+$/;

/** The sheet a page asks for: a valid `pageStyle`, else the default one. */
export function styleNameOf(pageStyle: unknown): string {
  return typeof pageStyle === 'string' && STYLE_NAME.test(pageStyle) ? pageStyle : DEFAULT_STYLE;
}

/** The page's site stylesheet links (`link[data-tf-style]` in the head). */
export const siteLinks = (doc: Document): HTMLLinkElement[] => [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${STYLE_ATTRIBUTE}]`)];
