// The bench's size figures (bench/sizes.mjs): an entry alone and its first
// load, the entry plus every chunk it imports statically, never a chunk it
// only imports dynamically.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { builtSizes, esbuildSizes, gzipSize, islandStyleSize, staticClosure, staticImports } from '../../bench/sizes.mjs';

describe('staticImports', () => {
  it('reads minified and spaced static imports and re-exports, not dynamic ones or bare specifiers', () => {
    const source = 'import{a as b,c}from"./chunks/one.js";import"./two.js";import * as ns from \'../three.js\';\n' +
      'export{d}from"./four.js";export*from"./five.js";import x from"lit";const l=()=>import("./lazy.js");' +
      'const s="import(\\"./nope.js\\")";';
    assert.deepEqual(staticImports(source), ['./chunks/one.js', './two.js', '../three.js', './four.js', './five.js']);
  });
});

describe('staticClosure', () => {
  it('visits each file once, entry first, through cycles', () => {
    const graph = { a: ['b', 'c'], b: ['c', 'a'], c: [], d: ['a'] };
    assert.deepEqual(staticClosure('a', (f) => graph[f]), ['a', 'b', 'c']);
  });
});

/** A tiny source tree: an entry, a chunk shared with a lazy module, and the lazy module. */
function tree() {
  const dir = mkdtempSync(join(tmpdir(), 'tf-sizes-'));
  writeFileSync(join(dir, 'shared.js'), `export const shared = ${JSON.stringify('shared '.repeat(40))};`);
  writeFileSync(join(dir, 'lazy.js'), `import { shared } from './shared.js';\nexport const lazy = shared + ${JSON.stringify('lazy '.repeat(400))};`);
  writeFileSync(join(dir, 'entry.js'), "import { shared } from './shared.js';\nexport const load = () => import('./lazy.js');\nconsole.log(shared);");
  return dir;
}

describe('esbuildSizes', () => {
  it('sums the entry and its static chunks, leaving the dynamic chunk out', async (t) => {
    const dir = tree();
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const result = await build({
      entryPoints: [join(dir, 'entry.js')], bundle: true, format: 'esm', splitting: true, write: false,
      metafile: true, outdir: join(dir, 'out'), absWorkingDir: dir, logLevel: 'silent',
    });
    const sizes = esbuildSizes(result, '/entry.js', dir);
    assert.equal(sizes.files.length, 2, sizes.files.map((f) => f.file).join());
    const entry = result.outputFiles.find((f) => f.path.endsWith('/entry.js'));
    assert.equal(sizes.entry, gzipSize(entry.contents));
    assert.equal(sizes.firstLoad, sizes.files[0].gzip + sizes.files[1].gzip);
    assert.ok(sizes.files.every((f) => !f.file.includes('lazy')));
  });
});

describe('builtSizes', () => {
  it('follows relative static imports between built files on disk', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'tf-built-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
      mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'tf.js'), 'import{t as e}from"./chunks/a.js";const l=()=>import("./chunks/lazy.js");e(l);');
    writeFileSync(join(dir, 'chunks/a.js'), 'import"./b.js";export const t=(x)=>x;');
    writeFileSync(join(dir, 'chunks/b.js'), 'console.log("b");');
    writeFileSync(join(dir, 'chunks/lazy.js'), 'console.log("lazy");');
    const sizes = builtSizes(join(dir, 'tf.js'));
    assert.deepEqual(sizes.files.map((f) => f.file.slice(dir.length)), ['/tf.js', '/chunks/a.js', '/chunks/b.js']);
    assert.equal(sizes.firstLoad, sizes.files.reduce((sum, f) => sum + f.gzip, 0));
  });
});

describe('islandStyleSize', () => {
  it('measures the sheet the build\'s island-styles facts name', (t) => {
    const site = mkdtempSync(join(tmpdir(), 'tf-sizes-'));
    t.after(() => rmSync(site, { recursive: true, force: true }));
    mkdirSync(join(site, '.vite'));
    mkdirSync(join(site, 'assets'));
    const css = '.a{color:red}'.repeat(50);
    writeFileSync(join(site, 'assets', 'island-styles-x.css'), css);
    writeFileSync(join(site, '.vite', 'island-styles.json'), JSON.stringify({ href: '/assets/island-styles-x.css', ids: ['a'], drivers: {} }));
    assert.deepEqual(islandStyleSize(site), { raw: css.length, gzip: gzipSize(css) });
  });
});
