import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { gptStandIn } from './demo/ads/vite-plugin.js';
import { contentApi } from './demo/api/vite-plugin.js';
import { pronunciationAudio } from './demo/audio/vite-plugin.js';
import { consentPlatform } from './demo/cmp/vite-plugin.js';
import { tveStandIns } from './demo/tve/vite-plugin.js';
import { loadedChunkPreloads } from './scripts/loaded-chunk-preloads.js';
import { isBareImport, packageEntries } from './scripts/package-entries.js';
import { standaloneElements, standaloneElementsPlugin } from './scripts/standalone-elements.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** package.json's version, as every build gives it to the runtime (runtime/constants.ts). */
const VERSION = JSON.stringify((JSON.parse(readFileSync(here('package.json'), 'utf8')) as { version: string }).version);

/**
 * How both builds of the runtime (`tf.js` and the demo's entry) are cut into
 * chunks. Each chunk is a request, and on a phone each request waits its turn
 * on a few connections at a 150 ms round trip, so the first load is a few
 * large chunks rather than many small ones:
 * - `react`: React, its scheduler and the bundler's runtime helpers, one
 *   chunk that only islands import;
 * - the entry: everything it imports statically (`$initial`: the runtime, Lit
 *   and the three eager elements), instead of a dozen shared chunks of a few
 *   hundred bytes that the lazy chunks also use; not the boot, the demo's
 *   second entry, which a server-drawn page loads first and which imports nothing;
 * - `islands`: what the islands share (`defineIsland`, tokens, the image
 *   element's wrapper, media cards), not what those import. No other
 *   element's wrapper: each imports its element's class, so the sign-in's
 *   (24 KB) or the ads' would come with the first island of every page;
 *   they stay with the lazy chunks that use them, and the lazily defined
 *   carousel and collapsible (Embla with the carousel) in chunks of their own;
 * - `runtime`: the small modules shared only by lazy chunks.
 */
/** The boot a server-drawn page loads instead of the entry (runtime/boot/): a second entry of the demo's build that imports nothing. */
const isBoot = (id: string) => /[\\/]runtime[\\/]boot[\\/]/.test(id);

const chunkGroups = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/ },
    // Not the boot (runtime/boot/): an entry of its own that must import nothing.
    { name: 'index', tags: ['$initial' as const], test: (id: string) => !isBoot(id) },
    { name: 'islands', test: /[\\/]islands[\\/](shared[\\/](?!generated[\\/](?!tf-image\.)|tf-(carousel|collapsible))|define-island)|@lit[\\/]react/, includeDependenciesRecursively: false },
    { name: 'runtime', test: /[\\/]runtime[\\/](util[\\/]|messages|constants|types|events)/ },
  ],
};

/**
 * Four builds, in this order:
 * - `vite build --mode lib` writes `dist/tf.js`, the framework-neutral runtime
 *   and elements, with every built-in island in its own lazy chunk;
 * - `vite build --mode elements` writes each standalone element of
 *   scripts/standalone-elements.ts to `dist/elements/`, their shared chunks
 *   (Lit's first) to `dist/elements/shared/`;
 * - `vite build --mode package` writes the package's class entries and React
 *   wrappers (scripts/package-entries.ts) to `dist/components/`, `dist/react/`;
 * - `vite build` writes the demo site into `dist/demo/`, with Vite's
 *   manifest (`dist/demo/.vite/manifest.json`), which the production server
 *   (demo/server/) reads to preload the island chunks a page starts with.
 * `vite` serves the demo from source with its embedded content API; the
 * built site is served by `node dist/server.mjs` (`npm start`).
 */
export default defineConfig(({ mode }): UserConfig => {
  const server = { host: '127.0.0.1', port: 5173, strictPort: true };
  if (mode === 'elements') {
    // One build of every standalone element: each entry is its own file, and
    // what they share (Lit first of all) is in chunks under shared/ that each
    // imports by relative URL, so a page with three elements loads Lit once.
    // A dynamic import of another standalone element (<tf-signin>'s FAQ loads
    // <tf-collapsible>) loads that element's own file.
    return {
      root: here('.'),
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __TF_VERSION__: VERSION },
      build: {
        outDir: here('dist/elements'),
        emptyOutDir: false,
        target: 'es2022',
        lib: {
          entry: Object.fromEntries(Object.entries(standaloneElements).map(([name, entry]) => [name, here(entry)])),
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        rolldownOptions: {
          output: {
            chunkFileNames: 'shared/[name]-[hash].js',
            // Lit in one chunk, and the runtime's small modules that two or more elements use in another.
            codeSplitting: { groups: [
              { name: 'lit', test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/, priority: 2 },
              { name: 'runtime', minShareCount: 2, priority: 1 },
            ] },
            minify: true,
          },
        },
      },
    };
  }
  if (mode === 'package') {
    // scripts/package-entries.ts: the element classes and React wrappers for apps with a bundler.
    return {
      root: here('.'),
      publicDir: false,
      define: { __TF_VERSION__: VERSION },
      build: {
        outDir: here('dist'),
        emptyOutDir: false,
        target: 'es2022',
        lib: { entry: packageEntries(), formats: ['es'], fileName: (_format, name) => `${name}.js` },
        rolldownOptions: {
          external: isBareImport,
          output: { chunkFileNames: 'components/shared/[name]-[hash].js', minify: true },
        },
      },
    };
  }
  if (mode === 'lib') {
    return {
      root: here('.'),
      publicDir: false,
      // React's code reads process.env.NODE_ENV, which only apps get defined.
      // The debug bar loads from its standalone build (elements/tf-debug-bar/load-debug-bar.ts).
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __TF_DEBUG_BAR_STANDALONE__: 'true', __TF_VERSION__: VERSION },
      build: {
        outDir: here('dist'),
        emptyOutDir: true,
        target: 'es2022',
        lib: { entry: here('elements/index.ts'), formats: ['es'], fileName: () => 'tf.js' },
        rolldownOptions: {
          // The entry's own chunk also carries what its lazy chunks share with
          // it (chunkGroups), so it may export internal names besides its API.
          preserveEntrySignatures: 'allow-extension',
          output: {
            chunkFileNames: 'chunks/[name]-[hash].js',
            codeSplitting: chunkGroups,
            // Vite keeps whitespace in ES libraries (for downstream bundlers);
            // this one ships straight to browsers, so minify it fully.
            minify: true,
          },
        },
      },
    };
  }
  // Lazy chunks import from the entry chunk, which the page already has: no
  // modulepreload for it (see the plugin). The boot imports that entry before anything lazy runs.
  const preloads = loadedChunkPreloads(isBoot);
  return {
    root: here('demo'),
    publicDir: here('demo/public'),
    define: { __TF_VERSION__: VERSION },
    // The TV-everywhere stand-ins first: under `vite` they serve their pages before the content API claims `/tve/`.
    plugins: [tveStandIns(), gptStandIn(), contentApi(), pronunciationAudio(), standaloneElementsPlugin(), consentPlatform(), preloads.plugin],
    server: { ...server, fs: { allow: [here('.')] } },
    build: {
      outDir: here('dist/demo'), emptyOutDir: true, target: 'es2022', manifest: true,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      // The boot a server-drawn page loads instead of the entry (runtime/boot/), an entry of its own with no imports.
      rolldownOptions: { input: { index: here('demo/index.html'), boot: here('runtime/boot/after-lead-paint.ts') }, output: { codeSplitting: chunkGroups } },
    },
  };
});
