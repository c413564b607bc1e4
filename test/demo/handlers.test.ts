import { expect } from '@open-wc/testing';
import { getResponse } from 'msw';
import { createHandlers, MANIFEST_PATH } from '../../demo/api/create-handlers.js';
import { hashString } from '../../runtime/util/hash.js';
import type { Manifest } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { samplePages } from './site-samples.js';
import { fixtureContent, fixtureScripts, fixtureSvg, homeManifest, showManifest } from './fixtures/site-content.js';

const manifestFor = (pageUrl: string) => fetch(`${MANIFEST_PATH}?url=${encodeURIComponent(pageUrl)}`);
const hashOf = (name: keyof typeof fixtureScripts) => hashString(fixtureScripts[name]);

describe('demo content API', () => {
  before(async () => {
    await startDemoWorker(...createHandlers(fixtureContent));
  });

  describe('startDemoWorker', () => {
    it('returns the same worker when called again', async () => {
      const first = await startDemoWorker();
      const second = await startDemoWorker();
      expect(second).to.equal(first);
    });
  });

  describe('GET /feeds/triforce/manifest/v2', () => {
    it('answers the manifest of the page pathname', async () => {
      const response = await manifestFor(`${location.origin}/`);
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ manifest: homeManifest });
    });

    it('ignores origin, query, fragment and a trailing slash', async () => {
      const response = await manifestFor('https://elsewhere.example/shows/fixture/?season=2#clips');
      expect(await response.json()).to.deep.equal({ manifest: showManifest });
    });

    it('reads a relative page URL against the request origin', async () => {
      const body = (await (await manifestFor('/shows/fixture')).json()) as { manifest: Manifest };
      expect(body.manifest.id).to.equal('fixture-show');
    });

    it('answers manifest false for an unknown page', async () => {
      const response = await manifestFor(`${location.origin}/no/such/page`);
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ manifest: false });
    });

    it('answers manifest false for an unsupported page', async () => {
      expect(await (await manifestFor(`${location.origin}/unsupported`)).json()).to.deep.equal({ manifest: false });
    });

    it('does not find pages through Object.prototype', async () => {
      expect(await (await manifestFor('/constructor')).json()).to.deep.equal({ manifest: false });
    });

    describe('when the page entry is a function', () => {
      it('answers what it makes of the page URL, query included', async () => {
        const body = (await (await manifestFor(`${location.origin}/search?keywords=${encodeURIComponent('desk & chair')}#results`)).json()) as { manifest: Manifest };
        expect(body.manifest.id).to.equal('fixture-search');
        expect(body.manifest.zones.t1_1c!.feed).to.equal('/feeds/fixture/search?keywords=desk%20%26%20chair');
      });

      it('answers manifest false when the function does', async () => {
        expect(await (await manifestFor('/clips/unknown')).json()).to.deep.equal({ manifest: false });
      });

      it('answers 500 with a JSON error when the function throws', async () => {
        const response = await manifestFor('/broken');
        expect(response.status).to.equal(500);
        expect(((await response.json()) as { error?: string }).error).to.contain('page exploded');
      });
    });

    describe("when only a '/*' entry matches", () => {
      it('answers the nearest family entry for a deeper path', async () => {
        const body = (await (await manifestFor('/clips/known')).json()) as { manifest: Manifest };
        expect(body.manifest).to.deep.equal({ id: 'fixture-clip', isModalable: 'true', zones: {} });
      });

      it("lets a page's own entry win over its family", async () => {
        expect(await (await manifestFor('/clips/special')).json()).to.deep.equal({ manifest: showManifest });
      });

      it('answers a family false for any page in it', async () => {
        expect(await (await manifestFor('/legacy/terms.html')).json()).to.deep.equal({ manifest: false });
        expect(await (await manifestFor('/legacy/a/b.html')).json()).to.deep.equal({ manifest: false });
      });

      it('does not match the family path itself', async () => {
        expect(await (await manifestFor('/clips')).json()).to.deep.equal({ manifest: false });
      });
    });

    it('answers a redirect manifest as it is', async () => {
      expect(await (await manifestFor('/old-home')).json()).to.deep.equal({
        manifest: { type: 'redirect', newLocation: '/', zones: {} },
      });
    });

    for (const [what, query] of [
      ['a missing url', ''],
      ['an empty url', '?url='],
      ['a javascript: url', `?url=${encodeURIComponent('javascript:alert(1)')}`],
      ['an unparsable url', `?url=${encodeURIComponent('http://[::1')}`],
    ] as const) {
      it(`answers 400 with a JSON error for ${what}`, async () => {
        const response = await fetch(`${MANIFEST_PATH}${query}`);
        expect(response.status).to.equal(400);
        const body = (await response.json()) as { error?: unknown };
        expect(body.error).to.be.a('string');
      });
    }
  });

  describe('GET /feeds/…', () => {
    it('answers a known feed as JSON', async () => {
      const response = await fetch('/feeds/fixture/hero');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.contain('application/json');
      expect(await response.json()).to.deep.equal({ result: { headline: 'Fixture hero' } });
    });

    it('ignores a query and a trailing slash for lookup', async () => {
      const response = await fetch('/feeds/fixture/show/?hash=abc');
      expect(await response.json()).to.deep.equal({ result: { name: 'Fixture show' } });
    });

    it('passes the request URL to a feed function', async () => {
      const plain = await (await fetch('/feeds/fixture/by-query')).json();
      const tailored = await (await fetch('/feeds/fixture/by-query?lang=true&mobile=true')).json();
      expect(plain).to.deep.equal({ result: { lang: false, mobile: false } });
      expect(tailored).to.deep.equal({ result: { lang: true, mobile: true } });
    });

    it('lets a fixed feed be reused for half a minute, and a computed one never without asking', async () => {
      // Short-lived, so a tab left open sees what editors publish.
      expect((await fetch('/feeds/fixture/hero')).headers.get('cache-control')).to.equal('public, max-age=30');
      expect((await fetch('/feeds/fixture/by-query')).headers.get('cache-control')).to.equal('no-cache');
    });

    it('answers 404 with a JSON error for an unknown feed', async () => {
      const response = await fetch('/feeds/fixture/nope');
      expect(response.status).to.equal(404);
      expect(((await response.json()) as { error?: unknown }).error).to.be.a('string');
    });

    it('answers 500 with a JSON error when a feed function throws', async () => {
      const response = await fetch('/feeds/fixture/broken');
      expect(response.status).to.equal(500);
      expect(((await response.json()) as { error?: string }).error).to.contain('feed exploded');
    });
  });

  describe('GET /modules/{names}?hash={hashes}', () => {
    it('concatenates the scripts in order when every hash matches', async () => {
      const response = await fetch(`/modules/alpha,beta%20gamma?hash=${hashOf('alpha')},${hashOf('beta gamma')}`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
      expect(await response.text()).to.equal(`${fixtureScripts.alpha}\n;\n${fixtureScripts['beta gamma']}`);
    });

    it('accepts an URL-encoded comma between names', async () => {
      const response = await fetch(`/modules/beta%20gamma%2Calpha?hash=${hashOf('beta gamma')},${hashOf('alpha')}`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal(`${fixtureScripts['beta gamma']}\n;\n${fixtureScripts.alpha}`);
    });

    it('runs as a classic script', async () => {
      const win = window as unknown as { fixtureLoaded?: string[] };
      delete win.fixtureLoaded;
      const script = document.createElement('script');
      script.src = `/modules/alpha,beta%20gamma?hash=${hashOf('alpha')},${hashOf('beta gamma')}`;
      const loaded = new Promise((resolve, reject) => {
        script.onload = resolve;
        script.onerror = reject;
      });
      document.head.append(script);
      await loaded;
      script.remove();
      expect(win.fixtureLoaded).to.deep.equal(['alpha', 'beta gamma']);
    });

    it('serves scripts without checking when no hash is given', async () => {
      const response = await fetch('/modules/alpha');
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal(fixtureScripts.alpha);
    });

    it('answers 404 for a wrong hash', async () => {
      const response = await fetch(`/modules/alpha,beta%20gamma?hash=${hashOf('alpha')},${hashOf('alpha')}`);
      expect(response.status).to.equal(404);
    });

    it('answers 404 for an unknown script name', async () => {
      expect((await fetch(`/modules/alpha,delta?hash=${hashOf('alpha')},${hashOf('alpha')}`)).status).to.equal(404);
      expect((await fetch('/modules/delta')).status).to.equal(404);
    });

    it('answers 404 when the hash count differs from the name count', async () => {
      expect((await fetch(`/modules/alpha,beta%20gamma?hash=${hashOf('alpha')}`)).status).to.equal(404);
      expect((await fetch(`/modules/alpha?hash=${hashOf('alpha')},${hashOf('alpha')}`)).status).to.equal(404);
      expect((await fetch('/modules/alpha?hash=')).status).to.equal(404);
    });

    it('answers 404 for an empty name in the list', async () => {
      expect((await fetch('/modules/alpha,')).status).to.equal(404);
    });
  });

  describe('GET /art/{name}.svg', () => {
    it('answers the SVG with an image type and a cache header', async () => {
      const response = await fetch('/art/show-fixture.svg');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.match(/max-age=\d+/);
      expect(await response.text()).to.equal(fixtureSvg);
    });

    it('answers 404 for an unknown name', async () => {
      expect((await fetch('/art/no-such-show.svg')).status).to.equal(404);
    });

    it('answers 404 for a known name without the .svg extension', async () => {
      expect((await fetch('/art/show-fixture.png')).status).to.equal(404);
      expect((await fetch('/art/show-fixture')).status).to.equal(404);
    });
  });

  describe('the real site handlers', () => {
    it('answer the home manifest and every feed and script its pages reference', async () => {
      const { handlers } = await import('../../demo/api/handlers.js');
      const get = async (path: string) => {
        const response = await getResponse(handlers, new Request(new URL(path, location.origin)));
        return { path, status: response?.status ?? 'unhandled', response };
      };
      const home = await get(`${MANIFEST_PATH}?url=${encodeURIComponent(`${location.origin}/`)}`);
      expect(home.status).to.equal(200);
      const { manifest } = (await home.response!.json()) as { manifest: Manifest | false };
      expect(manifest, 'home manifest').to.be.an('object');
      expect(Object.keys((manifest as Manifest).zones).length).to.be.greaterThan(0);

      const paths = new Set<string>();
      for (const { manifest: page } of samplePages()) {
        for (const zone of Object.values(page.zones)) {
          if (zone.feed && zone.feedData === undefined && new URL(zone.feed, location.origin).pathname.startsWith('/feeds/')) {
            paths.add(zone.feed);
          }
          if (zone.libraries?.length) {
            const names = zone.libraries.map((library) => library.script).join(',');
            const hashes = zone.libraries.map((library) => library.hash ?? '');
            paths.add(hashes.every((hash) => hash !== '') ? `/modules/${names}?hash=${hashes.join(',')}` : `/modules/${names}`);
          }
          if (zone.version === 'V3' && zone.moduleName) {
            paths.add(`/modules/${zone.moduleName}${zone.scriptHash ? `?hash=${zone.scriptHash}` : ''}`);
          }
        }
      }
      const failures = (await Promise.all([...paths].map(get))).filter((answer) => answer.status !== 200);
      expect(failures.map(({ path, status }) => `${path} → ${status}`)).to.deep.equal([]);
    });

    it('answer the pages of issue 3: search, a modal clip, redirects and a legacy page', async () => {
      const { handlers } = await import('../../demo/api/handlers.js');
      const manifestOf = async (page: string) => {
        const response = await getResponse(handlers, new Request(new URL(`${MANIFEST_PATH}?url=${encodeURIComponent(new URL(page, location.origin).href)}`, location.origin)));
        return ((await response!.json()) as { manifest: Manifest | false }).manifest;
      };
      const search = (await manifestOf('/search?keywords=roast')) as Manifest;
      expect(search.zones.t1_1c!.feed).to.equal('/feeds/search?keywords=roast');
      const clip = (await manifestOf('/clips/the-printer-has-unionized')) as Manifest;
      expect(clip.isModalable).to.equal('true');
      expect(await manifestOf('/clips/no-such-clip')).to.equal(false);
      expect((await manifestOf('/full-episodes/desk-jockeys-s4e1')) as Manifest).to.include({ id: 'full_episode_player' });
      expect(await manifestOf('/standup')).to.deep.equal({ type: 'redirect', newLocation: '/stand-up', zones: {} });
      expect(await manifestOf('/tonight')).to.deep.equal({ type: 'redirect', newLocation: { url: '/schedule' }, zones: {} });
      expect(await manifestOf('/store')).to.deep.equal({ type: 'redirect', newLocation: 'https://shop.laughtrack.example/', zones: {} });
      expect(await manifestOf('/legal/terms.html')).to.equal(false);
    });

    it('filter the search feed by its keywords', async () => {
      const { handlers } = await import('../../demo/api/handlers.js');
      const feed = async (keywords: string) => {
        const response = await getResponse(handlers, new Request(new URL(`/feeds/search?keywords=${encodeURIComponent(keywords)}`, location.origin)));
        return ((await response!.json()) as { result: { keywords: string; total: number; groups: { kind: string; items: { title: string }[] }[] } }).result;
      };
      const roast = await feed('ROAST');
      expect(roast.keywords).to.equal('ROAST');
      expect(roast.groups.map((g) => g.kind)).to.include.members(['shows', 'clips']);
      expect(roast.groups.flatMap((g) => g.items.map((i) => i.title))).to.include('Roast Beef');
      const nothing = await feed('xylophone walrus');
      expect(nothing).to.include({ total: 0 });
      expect(nothing.groups).to.deep.equal([]);
      const empty = await feed('   ');
      expect(empty).to.include({ keywords: '', total: 0 });
    });
  });
});
