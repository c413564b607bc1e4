import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { gptStandIn } from './demo/ads/vite-plugin.js';
import { contentApi } from './demo/api/vite-plugin.js';
import { consentPlatform } from './demo/cmp/vite-plugin.js';
import { tveStandIns } from './demo/tve/vite-plugin.js';
import { loadedChunkPreloads } from './scripts/loaded-chunk-preloads.js';
import { siblingElementsPlugin, standaloneElements, standaloneElementsPlugin } from './scripts/standalone-elements.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Vite environment names allow only letters, digits, `$` and `_`. */
const environmentName = (element: string) => element.replace(/[^A-Za-z0-9$_]/g, '_');

/**
 * How both builds of the runtime (`tf.js` and the demo's entry) are cut into
 * chunks. Each chunk is a request, and on a phone each request waits its turn
 * on a few connections at a 150 ms round trip, so the first load is a few
 * large chunks rather than many small ones:
 * - `react`: React, its scheduler and the bundler's runtime helpers, one
 *   chunk that only islands import;
 * - the entry: everything it imports statically (`$initial`: the runtime, Lit
 *   and the three eager elements), instead of a dozen shared chunks of a few
 *   hundred bytes that the lazy chunks also use;
 * - `islands`: what the islands share (`defineIsland`, tokens, the element
 *   wrappers, media cards), not what those import, and not the wrappers of
 *   the lazily defined carousel and collapsible, whose elements (Embla with
 *   the carousel) stay in chunks of their own for the islands that use them;
 * - `runtime`: the small modules shared only by lazy chunks.
 */
const chunkGroups = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/ },
    { name: 'index', tags: ['$initial' as const] },
    { name: 'islands', test: /[\\/]islands[\\/](shared[\\/](?!(generated[\\/])?tf-(carousel|collapsible))|define-island)|@lit[\\/]react/, includeDependenciesRecursively: false },
    { name: 'runtime', test: /[\\/]runtime[\\/](util[\\/]|messages|constants|types|events)/ },
  ],
};

/**
 * Three builds, in this order:
 * - `vite build --mode lib` writes `dist/tf.js`, the framework-neutral runtime
 *   and elements, with every built-in island in its own lazy chunk;
 * - `vite build --mode elements --app` writes each standalone element of
 *   scripts/standalone-elements.ts to `dist/elements/`;
 * - `vite build` writes the demo site into `dist/demo/`, with Vite's
 *   manifest (`dist/demo/.vite/manifest.json`), which the production server
 *   (demo/server/) reads to preload the island chunks a page starts with.
 * `vite` serves the demo from source with its embedded content API; the
 * built site is served by `node dist/server.mjs` (`npm start`).
 */
export default defineConfig(({ mode }): UserConfig => {
  const server = { host: '127.0.0.1', port: 5173, strictPort: true };
  if (mode === 'elements') {
    // One build environment per element: separate bundles share nothing, and
    // code splitting off inlines any dynamic import.
    return {
      root: here('.'),
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: Object.keys(standaloneElements).map((name) => ({
        ...siblingElementsPlugin(name),
        applyToEnvironment: (environment: { name: string }) => environment.name === environmentName(name),
      })),
      environments: Object.fromEntries(Object.entries(standaloneElements).map(([name, entry]) => [environmentName(name), {
        consumer: 'client',
        build: {
          outDir: here('dist/elements'),
          emptyOutDir: false,
          target: 'es2022',
          lib: { entry: here(entry), formats: ['es'], fileName: () => `${name}.js` },
          rolldownOptions: { output: { codeSplitting: false, minify: true } },
        },
      }])),
      builder: {
        async buildApp(builder) {
          for (const name of Object.keys(standaloneElements)) await builder.build(builder.environments[environmentName(name)]!);
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
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __TF_DEBUG_BAR_STANDALONE__: 'true' },
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
  // Lazy chunks import from the entry chunk, which the page already has: no modulepreload for it (see the plugin).
  const preloads = loadedChunkPreloads();
  return {
    root: here('demo'),
    publicDir: here('demo/public'),
    // The TV-everywhere stand-ins first: under `vite` they serve their pages before the content API claims `/tve/`.
    plugins: [tveStandIns(), gptStandIn(), contentApi(), standaloneElementsPlugin(), consentPlatform(), preloads.plugin],
    server: { ...server, fs: { allow: [here('.')] } },
    build: {
      outDir: here('dist/demo'), emptyOutDir: true, target: 'es2022', manifest: true,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: { output: { codeSplitting: chunkGroups } },
    },
  };
});
