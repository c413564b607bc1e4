// The islands' stylesheet (scripts/island-styles.mjs, written by `npm run
// build` through demo/server/build.mjs): every island's CSS as the browser
// adopts it, in one content-hashed sheet the server links from a drawn page.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { islandFiles, islandSources } from '../../demo/server/build.mjs';
import { adoptCalls, ISLAND_STYLES_MANIFEST, minifyCss, writeIslandStyles } from '../../scripts/island-styles.mjs';
import { listen, serverFixture } from './support/server-fixture.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The string exports of a TypeScript module, evaluated on their own (not through the script under test). */
async function stringExports(file) {
  const { outputFiles } = await esbuild.build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return Object.entries(module).filter(([, value]) => typeof value === 'string');
}

describe('the islands\' stylesheet', () => {
  let site;
  let facts;
  let sheet;
  before(async () => {
    site = await mkdtemp(join(tmpdir(), 'tf-island-styles-'));
    facts = await writeIslandStyles(site, islandFiles());
    sheet = readFileSync(join(site, facts.href), 'utf8');
  });
  after(() => rm(site, { recursive: true, force: true }));

  it('is one content-hashed file under assets/, and its facts are written beside Vite\'s manifest', () => {
    assert.match(facts.href, /^\/assets\/island-styles-[A-Za-z0-9]{10}\.css$/);
    assert.deepEqual(readdirSync(join(site, 'assets')), [basename(facts.href)]);
    assert.deepEqual(JSON.parse(readFileSync(join(site, ISLAND_STYLES_MANIFEST), 'utf8')), facts);
  });

  it('holds the CSS of every island\'s styles module, as the island adopts it', async () => {
    const modules = new Set(Object.values(islandFiles()).map((file) => readdirSync(dirname(file)).filter((name) => name.endsWith('.styles.ts')).map((name) => join(dirname(file), name))).flat());
    assert.ok(modules.size >= 15, `${modules.size} styles modules`);
    for (const file of modules) {
      const css = (await stringExports(file)).filter(([name]) => name.endsWith('Css'));
      assert.ok(css.length > 0, `${file} exports its CSS`);
      for (const [name, text] of css) assert.ok(sheet.includes(await minifyCss(text)), `${file}: ${name}`);
    }
  });

  it('holds the page layout\'s rules and the lazy elements\' boxes before they upgrade', async () => {
    const [[, page]] = await stringExports(join(repo, 'elements', 'tf-page', 'tf-page.styles.ts'));
    assert.ok(sheet.includes(await minifyCss(page)));
    assert.ok(facts.ids.includes('tf-page') && facts.ids.includes('tf-lazy-elements'));
    assert.match(sheet, /tf-carousel:not\(:defined\)/);
    assert.match(sheet, /tf-collapsible:not\(:defined\)/);
  });

  it('names each island driver\'s ids, every one of them in the sheet', () => {
    assert.deepEqual(Object.keys(facts.drivers).sort(), Object.keys(islandSources()).sort());
    for (const [driver, ids] of Object.entries(facts.drivers)) {
      assert.ok(ids.length > 0 && ids.every((id) => facts.ids.includes(id)), driver);
    }
    assert.deepEqual(facts.drivers.ENT_M010, ['hero-promo']);
  });

  it('gets a new name when its CSS changes', async () => {
    const other = await mkdtemp(join(tmpdir(), 'tf-island-styles-'));
    try {
      const files = islandFiles();
      const fewer = await writeIslandStyles(other, { ENT_M010: files.ENT_M010 });
      assert.notEqual(fewer.href, facts.href);
      assert.deepEqual(fewer.drivers, { ENT_M010: ['hero-promo'] });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('adoptCalls', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tf-adopt-calls-'));
    await writeFile(join(dir, 'styles.ts'), 'export const aCss = `.a { color: red; }`;\n');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('finds each adoptStyles call\'s id and the module its CSS is imported from', async () => {
    await writeFile(join(dir, 'good.ts'), "import { adoptStyles } from './adopt.js';\nimport { aCss as css } from './styles.js';\nadoptStyles('a-island', css);\n");
    assert.deepEqual(adoptCalls(join(dir, 'good.ts')), [{ id: 'a-island', module: join(dir, 'styles.ts'), name: 'aCss' }]);
  });

  for (const [what, call] of [
    ['a CSS string written in place', "adoptStyles('x', '.x{}');"],
    ['an id that is not a literal', "const id = 'x'; adoptStyles(id, aCss);"],
    ['a CSS string that is not imported', 'const local = aCss; adoptStyles(\'x\', local);'],
  ]) {
    it(`fails the build for ${what}: its rules could not be written out`, async () => {
      await writeFile(join(dir, 'bad.ts'), `import { aCss } from './styles.js';\n${call}\n`);
      assert.throws(() => adoptCalls(join(dir, 'bad.ts')), /adoptStyles needs a literal id and a CSS string imported/);
    });
  }
});

describe('a page the server draws', () => {
  let fixture;
  let server;
  before(async () => {
    fixture = await serverFixture();
    server = await listen(fixture.createServer, { root: fixture.root });
  });
  after(async () => {
    await server?.app.close();
    await fixture?.cleanup();
  });

  it('links the islands\' sheet in its head, marked with the ids it holds, and the sheet is cached a year', async () => {
    const facts = JSON.parse(readFileSync(join(fixture.root, ISLAND_STYLES_MANIFEST), 'utf8'));
    const html = await (await fetch(`${server.base}/`)).text();
    const link = `<link rel="stylesheet" data-tf-island-styles="${facts.ids.join(' ')}" href="${facts.href}">`;
    assert.ok(html.includes(link), 'linked');
    assert.ok(html.indexOf(link) < html.indexOf('</head>'));
    const notFound = await fetch(`${server.base}/nowhere-at-all`);
    assert.equal(notFound.status, 404);
    assert.ok((await notFound.text()).includes(link), 'the designed not-found page too');
    const css = await fetch(`${server.base}${facts.href}`);
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type'), /^text\/css/);
    assert.equal(css.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('keeps the facts file itself private', async () => {
    assert.equal((await fetch(`${server.base}/${ISLAND_STYLES_MANIFEST}`)).status, 404);
  });
});
