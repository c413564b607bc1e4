import { expect } from '@open-wc/testing';
import { createStore, get as idbGet } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import sinon from 'sinon';
import type { Zone } from '../../../runtime/types.js';
import { hashString } from '../../../runtime/util/hash.js';
import {
  createFeedClient,
  createIdbFeedStore,
  feedUrlFor,
  isOutputFalse,
  type FeedStore,
} from '../../../runtime/modules/feed-client.js';
import { deferred } from '../../support/deferred.js';

const worker = setupWorker();
// Unique per run: IndexedDB outlives a test page.
const runId = Math.random().toString(36).slice(2);
let run = 0;
let requests: string[] = [];

/** A feed URL no other test has asked for. */
const fresh = (name = 'feed') => new URL(`/feeds/${name}-${runId}-${++run}`, location.href).href;

function memoryStore() {
  const values = new Map<string, unknown>();
  const store: FeedStore = {
    get: async (key) => values.get(key),
    set: async (key, value) => { values.set(key, value); },
  };
  return { store, values };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

const zone = (fields: Partial<Zone>): Zone => ({ zone: 't1_1c', ...fields });
const desktop = { languagePreferences: false, mobile: false };
const base = 'https://www.example.com/shows/';

describe('feedUrlFor', () => {
  it('gives nothing for a zone without a feed string', () => {
    expect(feedUrlFor(zone({}), desktop, base)).to.equal(undefined);
    expect(feedUrlFor(zone({ feed: '' }), desktop, base)).to.equal(undefined);
    expect(feedUrlFor(zone({ feed: 42 as unknown as string }), desktop, base)).to.equal(undefined);
  });

  it('resolves a relative feed against the base URL', () => {
    expect(feedUrlFor(zone({ feed: '/feeds/a' }), desktop, base)).to.equal('https://www.example.com/feeds/a');
  });

  it('adds lang=true when the page has language preferences', () => {
    expect(feedUrlFor(zone({ feed: '/feeds/a' }), { languagePreferences: true, mobile: false }, base))
      .to.equal('https://www.example.com/feeds/a?lang=true');
  });

  it('adds mobile=true on a mobile device for a zone marked mobile', () => {
    expect(feedUrlFor(zone({ feed: '/feeds/a', mobile: true }), { languagePreferences: false, mobile: true }, base))
      .to.equal('https://www.example.com/feeds/a?mobile=true');
  });

  it('leaves mobile out on a desktop or for a zone not marked mobile', () => {
    expect(feedUrlFor(zone({ feed: '/feeds/a', mobile: true }), desktop, base)).to.equal('https://www.example.com/feeds/a');
    expect(feedUrlFor(zone({ feed: '/feeds/a' }), { languagePreferences: false, mobile: true }, base))
      .to.equal('https://www.example.com/feeds/a');
    expect(feedUrlFor(zone({ feed: '/feeds/a', mobile: 'true' as unknown as boolean }), { languagePreferences: false, mobile: true }, base))
      .to.equal('https://www.example.com/feeds/a');
  });

  it('keeps the existing query, its encoding and the fragment', () => {
    const url = feedUrlFor(zone({ feed: '/feeds/a?q=a%20b&x=1#top', mobile: true }), { languagePreferences: true, mobile: true }, base);
    expect(url).to.equal('https://www.example.com/feeds/a?q=a%20b&x=1&lang=true&mobile=true#top');
  });

  it('does not add a parameter the feed already carries', () => {
    expect(feedUrlFor(zone({ feed: '/feeds/a?lang=true' }), { languagePreferences: true, mobile: false }, base))
      .to.equal('https://www.example.com/feeds/a?lang=true');
  });

  it('keeps absolute http(s) feeds on other hosts', () => {
    expect(feedUrlFor(zone({ feed: 'http://feeds.example.net/x' }), desktop, base)).to.equal('http://feeds.example.net/x');
  });

  for (const feed of ['javascript:alert(1)', 'data:application/json,{}', 'JavaScript:alert(1)', 'ftp://example.com/feed']) {
    it(`refuses ${feed}`, () => {
      expect(feedUrlFor(zone({ feed }), { languagePreferences: true, mobile: true }, base)).to.equal(undefined);
    });
  }
});

describe('isOutputFalse', () => {
  it('is true only when result.output is exactly false', () => {
    expect(isOutputFalse({ result: { output: false } })).to.equal(true);
    expect(isOutputFalse({ result: { output: true } })).to.equal(false);
    expect(isOutputFalse({ result: { output: 0 } })).to.equal(false);
    expect(isOutputFalse({ result: {} })).to.equal(false);
    expect(isOutputFalse({ output: false })).to.equal(false);
  });

  it('is false for anything that is not a feed object', () => {
    for (const value of [undefined, null, false, 0, 'result', [], { result: null }, { result: 'output' }]) {
      expect(isOutputFalse(value), JSON.stringify(value)).to.equal(false);
    }
  });
});

describe('createFeedClient', () => {
  before(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  });
  after(() => worker.stop());

  beforeEach(() => {
    requests = [];
    worker.use(
      http.get('/feeds/:name', ({ request }) => {
        requests.push(request.url);
        const { pathname } = new URL(request.url);
        if (pathname.includes('/down-')) return HttpResponse.error();
        if (pathname.includes('/error-')) return HttpResponse.json({ error: true }, { status: 500 });
        if (pathname.includes('/broken-')) return new HttpResponse('{"result":', { headers: { 'content-type': 'application/json' } });
        return HttpResponse.json({ result: { path: pathname } });
      }),
    );
  });
  afterEach(() => worker.resetHandlers());

  const answerFor = (url: string) => ({ result: { path: new URL(url).pathname } });

  it('answers with the parsed JSON of the feed', async () => {
    const url = fresh();
    expect(await createFeedClient().load(url)).to.deep.equal(answerFor(url));
  });

  describe('when a URL is loaded more than once in a session', () => {
    it('sends one request for concurrent and later loads', async () => {
      const url = fresh();
      const client = createFeedClient();
      const answers = await Promise.all([client.load(url), client.load(url), client.load(url)]);
      await client.load(url);
      expect(requests.filter((request) => request === url)).to.have.length(1);
      expect(answers[1]).to.equal(answers[0]);
    });

    it('shares one request between URLs that differ only by fragment', async () => {
      const url = fresh();
      const client = createFeedClient();
      await client.load(`${url}#a`);
      await client.load(`${url}#b`);
      expect(requests.filter((request) => request.startsWith(url))).to.have.length(1);
    });

    it('requests it again after clear() starts a new session', async () => {
      const url = fresh();
      const client = createFeedClient();
      await client.load(url);
      client.clear();
      await client.load(url);
      expect(requests.filter((request) => request === url)).to.have.length(2);
    });

    it('keeps sessions of separate clients apart', async () => {
      const url = fresh();
      await createFeedClient().load(url);
      await createFeedClient().load(url);
      expect(requests.filter((request) => request === url)).to.have.length(2);
    });
  });

  it('uses the injected fetch', async () => {
    const fetch = sinon.stub().resolves(Response.json({ injected: true }));
    const url = fresh();
    expect(await createFeedClient({ fetch }).load(url)).to.deep.equal({ injected: true });
    expect(fetch.callCount).to.equal(1);
    expect(fetch.firstCall.args[0]).to.equal(url);
    expect(requests).to.have.length(0);
  });

  it('writes every good answer to the store under the hash of its URL', async () => {
    const { store, values } = memoryStore();
    const url = fresh();
    await createFeedClient({ store }).load(url);
    expect(values.get(hashString(url))).to.deep.equal(answerFor(url));
    expect(values.size).to.equal(1);
  });

  describe('when the network fails', () => {
    for (const kind of ['down', 'error', 'broken'] as const) {
      const what = { down: 'the request fails', error: 'the status is not 2xx', broken: 'the JSON does not parse' }[kind];
      it(`answers from the store when ${what}`, async () => {
        const { store, values } = memoryStore();
        const url = fresh(kind);
        values.set(hashString(url), { stored: true });
        const log = sinon.spy();
        expect(await createFeedClient({ store, log }).load(url)).to.deep.equal({ stored: true });
        expect(requests.filter((request) => request === url)).to.have.length(1);
        expect(log.args).to.deep.equal([['warn', `Feed failed to load at ${url}; using the stored copy`]]);
      });

      it(`rejects with a clear message when ${what} and nothing is stored`, async () => {
        const url = fresh(kind);
        const error = await failure(createFeedClient({ store: memoryStore().store }).load(url));
        expect(error).to.be.instanceOf(Error);
        expect((error as Error).message).to.equal(`Feed failed to load at ${url}`);
      });
    }

    it('does not write the failure to the store', async () => {
      const { store, values } = memoryStore();
      await failure(createFeedClient({ store }).load(fresh('error')));
      expect(values.size).to.equal(0);
    });

    it('tries the network again on a later load', async () => {
      const url = fresh('error');
      const client = createFeedClient();
      await failure(client.load(url));
      worker.use(http.get(url, () => HttpResponse.json({ recovered: true })));
      expect(await client.load(url)).to.deep.equal({ recovered: true });
    });
  });

  describe('when the store itself fails', () => {
    const broken: FeedStore = {
      get: () => { throw new Error('private mode'); },
      set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
    };

    it('still answers from the network', async () => {
      const url = fresh();
      expect(await createFeedClient({ store: broken }).load(url)).to.deep.equal(answerFor(url));
    });

    it('rejects with the feed error, not the storage error, when the network fails too', async () => {
      const url = fresh('down');
      const error = await failure(createFeedClient({ store: broken }).load(url));
      expect((error as Error).message).to.equal(`Feed failed to load at ${url}`);
    });
  });

  describe('when the caller aborts', () => {
    it('rejects at once with an AbortError and sends nothing for an aborted signal', async () => {
      const url = fresh();
      const error = await failure(createFeedClient().load(url, AbortSignal.abort()));
      expect((error as DOMException).name).to.equal('AbortError');
      expect(requests).to.have.length(0);
    });

    it('cancels the request of its only caller and lets a later load retry', async () => {
      const url = fresh('slow');
      const asked = deferred();
      worker.use(http.get(url, async () => {
        asked.resolve();
        await new Promise<void>(() => {});
        return HttpResponse.json({});
      }, { once: true }));
      const { store, values } = memoryStore();
      values.set(hashString(url), { stored: true });
      const client = createFeedClient({ store });
      const controller = new AbortController();
      const pending = client.load(url, controller.signal);
      await asked.promise;
      controller.abort();
      const error = await failure(pending);
      expect((error as DOMException).name).to.equal('AbortError');
      // Aborting is not a network failure: the stored copy is not used, and the session is not poisoned.
      expect(await client.load(url)).to.deep.equal(answerFor(url));
    });

    it('aborts the network request once its last caller gives up', async () => {
      let sent: AbortSignal | undefined;
      const fetch = (_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
        sent = init?.signal ?? undefined;
        sent?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
      const client = createFeedClient({ fetch });
      const first = new AbortController();
      const second = new AbortController();
      const url = fresh();
      const a = client.load(url, first.signal);
      const b = client.load(url, second.signal);
      first.abort();
      expect(sent?.aborted).to.equal(false);
      second.abort();
      expect(sent?.aborted).to.equal(true);
      await Promise.all([a, b].map(failure));
    });

    it('lets a load made right after the abort (a new navigation) request the URL again', async () => {
      const url = fresh();
      const client = createFeedClient();
      const controller = new AbortController();
      const old = client.load(url, controller.signal);
      controller.abort();
      const next = client.load(url, new AbortController().signal);
      expect(((await failure(old)) as DOMException).name).to.equal('AbortError');
      expect(await next).to.deep.equal(answerFor(url));
    });

    it('keeps the request for the callers still waiting', async () => {
      const url = fresh();
      const gate = deferred();
      const asked = deferred();
      worker.use(http.get(url, async () => {
        requests.push(url);
        asked.resolve();
        await gate.promise;
        return HttpResponse.json({ shared: true });
      }));
      const client = createFeedClient();
      const controller = new AbortController();
      const aborted = client.load(url, controller.signal);
      const waiting = client.load(url, new AbortController().signal);
      await asked.promise;
      controller.abort();
      expect(((await failure(aborted)) as DOMException).name).to.equal('AbortError');
      gate.resolve();
      expect(await waiting).to.deep.equal({ shared: true });
      expect(await client.load(url)).to.deep.equal({ shared: true });
      expect(requests.filter((request) => request === url)).to.have.length(1);
    });
  });

  describe('with the IndexedDB store', () => {
    it('keeps answers in TriforceDB/feeds and uses them when the network fails', async () => {
      const url = fresh();
      const idb = createIdbFeedStore();
      const writes: Promise<void>[] = [];
      const watched: FeedStore = { get: (key) => idb.get(key), set: (key, value) => { const write = idb.set(key, value); writes.push(write); return write; } };
      await createFeedClient({ store: watched }).load(url);
      await Promise.all(writes);
      expect(writes).to.have.length(1);
      expect(await idbGet(hashString(url), createStore('TriforceDB', 'feeds'))).to.deep.equal(answerFor(url));

      worker.use(http.get(url, () => HttpResponse.error()));
      expect(await createFeedClient({ store: createIdbFeedStore() }).load(url)).to.deep.equal(answerFor(url));
    });

    it('gathers the writes of one busy stretch into one idle flush, readable before it', async () => {
      const [a, b] = [hashString(fresh()), hashString(fresh())];
      const idle: (() => void)[] = [];
      const store = createIdbFeedStore({ whenIdle: (flush) => idle.push(flush) });
      const written = [store.set(a, { n: 1 }), store.set(b, { n: 2 }), store.set('uncloneable', { f: () => {} })];
      expect(idle).to.have.length(1);
      expect(await store.get(a)).to.deep.equal({ n: 1 });
      expect(await idbGet(a, createStore('TriforceDB', 'feeds'))).to.equal(undefined);
      idle[0]!();
      await Promise.all(written);
      // The refused value costs only itself.
      expect(await idbGet(a, createStore('TriforceDB', 'feeds'))).to.deep.equal({ n: 1 });
      expect(await idbGet(b, createStore('TriforceDB', 'feeds'))).to.deep.equal({ n: 2 });
      store.set(a, { n: 3 });
      expect(idle).to.have.length(2);
    });

    it('reads nothing for a key never written', async () => {
      expect(await createIdbFeedStore().get(hashString(fresh()))).to.equal(undefined);
    });

    it('swallows a write IndexedDB refuses', async () => {
      await createIdbFeedStore().set('uncloneable', { render: () => {} });
    });
  });
});
