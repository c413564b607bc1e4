/**
 * Builds the TV-everywhere stand-ins' scripts as classic scripts at fixed
 * URLs, the way third parties ship them (demo/cmp/vite-plugin.ts builds the
 * consent platform the same way): the entitlement library
 * `/vendor/access-enabler.js`, the provider login page's `/tve/login.js`,
 * the cookie check's `/tve/cookie-check.js` and `/tve/storage-scenario.js`;
 * and the identity provider's: its adapter module `/identity/identity.js`
 * (ESM: `<tf-signin identity-src>` imports it) and its pages' script
 * `/identity/pages.js` (the pages themselves are in demo/public/identity/).
 * Fixed names, not hashed ones: pages and the element's `entitlement-src`
 * name them, and the production server revalidates such files.
 *
 * Under `vite` the scripts are bundled on each request, and the static
 * pages of demo/public/tve/ are served here too: the content API claims
 * every `/tve/` path (the services), and this plugin is registered before
 * it. Runs in Node.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** URL path → entry, relative to this folder: classic scripts. */
export const TVE_SCRIPTS: Readonly<Record<string, string>> = {
  '/vendor/access-enabler.js': './access-enabler/index.ts',
  '/tve/login.js': './login-page.ts',
  '/tve/cookie-check.js': './cookie-check.ts',
  '/tve/storage-scenario.js': './storage-scenario.ts',
  '/identity/pages.js': './identity/pages.ts',
};

/** ES modules: the identity adapter `<tf-signin identity-src>` imports (its default export is the factory). */
export const TVE_MODULES: Readonly<Record<string, string>> = {
  '/identity/identity.js': './identity/index.ts',
};

const entryOf = (path: string): [entry: string, format: 'iife' | 'esm'] | undefined =>
  Object.hasOwn(TVE_SCRIPTS, path) ? [TVE_SCRIPTS[path]!, 'iife'] : Object.hasOwn(TVE_MODULES, path) ? [TVE_MODULES[path]!, 'esm'] : undefined;

const STATIC_TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8' };

async function bundle(entry: string, minify: boolean, format: 'iife' | 'esm' = 'iife'): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true, format, target: 'es2022', minify, write: false, legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

export function tveStandIns(): Plugin[] {
  return [
    {
      name: 'triforce:tve-stand-ins:serve',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?', 1)[0]!;
          const entry = entryOf(path);
          if (entry) {
            bundle(entry[0], false, entry[1]).then((code) => {
              res.setHeader('content-type', 'text/javascript; charset=utf-8');
              res.setHeader('cache-control', 'no-cache');
              res.end(code);
            }, next);
            return;
          }
          const type = /^\/tve\/[\w-]+(\.html|\.css)$/.exec(path)?.[1];
          if (!type) return next();
          readFile(fileURLToPath(new URL(`../public${path}`, import.meta.url))).then((body) => {
            res.setHeader('content-type', STATIC_TYPES[type]!);
            res.end(body);
          }, () => next());
        });
      },
    },
    {
      name: 'triforce:tve-stand-ins:build',
      apply: 'build',
      async buildStart() {
        for (const path of [...Object.keys(TVE_SCRIPTS), ...Object.keys(TVE_MODULES)]) {
          const [entry, format] = entryOf(path)!;
          this.emitFile({ type: 'asset', fileName: path.slice(1), source: await bundle(entry, true, format) });
        }
      },
    },
  ];
}
