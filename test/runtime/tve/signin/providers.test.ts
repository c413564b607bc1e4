import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { abortError } from '../../../../runtime/util/abort.js';
import { createProviderSource, LIST_CACHE_MS, LIST_RETRY_MS } from '../../../../runtime/tve/signin/providers.js';
import { ServiceError, type TveServices } from '../../../../runtime/tve/signin/services.js';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import type { Provider, SigninError } from '../../../../runtime/tve/signin/index.js';
import { providerFixtures } from './fixtures.js';

const ids = (list: readonly Provider[] | undefined) => list?.map((p) => p.id);

/** Services answering from a script of outcomes, one per list call. */
function fakeServices(outcomes: (Provider[] | 'fail')[], brand: 'fail' | object = { primaryList: ['harbor'] }) {
  const calls: string[] = [];
  const services: TveServices = {
    call: () => Promise.reject(new Error('unused')),
    url: () => undefined,
    providerInfo: () => Promise.reject(new Error('unused')),
    brandOptions: (b, locale) => {
      calls.push(`options ${b} ${locale}`);
      return brand === 'fail' ? Promise.reject(new ServiceError('/options', 'down')) : Promise.resolve(brand);
    },
    providerList: (requestor, locale) => {
      calls.push(`list ${requestor} ${locale}`);
      const outcome = outcomes.shift() ?? 'fail';
      return outcome === 'fail' ? Promise.reject(new ServiceError('/list', 'down')) : Promise.resolve(outcome);
    },
  };
  return { services, calls };
}

describe('the brand options and allow list', () => {
  let clock: sinon.SinonFakeTimers;
  let errors: SigninError[];
  const signal = () => new AbortController().signal;
  const delay = (ms: number, s: AbortSignal) => new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    s.addEventListener('abort', () => (clearTimeout(t), reject(abortError())));
  });
  const source = (services: TveServices, requestor = 'LT', locale = 'en_US') => createProviderSource({
    services, storage: createSigninStorage(), requestor, brand: 'lt', locale, now: () => Date.now(), delay, onError: (e) => errors.push(e),
  });
  const storeList = (list: Provider[], updated: number, requestor = 'LT', locale = 'en_US') => {
    localStorage.setItem(`${STORAGE_PREFIX}MVPD_LIST`, JSON.stringify({ requestor, locale, providers: list }));
    localStorage.setItem(`${STORAGE_PREFIX}providers_update`, String(updated));
  };

  beforeEach(() => {
    errors = [];
    clock = sinon.useFakeTimers({ now: 10 * LIST_CACHE_MS, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    clock.restore();
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  });

  it('loads options and list, sorts primary first, and keeps the list with its time', async () => {
    const { services, calls } = fakeServices([providerFixtures]);
    const result = await source(services).load(signal());
    expect(calls).to.deep.equal(['options lt en_US', 'list LT en_US']);
    expect(ids(result?.providers)).to.deep.equal(['harbor', 'bluejay', 'northwind', 'skyline', 'ampere']);
    expect(result?.brand).to.deep.equal({ primaryList: ['harbor'] });
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}MVPD_LIST`) ?? '').providers).to.have.length(5);
    expect(localStorage.getItem(`${STORAGE_PREFIX}providers_update`)).to.equal(String(Date.now()));
    expect(errors).to.deep.equal([]);
  });

  it('uses a stored list under 1 hour old without asking, and asks again once it is older', async () => {
    storeList(providerFixtures.slice(0, 2), Date.now() - LIST_CACHE_MS + 1);
    const fresh = fakeServices([providerFixtures]);
    expect(ids((await source(fresh.services).load(signal()))?.providers)).to.deep.equal(['northwind', 'skyline']);
    expect(fresh.calls).to.deep.equal(['options lt en_US']);

    storeList(providerFixtures.slice(0, 2), Date.now() - LIST_CACHE_MS);
    const stale = fakeServices([providerFixtures]);
    expect((await source(stale.services).load(signal()))?.providers).to.have.length(5);
    expect(stale.calls).to.include('list LT en_US');
  });

  it("never uses another requestor's or locale's stored list", async () => {
    storeList(providerFixtures.slice(0, 1), Date.now(), 'OTHER');
    const { services, calls } = fakeServices([providerFixtures]);
    expect((await source(services).load(signal()))?.providers).to.have.length(5);
    storeList(providerFixtures.slice(0, 1), Date.now(), 'LT', 'es_MX');
    await source(fakeServices([providerFixtures]).services).load(signal());
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(1);
  });

  it('retries a failed list once after 5 s', async () => {
    const { services, calls } = fakeServices(['fail', providerFixtures]);
    const loading = source(services).load(signal());
    await clock.tickAsync(LIST_RETRY_MS - 1);
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(1);
    await clock.tickAsync(1);
    expect((await loading)?.providers).to.have.length(5);
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(2);
    expect(errors).to.deep.equal([]);
  });

  it('then falls back to the stored list, even a stale one', async () => {
    storeList(providerFixtures.slice(2, 3), Date.now() - 5 * LIST_CACHE_MS);
    const { services, calls } = fakeServices(['fail', 'fail', providerFixtures]);
    const s = source(services);
    const loading = s.load(signal());
    await clock.tickAsync(LIST_RETRY_MS);
    expect(ids((await loading)?.providers)).to.deep.equal(['harbor']);
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(2);
    expect(errors).to.deep.equal([]);
    // A stale list serves the overlay, not the embedded picker.
    expect(s.fresh(signal())).to.equal(undefined);
  });

  it("else says 'Can Not Load The White List'", async () => {
    const { services } = fakeServices(['fail', 'fail']);
    const loading = source(services).load(signal());
    await clock.tickAsync(LIST_RETRY_MS);
    expect(await loading).to.equal(undefined);
    expect(errors.map((e) => [e.code, e.message])).to.deep.equal([['TVEErrorGeneric', 'Can Not Load The White List']]);
  });

  it("says 'Providers.getList' for an empty list, and does not store it", async () => {
    const { services } = fakeServices([[]]);
    expect(await source(services).load(signal())).to.equal(undefined);
    expect(errors.map((e) => e.message)).to.deep.equal(['Providers.getList']);
    expect(localStorage.getItem(`${STORAGE_PREFIX}MVPD_LIST`)).to.equal(null);
  });

  it('loads without brand options when they fail, raising the services error', async () => {
    const { services } = fakeServices([providerFixtures], 'fail');
    const result = await source(services).load(signal());
    expect(result?.brand).to.deep.equal({});
    expect(errors.map((e) => e.message)).to.deep.equal(['Internal TVE Services Error']);
  });

  it('stops waiting for the retry when aborted', async () => {
    const controller = new AbortController();
    const { services, calls } = fakeServices(['fail', providerFixtures]);
    const loading = source(services).load(controller.signal);
    await clock.tickAsync(10);
    controller.abort();
    let rejected = false;
    await loading.catch(() => (rejected = true));
    await clock.tickAsync(LIST_RETRY_MS);
    expect(rejected).to.equal(true);
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(1);
  });

  it('hands the list to the embedded picker only while under 1 hour old, refreshing it once when older', async () => {
    const { services, calls } = fakeServices([providerFixtures, providerFixtures.slice(0, 3)]);
    const s = source(services);
    await s.load(signal());
    expect(s.fresh(signal())).to.have.length(5);
    clock.tick(LIST_CACHE_MS);
    expect(s.fresh(signal())).to.equal(undefined);
    expect(s.fresh(signal())).to.equal(undefined);
    await clock.tickAsync(0);
    expect(calls.filter((c) => c.startsWith('list'))).to.have.length(2);
    expect(ids(s.fresh(signal()))).to.deep.equal(['harbor', 'northwind', 'skyline']);
  });
});
