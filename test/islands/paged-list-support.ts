import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { ModuleController } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { makeHost } from './island-harness.js';

export interface PagedIslandOptions {
  driver: string;
  controller: ModuleController;
  /** The test service's path, and the query parameter that names a view (a sort, a filter). */
  path: string;
  viewParam: string;
  defaultView: string;
  /** A good answer's body for a view's page. */
  answer(view: string, page: string): JsonBodyType;
  /** A malformed answer's body for a view. */
  malformed(view: string): JsonBodyType;
}

/**
 * The set-up every paged-list island test shares: the demo's worker with a
 * test service for the list's pages, a fresh host per test, and the island
 * destroyed after. The service records each request as `view?page`; the
 * switches in `control` hold (until `release()`), fail (503) or malform its
 * next answers.
 */
export function pagedIsland(options: PagedIslandOptions) {
  const asked: string[] = [];
  const control = { hold: false, fail: false, malformed: false };
  let release: () => void = () => undefined;
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  const handler = http.get(options.path, async ({ request }) => {
    const url = new URL(request.url);
    const view = url.searchParams.get(options.viewParam) ?? options.defaultView;
    const page = url.searchParams.get('page') ?? '1';
    asked.push(`${view}?${page}`);
    if (control.hold) await new Promise<void>((resolve) => (release = resolve));
    if (control.fail) return HttpResponse.json({ error: 'down' }, { status: 503 });
    return HttpResponse.json(control.malformed ? options.malformed(view) : options.answer(view, page));
  });

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    worker.use(handler);
    asked.length = 0;
    Object.assign(control, { hold: false, fail: false, malformed: false });
    h = makeHost(options.driver);
  });
  afterEach(() => {
    release();
    options.controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
  });

  return {
    asked, control,
    release: () => release(),
    /** This test's host and context. */
    get h() {
      return h;
    },
    /** Picks `value` in the island's select, as a visitor would. */
    choose(value: string) {
      const select = h.host.querySelector('select')!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
  };
}
