// Bundle sizes as the bench prints them. An entry's own gzip size leaves out
// the chunks it imports statically, which a page must download before the
// entry runs: moving code from the entry into a shared chunk would lower that
// figure without saving a byte. So each size is given both ways, the entry
// alone and its first load (the entry plus its static import closure, each
// file gzipped on its own, as a browser fetches them). Tested in
// test/node/bench-sizes.test.mjs.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { formatLine } from './stats.mjs';

/** Gzip size at level 9 of a file's contents (bytes or string). */
export const gzipSize = (contents) => gzipSync(contents, { level: 9 }).length;

/**
 * The files reached from `entry` through static imports, entry first.
 * `importsOf(file)` lists a file's static imports as file names.
 */
export function staticClosure(entry, importsOf) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  visit(entry);
  return [...seen];
}

/**
 * `{ entry, firstLoad, files }` in gzip bytes for an esbuild build made with
 * `metafile: true, write: false`; `entry` names an output path ending (e.g.
 * `/index.js`). External imports (Lit, React) are left out. `workingDir` is
 * the build's `absWorkingDir`, which the metafile's paths are relative to.
 */
export function esbuildSizes(result, entry, workingDir = process.cwd()) {
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((f) => [relative(workingDir, f.path), f.contents]));
  const start = Object.keys(outputs).find((path) => path.endsWith(entry));
  if (start === undefined) throw new Error(`no output ${entry}`);
  const files = staticClosure(start, (path) => outputs[path].imports
    .filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path));
  return sizesOf(files, (path) => contents.get(path));
}

/**
 * The static imports of a built ES module's source: `import … from "x"`,
 * `import "x"` and `export … from "x"`, not `import("x")`. Only relative
 * specifiers (bare ones are external to the build).
 */
export function staticImports(source) {
  const found = [];
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** `{ entry, firstLoad, files }` in gzip bytes for a built file on disk. */
export function builtSizes(entryFile) {
  const read = (file) => readFileSync(file);
  const files = staticClosure(entryFile, (file) =>
    staticImports(read(file).toString('utf8')).map((spec) => join(dirname(file), spec)));
  return sizesOf(files, read);
}

/**
 * `firstLoad` sums each file's gzip, as a browser fetches them; `joined` is
 * the gzip of the files as one, as a build that folds an entry's static
 * imports into it ships them (vite.config.ts `chunkGroups`).
 */
function sizesOf(files, contentsOf) {
  const sized = files.map((file) => ({ file, gzip: gzipSize(contentsOf(file)) }));
  const joined = gzipSize(Buffer.concat(files.map((file) => Buffer.from(contentsOf(file)))));
  return { entry: sized[0].gzip, firstLoad: sized.reduce((sum, f) => sum + f.gzip, 0), joined, files: sized };
}

/**
 * The core without its libraries (what Triforce itself adds to a page):
 * `elements/index.ts` bundled by esbuild with splitting, Lit and React
 * external, minified, not written.
 */
export function buildCore(outdir) {
  return build({
    entryPoints: ['elements/index.ts'], bundle: true, format: 'esm', minify: true, write: false, target: 'es2022',
    external: ['lit', 'lit/*', '@lit/*', 'react', 'react-dom', 'react-dom/*', 'react/*'],
    splitting: true, outdir, logLevel: 'warning', metafile: true,
  });
}

/**
 * `{ raw, gzip }` of the islands' stylesheet the build wrote into `site`
 * (scripts/island-styles.mjs): the render-blocking CSS a server-drawn page
 * adds, the same on every page.
 */
export function islandStyleSize(site = 'dist/demo') {
  const { href } = JSON.parse(readFileSync(join(site, '.vite', 'island-styles.json'), 'utf8'));
  const sheet = readFileSync(join(site, href));
  return { raw: sheet.length, gzip: gzipSize(sheet) };
}

/**
 * The size lines of the bench, `[name, value, note]` each: `dist/tf.js` and
 * the core, each alone and with its static imports, and the islands' sheet.
 */
export async function sizeLines(outdir) {
  const lib = builtSizes('dist/tf.js');
  const core = esbuildSizes(await buildCore(outdir), '/index.js');
  const chunks = (sizes) => `${sizes.files.length - 1} static chunks`;
  const css = islandStyleSize();
  return [
    ['size dist/tf.js', `${lib.entry} B`, '(gzip, the entry alone: without its static chunks or the lazy ones, Lit included)'],
    ['size dist/tf.js first load', `${lib.firstLoad} B`, `(gzip, the entry and its ${chunks(lib)}, each gzipped: what a page fetches before tf.js runs)`],
    ['size tf.js core', `${core.entry} B`, '(gzip, esbuild entry alone, without Lit and React; target <= 15360 B)'],
    ['size tf.js core first load', `${core.firstLoad} B`, `(gzip, the entry and its ${chunks(core)}, each gzipped, without Lit and React; ${core.joined} B gzipped as one file, as dist/tf.js ships them)`],
    ['size island styles', `${css.gzip} B`, `(gzip, the one sheet of every island's CSS a server-drawn page links in its head; ${css.raw} B minified)`],
  ];
}

// `node bench/sizes.mjs` prints the size lines alone (after `npm run build`);
// `FILES=1` adds each first-load file and the minified bytes per source file
// in the core's first load, largest first.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value, note] of await sizeLines('bench/.out/core')) console.log(formatLine(name, value, note));
  if (process.env.FILES) {
    const result = await buildCore('bench/.out/core');
    const core = esbuildSizes(result, '/index.js').files;
    for (const { file, gzip } of [...core, ...builtSizes('dist/tf.js').files]) console.log(`  ${gzip} ${file}`);
    const rows = core.flatMap(({ file }) => Object.entries(result.metafile.outputs[file].inputs)
      .map(([input, { bytesInOutput }]) => [bytesInOutput, input]));
    rows.sort((a, b) => b[0] - a[0]).forEach(([bytes, input]) => console.log(`  ${bytes} ${input}`));
  }
}
