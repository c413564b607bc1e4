import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import controller from '../../islands/recommended/index.js';
import { RECOMMENDATION_PATHS } from '../../demo/content/recommendations.js';
import { REGISTERED_KEY, VISITOR_KEY } from '../../runtime/recommendations/visitor.js';
import { storageKey } from '../../runtime/util/storage.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { waitUntil } from '../support/wait.js';
import { makeHost } from './island-harness.js';

const FEED = { result: { title: 'Recommended for you', popularTitle: 'Popular right now' } };
const CONFIG = { recommendations: {
  resultsUrl: RECOMMENDATION_PATHS.results, registerUrl: RECOMMENDATION_PATHS.register,
  activityUrl: RECOMMENDATION_PATHS.activity, popularityUrl: RECOMMENDATION_PATHS.popular,
} };

describe('the recommended row (ENT_M024)', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  let asked: string[];
  const record = ({ request }: { request: Request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}`);
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    asked = [];
    worker.events.on('request:start', record);
    localStorage.clear();
    h = makeHost('ENT_M024');
    Object.assign(h.ctx.page, { config: CONFIG });
  });
  afterEach(() => {
    worker.events.removeListener('request:start', record);
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
    localStorage.clear();
  });
  const titles = () => [...h.host.querySelectorAll('.tf-clips__title')].map((t) => t.textContent);

  it('holds its box under the popular list\'s title for a new visitor, then shows that list', async () => {
    await controller.render(h.host, FEED, h.ctx);
    expect(h.host.querySelector('.tf-rec--loading h2')?.textContent).to.equal('Popular right now');
    await waitUntil(() => titles().length > 0, 'the row fills');
    expect(h.host.querySelector('.tf-clips__heading')!.textContent).to.equal('Popular right now');
    expect(asked).to.include.members([`POST ${RECOMMENDATION_PATHS.register}`, `GET ${RECOMMENDATION_PATHS.results}`, `GET ${RECOMMENDATION_PATHS.popular}`]);
    await waitUntil(() => asked.includes(`POST ${RECOMMENDATION_PATHS.activity}`), 'the page view is reported');
    const visitor = localStorage.getItem(storageKey(VISITOR_KEY, location.hostname));
    expect(visitor).to.match(/^[\w-]{8,64}$/);
    expect(localStorage.getItem(storageKey(REGISTERED_KEY, location.hostname)), 'registered once, remembered').to.equal(visitor);
  });

  it("shows the visitor's own results once they have watched something, titled for them", async () => {
    const visitorId = 'visitor-watched-printer';
    await fetch(RECOMMENDATION_PATHS.activity, { method: 'POST', body: JSON.stringify({ visitorId, type: 'watch', url: '/clips/the-printer-has-unionized', itemId: 'mgid:arc:video:laughtrack.example:the-printer-has-unionized' }) });
    localStorage.setItem(storageKey(VISITOR_KEY, location.hostname), visitorId);
    await controller.render(h.host, FEED, h.ctx);
    expect(h.host.querySelector('.tf-rec--loading h2')?.textContent, 'a known visitor waits under their own title').to.equal('Recommended for you');
    await waitUntil(() => titles().length > 0, 'the own results are drawn');
    expect(h.host.querySelector('.tf-clips__heading')!.textContent).to.equal('Recommended for you');
    expect(titles()).not.to.include('The Printer Has Unionized');
  });

  it("fails the zone alone with the catalogue's message when the answer is malformed", async () => {
    worker.use(http.get(RECOMMENDATION_PATHS.popular, () => HttpResponse.json({ result: { items: [{ title: 'No show' }] } })));
    const messages: string[] = [];
    h.ctx.page.addEventListener('tf:message', (event) => messages.push((event as CustomEvent<{ text: string }>).detail.text));
    await controller.render(h.host, FEED, h.ctx);
    await waitUntil(() => messages.length > 0, 'the failure is reported');
    expect(messages).to.deep.equal(['Module t1_1c:ENT_M024 render failed']);
    expect(h.host.querySelector('.tf-clips__item')).to.equal(null);
  });

  it('draws nothing and asks nothing when the site configures no service', async () => {
    Object.assign(h.ctx.page, { config: {} });
    await controller.render(h.host, FEED, h.ctx);
    expect(h.host.childElementCount).to.equal(0);
    expect(asked.filter((a) => a.includes('/api/recommendations'))).to.deep.equal([]);
  });
});
