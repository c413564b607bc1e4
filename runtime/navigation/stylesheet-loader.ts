import { runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';
import { loadOnce } from '../util/load-once.js';
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
  let ready: Stylesheets | undefined;
  let waiting = false;
  let destroyed = false;
  const switcher = loadOnce(() => load().then((m) => (ready ??= m.createStylesheets(opts))));

  /** The wanted sheet alone is on and nothing is switching: what `apply` would leave as it is. */
  const alreadyOn = (name: string) => {
    const links = siteLinks(doc);
    return links.some((link) => link.getAttribute(STYLE_ATTRIBUTE) === name) &&
      links.every((link) => !link.hasAttribute(TRANSITION_ATTRIBUTE) && link.disabled === (link.getAttribute(STYLE_ATTRIBUTE) !== name));
  };

  /** Runs `use` once the chunk is there; from now on every call waits its turn behind this one. */
  function viaChunk(use: (sheets: Stylesheets) => Promise<void> | void): Promise<void> {
    waiting = true;
    return switcher().then(
      (sheets) => (destroyed ? undefined : use(sheets)),
      () => {
        // Logged once however many calls were waiting.
        if (!waiting) return;
        waiting = false;
        log('warn', runtimeMessages.stylesheetsFailed);
      },
    );
  }

  return {
    apply(pageStyle) {
      if (destroyed) return Promise.resolve();
      if (ready) return ready.apply(pageStyle);
      if (!waiting && alreadyOn(styleNameOf(pageStyle))) return Promise.resolve();
      return viaChunk((sheets) => sheets.apply(pageStyle));
    },
    warm() {
      if (!destroyed && !ready && !waiting) void viaChunk(() => {});
    },
    destroy() {
      destroyed = true;
      ready?.destroy();
    },
  };
}
