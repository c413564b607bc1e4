/**
 * The standalone elements, for legacy pages: one ES module each,
 * `dist/elements/{tag}.js`, loaded by one `<script type="module">` (no
 * React); what they share, Lit first of all, is in `dist/elements/shared/`,
 * which each imports by relative URL, so a page using three of them loads Lit
 * once. Another element joins by adding its entry here.
 */
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const standaloneElements: Record<string, string> = {
  'tf-signin': 'elements/tf-signin/tf-signin.ts',
  'tf-image': 'elements/tf-image/tf-image.ts',
  'tf-ad': 'elements/tf-ad/tf-ad.ts',
  'tf-debug-bar': 'elements/tf-debug-bar/tf-debug-bar.ts',
  'tf-carousel': 'elements/tf-carousel/tf-carousel.ts',
  'tf-collapsible': 'elements/tf-collapsible/tf-collapsible.ts',
  // Not an element: the legacy list-and-mask plugin as one module for pages without a build.
  'tf-horizontal-carousel': 'runtime/carousel/horizontal-carousel.ts',
};

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The demo serves each standalone element at `/elements/{tag}.js`, as a legacy
 * page of the site would: from source under `vite`, and in the built site
 * as a copy of `dist/elements/` (which `vite build --mode elements` wrote
 * just before the demo build).
 */
export function standaloneElementsPlugin(): Plugin {
  const entryOf = (url: string | undefined) => {
    const tag = /^\/elements\/([a-z0-9-]+)\.js(?:\?|$)/.exec(url ?? '')?.[1];
    return tag !== undefined && Object.hasOwn(standaloneElements, tag) ? standaloneElements[tag] : undefined;
  };
  return {
    name: 'triforce:standalone-elements',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const entry = entryOf(req.url);
        if (entry) req.url = `/@fs${here(entry)}`;
        next();
      });
    },
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const missing = Object.keys(standaloneElements).filter((tag) => !existsSync(here(`dist/elements/${tag}.js`)));
      if (missing.length > 0) this.warn(`dist/elements/ lacks ${missing.join(', ')}: run \`vite build --mode elements\` first`);
      // The elements and the shared chunks they import.
      if (existsSync(here('dist/elements'))) cpSync(here('dist/elements'), `${outDir}/elements`, { recursive: true });
    },
  };
}
