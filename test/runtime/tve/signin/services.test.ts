import { expect } from '@open-wc/testing';
import { http } from 'msw';
import { isAbortError } from '../../../../runtime/util/abort.js';
import { createTveServices, parseBrandOptions, parseProviderList, ServiceError } from '../../../../runtime/tve/signin/services.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { failing, garbage, jsonp, providerFixtures, serviceHandlers, TEST_SERVICE_BASE, type ServiceLog } from './fixtures.js';

const callbackGlobals = () => Object.keys(window).filter((key) => key.startsWith('tveJsonp_'));
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it resolved');
};

describe('the TV-everywhere services (JSONP)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let log: ServiceLog;
  const services = () => createTveServices({ serviceBase: TEST_SERVICE_BASE });
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    log = { urls: [] };
    worker.use(...serviceHandlers(log));
  });
  afterEach(() => worker.resetHandlers());

  it('asks the domestic list at /{requestor}/extendedProvidersList with callback and v=4.8.1, and leaves no script or global', async () => {
    const list = await services().providerList('LT/1', 'en_US');
    expect(list.map((p) => p.id)).to.deep.equal(providerFixtures.map((p) => p.id));
    const url = log.urls[0] as URL;
    expect(url.pathname).to.equal(`${TEST_SERVICE_BASE}/LT%2F1/extendedProvidersList`);
    expect(url.searchParams.get('v')).to.equal('4.8.1');
    expect(url.searchParams.get('callback')).to.match(/^tveJsonp_\w+$/);
    expect(callbackGlobals()).to.deep.equal([]);
    expect(document.querySelectorAll(`script[src*="${TEST_SERVICE_BASE}"]`)).to.have.length(0);
  });

  it('asks the international list at /getProvidersList with locale and deviceType=tablet', async () => {
    const list = await services().providerList('LT', 'es_MX');
    expect(list).to.have.length(2);
    const [url] = log.urls as [URL];
    expect(url.pathname).to.equal(`${TEST_SERVICE_BASE}/getProvidersList`);
    expect(Object.fromEntries(url.searchParams)).to.include({ locale: 'es_MX', deviceType: 'tablet', v: '4.8.1' });
  });

  it('asks brand options at /4.8.1/{brand}/options, with the locale only when it is not en_US', async () => {
    expect(await services().brandOptions('lt', 'en_US')).to.deep.equal({ successScreen: true, primaryList: ['northwind', 'skyline'] });
    await services().brandOptions('lt', 'en_GB');
    expect(log.urls.map((u) => [u.pathname, u.searchParams.get('locale')])).to.deep.equal([[`${TEST_SERVICE_BASE}/4.8.1/lt/options`, null], [`${TEST_SERVICE_BASE}/4.8.1/lt/options`, 'en_GB']]);
  });

  it('gives each call its own callback name, so parallel calls do not cross', async () => {
    const s = services();
    const [a, b] = await Promise.all([s.providerList('LT', 'en_US'), s.brandOptions('lt', 'en_US')]);
    expect(a).to.have.length(5);
    expect(b.successScreen).to.equal(true);
    expect(new Set(log.urls.map((u) => u.searchParams.get('callback'))).size).to.equal(2);
  });

  it('rejects a failed request, a garbage answer and a list of the wrong shape, never throwing into the page', async () => {
    worker.use(
      http.get(`${TEST_SERVICE_BASE}/fail/extendedProvidersList`, failing),
      http.get(`${TEST_SERVICE_BASE}/garbage/extendedProvidersList`, garbage),
      http.get(`${TEST_SERVICE_BASE}/shape/extendedProvidersList`, ({ request }) => jsonp(request, { providers: [] })),
    );
    worker.use(http.get(`${TEST_SERVICE_BASE}/string/extendedProvidersList`, ({ request }) => jsonp(request, 'nope')));
    for (const requestor of ['fail', 'garbage', 'shape', 'string']) {
      expect(await rejection(services().providerList(requestor, 'en_US')), requestor).to.be.instanceOf(ServiceError);
    }
    expect(callbackGlobals()).to.deep.equal([]);
  });

  it('is abortable, and a late answer after an abort finds a harmless function', async () => {
    const controller = new AbortController();
    const pending = services().providerList('LT', 'en_US', controller.signal);
    controller.abort();
    expect(isAbortError(await rejection(pending))).to.equal(true);
    const before = new AbortController();
    before.abort();
    expect(isAbortError(await rejection(services().brandOptions('lt', 'en_US', before.signal)))).to.equal(true);
  });

  it('gives up on a request that hangs', async () => {
    worker.use(http.get(`${TEST_SERVICE_BASE}/hang/extendedProvidersList`, () => new Promise<never>(() => undefined)));
    const error = await rejection(createTveServices({ serviceBase: TEST_SERVICE_BASE, timeoutMs: 50 }).providerList('hang', 'en_US'));
    expect((error as Error).message).to.match(/timed out/);
  });

  it('rejects when the service base is not http(s)', async () => {
    expect(await rejection(createTveServices({ serviceBase: 'javascript:void 0' }).providerList('LT', 'en_US'))).to.be.instanceOf(ServiceError);
    expect(createTveServices({ serviceBase: 'javascript:void 0' }).url('/x')).to.equal(undefined);
    expect(createTveServices({ serviceBase: '/tve/' }).url('/cookie-check.html')).to.equal(`${location.origin}/tve/cookie-check.html`);
  });

  it('asks provider info at /{requestor}/providerInfo/{providerId}', async () => {
    worker.use(http.get(`${TEST_SERVICE_BASE}/:requestor/providerInfo/:id`, ({ request, params }) =>
      jsonp(request, { mvpdList: providerFixtures.filter((p) => p.id === params.id) })));
    expect((await services().providerInfo('LT', 'harbor')).map((p) => p.displayName)).to.deep.equal(['Harbor TV']);
  });

  it('adds deviceType=web and requestorId to provider info in the special flow', async () => {
    const seen: URL[] = [];
    worker.use(http.get(`${TEST_SERVICE_BASE}/:requestor/providerInfo/:id`, ({ request, params }) => {
      seen.push(new URL(request.url));
      return jsonp(request, { mvpdList: providerFixtures.filter((p) => p.id === params.id) });
    }));
    await services().providerInfo('LT', 'harbor');
    await services().providerInfo('LT', 'harbor', undefined, true);
    expect(seen.map((u) => [u.searchParams.get('deviceType'), u.searchParams.get('requestorId')])).to.deep.equal([[null, null], ['web', 'LT']]);
  });
});

describe('service answers, read defensively', () => {
  it('drops a provider without an id or a name, and repeats; keeps typed fields only', () => {
    expect(parseProviderList([
      { id: 'a', displayName: 'A', isPrimary: 'true', isExtended: '3', altName: 7, pickerLogoUrl: '/a.svg' },
      { displayName: 'No id' }, { id: 'b' }, null, 'x', { id: 'a', displayName: 'Again' },
    ])).to.deep.equal([{ id: 'a', displayName: 'A', isPrimary: true, isSpecialProvider: false, isExtended: 3, pickerLogoUrl: '/a.svg' }]);
    expect(parseProviderList({ not: 'a list' })).to.equal(undefined);
  });

  it('reads brand options of their types only', () => {
    expect(parseBrandOptions({ successScreen: 'true', waitScreen: 1, layout: 'wide', primaryList: ['a', 3, ''], extra: true }))
      .to.deep.equal({ successScreen: true, layout: 'wide', primaryList: ['a'] });
    expect(parseBrandOptions([1])).to.equal(undefined);
  });
});
