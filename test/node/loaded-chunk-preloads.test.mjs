// Vite's preload helper must never add a modulepreload for a chunk the page
// already loaded through its entry script, nor for the chunk it is about to
// import: Firefox fires an `error` event at such a link
// (scripts/loaded-chunk-preloads.ts). Built
// here over a small site of its own, since node tests run before the build.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { build, loadConfigFromFile } from 'vite';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * An entry that lazy chunks import from, a lazy chunk whose own lazy import
 * needs the entry and a shared chunk, and another lazy chunk sharing it.
 */
const SITE = {
  'index.html': '<!doctype html><html><head><script type="module" src="/main.js"></script></head><body></body></html>\n',
  'main.js': `export const greeting = 'hello';
document.addEventListener('click', () => import('./lazy.js').then((m) => m.run()));
document.addEventListener('keydown', () => import('./other.js').then((m) => m.other()));
// An element defined on first use of its tag, which a lazy chunk also imports.
if (document.querySelector('x-el')) import('./element.js');
`,
  'element.js': 'export const element = "x-el";\n',
  'lazy.js': `import { greeting } from './main.js';
export const run = () => import('./later.js').then((m) => m.later(greeting));
`,
  'later.js': `import { greeting } from './main.js';
import { shout } from './shared.js';
export const later = (x) => shout(x + greeting);
`,
  'shared.js': 'export const shout = (x) => x.toUpperCase();\n',
  // A second entry that only imports the first, by an address read at run time (the boot of a server-drawn page).
  'boot.js': 'import(/* @vite-ignore */ document.querySelector("script[data-entry]").dataset.entry);\n',
  'other.js': `import { shout } from './shared.js';
import { element } from './element.js';
export const other = () => shout(element);
`,
};

/** Builds the site, with the plugin or without, and reads each chunk's preload list and the entry's file. */
async function buildSite(root, preloads, { withBoot = false } = {}) {
  const outDir = join(root, `${preloads ? 'with' : 'without'}${withBoot ? '-boot' : ''}`);
  await build({
    configFile: false, root, logLevel: 'silent',
    plugins: preloads ? [preloads.plugin] : [],
    build: { outDir, emptyOutDir: true, manifest: true, minify: false,
      modulePreload: preloads ? { resolveDependencies: preloads.resolveDependencies } : true,
      ...(withBoot ? { rollupOptions: { input: { index: join(root, 'index.html'), boot: join(root, 'boot.js') } } } : {}) },
  });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'].file;
  const lists = [];
  // Each lazy import: the chunk imported and the files preloaded with it.
  const imports = [];
  for (const file of await readdir(join(outDir, 'assets'))) {
    const code = await readFile(join(outDir, 'assets', file), 'utf8');
    const list = /m\.f=(\[[^\]]*\])/.exec(code);
    if (!list) continue;
    const files = JSON.parse(list[1]);
    lists.push(files);
    // One call a line (unminified): its own list, or `[]` when it preloads nothing.
    for (const [, target, indices] of code.matchAll(/import\("\.\/([^"]+)"\)[^\n]*?(?:__vite__mapDeps\(\[([\d,]*)\]\)|\[\]\))/g)) {
      imports.push({ target: `assets/${target}`, preloads: indices === undefined ? [] : indices.split(',').map((i) => files[Number(i)]) });
    }
  }
  return { entry, lists, imports };
}

describe('modulepreload of chunks the page already has', () => {
  let root;
  let loadedChunkPreloads;

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'tf-preloads-'));
    for (const [name, text] of Object.entries(SITE)) await writeFile(join(root, name), text);
    // Node 20 runs no TypeScript: the plugin is compiled next to the site.
    await esbuild.build({ entryPoints: [join(repo, 'scripts', 'loaded-chunk-preloads.ts')], outfile: join(root, 'plugin.mjs'), format: 'esm', logLevel: 'silent' });
    ({ loadedChunkPreloads } = await import(join(root, 'plugin.mjs')));
  });

  after(() => process.env.TF_KEEP || rm(root, { recursive: true, force: true }));

  it('Vite alone lists the entry chunk in a lazy chunk\'s preloads (the site shows the problem)', async () => {
    const { entry, lists } = await buildSite(root, undefined);
    assert.ok(lists.some((list) => list.includes(entry)), `some preload list names ${entry}`);
  });

  it('Vite alone preloads the chunk a lazy import is about to import (the site shows the problem)', async () => {
    const { imports } = await buildSite(root, undefined);
    assert.ok(imports.length > 0, 'the site has lazy imports with preloads');
    assert.ok(imports.some(({ target, preloads }) => preloads.includes(target)), JSON.stringify(imports));
  });

  it('never preloads the chunk a lazy import is about to import', async () => {
    const { imports } = await buildSite(root, loadedChunkPreloads());
    assert.ok(imports.length > 0, 'the site has lazy imports with preloads');
    for (const { target, preloads } of imports) assert.ok(!preloads.includes(target), `${target} preloads itself: ${JSON.stringify(preloads)}`);
  });

  it('leaves the entry chunk out of every preload list and keeps the rest', async () => {
    const { entry, lists } = await buildSite(root, loadedChunkPreloads());
    assert.ok(lists.length > 0, 'lazy chunks still preload');
    for (const list of lists) assert.ok(!list.includes(entry), `${JSON.stringify(list)} names the entry ${entry}`);
    assert.ok(lists.some((list) => list.some((file) => /shared-/.test(file))), 'a chunk the page lacks is still preloaded');
  });

  it('never preloads a chunk the entry imports lazily by itself (it may be fetching already)', async () => {
    const { imports, lists } = await buildSite(root, loadedChunkPreloads());
    const other = imports.find(({ target }) => /other-/.test(target));
    assert.ok(other, JSON.stringify(imports));
    assert.ok(!other.preloads.some((file) => /element-/.test(file)), JSON.stringify(other.preloads));
    assert.ok(lists.some((list) => list.some((file) => /shared-/.test(file))), 'its other imports are still preloaded');
    const plain = await buildSite(root, undefined);
    assert.ok(plain.imports.find(({ target }) => /other-/.test(target)).preloads.some((file) => /element-/.test(file)), 'Vite alone preloads it');
  });

  it('leaves the entry out beside a second entry that only loads it, when told that one is a loader', async () => {
    const isBoot = (id) => id.endsWith('/boot.js');
    const told = await buildSite(root, loadedChunkPreloads(isBoot), { withBoot: true });
    assert.ok(told.lists.length > 0, 'lazy chunks still preload');
    for (const list of told.lists) assert.ok(!list.includes(told.entry), `${JSON.stringify(list)} names the entry ${told.entry}`);
    // Untold, the boot's page seems to lack the entry, and every lazy chunk would preload it again.
    const untold = await buildSite(root, loadedChunkPreloads(), { withBoot: true });
    assert.ok(untold.lists.some((list) => list.includes(untold.entry)));
  });

  it('is what the demo\'s build uses', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(repo, 'vite.config.ts'), repo, 'silent');
    const config = loaded.config;
    assert.equal(typeof config.build.modulePreload?.resolveDependencies, 'function');
    assert.ok(config.plugins.flat(Infinity).some((plugin) => plugin?.name === 'tf:loaded-chunk-preloads'));
  });
});
