import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import sinon from 'sinon';
import type { Zone } from '../../../runtime/types.js';
import { hashString } from '../../../runtime/util/hash.js';
import { PREFETCH_TTL_MS, PURPOSE_HEADER } from '../../../runtime/constants.js';
import {
  createFeedClient,
  feedUrlFor,
  isOutputFalse,
  type FeedClient,
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
    delete: async (keys) => keys.filter((key) => values.delete(key)),
  };
  return { store, values };
}

/** One page load's view of a client, as the page loader makes it. */
const pageLoad = (client: FeedClient, signal = new AbortController().signal) => client.forLoad(signal);

/** A fetch that never answers and reports the signal it was given, to watch aborts. */
function hangingFetch() {
  const sent: AbortSignal[] = [];
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal ?? new AbortController().signal;
    sent.push(signal);
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
  return { fetch, sent };
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
  let time: number;
  const now = () => time;

  before(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  });
  after(() => worker.stop());

  beforeEach(() => {
    time = 1_700_000_000_000;
    requests = [];
    worker.use(
      http.get('/feeds/:name', ({ request }) => {
        const { pathname } = new URL(request.url);
        requests.push(request.headers.has(PURPOSE_HEADER) ? `${request.headers.get(PURPOSE_HEADER)} ${request.url}` : request.url);
        if (pathname.includes('/down-')) return HttpResponse.error();
        if (pathname.includes('/error-')) return HttpResponse.json({ error: true }, { status: 500 });
        if (pathname.includes('/broken-')) return new HttpResponse('{"result":', { headers: { 'content-type': 'application/json' } });
        const cacheControl = pathname.includes('/nostore-') ? 'private, no-store' : 'public, max-age=30';
        return HttpResponse.json({ result: { path: pathname } }, { headers: { 'cache-control': cacheControl } });
      }),
    );
  });
  afterEach(() => worker.resetHandlers());

  const answerFor = (url: string) => ({ result: { path: new URL(url).pathname } });
  const sentFor = (url: string) => requests.filter((request) => request === url);

  it('answers with the parsed JSON of the feed', async () => {
    const url = fresh();
    expect(await pageLoad(createFeedClient()).load(url)).to.deep.equal(answerFor(url));
  });

  describe('within one page load', () => {
    it('sends one request for concurrent and later asks of the same URL', async () => {
      const url = fresh();
      const load = pageLoad(createFeedClient());
      const answers = await Promise.all([load.load(url), load.load(url), load.load(url)]);
      await load.load(url);
      expect(sentFor(url)).to.have.length(1);
      expect(answers[1]).to.equal(answers[0]);
    });

    it('shares one request between URLs that differ only by fragment', async () => {
      const url = fresh();
      const load = pageLoad(createFeedClient());
      await load.load(`${url}#a`);
      await load.load(`${url}#b`);
      expect(requests.filter((request) => request.startsWith(url))).to.have.length(1);
    });
  });

  describe('across page loads', () => {
    it('requests the URL again for the next load, even one the server let be cached', async () => {
      // The msw worker answers ahead of the HTTP cache, so every request the
      // client makes is seen here: the client itself keeps nothing.
      const url = fresh();
      const client = createFeedClient();
      await pageLoad(client).load(url);
      await pageLoad(client).load(url);
      expect(sentFor(url)).to.have.length(2);
    });

    it('requests a no-store answer anew on every load', async () => {
      const url = fresh('nostore');
      const client = createFeedClient();
      for (let load = 0; load < 3; load++) expect(await pageLoad(client).load(url)).to.deep.equal(answerFor(url));
      expect(sentFor(url)).to.have.length(3);
    });

    it("asks in the browser's default cache mode, so its HTTP cache reuses what the headers allow", async () => {
      const fetch = sinon.stub().resolves(Response.json({}));
      await pageLoad(createFeedClient({ fetch })).load(fresh());
      const init = fetch.firstCall.args[1] as RequestInit;
      expect(init.cache).to.equal(undefined);
      expect(new Headers(init.headers).has(PURPOSE_HEADER)).to.equal(false);
    });
  });

  describe('a prefetch', () => {
    it(`is marked ${PURPOSE_HEADER}: prefetch and taken by the next load within its time to live`, async () => {
      const url = fresh();
      const client = createFeedClient({ now });
      client.prefetch(url);
      client.prefetch(`${url}#again`);
      time += PREFETCH_TTL_MS - 1;
      expect(await pageLoad(client).load(url)).to.deep.equal(answerFor(url));
      expect(requests).to.deep.equal([`prefetch ${url}`]);
    });

    it('is taken once: the load after requests again', async () => {
      const url = fresh();
      const client = createFeedClient({ now });
      client.prefetch(url);
      await pageLoad(client).load(url);
      await pageLoad(client).load(url);
      expect(requests).to.deep.equal([`prefetch ${url}`, url]);
    });

    it('is not taken once its time to live has passed', async () => {
      const url = fresh();
      const client = createFeedClient({ now });
      client.prefetch(url);
      time += PREFETCH_TTL_MS;
      await pageLoad(client).load(url);
      expect(requests).to.deep.equal([`prefetch ${url}`, url]);
    });

    it('answered no-store is not reused: the load requests anew', async () => {
      const url = fresh('nostore');
      const gate = deferred();
      worker.use(http.get(url, async () => {
        requests.push(`prefetch ${url}`);
        await gate.promise;
        return HttpResponse.json({ prefetched: true }, { headers: { 'cache-control': 'no-store' } });
      }, { once: true }));
      const client = createFeedClient({ now });
      client.prefetch(url);
      const answer = pageLoad(client).load(url);
      gate.resolve();
      expect(await answer).to.deep.equal(answerFor(url));
      expect(requests).to.deep.equal([`prefetch ${url}`, url]);
    });

    it('that failed sends the load to the network, not to the stored copy', async () => {
      const url = fresh();
      worker.use(http.get(url, () => {
        requests.push(`prefetch ${url}`);
        return HttpResponse.json({}, { status: 503 });
      }, { once: true }));
      const { store, values } = memoryStore();
      values.set(hashString(url), { stored: true });
      const client = createFeedClient({ now, store });
      client.prefetch(url);
      expect(await pageLoad(client).load(url)).to.deep.equal(answerFor(url));
      expect(requests).to.deep.equal([`prefetch ${url}`, url]);
    });

    it('is aborted when the load that took it gives up, and by nothing before', async () => {
      const { fetch, sent } = hangingFetch();
      const client = createFeedClient({ fetch, now });
      const url = fresh();
      client.prefetch(url);
      const controller = new AbortController();
      const waiting = pageLoad(client, controller.signal).load(url);
      expect(sent).to.have.length(1);
      expect(sent[0]!.aborted).to.equal(false);
      controller.abort();
      expect(sent[0]!.aborted).to.equal(true);
      expect(((await failure(waiting)) as DOMException).name).to.equal('AbortError');
    });
  });

  it('uses the injected fetch', async () => {
    const fetch = sinon.stub().resolves(Response.json({ injected: true }));
    const url = fresh();
    expect(await pageLoad(createFeedClient({ fetch })).load(url)).to.deep.equal({ injected: true });
    expect(fetch.callCount).to.equal(1);
    expect(fetch.firstCall.args[0]).to.equal(url);
    expect(requests).to.have.length(0);
  });

  it('writes every good answer to the store under the hash of its URL', async () => {
    const { store, values } = memoryStore();
    const url = fresh();
    await pageLoad(createFeedClient({ store })).load(url);
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
        expect(await pageLoad(createFeedClient({ store, log })).load(url)).to.deep.equal({ stored: true });
        expect(sentFor(url)).to.have.length(1);
        expect(log.args).to.deep.equal([['warn', `Feed failed to load at ${url}; using the stored copy`]]);
      });

      it(`rejects with a clear message when ${what} and nothing is stored`, async () => {
        const url = fresh(kind);
        const error = await failure(pageLoad(createFeedClient({ store: memoryStore().store })).load(url));
        expect(error).to.be.instanceOf(Error);
        expect((error as Error).message).to.equal(`Feed failed to load at ${url}`);
      });
    }

    it('does not write the failure to the store', async () => {
      const { store, values } = memoryStore();
      await failure(pageLoad(createFeedClient({ store })).load(fresh('error')));
      expect(values.size).to.equal(0);
    });

    it('tries the network again on a later ask of the same load', async () => {
      const url = fresh('error');
      const load = pageLoad(createFeedClient());
      await failure(load.load(url));
      worker.use(http.get(url, () => HttpResponse.json({ recovered: true })));
      expect(await load.load(url)).to.deep.equal({ recovered: true });
    });
  });

  describe('forget', () => {
    it('deletes the stored copies of exactly these feed URLs (keyed without the fragment) and drops their prefetched answers', async () => {
      const { store, values } = memoryStore();
      const [mine, other] = [fresh(), fresh()];
      values.set(hashString(mine), { old: true });
      values.set(hashString(other), { old: true });
      const client = createFeedClient({ store, now });
      client.prefetch(mine);
      expect(await client.forget([`${mine}#zone`, fresh()])).to.equal(1);
      expect([...values.keys()]).to.deep.equal([hashString(other)]);
      // The prefetch was dropped: the next load asks again.
      await pageLoad(client).load(mine);
      expect(sentFor(mine)).to.deep.equal([mine]);
    });

    it('answers 0 when the store fails', async () => {
      const broken: FeedStore = { get: async () => undefined, set: async () => undefined, delete: () => Promise.reject(new Error('gone')) };
      expect(await createFeedClient({ store: broken }).forget([fresh()])).to.equal(0);
    });
  });

  describe('when the store itself fails', () => {
    const broken: FeedStore = {
      get: () => { throw new Error('private mode'); },
      set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
      delete: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
    };

    it('still answers from the network', async () => {
      const url = fresh();
      expect(await pageLoad(createFeedClient({ store: broken })).load(url)).to.deep.equal(answerFor(url));
    });

    it('rejects with the feed error, not the storage error, when the network fails too', async () => {
      const url = fresh('down');
      const error = await failure(pageLoad(createFeedClient({ store: broken })).load(url));
      expect((error as Error).message).to.equal(`Feed failed to load at ${url}`);
    });
  });

  describe('when the page load is aborted', () => {
    it('rejects at once with an AbortError and sends nothing for an aborted signal', async () => {
      const url = fresh();
      const error = await failure(pageLoad(createFeedClient(), AbortSignal.abort()).load(url));
      expect((error as DOMException).name).to.equal('AbortError');
      expect(requests).to.have.length(0);
    });

    it('aborts the request its zones shared once they all gave up with the load', async () => {
      const { fetch, sent } = hangingFetch();
      const controller = new AbortController();
      const load = pageLoad(createFeedClient({ fetch }), controller.signal);
      const url = fresh();
      const waits = [load.load(url), load.load(`${url}#second-zone`)];
      expect(sent).to.have.length(1);
      expect(sent[0]!.aborted).to.equal(false);
      controller.abort();
      expect(sent[0]!.aborted).to.equal(true);
      for (const error of await Promise.all(waits.map(failure))) expect((error as DOMException).name).to.equal('AbortError');
    });

    it('does not answer from the store: aborting is not a network failure', async () => {
      const url = fresh('slow');
      const asked = deferred();
      worker.use(http.get(url, async () => {
        asked.resolve();
        await new Promise<void>(() => {});
        return HttpResponse.json({});
      }, { once: true }));
      const { store, values } = memoryStore();
      values.set(hashString(url), { stored: true });
      const log = sinon.spy();
      const controller = new AbortController();
      const pending = pageLoad(createFeedClient({ store, log }), controller.signal).load(url);
      await asked.promise;
      controller.abort();
      expect(((await failure(pending)) as DOMException).name).to.equal('AbortError');
      expect(log.callCount).to.equal(0);
    });

    it('lets the next load, made right after, request the URL again', async () => {
      const url = fresh();
      const client = createFeedClient();
      const controller = new AbortController();
      const old = pageLoad(client, controller.signal).load(url);
      controller.abort();
      const next = pageLoad(client).load(url);
      expect(((await failure(old)) as DOMException).name).to.equal('AbortError');
      expect(await next).to.deep.equal(answerFor(url));
    });

    it("leaves another load's request of the same URL alone", async () => {
      const url = fresh();
      const gate = deferred();
      worker.use(http.get(url, async () => {
        requests.push(url);
        await gate.promise;
        return HttpResponse.json({ kept: true });
      }));
      const client = createFeedClient();
      const controller = new AbortController();
      const aborted = pageLoad(client, controller.signal).load(url);
      const other = pageLoad(client).load(url);
      controller.abort();
      expect(((await failure(aborted)) as DOMException).name).to.equal('AbortError');
      gate.resolve();
      expect(await other).to.deep.equal({ kept: true });
    });
  });
});
