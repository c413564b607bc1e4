import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { contentApi } from './demo/api/vite-plugin.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React and its scheduler in one chunk that only islands import. */
const reactChunk = { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] };

/**
 * Two builds (CONTRACT §1):
 * - `vite build --mode lib` writes `dist/tf.js`, the framework-neutral runtime
 *   and elements, with every built-in island in its own lazy chunk;
 * - `vite build` writes the demo site into `dist/demo/`.
 * `vite` and `vite preview` serve the demo with its embedded content API.
 */
export default defineConfig(({ mode }): UserConfig => {
  const server = { host: '127.0.0.1', port: 5173, strictPort: true };
  if (mode === 'lib') {
    return {
      root: here('.'),
      publicDir: false,
      // React's code reads process.env.NODE_ENV, which only apps get defined.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: here('dist'),
        emptyOutDir: true,
        target: 'es2022',
        lib: { entry: here('elements/index.ts'), formats: ['es'], fileName: () => 'tf.js' },
        rolldownOptions: {
          output: {
            chunkFileNames: 'chunks/[name]-[hash].js',
            codeSplitting: reactChunk,
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
    plugins: [contentApi()],
    server: { ...server, fs: { allow: [here('.')] } },
    preview: server,
    build: {
      outDir: here('dist/demo'), emptyOutDir: true, target: 'es2022',
      rolldownOptions: { output: { codeSplitting: reactChunk } },
    },
  };
});
