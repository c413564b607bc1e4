// React 19 ships CommonJS while web-test-runner serves ES modules. At server
// start this bundles the React entry points once with esbuild (splitting on, so
// every entry shares one React) and resolves the bare specifiers to them.
// The bundle is kept in memory, so no run leaves a folder behind in /tmp.
import { build } from 'esbuild';
import { basename } from 'node:path';

const ENTRIES = {
  react: 'react',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react/jsx-dev-runtime': 'react/jsx-dev-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  // The server renderer's unit tests draw islands to HTML in the browser.
  'react-dom/server': 'react-dom/server',
};

/** Re-exports every named export of a CommonJS entry, so `import { useState }` works. */
function facade(specifier) {
  return `import * as m from '${specifier}'; const d = m.default ?? m; export default d; ${''}` +
    `export const { ${Object.keys(requireNames(specifier)).join(', ')} } = d;`;
}

function requireNames(specifier) {
  return Object.fromEntries(
    Object.keys(globalThis.__trequire(specifier)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default').map((k) => [k, 1]),
  );
}

export function reactEsmPlugin() {
  /** Bundled files by name (`react__jsx-runtime.js`, shared chunks…). */
  const files = new Map();
  return {
    name: 'react-esm',
    async serverStart() {
      const { createRequire } = await import('node:module');
      globalThis.__trequire = createRequire(import.meta.url);
      const entryPoints = Object.entries(ENTRIES).map(([name, spec]) => ({
        in: `virtual:${name}`,
        out: name.replace(/\//g, '__'),
        spec,
      }));
      const result = await build({
        entryPoints: entryPoints.map((e) => ({ in: e.in, out: e.out })),
        bundle: true,
        splitting: true,
        format: 'esm',
        // esbuild needs an output folder to name the chunks; nothing is written there.
        outdir: '/__react-esm',
        define: { 'process.env.NODE_ENV': '"development"' },
        plugins: [
          {
            name: 'virtual',
            setup(b) {
              b.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice(8), namespace: 'virtual' }));
              b.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
                contents: facade(ENTRIES[args.path]),
                resolveDir: process.cwd(),
                loader: 'js',
              }));
            },
          },
        ],
        write: false,
        logLevel: 'silent',
      });
      for (const output of result.outputFiles) files.set(basename(output.path), output.text);
    },
    resolveImport({ source }) {
      if (source in ENTRIES) return `/__react-esm/${source.replace(/\//g, '__')}.js`;
      return undefined;
    },
    serve(context) {
      if (context.path.startsWith('/__react-esm/')) {
        const body = files.get(context.path.slice('/__react-esm/'.length));
        return body === undefined ? undefined : { body, type: 'js' };
      }
      return undefined;
    },
  };
}
