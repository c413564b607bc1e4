// The production server's build step, the last of `npm run build` (after the
// demo's own `vite build`): Node 20 cannot run TypeScript, so esbuild bundles
// demo/server/main.ts into dist/server.mjs (only SERVER_PACKAGES stay external), with
// the island table of islands/descriptors.ts derived here rather than written
// twice, and what the developers' pages are made from (demo/developers/:
// custom-elements.json, the guides of demo/docs/, the React wrappers' names);
// the element gallery's page script is bundled into dist/demo/developers/;
// then the built site's text files get brotli and gzip twins, which the
// server sends to clients that accept them.
// Plain JavaScript on purpose: it runs before anything is compiled.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { writeIslandStyles } from '../../scripts/island-styles.mjs';
import { reactWrappers } from '../../scripts/make-react.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ISLANDS_DESCRIPTORS = join(repo, 'islands', 'descriptors.ts');
/** The demo build's root (vite.config.ts): Vite's manifest keys sources relative to it. */
const DEMO_ROOT = join(repo, 'demo');

/**
 * Driver → the island's source as Vite's manifest names it
 * (`../islands/site-header/index.tsx`), read from the island descriptors of
 * islands/descriptors.ts, so the server's table cannot drift from the
 * runtime's. The descriptors are evaluated here, in Node and before anything
 * is compiled: each module is transpiled alone, and each `load`'s dynamic
 * import answers the source it names instead of importing it. A descriptor
 * module may import only others of the repository (data, no packages), the
 * same rule that keeps the islands' code out of the core bundle.
 */
export function islandSources(file = ISLANDS_DESCRIPTORS) {
  const { islandDescriptors } = evaluateDescriptors(file);
  if (!Array.isArray(islandDescriptors)) throw new Error(`${file}: no islandDescriptors array`);
  const sources = {};
  for (const { driver, load } of islandDescriptors) {
    const source = typeof load === 'function' ? load() : undefined;
    if (typeof driver !== 'string' || typeof source !== 'string') throw new Error(`${file}: descriptor of ${driver} is not { driver, load: () => import('./index.js') }`);
    if (Object.hasOwn(sources, driver)) throw new Error(`${file}: driver ${driver} described twice`);
    sources[driver] = source;
  }
  return sources;
}

/** Replaces each `import(specifier)` with `__islandSource(specifier)`. */
const dynamicImportsToSources = (context) => (sourceFile) => {
  const visit = (node) => (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
    ? context.factory.createCallExpression(context.factory.createIdentifier('__islandSource'), undefined, node.arguments)
    : ts.visitEachChild(node, visit, context));
  return ts.visitNode(sourceFile, visit);
};

/** The exports of the TypeScript module `file`, its relative imports evaluated the same way. */
function evaluateDescriptors(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file);
  const exports = {};
  cache.set(file, exports);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [dynamicImportsToSources] },
  });
  const require = (specifier) => {
    if (!specifier.startsWith('.')) throw new Error(`${file}: a descriptor module imports ${specifier}; it may import only data of the repository`);
    return evaluateDescriptors(resolveSource(join(dirname(file), specifier)), cache);
  };
  const islandSource = (specifier) => manifestKey(resolveSource(join(dirname(file), specifier)));
  new Function('exports', 'require', '__islandSource', outputText)(exports, require, islandSource);
  return exports;
}

/** `./x/index.js` as TypeScript resolves it: the .ts or .tsx file beside the named .js. */
function resolveSource(path) {
  const stem = path.replace(/\.js$/, '');
  const found = ['.tsx', '.ts', '.js'].map((ext) => stem + ext).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${path}: no source file`);
  return found;
}

/** Driver → the island module's path, for the islands' stylesheet (scripts/island-styles.mjs). */
export const islandFiles = () => Object.fromEntries(Object.entries(islandSources()).map(([driver, key]) => [driver, join(DEMO_ROOT, key)]));

const manifestKey = (file) => relative(DEMO_ROOT, file).split('\\').join('/');

/**
 * The packages the bundled server imports at run time, which package.json
 * lists as `dependencies` (so `npm ci --omit=dev` installs them): the server
 * framework and its plugins, the content API's request handling and the
 * image service's native code. Everything else it uses (React, Lit, the
 * islands) is bundled into dist/server.mjs, so a deployed server needs no
 * development or peer package.
 */
export const SERVER_PACKAGES = ['fastify', '@fastify/compress', '@fastify/static', 'msw', 'sharp'];

const DOCS = join(repo, 'demo', 'docs');

/**
 * What the developers' pages are made from (demo/developers/developer-pages.ts
 * `DeveloperSources`): the analyzer's custom-elements.json, every guide of
 * demo/docs/, and each element's React component with its event props, read
 * from the wrappers scripts/make-react.mjs generates, so the gallery names
 * exactly what the package exports. `elementsManifest`: the analyzer's
 * answer, by default the custom-elements.json the build wrote before this step.
 */
export function developerSources(elementsManifest = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8'))) {
  const guides = Object.fromEntries(readdirSync(DOCS).filter((file) => file.endsWith('.md')).sort().map((file) => [file, readFileSync(join(DOCS, file), 'utf8')]));
  const react = {};
  for (const { path, text } of reactWrappers(elementsManifest)) {
    const component = /export const (\w+) = createComponent\(/.exec(text)?.[1];
    if (!component) throw new Error(`${path}: no component export`);
    const events = Object.fromEntries([...text.matchAll(/^\s+(on\w+): '([^']+)' as EventName/gm)].map(([, prop, event]) => [event, prop]));
    react[path.slice(path.lastIndexOf('/') + 1, -3)] = { component, events };
  }
  return { elementsManifest, guides, react };
}

/** Bundles the element gallery's page script into `dist/demo/developers/gallery.js`. */
export async function bundleGalleryScript(outfile = join(repo, 'dist', 'demo', 'developers', 'gallery.js')) {
  await esbuild.build({
    entryPoints: [join(repo, 'demo', 'developers', 'gallery-entry.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return outfile;
}

/**
 * Bundles the server into `outfile` (dist/server.mjs unless told);
 * `elementsManifest` as `developerSources` takes it (the node tests, which run
 * before any build, analyze the elements themselves).
 */
export async function bundleServer(outfile = join(repo, 'dist', 'server.mjs'), { elementsManifest } = {}) {
  await esbuild.build({
    entryPoints: [join(repo, 'demo', 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_PACKAGES,
    // React's server renderer is CommonJS: its `require` of Node's own modules needs one in the ES module.
    banner: { js: "import { createRequire as __tfCreateRequire } from 'node:module'; const require = __tfCreateRequire(import.meta.url);" },
    // The production builds of the bundled packages (React's), not their development builds too.
    define: { __TF_ISLAND_SOURCES__: JSON.stringify(islandSources()), __TF_DEVELOPER_SOURCES__: JSON.stringify(developerSources(elementsManifest)), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    legalComments: 'none',
  });
  return outfile;
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Below this, compression saves less than its header and a round of decoding costs. */
const MIN_BYTES = 1024;

/** Writes `{file}.br` and `{file}.gz` beside each text file of `dir` worth compressing. */
export function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file)) || relative(dir, file).startsWith('.')) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size },
    }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
  }
  return files;
}

/** Fails when an island of islands/descriptors.ts has no chunk in the demo build: its preload would be missing. */
export function checkIslandChunks(viteManifestFile) {
  const manifest = JSON.parse(readFileSync(viteManifestFile, 'utf8'));
  const missing = Object.entries(islandSources()).filter(([, key]) => !Object.hasOwn(manifest, key));
  if (missing.length > 0) throw new Error(`islands missing from ${viteManifestFile}: ${missing.map(([driver, key]) => `${driver} ${key}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkIslandChunks(join(repo, 'dist', 'demo', '.vite', 'manifest.json'));
  const sheet = await writeIslandStyles(join(repo, 'dist', 'demo'), islandFiles());
  const outfile = await bundleServer();
  await bundleGalleryScript();
  const files = precompress(join(repo, 'dist', 'demo'));
  console.log(`${relative(repo, outfile)} written; island styles in ${sheet.href}; ${files} files of dist/demo precompressed (br, gz)`);
}
