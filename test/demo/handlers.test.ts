import { expect } from '@open-wc/testing';
import { getResponse } from 'msw';
import { createHandlers, MANIFEST_PATH } from '../../demo/api/create-handlers.js';
import { hashString } from '../../runtime/util/hash.js';
import type { Manifest } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
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

      const { siteContent } = await import('../../demo/api/site-content.js');
      const paths = new Set<string>();
      for (const page of Object.values(siteContent.pages)) {
        for (const zone of page ? Object.values(page.zones ?? {}) : []) {
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
  });
});
