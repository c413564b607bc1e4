import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import type { Zone } from '../../../runtime/types.js';
import { createScriptLoader } from '../../../runtime/modules/script-loader.js';
import { scriptUrlsFor } from '../../../runtime/modules/script-urls.js';
import { deferred } from '../../support/deferred.js';

declare global {
  interface Window {
    __scriptRuns?: Record<string, number>;
  }
}

const worker = setupWorker();
let requests: string[] = [];
let run = 0;

/** A script path no other test has loaded, so the browser's own caches cannot help. */
const fresh = (name: string) => `/modules/${name}-${++run}.js`;

/** A script body that counts its executions under its own path. */
const body = (path: string) =>
  `window.__scriptRuns = window.__scriptRuns || {}; window.__scriptRuns[${JSON.stringify(path)}] = (window.__scriptRuns[${JSON.stringify(path)}] || 0) + 1;`;

const js = (text: string) => new HttpResponse(text, { headers: { 'content-type': 'text/javascript' } });

const scriptsWithSrc = (path: string) =>
  [...document.querySelectorAll('script')].filter((script) => script.src === new URL(path, location.href).href);

const zone = (fields: Partial<Zone>): Zone => ({ zone: 't1_1c', ...fields });

describe('scriptUrlsFor', () => {
  it('loads the libraries as one concatenated script with their hashes', () => {
    const urls = scriptUrlsFor(zone({ libraries: [{ script: 'a.js', hash: 'h1' }, { script: 'b.js', hash: 'h2' }] }), '/modules/');
    expect(urls).to.deep.equal(['/modules/a.js,b.js?hash=h1,h2']);
  });

  it('leaves the hash parameter out when no library has a hash', () => {
    const urls = scriptUrlsFor(zone({ libraries: [{ script: 'a.js' }, { script: 'b.js' }] }), '/modules/');
    expect(urls).to.deep.equal(['/modules/a.js,b.js']);
  });

  it('keeps one hash slot per script when only some libraries have a hash', () => {
    const urls = scriptUrlsFor(zone({ libraries: [{ script: 'a.js', hash: 'h1' }, { script: 'b.js' }, { script: 'c.js', hash: 'h3' }] }), '/m/');
    expect(urls).to.deep.equal(['/m/a.js,b.js,c.js?hash=h1,,h3']);
  });

  it('encodes each name and hash but keeps the separating commas', () => {
    const urls = scriptUrlsFor(zone({ libraries: [{ script: 'a,b&c.js', hash: 'x y' }, { script: 'd?.js', hash: '#' }] }), '/m/');
    expect(urls).to.deep.equal(['/m/a%2Cb%26c.js,d%3F.js?hash=x%20y,%23']);
  });

  it('loads a V3 zone as its moduleName with its scriptHash', () => {
    expect(scriptUrlsFor(zone({ version: 'V3', moduleName: 'ENT_M001.js', scriptHash: 'abc' }), '/modules/'))
      .to.deep.equal(['/modules/ENT_M001.js?hash=abc']);
  });

  it('loads a V3 zone without a scriptHash without the hash parameter', () => {
    expect(scriptUrlsFor(zone({ version: 'V3', moduleName: 'ENT_M001.js' }), '/modules/')).to.deep.equal(['/modules/ENT_M001.js']);
  });

  it('ignores moduleName on zones that are not V3', () => {
    expect(scriptUrlsFor(zone({ version: 'V2', moduleName: 'ENT_M001.js', scriptHash: 'abc' }), '/modules/')).to.deep.equal([]);
  });

  it('puts the libraries before the V3 module when a zone has both', () => {
    const urls = scriptUrlsFor(zone({ libraries: [{ script: 'lib.js', hash: 'l' }], version: 'V3', moduleName: 'mod.js', scriptHash: 'm' }), '/s/');
    expect(urls).to.deep.equal(['/s/lib.js?hash=l', '/s/mod.js?hash=m']);
  });

  it('skips invalid library entries', () => {
    const libraries = [null, 'a.js', { script: 7 }, { script: '' }, {}, { script: 'ok.js', hash: 5 }] as unknown as Zone['libraries'];
    expect(scriptUrlsFor(zone({ libraries }), '/m/')).to.deep.equal(['/m/ok.js']);
  });

  it('gives nothing for a zone without scripts or with a libraries value that is not a list', () => {
    expect(scriptUrlsFor(zone({}), '/m/')).to.deep.equal([]);
    expect(scriptUrlsFor(zone({ libraries: 'a.js' as unknown as Zone['libraries'] }), '/m/')).to.deep.equal([]);
    expect(scriptUrlsFor(zone({ libraries: [null, 3] as unknown as Zone['libraries'] }), '/m/')).to.deep.equal([]);
  });
});

describe('createScriptLoader', () => {
  before(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  });
  after(() => worker.stop());

  beforeEach(() => {
    requests = [];
    worker.use(
      http.get('/modules/:name', ({ request, params }) => {
        const { pathname } = new URL(request.url);
        requests.push(pathname);
        if (String(params['name']).startsWith('missing')) return new HttpResponse('not found', { status: 404 });
        return js(body(pathname));
      }),
    );
  });
  afterEach(() => worker.resetHandlers());

  it('appends a classic script that keeps insertion order and resolves once it ran', async () => {
    const path = fresh('ok');
    await createScriptLoader({ document }).load(path);
    const [script] = scriptsWithSrc(path);
    expect(script).to.exist;
    expect(script!.async).to.equal(false);
    expect(script!.type).to.equal('');
    expect(window.__scriptRuns?.[path]).to.equal(1);
  });

  describe('when the same URL is loaded again', () => {
    it('returns the same promise and requests and runs the script once', async () => {
      const path = fresh('once');
      const loader = createScriptLoader({ document });
      const first = loader.load(path);
      expect(loader.load(path)).to.equal(first);
      await first;
      await loader.load(path);
      await loader.load(new URL(path, location.href).href);
      expect(requests.filter((request) => request === path)).to.have.length(1);
      expect(scriptsWithSrc(path)).to.have.length(1);
      expect(window.__scriptRuns?.[path]).to.equal(1);
    });
  });

  describe('when the script fails to load', () => {
    it('rejects with the catalogue message naming the URL', async () => {
      const path = fresh('missing');
      const error = await createScriptLoader({ document }).load(path).then(() => undefined, (e: unknown) => e);
      expect(error).to.be.instanceOf(Error);
      expect((error as Error).message).to.equal(`Script failed to load at ${path}`);
      expect(scriptsWithSrc(path)).to.have.length(0);
    });

    it('requests the URL again on a later load', async () => {
      const path = fresh('missing');
      const loader = createScriptLoader({ document });
      await loader.load(path).catch(() => {});
      worker.use(http.get(path, () => { requests.push(path); return js(body(path)); }));
      await loader.load(path);
      expect(requests.filter((request) => request === path)).to.have.length(2);
      expect(window.__scriptRuns?.[path]).to.equal(1);
    });
  });

  describe('when the caller aborts', () => {
    it('rejects at once with an AbortError and loads nothing for an aborted signal', async () => {
      const path = fresh('aborted');
      const error = await createScriptLoader({ document }).load(path, AbortSignal.abort()).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(DOMException);
      expect((error as DOMException).name).to.equal('AbortError');
      expect(scriptsWithSrc(path)).to.have.length(0);
    });

    it('rejects only that caller while others still get the script', async () => {
      const path = fresh('slow');
      const gate = deferred();
      const asked = deferred();
      worker.use(http.get(path, async () => {
        asked.resolve();
        await gate.promise;
        return js(body(path));
      }));
      const loader = createScriptLoader({ document });
      const controller = new AbortController();
      const aborted = loader.load(path, controller.signal);
      const other = loader.load(path);
      await asked.promise;
      controller.abort();
      const error = await aborted.catch((e: unknown) => e);
      expect((error as DOMException).name).to.equal('AbortError');
      gate.resolve();
      await other;
      expect(window.__scriptRuns?.[path]).to.equal(1);
    });
  });

  describe('when a script is preloaded', () => {
    const preloadLink = (path: string) => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
      .find((link) => link.href === new URL(path, location.href).href);

    it('fetches it once without running it, then drops the tag', async () => {
      const path = fresh('pre');
      const loader = createScriptLoader({ document });
      loader.preload(path);
      loader.preload(path);
      const link = preloadLink(path)!;
      expect(link.as).to.equal('script');
      await new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
      expect(preloadLink(path)).to.equal(undefined);
      expect(window.__scriptRuns?.[path]).to.equal(undefined);
      expect(requests.filter((r) => r === path)).to.have.length(1);
      await loader.load(path);
      expect(window.__scriptRuns?.[path]).to.equal(1);
    });

    it('leaves alone a script already loaded, and anything but http(s)', async () => {
      const path = fresh('done');
      const loader = createScriptLoader({ document });
      await loader.load(path);
      loader.preload(path);
      loader.preload('javascript:alert(1)');
      expect(preloadLink(path)).to.equal(undefined);
      expect(document.head.querySelector('link[rel="preload"][href^="javascript"]')).to.equal(null);
    });
  });

  describe('when the URL is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'data:text/javascript,window.__evil=1', '']) {
      it(`refuses ${JSON.stringify(url)} without adding a script`, async () => {
        const before = document.scripts.length;
        const error = await createScriptLoader({ document }).load(url).catch((e: unknown) => e);
        expect((error as Error).message).to.equal(`Script failed to load at ${url}`);
        expect(document.scripts.length).to.equal(before);
      });
    }
  });
});
