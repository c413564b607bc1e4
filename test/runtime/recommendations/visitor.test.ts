import { expect } from '@open-wc/testing';
import {
  askRecommendations, recommendationSettingsOf, REGISTERED_KEY, reportActivity, VISITOR_KEY, visitorOf, type ServiceDeps,
} from '../../../runtime/recommendations/visitor.js';
import type { SiteStorage } from '../../../runtime/util/storage.js';

const SETTINGS = recommendationSettingsOf({ recommendations: {
  resultsUrl: '/rec/results', registerUrl: '/rec/register', activityUrl: '/rec/activity', popularityUrl: '/rec/popular',
} });

function memoryStorage(): SiteStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (key) => values.get(key), set: (key, value) => (values.set(key, value), 'local'), remove: (key) => void values.delete(key) };
}

interface Call { method: string; url: URL; body?: unknown; answer?: Response }

/** A fetch answering from `routes` (path → status and JSON), recording every call. */
function fakeFetch(routes: Record<string, [number, unknown]>, calls: Call[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) });
    const [status, body] = routes[url.pathname] ?? [404, { error: 'none' }];
    const answer = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    calls.at(-1)!.answer = answer;
    return answer;
  }) as typeof fetch;
}

describe('the recommendation service', () => {
  let site: ReturnType<typeof memoryStorage>;
  let calls: Call[];
  const deps = (routes: Record<string, [number, unknown]>): ServiceDeps =>
    ({ site, fetch: fakeFetch(routes, calls), base: 'https://laughtrack.example/', newId: () => 'visitor-0001' });

  beforeEach(() => {
    site = memoryStorage();
    calls = [];
  });

  it('reads its four URLs from the configuration, trimmed, empty when absent or of another type', () => {
    expect(SETTINGS).to.deep.equal({ resultsUrl: '/rec/results', registerUrl: '/rec/register', activityUrl: '/rec/activity', popularityUrl: '/rec/popular' });
    expect(recommendationSettingsOf({ recommendations: { resultsUrl: ' /r ', registerUrl: 4 } }))
      .to.deep.equal({ resultsUrl: '/r', registerUrl: '', activityUrl: '', popularityUrl: '' });
    expect(recommendationSettingsOf(undefined).resultsUrl).to.equal('');
  });

  it('registers a visitor once: the id is kept, and the registration once the service accepted it', async () => {
    const failing = deps({ '/rec/register': [503, {}] });
    expect(await visitorOf(SETTINGS, failing)).to.equal('visitor-0001');
    expect(site.values.get(VISITOR_KEY)).to.equal('visitor-0001');
    expect(site.values.has(REGISTERED_KEY), 'a refused registration is tried again').to.equal(false);
    const working = deps({ '/rec/register': [201, { registered: true }] });
    await visitorOf(SETTINGS, working);
    await visitorOf(SETTINGS, working);
    const registrations = calls.filter((c) => c.url.pathname === '/rec/register');
    expect(registrations.length, 'once refused, once accepted, never again').to.equal(2);
    expect(registrations[1]!.body).to.deep.equal({ visitorId: 'visitor-0001' });
    expect(site.values.get(REGISTERED_KEY)).to.equal('visitor-0001');
  });

  it('sends one registration for calls made together (the page view and the row start at once)', async () => {
    const d = deps({ '/rec/register': [201, {}], '/rec/activity': [202, {}], '/rec/results': [200, { result: { items: [{}] } }] });
    await Promise.all([reportActivity(SETTINGS, d, { type: 'view', url: '/' }), askRecommendations(SETTINGS, d)]);
    expect(calls.filter((c) => c.url.pathname === '/rec/register').length).to.equal(1);
  });

  it('reports a view or a watch with the visitor, the page and the time', async () => {
    await reportActivity(SETTINGS, deps({ '/rec/register': [201, {}], '/rec/activity': [202, {}] }),
      { type: 'watch', url: '/clips/x', itemId: 'mgid:arc:video:laughtrack.example:x' }, Date.UTC(2026, 10, 28, 12));
    const report = calls.find((c) => c.url.pathname === '/rec/activity')!;
    expect(report.method).to.equal('POST');
    expect(report.body).to.deep.equal({ visitorId: 'visitor-0001', type: 'watch', url: '/clips/x', itemId: 'mgid:arc:video:laughtrack.example:x', time: '2026-11-28T12:00:00.000Z' });
    expect(calls.every((c) => c.answer?.bodyUsed), 'every answer is read to its end, so no request stays open').to.equal(true);
    calls.length = 0;
    await reportActivity({ ...SETTINGS, activityUrl: '' }, deps({}), { type: 'view', url: '/' });
    expect(calls, 'no activity URL: nothing is sent').to.deep.equal([]);
  });

  it("asks the visitor's results, and the popular list when they are empty or fail", async () => {
    const items = [{ title: 'A' }];
    const own = await askRecommendations(SETTINGS, deps({ '/rec/register': [201, {}], '/rec/results': [200, { result: { items } }] }));
    expect(own).to.deep.equal({ source: 'results', answer: { result: { items } } });
    expect(calls.find((c) => c.url.pathname === '/rec/results')!.url.searchParams.get('visitorId')).to.equal('visitor-0001');
    const empty = await askRecommendations(SETTINGS, deps({ '/rec/results': [200, { result: { items: [] } }], '/rec/popular': [200, { result: { items } }] }));
    expect(empty.source).to.equal('popular');
    const failed = await askRecommendations(SETTINGS, deps({ '/rec/results': [500, {}], '/rec/popular': [200, { result: { items } }] }));
    expect(failed.source).to.equal('popular');
    const onlyPopular = await askRecommendations({ ...SETTINGS, resultsUrl: '' }, deps({ '/rec/popular': [200, { result: { items } }] }));
    expect(onlyPopular.source).to.equal('popular');
  });

  it('gives a malformed results answer back unchanged, for the row to refuse', async () => {
    const answer = await askRecommendations(SETTINGS, deps({ '/rec/results': [200, { result: { items: 'lots' } }] }));
    expect(answer).to.deep.equal({ source: 'results', answer: { result: { items: 'lots' } } });
  });
});
