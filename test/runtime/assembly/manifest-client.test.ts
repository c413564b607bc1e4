import { expect } from '@open-wc/testing';
import {
  ManifestRequestError,
  createManifestClient,
  manifestUrl,
  parseManifestAnswer,
  type ManifestAnswer,
} from '../../../runtime/assembly/manifest-client.js';
import { deferred, type Deferred } from '../../support/deferred.js';

/** A fetch that answers only when the test says so, and ignores abort like a slow server would. */
function controlledFetch() {
  const calls: { url: string; init: RequestInit | undefined; answer: Deferred<Response> }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const answer = deferred<Response>();
    calls.push({ url: String(input), init, answer });
    return answer.promise;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

function expectAbortError(error: unknown): void {
  expect(error).to.be.instanceOf(DOMException);
  expect((error as DOMException).name).to.equal('AbortError');
}

const home = { title: 'Home', zones: { t1_1c: { zone: 't1_1c' } } };
const show = { title: 'Show', zones: { t1_1c: { zone: 't1_1c' } } };

describe('manifest client', () => {
  describe('the request URL', () => {
    it('carries the page URL, encoded and without its fragment', () => {
      expect(manifestUrl('/feeds/triforce/manifest/v2', 'https://cc.test/shows/a b?x=1&y=2#clip')).to.equal(
        '/feeds/triforce/manifest/v2?url=https%3A%2F%2Fcc.test%2Fshows%2Fa%20b%3Fx%3D1%26y%3D2',
      );
    });

    it('adds currentManifest, encoded, when the debug cookie names one', () => {
      expect(manifestUrl('/m', 'https://cc.test/', 'stage/home & more')).to.equal(
        '/m?url=https%3A%2F%2Fcc.test%2F&currentManifest=stage%2Fhome%20%26%20more',
      );
      expect(manifestUrl('/m', 'https://cc.test/', 42)).to.equal('/m?url=https%3A%2F%2Fcc.test%2F&currentManifest=42');
    });

    it('leaves currentManifest out when it is empty or not a string', () => {
      for (const id of [undefined, '', null, {}, true, Number.NaN]) {
        expect(manifestUrl('/m', 'https://cc.test/', id)).to.equal('/m?url=https%3A%2F%2Fcc.test%2F');
      }
    });

    it('joins with & when the feed URL already has a query', () => {
      expect(manifestUrl('/m?v=8', '/a')).to.equal('/m?v=8&url=%2Fa');
      expect(manifestUrl('/m?', '/a')).to.equal('/m?url=%2Fa');
      expect(manifestUrl('/m?v=8&', '/a')).to.equal('/m?v=8&url=%2Fa');
    });

    it('is what load() requests, reading the source and debug id at each load', async () => {
      const { fetch, calls } = controlledFetch();
      let src = '/feeds/triforce/manifest/v2';
      let id: string | undefined = 'preview-7';
      const client = createManifestClient({ manifestSrc: () => src, fetch, currentManifest: () => id });
      const first = client.load('https://cc.test/a#top');
      calls[0]!.answer.resolve(json({ manifest: home }));
      await first;
      src = '/other';
      id = undefined;
      const second = client.load('https://cc.test/b');
      calls[1]!.answer.resolve(json({ manifest: home }));
      await second;
      expect(calls.map((call) => call.url)).to.deep.equal([
        '/feeds/triforce/manifest/v2?url=https%3A%2F%2Fcc.test%2Fa&currentManifest=preview-7',
        '/other?url=https%3A%2F%2Fcc.test%2Fb',
      ]);
      expect(calls[0]!.init?.signal).to.be.instanceOf(AbortSignal);
    });
  });

  describe('reading the answer', () => {
    it('resolves with the manifest', async () => {
      const { fetch, calls } = controlledFetch();
      const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a');
      calls[0]!.answer.resolve(json({ manifest: home }));
      expect(await load).to.deep.equal({ manifest: home });
    });

    it('resolves with false for an unsupported page', async () => {
      const { fetch, calls } = controlledFetch();
      const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a');
      calls[0]!.answer.resolve(json({ manifest: false }));
      expect(await load).to.deep.equal({ manifest: false });
    });

    for (const [label, response] of [
      ['an HTTP error', () => json({ manifest: home }, 500)],
      ['an HTML page instead of JSON', () => new Response('<html>oops', { status: 200 })],
    ] as const) {
      it(`rejects with a ManifestRequestError for ${label}`, async () => {
        const { fetch, calls } = controlledFetch();
        const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a');
        calls[0]!.answer.resolve(response());
        expect(await rejection(load)).to.be.instanceOf(ManifestRequestError);
      });
    }

    for (const [label, response] of [
      ['no manifest key', () => json({ other: 1 })],
      ['a manifest that is not an object', () => json({ manifest: 'home' })],
      ['a JSON array', () => json([home])],
    ] as const) {
      it(`resolves with null for ${label}`, async () => {
        const { fetch, calls } = controlledFetch();
        const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a');
        calls[0]!.answer.resolve(response());
        expect(await load).to.deep.equal({ manifest: null });
      });
    }

    it('rejects with the network error when fetch fails', async () => {
      const { fetch, calls } = controlledFetch();
      const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a');
      const failure = new TypeError('Failed to fetch');
      calls[0]!.answer.reject(failure);
      expect(await rejection(load)).to.equal(failure);
    });
  });

  describe('when a newer load starts', () => {
    it('rejects the older one with AbortError at once and aborts its fetch', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      const older = client.load('/a');
      const newer = client.load('/b');
      expect(calls[0]!.init?.signal?.aborted).to.equal(true);
      expect(calls[1]!.init?.signal?.aborted).to.equal(false);
      expectAbortError(await rejection(older));
      calls[1]!.answer.resolve(json({ manifest: show }));
      expect(await newer).to.deep.equal({ manifest: show });
    });

    it('never resolves the stale answer, even when it arrives after the newer one', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      const settled: string[] = [];
      const track = (name: string, load: Promise<ManifestAnswer>) =>
        load.then(
          (answer) => settled.push(`${name}:${answer.manifest ? answer.manifest.title : String(answer.manifest)}`),
          (error: DOMException) => settled.push(`${name}:${error.name}`),
        );
      const older = track('older', client.load('/a'));
      const newer = track('newer', client.load('/b'));
      calls[1]!.answer.resolve(json({ manifest: show }));
      await newer;
      calls[0]!.answer.resolve(json({ manifest: home }));
      await older;
      expect(settled).to.deep.equal(['older:AbortError', 'newer:Show']);
    });

    it('never resolves a stale answer whose fetch resolved but whose body was still being read', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      const body = deferred<unknown>();
      const bodyRequested = deferred<void>();
      const slowBody = {
        ok: true,
        json: () => {
          bodyRequested.resolve();
          return body.promise;
        },
      } as unknown as Response;
      const older = client.load('/a');
      calls[0]!.answer.resolve(slowBody);
      await bodyRequested.promise;
      const newer = client.load('/b');
      body.resolve({ manifest: home });
      expectAbortError(await rejection(older));
      calls[1]!.answer.resolve(json({ manifest: show }));
      expect(await newer).to.deep.equal({ manifest: show });
    });
  });

  describe('when aborted', () => {
    it('rejects the pending load through abort()', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      const load = client.load('/a');
      client.abort();
      expect(calls[0]!.init?.signal?.aborted).to.equal(true);
      calls[0]!.answer.resolve(json({ manifest: home }));
      expectAbortError(await rejection(load));
    });

    it('rejects when the caller signal aborts', async () => {
      const { fetch, calls } = controlledFetch();
      const navigation = new AbortController();
      const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a', navigation.signal);
      navigation.abort(new Error('some other reason'));
      expect(calls[0]!.init?.signal?.aborted).to.equal(true);
      expectAbortError(await rejection(load));
    });

    it('does not even request when the caller signal is already aborted', async () => {
      const { fetch, calls } = controlledFetch();
      const load = createManifestClient({ manifestSrc: '/m', fetch }).load('/a', AbortSignal.abort());
      expectAbortError(await rejection(load));
      expect(calls).to.have.length(0);
    });

    it('reports an abort, not the fetch error, when fetch rejects because of it', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      const load = client.load('/a');
      client.abort();
      calls[0]!.answer.reject(new TypeError('Failed to fetch'));
      expectAbortError(await rejection(load));
    });

    it('leaves the next load unaffected', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      void client.load('/a').catch(() => undefined);
      client.abort();
      const next = client.load('/b');
      calls[1]!.answer.resolve(json({ manifest: show }));
      expect(await next).to.deep.equal({ manifest: show });
    });
  });

  it('uses the global fetch when none is given', async () => {
    const original = window.fetch;
    const urls: string[] = [];
    window.fetch = ((input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.resolve(json({ manifest: home }));
    }) as typeof fetch;
    try {
      const answer = await createManifestClient({ manifestSrc: '/m' }).load('/a');
      expect(answer).to.deep.equal({ manifest: home });
      expect(urls).to.deep.equal(['/m?url=%2Fa']);
    } finally {
      window.fetch = original;
    }
  });

  describe('with the page\'s inline answer', () => {
    const page = 'https://cc.test/shows/a?x=1';

    it('answers the first load for that page from it, with no request', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      client.seed(`${page}#clips`, JSON.stringify({ manifest: home }));
      const answer = await client.load(page);
      expect(calls).to.have.length(0);
      expect(answer).to.deep.equal(parseManifestAnswer({ manifest: home }));
    });

    it('is used once: the next load of the same page requests', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      client.seed(page, JSON.stringify({ manifest: home }));
      await client.load(page);
      const again = client.load(page);
      expect(calls).to.have.length(1);
      calls[0]!.answer.resolve(json({ manifest: show }));
      expect((await again).manifest).to.have.property('title', 'Show');
    });

    it('is dropped by a first load of another page, which requests', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      client.seed(page, JSON.stringify({ manifest: home }));
      const other = client.load('https://cc.test/shows/b');
      expect(calls).to.have.length(1);
      calls[0]!.answer.resolve(json({ manifest: show }));
      await other;
      void client.load(page).catch(() => undefined);
      expect(calls).to.have.length(2);
    });

    it('is not used when the debug cookie chooses a manifest', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch, currentManifest: () => 'preview-7' });
      client.seed(page, JSON.stringify({ manifest: home }));
      void client.load(page).catch(() => undefined);
      expect(calls).to.have.length(1);
      expect(calls[0]!.url).to.contain('currentManifest=preview-7');
    });

    it('is validated like a fetched body: false, no manifest, zones cleaned', async () => {
      for (const [body, expected] of [
        [{ manifest: false }, { manifest: false }],
        [{ nothing: true }, { manifest: null }],
        [{ manifest: { zones: { a: { zone: 'a' }, b: 'x' } } }, { manifest: { zones: { a: { zone: 'a' } } } }],
      ] as const) {
        const client = createManifestClient({ manifestSrc: '/m', fetch: controlledFetch().fetch });
        client.seed(page, JSON.stringify(body));
        expect(await client.load(page)).to.deep.equal(expected);
      }
    });

    it('rejects with a ManifestRequestError when it is not JSON, like a fetched answer', async () => {
      const { fetch, calls } = controlledFetch();
      const client = createManifestClient({ manifestSrc: '/m', fetch });
      client.seed(page, '{"manifest": {"zones": ');
      expect(await rejection(client.load(page))).to.be.instanceOf(ManifestRequestError);
      expect(calls).to.have.length(0);
    });

    it('keeps script-closing text as plain string data', async () => {
      const client = createManifestClient({ manifestSrc: '/m', fetch: controlledFetch().fetch });
      // How a server escapes it so that no string can close the script element.
      client.seed(page, '{"manifest":{"title":"\\u003c/script\\u003e<b>x</b>","zones":{}}}');
      const answer = await client.load(page);
      expect(answer.manifest && answer.manifest.title).to.equal('</script><b>x</b>');
    });

    it('still loses to an abort, never resolving stale', async () => {
      const client = createManifestClient({ manifestSrc: '/m', fetch: controlledFetch().fetch });
      client.seed(page, JSON.stringify({ manifest: home }));
      const controller = new AbortController();
      const load = client.load(page, controller.signal);
      controller.abort();
      expectAbortError(await rejection(load));
    });
  });
});

describe('parseManifestAnswer', () => {
  describe('when zones is missing or not an object', () => {
    it('keeps the manifest with empty zones, so the page can raise "No zones in feed"', () => {
      for (const zones of [undefined, null, 'x', 3, ['t1_1c']]) {
        expect(parseManifestAnswer({ manifest: { title: 'T', zones } })).to.deep.equal({ manifest: { title: 'T', zones: {} } });
      }
    });
  });

  it('drops zone entries that are not objects', () => {
    const answer = parseManifestAnswer({ manifest: { zones: { t1_1c: { zone: 't1_1c' }, t2_1c: null, t3_1c: 'x' } } });
    expect(answer).to.deep.equal({ manifest: { zones: { t1_1c: { zone: 't1_1c' } } } });
  });

  it('keeps a __proto__ zone key as an ordinary key', () => {
    const answer = parseManifestAnswer(JSON.parse('{"manifest":{"zones":{"__proto__":{"zone":"__proto__"}}}}'));
    const zones = answer.manifest ? answer.manifest.zones : {};
    expect(Object.keys(zones)).to.deep.equal(['__proto__']);
    expect(Object.getPrototypeOf(zones)).to.equal(Object.prototype);
  });

  it('does not change the answer it reads', () => {
    const body = { manifest: { zones: { bad: 1 } } };
    parseManifestAnswer(body);
    expect(body).to.deep.equal({ manifest: { zones: { bad: 1 } } });
  });
});
