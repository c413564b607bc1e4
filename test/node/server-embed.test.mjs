// The embed pages of the production server (demo/server/, `npm start`):
// `/embed/{kind}/{slug}` answers the item's player alone, under the headers
// of every page, and may be framed by any site; an unknown kind, a kind the
// site has no content for yet, or an unknown slug is the designed 404.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listen, serverFixture } from './support/server-fixture.mjs';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The `{"manifest": …}` a page carries inline. */
function inlineManifest(html) {
  const script = /<script type="application\/json" data-tf-manifest>([\s\S]*?)<\/script>/.exec(html);
  assert.ok(script, 'an inline manifest');
  return JSON.parse(script[1]).manifest;
}

let fixture;
before(async () => {
  fixture = await serverFixture();
});
after(() => fixture?.cleanup());

describe('embed pages', () => {
  let server;
  let base;
  const get = (path) => fetch(new URL(path, base), { redirect: 'manual' });
  before(async () => {
    ({ app: server, base } = await listen(fixture.createServer, { root: fixture.root }));
  });
  after(() => server?.close());

  const EMBEDS = [
    ['a clip', '/embed/clips/the-printer-has-unionized', 'ENT_M025', '/feeds/clips/the-printer-has-unionized'],
    ['a full episode', '/embed/full-episodes/desk-jockeys-s4e1', 'ENT_M015', '/feeds/full-episodes/desk-jockeys-s4e1/player'],
  ];

  for (const [name, path, driver, feed] of EMBEDS) {
    it(`answers ${name} with its player alone: one zone, no header, menu, footer, sponsor or ad`, async () => {
      const response = await get(path);
      assert.equal(response.status, 200);
      const manifest = inlineManifest(await response.text());
      assert.deepEqual(Object.keys(manifest.zones), ['t1_1c']);
      assert.equal(manifest.zones.t1_1c.driver, driver);
      assert.equal(manifest.zones.t1_1c.feed, feed);
      assert.equal(manifest.isModalable, undefined, 'never a modal page');
      assert.equal(manifest.supplemental.pageStyle, 'embed');
    });

    it(`serves ${name} under every page's headers, framable by any site`, async () => {
      const response = await get(path);
      assert.equal(response.headers.get('content-security-policy'), CSP);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      // Nothing restricts who frames it: no frame-ancestors, no X-Frame-Options.
      assert.doesNotMatch(response.headers.get('content-security-policy'), /frame-ancestors/);
      assert.equal(response.headers.get('x-frame-options'), null);
      assert.equal(response.headers.get('cache-control'), PAGE_CACHE);
    });
  }

  it('links the embed page style, which fits the player to the frame', async () => {
    const html = await (await get('/embed/clips/the-printer-has-unionized')).text();
    assert.match(html.slice(0, html.indexOf('</head>')), /<link rel="stylesheet" data-tf-style="embed" href="\/styles\/embed\.css">/);
  });

  it('draws a clip\'s player on the server, titled as the clip', async () => {
    const html = await (await get('/embed/clips/the-printer-has-unionized')).text();
    assert.match(html, /<tf-zone zone="t1_1c" driver="ENT_M025" state="rendered" server-rendered/);
    assert.match(html, /<title>The Printer Has Unionized · Laugh Track Network<\/title>/);
  });

  it('keeps a full episode\'s body id for the episode lock', async () => {
    const manifest = inlineManifest(await (await get('/embed/full-episodes/desk-jockeys-s4e1')).text());
    assert.match(manifest.id, /full_episode_player/);
  });

  for (const path of [
    '/embed/clips/no-such-clip', '/embed/full-episodes/no-such-episode', '/embed/playlists/desk-jockeys-best-of',
    '/embed/interviews/mara-quell', '/embed/podcasts/the-printer-has-unionized', '/embed/clips', '/embed/',
    '/embed/clips/the-printer-has-unionized/more', '/embed/full-episodes/desk-jockeys-s4e1x',
  ]) {
    it(`answers ${path} with 404 and the site's not-found page`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404);
      const manifest = inlineManifest(await response.text());
      assert.equal(manifest.zones.t1_1c.driver, 'ENT_M080');
      assert.equal(response.headers.get('content-security-policy'), CSP);
    });
  }
});
