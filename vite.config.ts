import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { contentApi } from './demo/api/vite-plugin.js';
import { standaloneElements, standaloneElementsPlugin } from './scripts/standalone-elements.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Vite environment names allow only letters, digits, `$` and `_`. */
const environmentName = (element: string) => element.replace(/[^A-Za-z0-9$_]/g, '_');

/** React and its scheduler in one chunk that only islands import. */
const reactChunk = { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] };

/**
 * The library build also gathers the runtime's small shared modules (its
 * utilities, messages, constants, types and events, each a few hundred bytes)
 * into one chunk: shared by `tf.js` and its lazy chunks (prefetching, the
 * feed store, the script loader, the modal dialog, the elements defined on
 * first use), they would otherwise each be a chunk and a request of its own.
 */
const libChunks = {
  groups: [...reactChunk.groups, { name: 'runtime', test: /[\\/]runtime[\\/](util[\\/]|messages|constants|types|events)/ }],
};

/**
 * Three builds (CONTRACT §1), in this order:
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
          output: {
            chunkFileNames: 'chunks/[name]-[hash].js',
            codeSplitting: libChunks,
            // Vite keeps whitespace in ES libraries (for downstream bundlers);
            // this one ships straight to browsers, so minify it fully.
            minify: true,
          },
        },
      },
    };
  }
  return {
    root: here('demo'),
    publicDir: here('demo/public'),
    plugins: [contentApi(), standaloneElementsPlugin()],
    server: { ...server, fs: { allow: [here('.')] } },
    build: {
      outDir: here('dist/demo'), emptyOutDir: true, target: 'es2022', manifest: true,
      rolldownOptions: { output: { codeSplitting: reactChunk } },
    },
  };
});
