/**
 * The standalone elements, for legacy pages: one
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
 * In `dist/elements/{tag}.js`, a dynamic import of another standalone
 * element's entry (`<tf-signin>`'s collapsible FAQ imports `<tf-collapsible>`
 * on first use) loads the sibling file `./{other}.js` beside it instead of
 * inlining a second copy: each file stays whole on its own, and the one that
 * uses the other pays for it only when it is used. A static import is left
 * alone (inlined), so nothing a file needs at once is ever fetched apart.
 */
export function siblingElementsPlugin(self: string): Plugin {
  const entries = new Map(Object.entries(standaloneElements).filter(([tag]) => tag !== self).map(([tag, entry]) => [here(entry).replace(/\.ts$/, ''), tag]));
  return {
    name: 'triforce:sibling-elements',
    // Before Vite's own resolver, which would otherwise answer first with the source file.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || (options as { kind?: string }).kind !== 'dynamic-import') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const tag = resolved && entries.get(resolved.id.replace(/\.[jt]s$/, ''));
      return tag ? { id: `./${tag}.js`, external: true } : null;
    },
  };
}

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
