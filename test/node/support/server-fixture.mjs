// The production server as `npm run build` bundles it (demo/server/build.mjs),
// over a small built site of its own: node tests run before the build in
// `npm test` (scripts/test.mjs), so they cannot lean on dist/. The site has
// what the server reads from a real build: index.html with the entry script
// and its Vite modulepreloads, Vite's manifest with a chunk for every island
// of islands/index.ts, hashed assets (precompressed like the build's), and a
// legal page, and the islands' stylesheet.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, islandFiles, islandSources, precompress } from '../../../demo/server/build.mjs';
import { writeIslandStyles } from '../../../scripts/island-styles.mjs';
import { analyzeElements } from './analyze.mjs';

export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Laugh Track Network</title>
    <script type="module" crossorigin src="/assets/index-t3st.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-t3st.js">
  </head>
  <body>
    <tf-page manifest-src="/feeds/triforce/manifest/v2" script-base="/modules/">
      <script type="application/json" data-tf-config>{ "debug": false }</script>
    </tf-page>
  </body>
</html>
`;

/** A chunk's file name: `../islands/hero-promo/index.tsx` → `assets/hero-promo-t3st.js`. */
export const islandFile = (source) => `assets/${source.split('/').at(-2)}-t3st.js`;

/** Enough JavaScript to be worth compressing, different per file. */
const code = (name) => `export const name = ${JSON.stringify(name)};\n` + `export const filler = ${JSON.stringify('ha'.repeat(2000))};\n`;

/**
 * Writes the site, bundles the server into the same temporary folder and
 * imports it. Returns `{ root, createServer, cleanup }`.
 */
export async function serverFixture() {
  const root = await mkdtemp(join(tmpdir(), 'tf-server-'));
  // The bundle keeps the server's packages external: it must sit where Node
  // finds this checkout's node_modules by walking up.
  const cache = join(fileURLToPath(new URL('../../../node_modules/.cache/', import.meta.url)));
  await mkdir(cache, { recursive: true });
  const bundleDir = await mkdtemp(join(cache, 'tf-server-'));
  const site = join(root, 'demo');
  await writeSite(site);
  // The gallery's sources come from the elements' manifest, which only a build writes to the repository.
  const bundle = await bundleServer(join(bundleDir, 'server.mjs'), { elementsManifest: await analyzeElements() });
  const { createServer } = await import(bundle);
  const cleanup = () => Promise.all([root, bundleDir].map((dir) => rm(dir, { recursive: true, force: true })));
  return { root: site, createServer, cleanup };
}

/** Writes the small built site into `site` (the folder the server serves, dist/demo in a real build). */
export async function writeSite(site) {
  await mkdir(join(site, 'assets'), { recursive: true });
  await mkdir(join(site, '.vite'));
  await mkdir(join(site, 'legal'));
  const manifest = {
    'index.html': { file: 'assets/index-t3st.js', src: 'index.html', isEntry: true, imports: ['_shared-t3st.js'] },
    '_shared-t3st.js': { file: 'assets/shared-t3st.js' },
    '_react-t3st.js': { file: 'assets/react-t3st.js' },
    // The boot a server-drawn page loads instead of the entry (runtime/boot/).
    '../runtime/boot/after-lead-paint.ts': { file: 'assets/boot-t3st.js', src: '../runtime/boot/after-lead-paint.ts', isEntry: true },
  };
  for (const source of Object.values(islandSources())) {
    manifest[source] = { file: islandFile(source), src: source, isDynamicEntry: true, imports: ['_react-t3st.js', '_shared-t3st.js'] };
  }
  await writeFile(join(site, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const { file } of Object.values(manifest)) await writeFile(join(site, file), code(file));
  await writeFile(join(site, 'index.html'), SHELL);
  await writeFile(join(site, 'legal', 'terms.html'), '<!doctype html><title>Terms</title><p>Be nice.</p>\n');
  // The islands' stylesheet, written as the build writes it.
  await writeIslandStyles(site, islandFiles());
  precompress(site);
}

/** Starts `createServer(options)` on a free port; returns `{ app, base }`. */
export async function listen(createServer, options) {
  const app = await createServer(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${app.server.address().port}` };
}
