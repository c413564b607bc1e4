// The production server deployed the way a host deploys it: the bundle
// (demo/server/build.mjs) beside a built site, package.json and its lock,
// `npm ci --omit=dev`, then `node dist/server.mjs`, in a folder outside the
// repository, so only what `dependencies` installs is there to import.
// `npm ci` reads the machine's npm cache (offline): about 20 s.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bundleServer, SERVER_PACKAGES } from '../../demo/server/build.mjs';
import { analyzeElements } from './support/analyze.mjs';
import { writeSite } from './support/server-fixture.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));

/** The bare package names a bundle imports (`import … from 'x'`, `import('x')`, `require('x')`), Node's own left out. */
function importedPackages(code) {
  const names = new Set();
  for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s*)["']([^"'./\s][^"'\s]*)["']/gm)) {
    // A template's placeholder is text in a string (a snippet the gallery shows), not an import.
    if (specifier.includes('${') || specifier.startsWith('node:') || /^(async_hooks|crypto|stream|util|buffer|events|fs|path|url|zlib|http|https|os|module)$/.test(specifier)) continue;
    names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
  }
  return names;
}

describe('the deployed server', () => {
  let dir;
  let server;
  let base;
  let output = '';

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tf-deploy-'));
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(repo, file), join(dir, file));
    mkdirSync(join(dir, 'dist'));
    await bundleServer(join(dir, 'dist', 'server.mjs'), { elementsManifest: await analyzeElements() });
    await writeSite(join(dir, 'dist', 'demo'));
    const ci = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });
    assert.equal(ci.status, 0, `npm ci --omit=dev failed:\n${ci.stderr}`);
    server = spawn(process.execPath, ['dist/server.mjs'], { cwd: dir, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' } });
    server.stderr.on('data', (chunk) => (output += chunk));
    base = await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => {
        output += chunk;
        const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
        if (url) resolve(url);
      });
      server.once('exit', (code) => reject(new Error(`node dist/server.mjs exited (${code}):\n${output}`)));
    });
  });
  after(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has only the run-time packages installed: no development or peer package', () => {
    for (const name of SERVER_PACKAGES) assert.ok(existsSync(join(dir, 'node_modules', name, 'package.json')), `${name} installed`);
    for (const name of ['react', 'react-dom', 'vite', 'esbuild', 'eslint']) assert.ok(!existsSync(join(dir, 'node_modules', name)), `${name} not installed`);
  });

  it('imports at run time only packages that are dependencies', () => {
    const imported = importedPackages(readFileSync(join(dir, 'dist', 'server.mjs'), 'utf8'));
    assert.deepEqual([...imported].sort(), [...SERVER_PACKAGES].sort());
    for (const name of imported) assert.ok(Object.hasOwn(pkg.dependencies, name), `${name} is a dependency`);
  });

  it('serves a page with its manifest inline and its first islands drawn on the server', async () => {
    const response = await fetch(`${base}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    const html = await response.text();
    assert.match(html, /<script type="application\/json" data-tf-manifest>/);
    assert.match(html, /<tf-zone [^>]*server-rendered/);
  });

  it('serves the content API and resized images (sharp)', async () => {
    const feed = await fetch(`${base}/feeds/home/hero`);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type'), /^application\/json/);
    const image = await fetch(`${base}/images/show-roast-beef.jpg?width=40`);
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type'), /^image\//);
  });

  it('logs one line per request, without cookies, tokens or query values', async () => {
    await fetch(`${base}/shows?token=s3cret-token&width=40`, { headers: { cookie: 'session=s3cret-cookie', authorization: 'Bearer s3cret-bearer' } });
    const line = await new Promise((resolve) => {
      const find = () => output.split('\n').find((l) => l.includes(' GET /shows?'));
      if (find()) return resolve(find());
      server.stdout.on('data', () => find() && resolve(find()));
    });
    assert.match(line, /^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/shows\?token=\*&width=40 200 \d+ms$/);
    assert.doesNotMatch(output, /s3cret/);
    assert.equal(output.split('\n').filter((l) => l.includes(' GET /shows?')).length, 1);
  });
});
