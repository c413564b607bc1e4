// The demo content API as served by the Vite dev server and by the production
// server (demo/server/): both answer API paths through the one msw bridge
// (demo/api/fetch-bridge.ts) and never let them reach a page.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createServer, loadConfigFromFile, runnerImport } from 'vite';
import { listen, serverFixture } from './support/server-fixture.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
const INDEX_HTML = '<!doctype html><title>spa</title><p>index.html</p>';

const { config } = await loadConfigFromFile(
  { command: 'serve', mode: 'development' },
  join(here, 'fixtures', 'content-api.vite.config.mjs'),
  repo,
  'silent',
);
const plugins = config.plugins;
const {
  module: { hashString },
} = await runnerImport(join(repo, 'runtime', 'util', 'hash.ts'), { configFile: false, root: repo, logLevel: 'silent' });

let root;
before(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-api-'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), INDEX_HTML);
});
after(() => rm(root, { recursive: true, force: true }));

/** The API checks, against a server listening at `base` that answers other paths with the SPA's index.html or `a page`. */
function apiChecks(base, { otherPaths = 'index.html' } = {}) {
  const get = (path, init) => fetch(new URL(path, String(base)), init);

  it('answers the manifest of a page', async () => {
    const response = await get(`/feeds/triforce/manifest/v2?url=${encodeURIComponent(`${base}/`)}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /application\/json/);
    const body = await response.json();
    assert.ok('manifest' in body, 'answer has a manifest field');
    assert.equal(typeof body.manifest, 'object', 'the home page has a manifest');
  });

  it('answers manifest false for an unknown page and 400 without url', async () => {
    const unknown = await get(`/feeds/triforce/manifest/v2?url=${encodeURIComponent(`${base}/no/such/page/at/all`)}`);
    assert.deepEqual(await unknown.json(), { manifest: false });
    const bad = await get('/feeds/triforce/manifest/v2');
    assert.equal(bad.status, 400);
    assert.equal(typeof (await bad.json()).error, 'string');
  });

  it('serves concatenated scripts checked against their hashes, runnable as classic scripts', async () => {
    const tfTime = await (await get('/modules/tf-time')).text();
    const nowOnTv = await (await get('/modules/now-on-tv')).text();
    const response = await get(`/modules/tf-time,now-on-tv?hash=${hashString(tfTime)},${hashString(nowOnTv)}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const source = await response.text();
    assert.equal(source, `${tfTime}\n;\n${nowOnTv}`);

    // Run it as the browser would: nothing but `window` in scope.
    const drivers = [];
    const window = { Triforce: { defineModule: (driver) => drivers.push(driver) } };
    vm.runInNewContext(source, { window });
    assert.equal(typeof window.TriforceDemoTime.relative, 'function');
    assert.equal(window.TriforceDemoTime.relative(Date.now() + 5 * 60_000), 'in 5 min');
    assert.deepEqual(drivers, ['ENT_M050']);

    const wrong = await get(`/modules/tf-time,now-on-tv?hash=${hashString(tfTime)},${hashString(tfTime)}`);
    assert.equal(wrong.status, 404);
  });

  it('serves the script modules feeds', async () => {
    const response = await get('/feeds/modules/fan-poll');
    assert.equal(response.status, 200);
    assert.equal((await response.json()).result.question, 'Which sketch made you laugh hardest?');
  });

  for (const path of ['/feeds/no/such/feed', '/modules/no-such-script', '/modules/', '/art/no-such-art.svg', '/art/']) {
    it(`answers 404 for ${path}, never the SPA's index.html`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404);
      assert.doesNotMatch(await response.text(), /index\.html/);
    });
  }

  it(`leaves other paths to ${otherPaths}`, async () => {
    const response = await get('/some/page', { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (otherPaths === 'index.html') assert.match(html, /index\.html/);
    else assert.match(html, /<tf-page[^>]*>\s*<script type="application\/json" data-tf-manifest>/);
  });
}

describe('content API on the Vite dev server', () => {
  let server;
  const base = { href: '' };
  before(async () => {
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins,
      server: { port: 0, host: '127.0.0.1', ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    const { port } = server.httpServer.address();
    base.href = `http://127.0.0.1:${port}`;
  });
  after(() => server?.close());
  apiChecks(lazyBase(base));
});

describe('content API on the production server', () => {
  let fixture;
  let server;
  const base = { href: '' };
  before(async () => {
    fixture = await serverFixture();
    let url;
    ({ app: server, base: url } = await listen(fixture.createServer, { root: fixture.root }));
    base.href = url;
  });
  after(async () => {
    await server?.close();
    await fixture?.cleanup();
  });
  apiChecks(lazyBase(base), { otherPaths: 'a page' });
});

/** The port is known only once `before` ran; URLs are built per request. */
function lazyBase(holder) {
  return { toString: () => holder.href };
}
