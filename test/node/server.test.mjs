// The production server (demo/server/, `npm start`), as
// `npm run build` bundles it, over a small built site (support/server-fixture.mjs):
// headers, compression, caching, ETags, HEAD, robots.txt, pages with their
// manifest inline and their first group preloaded, the designed 404, images,
// the request log and the HTML error page of a failed page route.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { runnerImport } from 'vite';
import { islandSources } from '../../demo/server/build.mjs';
import { islandFile, listen, serverFixture } from './support/server-fixture.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";
const MANIFEST = '/feeds/triforce/manifest/v2';

/** The `{"manifest": …}` a page carries inline, and how many data-tf-manifest scripts it has. */
function inlineAnswer(html) {
  const scripts = [...html.matchAll(/<script type="application\/json" data-tf-manifest>([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1, 'one inline manifest');
  return JSON.parse(scripts[0][1]);
}

/**
 * A request through node:http, bytes as sent. fetch() would add
 * `Cache-Control: no-cache` to a conditional request (Fetch standard), which
 * a browser revalidating its cache does not send.
 */
function raw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

const links = (html, attributes) => [...html.matchAll(new RegExp(`<link ${attributes} href="([^"]*)">`, 'g'))].map((m) => m[1].replaceAll('&amp;', '&'));

let fixture;
before(async () => {
  fixture = await serverFixture();
});
after(() => fixture?.cleanup());

describe('the island table the server preloads by', () => {
  it('is derived from islands/index.ts: the same drivers, each an island source', async () => {
    const { module } = await runnerImport(join(repo, 'islands', 'index.ts'), { configFile: false, root: repo, logLevel: 'silent' });
    const derived = islandSources();
    assert.deepEqual(Object.keys(derived).sort(), Object.keys(module.builtInIslands).sort());
    for (const source of Object.values(derived)) assert.match(source, /^\.\.\/islands\/[a-z-]+\/index\.tsx?$/);
  });
});

describe('production server', () => {
  let server;
  let base;
  const get = (path, headers = {}, method = 'GET') => fetch(new URL(path, base), { headers, method, redirect: 'manual' });
  before(async () => {
    ({ app: server, base } = await listen(fixture.createServer, { root: fixture.root }));
  });
  after(() => server?.close());

  for (const path of ['/', '/shows', '/no/such/page', `${MANIFEST}?url=%2F`, '/feeds/home/hero', '/feeds/nope', '/assets/react-t3st.js', '/legal/terms.html', '/robots.txt', '/images/show-roast-beef.jpg?width=40', '/assets/gone.js']) {
    it(`sends the security headers with ${path}`, async () => {
      const response = await get(path);
      assert.equal(response.headers.get('content-security-policy'), CSP);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    });
  }

  it('compresses pages on the fly with brotli or gzip, as accepted', async () => {
    const plain = await (await get('/shows', { 'accept-encoding': 'identity' })).text();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(new URL('/shows', base), { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('content-encoding'), encoding);
      assert.match(response.headers.get('vary'), /accept-encoding/i);
      // fetch decodes by itself: compare with the identity answer.
      assert.equal(await response.text(), plain);
    }
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]]) {
      const sent = await raw(new URL('/shows', base), { 'accept-encoding': encoding });
      assert.equal(decode(sent.body).toString(), plain);
      assert.ok(sent.body.length < Buffer.byteLength(plain) / 2, `${encoding} is smaller`);
    }
  });

  it('sends the build’s precompressed twin of a static file, and the file itself without Accept-Encoding', async () => {
    const identity = await get('/assets/react-t3st.js', { 'accept-encoding': 'identity' });
    assert.equal(identity.headers.get('content-encoding'), null);
    const body = await identity.text();
    const br = await get('/assets/react-t3st.js', { 'accept-encoding': 'br' });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.ok(Number(br.headers.get('content-length')) < body.length / 4, 'brotli is smaller');
    assert.equal(await br.text(), body);
    const gzip = await get('/assets/react-t3st.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    assert.equal(await gzip.text(), body);
  });

  it('caches hashed assets for a year, immutable; other files revalidate', async () => {
    assert.equal((await get('/assets/react-t3st.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const legal = await get('/legal/terms.html');
    assert.equal(legal.headers.get('cache-control'), 'no-cache');
    assert.ok(legal.headers.get('last-modified'));
    // The handlers' own caching stays: fixed feeds 30 s, computed ones no-cache.
    assert.equal((await get('/feeds/home/hero')).headers.get('cache-control'), 'public, max-age=30');
    assert.equal((await get('/feeds/search?keywords=x')).headers.get('cache-control'), 'no-cache');
  });

  it('lets any origin load the build\'s static files (standalone elements are module scripts, fetched with CORS), but not its pages or API', async () => {
    for (const path of ['/assets/react-t3st.js', '/legal/terms.html']) {
      assert.equal((await get(path, { origin: 'https://legacy.example' })).headers.get('access-control-allow-origin'), '*', path);
    }
    for (const path of ['/shows', '/feeds/home/hero', `${MANIFEST}?url=%2F`]) {
      assert.equal((await get(path, { origin: 'https://legacy.example' })).headers.get('access-control-allow-origin'), null, path);
    }
  });

  for (const path of ['/assets/react-t3st.js', '/legal/terms.html', '/feeds/home/hero', `${MANIFEST}?url=%2F`, '/shows', '/robots.txt']) {
    it(`answers 304 to a revalidation of ${path} with its ETag`, async () => {
      const url = new URL(path, base);
      const { etag } = (await raw(url, { 'accept-encoding': 'br' })).headers;
      assert.ok(etag, 'has an ETag');
      const again = await raw(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      assert.equal(again.status, 304);
      assert.equal(again.body.length, 0);
      const changed = await raw(url, { 'accept-encoding': 'br', 'if-none-match': 'W/"something-else"' });
      assert.equal(changed.status, 200);
    });
  }

  it('answers 304 to If-Modified-Since for a static file', async () => {
    const lastModified = (await get('/legal/terms.html')).headers.get('last-modified');
    assert.equal((await raw(new URL('/legal/terms.html', base), { 'if-modified-since': lastModified })).status, 304);
  });

  for (const path of ['/', '/no/such/page', '/assets/react-t3st.js', '/feeds/home/hero', '/robots.txt', '/images/show-roast-beef.jpg?width=40']) {
    it(`answers HEAD for ${path} like GET, without a body`, async () => {
      const got = await get(path, { 'accept-encoding': 'identity' });
      const head = await get(path, { 'accept-encoding': 'identity' }, 'HEAD');
      assert.equal(head.status, got.status);
      assert.equal(head.headers.get('content-type'), got.headers.get('content-type'));
      assert.equal(head.headers.get('content-length'), String((await got.arrayBuffer()).byteLength));
      assert.equal((await head.arrayBuffer()).byteLength, 0);
    });
  }

  it('serves a real robots.txt: the site allowed, the staff tools not, no sitemap it does not have', async () => {
    const response = await get('/robots.txt');
    assert.match(response.headers.get('content-type'), /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^User-agent: \*$/m);
    for (const path of ['/__crabapple_admin/', '/triforce/', '/debugbar']) assert.match(text, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.match(text, /^Allow: \/$/m);
    assert.doesNotMatch(text, /sitemap|<html/i);
  });

  it('sends /favicon.ico to the site\'s SVG icon', async () => {
    const response = await get('/favicon.ico');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/art/network-logo.svg');
  });

  it('answers a page with its manifest inline inside <tf-page>, and the shell around it', async () => {
    const response = await get('/shows');
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(inlineAnswer(html).manifest.id, 'shows');
    assert.match(html, /<tf-page [^>]*>\s*<script type="application\/json" data-tf-manifest>/);
    assert.match(html, /data-tf-config/);
  });

  it('preloads the home page’s first priority group: its feeds and island chunks, nothing the shell loads already', async () => {
    const html = await (await get('/')).text();
    // The first group's islands are drawn by the server: their feeds travel inline, so none is preloaded.
    assert.deepEqual(links(html, 'rel="preload" as="fetch" crossorigin'), []);
    for (const feed of ['/feeds/global/header', '/feeds/home/hero', '/feeds/global/trending']) {
      const zone = Object.values(inlineAnswer(html).manifest.zones).find((z) => z.feed === feed);
      assert.ok(zone && 'feedData' in zone, `${feed}: the drawn zone carries its feed inline`);
    }
    const sources = islandSources();
    // The page is drawn: its chunks are named on the boot's script, which preloads them once the lead picture has painted.
    const modules = /<script type="module" src="\/assets\/boot-t3st\.js" data-tf-entry="\/assets\/index-t3st\.js" data-tf-preload="([^"]*)">/.exec(html)[1].split(' ');
    for (const driver of ['ENT_M001', 'ENT_M002', 'ENT_M010']) assert.ok(modules.includes(`/${islandFile(sources[driver])}`), driver);
    assert.ok(modules.includes('/assets/react-t3st.js'), 'static imports too');
    // Priority 3 and unprioritised zones wait; the shell's own chunk is preloaded once, by Vite's line.
    assert.ok(!modules.includes(`/${islandFile(sources.ENT_M099)}`), 'not the footer');
    assert.equal(html.split('/assets/shared-t3st.js').length - 1, 1);
    assert.ok(html.indexOf('rel="preload"') < html.indexOf('</head>'));
  });

  it('starts a drawn page’s scripts through the boot, after what paints it; a page the browser assembles loads the entry at once', async () => {
    const drawn = await (await get('/')).text();
    assert.match(drawn, /<script type="module" src="\/assets\/boot-t3st\.js" data-tf-entry="\/assets\/index-t3st\.js" data-tf-preload="[^"]+">/);
    assert.ok(!drawn.includes('src="/assets/index-t3st.js"'), 'the entry is the boot\'s to import');
    assert.ok(!drawn.includes('modulepreload'), 'nothing preloaded before the lead picture');
    // The episode player is left to the browser: the first group cannot paint without the scripts.
    const player = await (await get('/full-episodes/desk-jockeys-s4e1')).text();
    assert.match(player, /<tf-zone zone="t1_1c" driver="ENT_M015" state="loading">/);
    assert.match(player, /<script type="module" crossorigin src="\/assets\/index-t3st\.js">/);
    const assembled = await (await get('/full-episodes/desk-jockeys?season=9')).text();
    assert.ok(!assembled.includes('<tf-zone'), 'the not-found page is placed by the browser');
    assert.match(assembled, /<script type="module" crossorigin src="\/assets\/index-t3st\.js">/);
    assert.ok(!assembled.includes('fetchpriority="low"'));
  });

  it('draws home’s lead picture into the HTML with its art-directed sources, and preloads each for its windows in the head at high priority', async () => {
    const html = await (await get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image" [^>]*>/g) ?? [];
    assert.equal(preloads.length, 2);
    const [phone, wide] = preloads;
    assert.match(phone, /imagesrcset="\/images\/hero-[\w-]+-phone\.jpg\?quality=0\.85&amp;width=360&amp;height=270&amp;crop=true 360w, /);
    assert.match(phone, / media="\(max-width: 792px\)"/);
    assert.match(wide, /imagesrcset="\/images\/hero-[\w-]+\.jpg\?quality=0\.85&amp;width=360&amp;height=\d+&amp;crop=true 360w, /);
    assert.match(wide, / media="\(min-width: 793px\)"/);
    for (const preload of preloads) assert.match(preload, /fetchpriority="high"/);
    const hero = html.match(/<tf-zone zone="t1_1c"[^>]*>.*?<\/tf-image>/s)?.[0] ?? '';
    assert.match(hero, /<tf-image [^>]*><picture><source media="\(max-width: 792px\)" srcSet="[^"]+-phone\.jpg[^"]+" sizes="calc\(100vw - 2rem\)"\/><img src="\/images\/hero-[^"]+" srcSet="[^"]+ 3200w" sizes="[^"]+" alt="[^"]+" fetchPriority="high"\/><\/picture><\/tf-image>/);
    assert.ok(!html.slice(html.indexOf('</head>')).includes('rel="preload"'), 'no preload left in the body');
  });

  it('draws a clip player’s poster into the HTML as its lead picture, fetched at high priority before any script', async () => {
    const html = await (await get('/clips/the-printer-has-unionized')).text();
    const poster = html.match(/<div class="tf-pcore__poster [^"]*"><tf-image [^>]*>(<img [^>]*>)<\/tf-image>/)?.[1] ?? '';
    assert.match(poster, /srcSet="\/images\/clip-[\w-]+\.jpg\?quality=0\.85&amp;width=360&amp;height=\d+&amp;crop=true 360w, /);
    assert.match(poster, /sizes="\(max-width: 972px\) calc\(100vw - 72px\), 840px"/);
    assert.match(poster, /fetchPriority="high"/);
  });

  it('links the page’s own stylesheet in the head, as the runtime would add it: the default one, or the one the manifest names', async () => {
    const styles = (html) => [...html.matchAll(/<link rel="stylesheet" data-tf-style="([^"]*)" href="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`);
    const home = await (await get('/')).text();
    assert.deepEqual(styles(home), ['default /styles/default.css']);
    assert.ok(home.indexOf('data-tf-style') < home.indexOf('</head>'));
    assert.deepEqual(styles(await (await get('/schedule')).text()), ['schedule /styles/schedule.css']);
    assert.deepEqual(styles(await (await get('/nowhere-at-all')).text()), ['default /styles/default.css']);
  });

  it('asks feeds with lang=true in its preloads when the visitor has language preferences', async () => {
    const html = await (await get('/full-episodes/desk-jockeys-s4e1', { cookie: 'languagePreferences=spa%2Ceng' })).text();
    const preloads = links(html, 'rel="preload" as="fetch" crossorigin');
    assert.ok(preloads.length > 0, 'the player, drawn by the browser, has its feed preloaded');
    for (const url of preloads) assert.match(url, /[?&]lang=true$/);
  });

  it('puts the storage scenario\'s script first in a page only for a visitor under that staff scenario, and keeps that page private', async () => {
    const tag = '<script src="/tve/storage-scenario.js"></script>';
    const plain = await get('/shows');
    assert.ok(!(await plain.text()).includes('storage-scenario'));
    const scenario = await get('/shows', { cookie: 'tve_scenario=local-storage-unavailable' });
    const html = await scenario.text();
    assert.ok(html.indexOf(tag) > 0 && html.indexOf(tag) < html.indexOf('<script type="module"'), 'first, before the runtime');
    assert.match(scenario.headers.get('cache-control') ?? '', /no-store|private/);
    assert.ok(!(await (await get('/shows', { cookie: 'tve_scenario=expired-token' })).text()).includes('storage-scenario'));
  });

  describe('caching of pages for a CDN', () => {
    const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    const varyOf = (response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== 'accept-encoding');

    it('lets shared caches keep a page a minute and serve it stale while revalidating; browsers revalidate it', async () => {
      for (const path of ['/', '/shows/roast-beef', '/no/such/page']) {
        const response = await get(path);
        assert.equal(response.headers.get('cache-control'), PUBLIC, path);
      }
    });

    it('keeps a page private and unstored for staff with the debug cookie', async () => {
      const response = await get('/shows', { cookie: 'tf_debug=%7B%7D' });
      assert.equal(response.headers.get('cache-control'), 'private, no-store');
      assert.equal(response.headers.get('etag'), null);
    });

    it('varies by the cookies and the user agent when no CDN normalised the request', async () => {
      assert.deepEqual(varyOf(await get('/shows')), ['cookie', 'user-agent']);
    });

    it('varies by only the device class and the language cookie when the CDN sent them as the server reads them', async () => {
      const desktop = await get('/shows', { 'tf-device': 'desktop', 'tf-language': '', cookie: 'consent=abc; visitor=123' });
      assert.deepEqual(varyOf(desktop), ['tf-device', 'tf-language']);
      assert.equal(desktop.headers.get('cache-control'), PUBLIC);
      const mobile = await get('/shows', { 'tf-device': 'mobile', 'tf-language': 'spa%2Ceng', 'user-agent': MOBILE, cookie: 'languagePreferences=spa%2Ceng' });
      assert.deepEqual(varyOf(mobile), ['tf-device', 'tf-language']);
      // The device cookie wins over the user agent, as in the runtime.
      const forced = await get('/shows', { 'tf-device': 'desktop', 'tf-language': '', 'user-agent': MOBILE, cookie: 'device=desktop' });
      assert.deepEqual(varyOf(forced), ['tf-device', 'tf-language']);
    });

    it('falls back to the broad Vary when the normalised headers disagree with the request or one is missing', async () => {
      assert.deepEqual(varyOf(await get('/shows', { 'tf-device': 'desktop', 'tf-language': '', 'user-agent': MOBILE })), ['cookie', 'user-agent']);
      assert.deepEqual(varyOf(await get('/shows', { 'tf-device': 'desktop', 'tf-language': '', cookie: 'languagePreferences=fra' })), ['cookie', 'user-agent']);
      assert.deepEqual(varyOf(await get('/shows', { 'tf-device': 'desktop' })), ['cookie', 'user-agent']);
    });
  });

  describe('the head of each page', () => {
    const tag = (html, pattern) => pattern.exec(html.slice(0, html.indexOf('</head>')))?.[1];

    it('gives a show page its own title and description, an absolute canonical link and share tags, said once', async () => {
      const html = await (await get('/shows/roast-beef')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.equal(head.split('<title>').length - 1, 1);
      assert.equal(head.split('name="description"').length - 1, 1);
      assert.equal(tag(html, /<title>([^<]*)<\/title>/), 'Roast Beef · Laugh Track Network');
      assert.equal(tag(html, /<link rel="canonical" href="([^"]*)">/), new URL('/shows/roast-beef', base).href);
      assert.equal(tag(html, /<meta property="og:image" content="([^"]*)">/), new URL('/images/show-roast-beef.jpg', base).href);
      assert.equal(JSON.parse(tag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/))['@type'], 'TVSeries');
    });

    it('gives the not-found page its title and noindex', async () => {
      const html = await (await get('/no/such/page')).text();
      assert.equal(tag(html, /<title>([^<]*)<\/title>/), 'Page not found · Laugh Track Network');
      assert.equal(tag(html, /<meta name="robots" content="([^"]*)">/), 'noindex');
    });
  });

  it('answers a redirect manifest with an HTTP redirect', async () => {
    const response = await get('/standup');
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/stand-up');
  });

  it('answers an unknown page with 404 and the designed not-found page: header, menu and footer kept', async () => {
    const response = await get('/full-episodes/desk-jockeys?season=9');
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    const { manifest } = inlineAnswer(await response.text());
    assert.equal(manifest.title, 'Page not found · Laugh Track Network');
    assert.deepEqual(Object.keys(manifest.zones).filter((name) => ['header', 'menu', 'footer'].includes(name)).sort(), ['footer', 'header', 'menu']);
    assert.equal(manifest.zones.t1_1c.driver, 'ENT_M080');
    assert.equal(manifest.zones.t1_1c.feedData.result.url, '/full-episodes/desk-jockeys?season=9');
  });

  it('answers missing files and unknown API paths with plain 404s, never a page', async () => {
    const file = await get('/assets/gone.js');
    assert.equal(file.status, 404);
    assert.match(file.headers.get('content-type'), /^text\/plain/);
    const api = await get('/feeds/no/such/feed');
    assert.equal(api.status, 404);
    assert.equal(typeof (await api.json()).error, 'string');
    const route = await get('/modules/');
    assert.equal(route.status, 404);
    assert.equal((await get('/.vite/manifest.json')).status, 404);
    assert.equal((await get('/shows', {}, 'POST')).status, 405);
  });

  it('negotiates AVIF, WebP or JPEG for images from Accept, with Vary: Accept; GIFs untouched', async () => {
    const path = '/images/hero-roast-beef.jpg?quality=0.85&width=320&height=140&crop=true';
    for (const [accept, type] of [['image/avif,image/webp,image/*,*/*;q=0.8', 'image/avif'], ['image/webp,*/*', 'image/webp'], ['*/*', 'image/jpeg']]) {
      const response = await get(path, { accept, 'accept-encoding': 'br, gzip' });
      assert.equal(response.headers.get('content-type'), type);
      assert.match(response.headers.get('vary'), /accept/i);
      assert.equal(response.headers.get('content-encoding'), null, 'images are not recompressed');
    }
    const gif = await get('/images/applause-sign.gif', { accept: 'image/avif,image/webp,*/*' });
    assert.equal(gif.headers.get('content-type'), 'image/gif');
  });
});

describe('production server, inline manifest escaping', () => {
  let server;
  let base;
  const nasty = 'x</script><script>alert(1)</script><!-- & \u2028\u2029 >';
  before(async () => {
    const handlers = [http.get(MANIFEST, () => HttpResponse.json({ manifest: {
      title: nasty,
      zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M040', priority: 1, feedData: { result: { headline: nasty } } } },
    } }))];
    ({ app: server, base } = await listen(fixture.createServer, { root: fixture.root, handlers }));
  });
  after(() => server?.close());

  it('no manifest string can close the script element or open markup; JSON.parse reads it back intact', async () => {
    const html = await (await fetch(new URL('/anything', base))).text();
    const start = html.indexOf('data-tf-manifest>') + 'data-tf-manifest>'.length;
    const json = html.slice(start, html.indexOf('</script>', start));
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.equal(JSON.parse(json).manifest.title, nasty);
    assert.equal(JSON.parse(json).manifest.zones.t1_1c.feedData.result.headline, nasty);
  });
});

describe('production server, request log and failed pages', () => {
  let server;
  let base;
  const lines = [];
  const waiting = [];
  /** The next line logged. */
  const nextLine = () => new Promise((resolve) => waiting.push(resolve));
  before(async () => {
    const requestLog = (line) => {
      lines.push(line);
      waiting.shift()?.(line);
    };
    ({ app: server, base } = await listen(fixture.createServer, { root: fixture.root, requestLog }));
  });
  after(() => server?.close());

  it('logs one line per request: method, path, status, time; no cookie, header or query secret', async () => {
    const before = lines.length;
    const logged = nextLine();
    await raw(new URL('/shows?session=abc123&width=40&url=%2Fshows%3Ftoken%3Dxyz', base), { cookie: 'tf_session=c00kie', authorization: 'Bearer t0ken' });
    await logged;
    const added = lines.slice(before);
    assert.equal(added.length, 1);
    assert.match(added[0], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/shows\?session=\*&width=40&url=%2Fshows 200 \d+ms$/);
    assert.doesNotMatch(added[0], /abc123|xyz|c00kie|t0ken/);
  });

  it('answers a server failure on a page route with the HTML error page, and the API\'s with JSON', async () => {
    // A Host header a browser never sends: the page renderer cannot build the page's URL from it.
    const logged = nextLine();
    const page = await raw(new URL('/shows', base), { host: 'broken host', accept: 'text/html' });
    assert.equal(page.status, 500);
    assert.match(page.headers['content-type'], /^text\/html/);
    const html = page.body.toString('utf8');
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<h1 id="tf-load-error-title">This page could not be loaded<\/h1>/);
    assert.doesNotMatch(html, /<script/);
    const api = await raw(new URL(`${MANIFEST}?url=%2Fshows`, base), { host: 'broken host' });
    assert.match(api.headers['content-type'], /^application\/json/);
    assert.match(await logged, /^\S+ GET \/shows 500 \d+ms$/);
  });
});
