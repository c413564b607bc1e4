/**
 * The standalone elements of CONTRACT §1, for legacy pages: one
 * self-contained ES module each, `dist/elements/{tag}.js` (Lit bundled, no
 * React, no shared chunks). Another element joins by adding its entry here.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const standaloneElements: Record<string, string> = {
  'tf-signin': 'elements/tf-signin/tf-signin.ts',
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
      mkdirSync(`${outDir}/elements`, { recursive: true });
      for (const tag of Object.keys(standaloneElements)) {
        const built = here(`dist/elements/${tag}.js`);
        if (existsSync(built)) copyFileSync(built, `${outDir}/elements/${tag}.js`);
        else this.warn(`dist/elements/${tag}.js is missing: run \`vite build --mode elements --app\` first`);
      }
    },
  };
}
