import { runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import { siteLinks, STYLE_ATTRIBUTE, styleNameOf, TRANSITION_ATTRIBUTE } from '../util/style-links.js';
import type { Stylesheets, StylesheetsOptions } from './stylesheets.js';

type StylesheetsModule = typeof import('./stylesheets.js');

export interface LazyStylesheets extends Stylesheets {
  /** Loads the switcher ahead of the first page that needs it. */
  warm(): void;
}

/**
 * The per-page stylesheet switcher (stylesheets.ts) as `tf.js` carries it: a
 * chunk, loaded by the first page whose sheet is not already the only one
 * on, or by `warm()` once the first page is drawn, so that a later page of
 * another style switches within its visit as before. The first page's sheet
 * comes in the server's HTML, so a first load mostly finds nothing to do.
 *
 * Calls keep their order: once one waits for the chunk, every later one goes
 * through it too. A failed chunk is logged, its calls settle (they never
 * reject) with the page's sheets as they were, and the next page tries again.
 */
export function createLazyStylesheets(
  opts: StylesheetsOptions & { log: Log; load?: () => Promise<StylesheetsModule> },
): LazyStylesheets {
  const { document: doc, log, load = () => import('./stylesheets.js') } = opts;
  let destroyed = false;
  const switcher = createLazyCalls(
    () => load().then((m) => m.createStylesheets(opts)),
    () => log('warn', runtimeMessages.stylesheetsFailed),
  );

  /** The wanted sheet alone is on and nothing is switching: what `apply` would leave as it is. */
  const alreadyOn = (name: string) => {
    const links = siteLinks(doc);
    return links.some((link) => link.getAttribute(STYLE_ATTRIBUTE) === name) &&
      links.every((link) => !link.hasAttribute(TRANSITION_ATTRIBUTE) && link.disabled === (link.getAttribute(STYLE_ATTRIBUTE) !== name));
  };

  return {
    apply(pageStyle) {
      if (destroyed) return Promise.resolve();
      // Only while nothing waits for the chunk: a switch on its way must not be overtaken.
      if (switcher.idle && alreadyOn(styleNameOf(pageStyle))) return Promise.resolve();
      return switcher.ask((sheets) => (destroyed ? undefined : sheets.apply(pageStyle)), () => undefined);
    },
    warm() {
      if (!destroyed) switcher.warm();
    },
    destroy() {
      destroyed = true;
      switcher.loaded?.destroy();
    },
  };
}
