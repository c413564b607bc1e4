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
`,
  'lazy.js': `import { greeting } from './main.js';
export const run = () => import('./later.js').then((m) => m.later(greeting));
`,
  'later.js': `import { greeting } from './main.js';
import { shout } from './shared.js';
export const later = (x) => shout(x + greeting);
`,
  'shared.js': 'export const shout = (x) => x.toUpperCase();\n',
  'other.js': `import { shout } from './shared.js';
export const other = () => shout('other');
`,
};

/** Builds the site, with the plugin or without, and reads each chunk's preload list and the entry's file. */
async function buildSite(root, preloads) {
  const outDir = join(root, preloads ? 'with' : 'without');
  await build({
    configFile: false, root, logLevel: 'silent',
    plugins: preloads ? [preloads.plugin] : [],
    build: { outDir, emptyOutDir: true, manifest: true, minify: false,
      modulePreload: preloads ? { resolveDependencies: preloads.resolveDependencies } : true },
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
    for (const [, target, indices] of code.matchAll(/import\("\.\/([^"]+)"\)[\s\S]*?__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      imports.push({ target: `assets/${target}`, preloads: indices.split(',').map((i) => files[Number(i)]) });
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

  after(() => rm(root, { recursive: true, force: true }));

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

  it('is what the demo\'s build uses', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(repo, 'vite.config.ts'), repo, 'silent');
    const config = loaded.config;
    assert.equal(typeof config.build.modulePreload?.resolveDependencies, 'function');
    assert.ok(config.plugins.flat(Infinity).some((plugin) => plugin?.name === 'tf:loaded-chunk-preloads'));
  });
});
