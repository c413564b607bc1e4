/**
 * Builds the GPT stand-in as one classic script at the fixed URL pages name
 * in `adLibrarySrc`, `/vendor/gpt.js` (as demo/tve/vite-plugin.ts builds the
 * entitlement library): bundled afresh on each request under `vite`, emitted
 * as `dist/demo/vendor/gpt.js` by `vite build`. The creative pages it frames
 * are the content API's (demo/api/ad-creative-handlers.ts). Runs in Node.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const GPT_PATH = '/vendor/gpt.js';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

export async function bundleGpt(minify: boolean): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2022', minify, write: false, legalComments: 'none' });
  return result.outputFiles[0]!.text;
}

export function gptStandIn(): Plugin[] {
  return [
    {
      name: 'triforce:gpt-stand-in:serve',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').split('?', 1)[0] !== GPT_PATH) return next();
          bundleGpt(false).then((code) => {
            res.setHeader('content-type', 'text/javascript; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(code);
          }, next);
        });
      },
    },
    {
      name: 'triforce:gpt-stand-in:build',
      apply: 'build',
      async buildStart() {
        this.emitFile({ type: 'asset', fileName: GPT_PATH.slice(1), source: await bundleGpt(true) });
      },
    },
  ];
}
