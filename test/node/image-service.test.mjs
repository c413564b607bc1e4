// The demo image service (issue 13 item 6): real resizing with
// sharp, quality, crop, AVIF/WebP/JPEG negotiated from Accept with
// Vary: Accept, untouched GIFs, clear 4xx answers, a bounded cache; and that
// the Vite dev server answers /images/ through it.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer, loadConfigFromFile, runnerImport } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
const sharp = createRequire(join(repo, 'package.json'))('sharp');
const { module: service } = await runnerImport(join(repo, 'demo', 'api', 'image-service.ts'), { configFile: false, root: repo, logLevel: 'silent' });

const meta = (body) => sharp(body, { animated: true }).metadata();
const get = (images, path, accept) => images.answer(new URL(path, 'http://demo.test'), accept);
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image service', () => {
  const images = service.createImageService();

  it('answers a JPEG of exactly the asked size, cropped when both sizes and crop=true are given', async () => {
    const answer = await get(images, '/images/show-desk-jockeys.jpg?quality=0.85&width=300&height=300&crop=true');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'image/jpeg');
    const m = await meta(answer.body);
    assert.deepEqual([m.format, m.width, m.height], ['jpeg', 300, 300]);
  });

  for (const [accept, format, type] of [
    [CHROME_ACCEPT, 'heif', 'image/avif'],
    ['image/webp,image/*,*/*;q=0.8', 'webp', 'image/webp'],
    ['image/avif;q=0,image/webp', 'webp', 'image/webp'],
    ['image/*,*/*;q=0.8', 'jpeg', 'image/jpeg'],
    [undefined, 'jpeg', 'image/jpeg'],
  ]) {
    it(`encodes ${type} for Accept: ${accept}, same size, with Vary: Accept`, async () => {
      const answer = await get(images, '/images/show-desk-jockeys.jpg?quality=0.85&width=240&height=240&crop=true', accept);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-type'], type);
      assert.equal(answer.headers.vary, 'Accept');
      const m = await meta(answer.body);
      assert.deepEqual([m.format, m.width, m.height], [format, 240, 240]);
    });
  }

  it('prefers AVIF, then WebP, then JPEG, counting only types named outright', () => {
    assert.equal(service.negotiateStillFormat(CHROME_ACCEPT), 'avif');
    assert.equal(service.negotiateStillFormat('image/webp;q=0.9, image/avif;q=0.5'), 'avif');
    assert.equal(service.negotiateStillFormat('IMAGE/WEBP'), 'webp');
    assert.equal(service.negotiateStillFormat('image/webp;q=0'), 'jpeg');
    assert.equal(service.negotiateStillFormat('*/*'), 'jpeg');
    assert.equal(service.negotiateStillFormat(''), 'jpeg');
  });

  it('keeps a separate cache entry per format', async () => {
    const fresh = service.createImageService();
    const path = '/images/show-roast-beef.jpg?width=100';
    const avif = await get(fresh, path, CHROME_ACCEPT);
    const jpeg = await get(fresh, path);
    assert.notEqual(avif.headers['content-type'], jpeg.headers['content-type']);
    await get(fresh, path, CHROME_ACCEPT);
    assert.equal(fresh.stats().renders, 2);
  });

  it('keeps the picture’s shape when only one size is given, or crop is left out', async () => {
    const wide = await meta((await get(images, '/images/clip-roast-beef-final.jpg?width=320')).body);
    assert.deepEqual([wide.width, wide.height], [320, 180]);
    const tall = await meta((await get(images, '/images/show-roast-beef.jpg?height=300')).body);
    assert.deepEqual([tall.width, tall.height], [200, 300]);
    const inside = await meta((await get(images, '/images/clip-roast-beef-final.jpg?width=320&height=320')).body);
    assert.deepEqual([inside.width, inside.height], [320, 180]);
  });

  it('answers the original size without a query: twice the art', async () => {
    const m = await meta((await get(images, '/images/comic-marnie-okafor.jpg')).body);
    assert.deepEqual([m.width, m.height], [1200, 1200]);
  });

  it("encodes a request naming no quality at the site's imageQuality (defaultQuality), else at 0.85", async () => {
    const path = '/images/hero-roast-beef.jpg?width=800&height=350&crop=true';
    const site = service.createImageService({ defaultQuality: 0.3 });
    const unnamed = await get(site, path);
    const named = await get(site, `${path}&quality=0.3`);
    assert.equal(unnamed.status, 200);
    assert.ok(unnamed.body.equals(named.body), 'the same bytes as an explicit quality=0.3');
    const fallback = await get(service.createImageService({ defaultQuality: 7 }), path);
    assert.ok(fallback.body.equals((await get(images, `${path}&quality=0.85`)).body), 'an out-of-range default is 0.85');
  });

  it('encodes at the asked quality: lower quality, fewer bytes', async () => {
    const high = await get(images, '/images/hero-roast-beef.jpg?quality=0.95&width=800&height=350&crop=true');
    const low = await get(images, '/images/hero-roast-beef.jpg?quality=0.3&width=800&height=350&crop=true');
    assert.ok(low.body.length < high.body.length * 0.7, `${low.body.length} vs ${high.body.length}`);
  });

  it('leaves the GIF untouched, whatever the query or Accept, and animated', async () => {
    const plain = await get(images, '/images/applause-sign.gif', CHROME_ACCEPT);
    const asked = await get(images, '/images/applause-sign.gif?quality=0.5&width=100&height=100&crop=true');
    assert.equal(plain.headers['content-type'], 'image/gif');
    assert.equal(plain.headers.vary, undefined);
    assert.ok(plain.body.equals(asked.body));
    const m = await meta(plain.body);
    assert.equal(m.format, 'gif');
    assert.equal(m.width, 480);
    assert.equal(m.pageHeight, 270);
    assert.ok(m.pages >= 8, `${m.pages} frames`);
  });

  it('serves the GIF’s still JPG twin, resizable like any still', async () => {
    const m = await meta((await get(images, '/images/applause-sign.jpg?width=240&height=135&crop=true')).body);
    assert.deepEqual([m.format, m.width, m.height, m.pages ?? 1], ['jpeg', 240, 135, 1]);
  });

  for (const [path, status, text] of [
    ['/images/no-such-picture.jpg', 404, 'No image named no-such-picture'],
    ['/images/show-desk-jockeys.png', 404, 'No image at'],
    ['/images/../package.json', 404, 'No image at'],
    ['/images/show-desk-jockeys.gif', 404, 'is a still'],
    ['/images/show-desk-jockeys.jpg?width=4097', 400, 'larger than the 4096 px'],
    ['/images/show-desk-jockeys.jpg?height=99999999', 400, 'larger than the 4096 px'],
    ['/images/show-desk-jockeys.jpg?width=-5', 400, 'width must be a whole number'],
    ['/images/show-desk-jockeys.jpg?width=12.5', 400, 'width must be a whole number'],
    ['/images/show-desk-jockeys.jpg?quality=85', 400, 'quality must be'],
    ['/images/show-desk-jockeys.jpg?quality=abc', 400, 'quality must be'],
    ['/images/show-desk-jockeys.jpg?crop=yes', 400, 'crop must be true'],
  ]) {
    it(`answers ${status} with a JSON reason for ${path}`, async () => {
      const answer = await get(images, path);
      assert.equal(answer.status, status);
      assert.match(answer.headers['content-type'], /application\/json/);
      assert.match(JSON.parse(answer.body.toString()).error, new RegExp(text.replace(/[.]/g, '\\.')));
    });
  }

  it('renders a picture once and answers repeats from its cache', async () => {
    const fresh = service.createImageService();
    const path = '/images/clip-prank-call-pizza.jpg?width=200&height=100&crop=true';
    const [a, b] = await Promise.all([get(fresh, path), get(fresh, path)]);
    await get(fresh, path);
    assert.ok(a.body.equals(b.body));
    assert.equal(fresh.stats().renders, 1);
  });

  it('encodes AVIF at effort 2 up to about a desktop hero, at effort 0 above', () => {
    assert.equal(service.avifEffort(665 * 499), service.AVIF_SMALL_EFFORT);
    assert.equal(service.avifEffort(service.AVIF_SMALL_PIXELS), service.AVIF_SMALL_EFFORT);
    assert.equal(service.avifEffort(service.AVIF_SMALL_PIXELS + 1), service.AVIF_FAST_EFFORT);
    assert.ok(service.AVIF_FAST_EFFORT < service.AVIF_SMALL_EFFORT);
  });

  it('answers a small AVIF as small as a direct effort-2 encode, and never refines it', async () => {
    const path = '/images/hero-desk-jockeys.jpg?quality=0.85&width=400&height=300&crop=true';
    const fresh = service.createImageService();
    const answer = await get(fresh, path, CHROME_ACCEPT);
    await fresh.settled();
    const fast = await get(service.createImageService({ avifEffort: () => service.AVIF_FAST_EFFORT }), path, CHROME_ACCEPT);
    assert.ok(answer.body.length < fast.body.length * 0.8, `${answer.body.length} B by default, ${fast.body.length} B at effort 0`);
    assert.equal(fresh.stats().refinements, 0);
  });

  it('answers a large AVIF at once and refines its cache entry to fewer bytes for the next visitor', async () => {
    const fresh = service.createImageService();
    const path = '/images/hero-desk-jockeys.jpg?quality=0.85&width=1600&height=900&crop=true';
    const first = await get(fresh, path, CHROME_ACCEPT);
    const cachedBytes = fresh.stats().bytes;
    await fresh.settled();
    const next = await get(fresh, path, CHROME_ACCEPT);
    assert.equal(fresh.stats().refinements, 1);
    assert.equal(fresh.stats().renders, 1, 'the refinement is not a new render');
    assert.ok(next.body.length < first.body.length, `${next.body.length} B refined, ${first.body.length} B first`);
    assert.equal(fresh.stats().bytes, cachedBytes - (first.body.length - next.body.length), 'the bound counts the refined bytes');
    const m = await meta(next.body);
    assert.deepEqual([m.format, m.width, m.height], ['heif', 1600, 900]);
  });

  it('drops a refinement whose entry left the cache meanwhile', async () => {
    const path = (width) => `/images/hero-desk-jockeys.jpg?width=${width}&height=900&crop=true`;
    const tiny = service.createImageService({ cacheBytes: 1 });
    await get(tiny, path(1600), CHROME_ACCEPT);
    await tiny.settled();
    assert.deepEqual([tiny.stats().entries, tiny.stats().refinements], [0, 0]);
  });

  it('keeps its cache within its byte bound, dropping the oldest first', async () => {
    const widths = [200, 210, 220, 230, 240, 250];
    const path = (width) => `/images/show-daily-grind.jpg?width=${width}`;
    const sizes = [];
    for (const width of widths) sizes.push((await get(images, path(width))).body.length);
    // Room for the last two only.
    const bound = sizes[4] + sizes[5];
    const small = service.createImageService({ cacheBytes: bound });
    for (const width of widths) await get(small, path(width));
    assert.ok(small.stats().bytes <= bound, `${small.stats().bytes} bytes`);
    assert.equal(small.stats().entries, 2);
    await get(small, path(250));
    assert.equal(small.stats().renders, 6, 'the newest stayed cached');
    await get(small, path(200));
    assert.equal(small.stats().renders, 7, 'the oldest was dropped');
  });
});

describe('image service on the Vite dev server', () => {
  let server;
  let base;
  let root;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-service-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><p>index.html</p>');
    const { config } = await loadConfigFromFile({ command: 'serve', mode: 'development' }, join(here, 'fixtures', 'content-api.vite.config.mjs'), repo, 'silent');
    server = await createServer({
      configFile: false, root, logLevel: 'silent', plugins: config.plugins,
      server: { port: 0, host: '127.0.0.1', ws: false }, optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    base = `http://127.0.0.1:${server.httpServer.address().port}`;
  });
  after(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers a resized image in the accepted format, and JSON errors, never the SPA page', async () => {
    const response = await fetch(`${base}/images/hero-desk-jockeys.jpg?quality=0.85&width=640&height=280&crop=true`, { headers: { accept: 'image/webp,*/*' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.equal(response.headers.get('vary'), 'Accept');
    const m = await meta(Buffer.from(await response.arrayBuffer()));
    assert.deepEqual([m.width, m.height], [640, 280]);
    const missing = await fetch(`${base}/images/nope.jpg`, { headers: { accept: 'text/html' } });
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { error: 'No image named nope' });
    const head = await fetch(`${base}/images/applause-sign.gif`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal((await head.arrayBuffer()).byteLength, 0);
    const post = await fetch(`${base}/images/applause-sign.gif`, { method: 'POST' });
    assert.equal(post.status, 405);
  });
});
