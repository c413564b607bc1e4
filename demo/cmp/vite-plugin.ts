/**
 * Builds the consent platform as one classic script, as a real CMP ships:
 * no module graph shared with the site (so it never pulls a site chunk),
 * bundled by esbuild as an IIFE. Under `vite` it is served at
 * CMP_SCRIPT_PATH, bundled afresh on each request; `vite build` writes it
 * as `assets/cmp-{hash}.js` (the production server caches `assets/` for a
 * year, which a content hash makes safe) and points index.html's tag at it.
 * Runs in Node.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The script tag's src in demo/index.html. */
export const CMP_SCRIPT_PATH = '/cmp/cmp.js';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

async function bundle(minify: boolean): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2022', minify, write: false, legalComments: 'none' });
  return result.outputFiles[0]!.text;
}

export function consentPlatform(): Plugin[] {
  let fileName = '';
  return [
    {
      name: 'triforce:consent-platform:serve',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').split('?', 1)[0] !== CMP_SCRIPT_PATH) return next();
          bundle(false).then((code) => {
            res.setHeader('content-type', 'text/javascript; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(code);
          }, next);
        });
      },
    },
    {
      name: 'triforce:consent-platform:build',
      apply: 'build',
      async buildStart() {
        const code = await bundle(true);
        fileName = `assets/cmp-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
      },
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!html.includes(`src="${CMP_SCRIPT_PATH}"`)) this.error?.(`index.html has no script with src="${CMP_SCRIPT_PATH}"`);
          return html.replace(`src="${CMP_SCRIPT_PATH}"`, `src="/${fileName}"`);
        },
      },
    },
  ];
}
