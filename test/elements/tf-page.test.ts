import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import '../../elements/index.js';
import type { TfPage } from '../../elements/tf-page/tf-page.js';
import { zoneScripts } from '../../demo/scripts/index.js';
import type { Manifest } from '../../runtime/types.js';
import { nextTask } from '../../runtime/util/next-task.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { PAGE_EVENTS, manifestOf, once, recordEvents, textModule } from '../support/page-fixtures.js';

const MANIFEST = '/feeds/triforce/manifest/v2';

describe('<tf-page>', () => {
  let worker: SetupWorker;
  let requests: string[];

  before(async () => {
    worker = await startDemoWorker();
    // Most tests use this module, defined up front so they need no scripts;
    // the classic-script tests use the demo's scripts, which load once per
    // page session and so only in the first test that names them.
    window.Triforce.defineModule('SPEC_TEXT', textModule());
  });

  beforeEach(() => {
    requests = [];
    worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
    });
  });

  afterEach(() => {
    worker.resetHandlers();
    worker.events.removeAllListeners();
    document.body.className = '';
    document.body.removeAttribute('id');
  });

  function serve(manifest: Manifest | false, src = MANIFEST) {
    worker.use(http.get(src, () => HttpResponse.json({ manifest })));
  }

  async function mount(template: Parameters<typeof fixture>[0] = html`<tf-page></tf-page>`): Promise<TfPage> {
    // Listen before connecting: the load starts in connectedCallback.
    const complete = new Promise<TfPage>((resolve) =>
      document.addEventListener('tf:complete', (e) => resolve(e.target as TfPage), { once: true }));
    await fixture(template);
    return complete;
  }

  describe('with its default attributes', () => {
    it('requests the manifest for the page URL without its fragment', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const manifestRequest = requests.find((r) => r.startsWith(MANIFEST))!;
      const asked = new URL(manifestRequest, location.href).searchParams.get('url');
      expect(asked).to.equal(location.href.split('#')[0]);
      expect(page.manifest?.zones).to.have.property('t1_1c');
    });
  });

  describe('when a zone is a classic script module', () => {
    it('loads its libraries as one concatenated script and renders it', async () => {
      serve(manifestOf({
        t1_1c: { zone: 't1_1c', ...zoneScripts.nowOnTvZone() },
        t2_1c: { zone: 't2_1c', ...zoneScripts.fanPollZone() },
      }));
      const before = new Set(document.querySelectorAll('script[src]'));
      const page = await mount();
      // The scripts the page added, read from the document rather than the network: WebKit may answer a
      // script an earlier test file loaded from its memory cache, and no request reaches the worker.
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => !before.has(s))
        .map((s) => { const url = new URL(s.src); return url.pathname + url.search; })
        .filter((r) => r.startsWith('/modules/'));
      expect(scripts).to.have.length(2);
      expect(scripts[0]).to.match(/^\/modules\/tf-time,now-on-tv\?hash=[^,]+,[^,]+$/);
      expect(scripts[1]).to.match(/^\/modules\/fan-poll\?hash=/);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.getAttribute('state')).to.equal('rendered');
      expect(page.querySelector('tf-zone[zone="t2_1c"]')!.children.length).to.be.greaterThan(0);
    });

    it('finds a legacy TriforceModule_ global', async () => {
      worker.use(http.get('/modules/legacy-spec', () => new HttpResponse(
        'window.TriforceModule_LEGACY_SPEC = { render: function (host) { host.textContent = "legacy drawn"; } };',
        { headers: { 'content-type': 'text/javascript' } })));
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'LEGACY_SPEC', libraries: [{ script: 'legacy-spec' }] } }));
      const page = await mount();
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('legacy drawn');
    });

    it('removes the zone with the exact message when the script fails', async () => {
      serve(manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'NOPE', libraries: [{ script: 'missing', hash: 'bad' }] },
        t2_1c: { zone: 't2_1c', driver: 'SPEC_TEXT' },
      }));
      const messages: string[] = [];
      document.addEventListener('tf:message', (e) => messages.push(e.detail.text));
      const page = await mount();
      expect(messages).to.include('Script failed to load at /modules/missing?hash=bad');
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(null);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')!.getAttribute('state')).to.equal('rendered');
    });
  });

  describe('with the demo site\'s home manifest', () => {
    it('loads each built-in island lazily and mounts it in its own zone', async () => {
      const complete = once(document, 'tf:rendercomplete');
      const page = await mount();
      const { rendered, failed } = (await complete).detail as { rendered: string[]; failed: string[] };
      expect(failed).to.deep.equal([]);
      expect(rendered).to.have.members(Object.keys(page.manifest!.zones));
      const header = page.querySelector('.tf-header > tf-zone[zone="header"]')!;
      expect(header.getAttribute('driver')).to.equal('ENT_M001');
      expect(header.querySelector('nav a[href]')).to.exist;
      // Each zone draws only inside itself: its own root, its own subtree.
      for (const zone of page.querySelectorAll('tf-zone')) {
        expect(zone.getAttribute('state')).to.equal('rendered');
        expect(zone.querySelector('tf-zone')).to.equal(null);
      }
    });
  });

  describe('attributes and configuration', () => {
    it('uses manifest-src, global-zones and the config block', async () => {
      serve(manifestOf({
        sponsor: { zone: 'sponsor', driver: 'SPEC_TEXT' },
        promo: { zone: 'promo', driver: 'SPEC_TEXT' },
        t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' },
      }), '/alt/manifest');
      const page = await mount(html`<tf-page manifest-src="/alt/manifest" global-zones="sponsor">
        <script type="application/json" data-tf-config>{"globalZones": ["promo"], "debug": "not a boolean"}</script>
      </tf-page>`);
      expect(requests.some((r) => r.startsWith('/alt/manifest?url='))).to.equal(true);
      const content = page.querySelector(':scope > .tf-content')!;
      expect(content.querySelector(':scope > tf-zone[zone="sponsor"]')).to.exist;
      expect(content.querySelector(':scope > tf-zone[zone="promo"]')).to.exist;
      expect(page.config.debug).to.equal(false);
      expect(page.querySelector(':scope > script[data-tf-config]')).to.exist;
    });
  });

  describe('page-level data', () => {
    it('applies title, body class and id, and only valid colors', async () => {
      document.body.classList.add('keep-me');
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }, {
        title: 'Stand-Up | Laugh Track',
        pageClass: 'page-standup',
        id: 'standup',
        supplemental: { colors: { colors: { primary: '#ff3366', secondary: 'url(javascript:alert(1))' } } },
      }));
      const page = await mount();
      expect(document.title).to.equal('Stand-Up | Laugh Track');
      expect(document.body.classList.contains('page-standup')).to.equal(true);
      expect(document.body.classList.contains('keep-me')).to.equal(true);
      expect(document.body.id).to.equal('standup');
      expect(page.style.getPropertyValue('--tf-color-primary')).to.equal('#ff3366');
      expect(page.style.getPropertyValue('--tf-color-secondary')).to.equal('');
    });
  });

  describe('landmarks', () => {
    /** Answers each page URL's manifest from `pages`, keyed by pathname. */
    function servePages(pages: Record<string, Manifest>) {
      worker.use(http.get(MANIFEST, ({ request }) => {
        const asked = new URL(new URL(request.url).searchParams.get('url')!);
        return HttpResponse.json({ manifest: pages[asked.pathname] ?? pages['*'] });
      }));
    }

    it('makes the page\'s content its one main landmark, the skip link\'s target, page after page', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const content = page.querySelector(':scope > .tf-content')!;
      expect(content.getAttribute('role')).to.equal('main');
      expect(content.id).to.equal('tf-content');
      expect(page.querySelector(':scope > .tf-header')!.hasAttribute('role')).to.equal(false);
      expect(page.querySelector(':scope > .tf-footer')!.hasAttribute('role')).to.equal(false);
      const done = once(page, 'tf:complete');
      await page.reload();
      await done;
      expect(document.querySelectorAll('[role="main"], main')).to.have.length(1);
      expect(document.getElementById('tf-content')!.getAttribute('role')).to.equal('main');
    });

    it('keeps one main landmark while a modal page is open over the page', async () => {
      const base = location.pathname;
      servePages({
        '*': manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }),
        '/modal-spec': { ...manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }), isModalable: 'true' },
      });
      const page = await mount();
      const done = once(page, 'tf:complete');
      void page.navigate('/modal-spec');
      await done;
      try {
        // The dialog's code is a chunk imported when a modal first opens.
        await waitUntil(() => page.querySelector('dialog .tf-content'), 'the modal page is placed in its dialog');
        const dialog = page.querySelector('dialog')!;
        expect(dialog.querySelector('.tf-content')!.hasAttribute('role')).to.equal(false);
        expect(document.querySelectorAll('[role="main"], main')).to.have.length(1);
        expect(page.querySelector(':scope > .tf-content')!.getAttribute('role')).to.equal('main');
      } finally {
        history.replaceState(history.state, '', base);
        document.documentElement.classList.remove('tf-modal');
      }
    });
  });

  describe('reload() and navigate()', () => {
    it('loads again and emits a non-initial pagestartload', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const events = recordEvents(page, PAGE_EVENTS);
      const done = once(page, 'tf:complete');
      await page.reload();
      await done;
      expect(events[0]).to.deep.equal({ type: 'tf:pagestartload', detail: { url: location.href, initial: false } });
    });
  });

  describe('when a classic script calls defineModule badly', () => {
    it('reports it as the page\'s tf:message and keeps the page working', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const message = once(page, 'tf:message');
      window.Triforce.defineModule('BROKEN_SPEC', {} as never);
      expect((await message).detail).to.deep.include({
        level: 'error',
        text: 'Triforce.defineModule(BROKEN_SPEC): controller must be an object with a render function',
      });
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.getAttribute('state')).to.equal('rendered');
    });
  });

  describe('when removed for good', () => {
    it('tears the page down once the task is over: its modules without events, its regions, its session', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const events = recordEvents(page, PAGE_EVENTS);
      page.remove();
      await nextTask();
      expect(page.querySelector('tf-zone')).to.equal(null);
      expect(page.children).to.have.length(0);
      expect(page.manifest).to.equal(undefined);
      expect(events).to.deep.equal([]);
    });

    it('is a new page when connected again in a later task: a new session requests the document\'s URL', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const first = page.querySelector('tf-zone[zone="t1_1c"]')!;
      page.remove();
      await nextTask();
      const events = recordEvents(page, PAGE_EVENTS);
      const again = once(page, 'tf:complete');
      document.body.append(page);
      await again;
      const manifestRequests = requests.filter((r) => r.startsWith(MANIFEST));
      expect(manifestRequests).to.have.length(2);
      expect(events[0]).to.deep.equal({ type: 'tf:pagestartload', detail: { url: location.href, initial: true } });
      const zone = page.querySelector('tf-zone[zone="t1_1c"]')!;
      expect(zone).to.not.equal(first);
      expect(zone.getAttribute('state')).to.equal('rendered');
      expect(first.isConnected).to.equal(false);
      page.remove();
    });
  });

  describe('when moved in the document (disconnected and connected again in one task)', () => {
    const start = location.href;
    let parents: HTMLElement[];

    beforeEach(() => {
      parents = [];
    });
    afterEach(() => {
      for (const parent of parents) parent.remove();
      history.replaceState(null, '', start);
    });

    /** Re-parents the page in one task, as a legacy page or another app's layout may. */
    function move(page: Element): void {
      const parent = document.createElement('div');
      parents.push(parent);
      document.body.append(parent);
      parent.append(page);
    }

    const zonesOf = (page: Element) => [...page.querySelectorAll('tf-zone')];

    it('keeps a pending visit, the page on screen and its loading zone: nothing re-requested, the next page placed as usual', async () => {
      let releaseFeed!: () => void;
      const feedHeld = new Promise<void>((resolve) => (releaseFeed = resolve));
      let releaseNext!: () => void;
      const nextHeld = new Promise<void>((resolve) => (releaseNext = resolve));
      let nextAsked!: () => void;
      const asked = new Promise<void>((resolve) => (nextAsked = resolve));
      worker.use(
        http.get('/t/feed/slow', async () => {
          await feedHeld;
          return HttpResponse.json({ text: 'late' });
        }),
        http.get(MANIFEST, async ({ request }) => {
          const path = new URL(new URL(request.url).searchParams.get('url')!).pathname;
          if (path !== '/t/next') {
            return HttpResponse.json({ manifest: manifestOf({
              t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text: 'drawn' } },
              t2_1c: { zone: 't2_1c', driver: 'SPEC_TEXT', feed: '/t/feed/slow' },
            }) });
          }
          nextAsked();
          await nextHeld;
          return HttpResponse.json({ manifest: manifestOf({ t3_1c: { zone: 't3_1c', driver: 'SPEC_TEXT', feedData: { text: 'next' } } }) });
        }),
      );
      const ready = once(document, 'tf:pageready');
      const page = await fixture<TfPage>(html`<tf-page></tf-page>`);
      await ready;
      await waitUntil(() => page.querySelector('tf-zone[zone="t1_1c"]')?.getAttribute('state') === 'rendered');
      const loading = page.querySelector('tf-zone[zone="t2_1c"]')!;
      expect(loading.getAttribute('state')).to.equal('loading');
      // msw reports a request from its worker's message, which a loaded
      // machine can deliver after the page moved on: counted once seen.
      await waitUntil(() => requests.some((r) => r.startsWith('/t/feed/slow')), 'the held feed is asked');

      const events = recordEvents(page, PAGE_EVENTS);
      void page.navigate('/t/next');
      await asked;
      const before = zonesOf(page);
      move(page);
      move(page);
      await nextTask();
      expect(zonesOf(page)).to.deep.equal(before);
      expect(before.every((zone) => zone.isConnected)).to.equal(true);
      expect(loading.getAttribute('state')).to.equal('loading');
      expect(events.map((e) => e.type)).to.deep.equal(['tf:pagestartload']);

      const placed = once(page, 'tf:pageready');
      releaseNext();
      expect((await placed).detail.url).to.equal(new URL('/t/next', location.href).href);
      await waitUntil(() => page.querySelector('tf-zone[zone="t3_1c"]')?.getAttribute('state') === 'rendered');
      releaseFeed();
      // The home page once, the next page once, the held feed once: the move asked for nothing.
      expect(requests.filter((r) => r.startsWith(MANIFEST))).to.have.length(2);
      expect(requests.filter((r) => r.startsWith('/t/feed/slow'))).to.have.length(1);
      expect(before.some((zone) => zone.isConnected)).to.equal(false);
      expect(events.filter((e) => e.type === 'tf:pagestartload')).to.have.length(1);
      // The left page's zones go when the next one is placed, as on any visit.
      const removed = events.filter((e) => e.type === 'tf:moduleremove').map((e) => e.detail as { zone: string; reason: string });
      expect(removed).to.have.deep.members([
        { zone: 't1_1c', driver: 'SPEC_TEXT', reason: 'destroyed' },
        { zone: 't2_1c', driver: 'SPEC_TEXT', reason: 'destroyed' },
      ]);
      expect(page.querySelector('tf-zone[zone="t3_1c"]')!.textContent).to.equal('next');
    });

    it('keeps a drawn page: the same zones, no new load, no request', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT' }, t2_1c: { zone: 't2_1c', driver: 'SPEC_TEXT' } }));
      const page = await mount();
      const before = zonesOf(page);
      const manifest = page.manifest;
      const events = recordEvents(page, PAGE_EVENTS);
      const asks = () => requests.filter((r) => r.startsWith(MANIFEST)).length;
      const asked = asks();
      move(page);
      await nextTask();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(zonesOf(page)).to.deep.equal(before);
      expect(before.every((zone) => zone.isConnected && zone.getAttribute('state') === 'rendered')).to.equal(true);
      expect(page.manifest).to.equal(manifest);
      expect(events).to.deep.equal([]);
      expect(asks()).to.equal(asked);

      // Still the same session: it navigates, and a removal for good after the move tears it down.
      page.remove();
      await nextTask();
      expect(page.querySelector('tf-zone')).to.equal(null);
    });
  });

  describe('with the server\'s inline manifest', () => {
    /** What a server writes: the answer as the text of a child JSON script, `<` escaped as the server does. */
    function inlinePage(answer: string): TfPage {
      const page = document.createElement('tf-page');
      const block = page.appendChild(document.createElement('script'));
      block.type = 'application/json';
      block.dataset.tfManifest = '';
      block.textContent = answer;
      return page;
    }
    const inline = (body: unknown) => inlinePage(JSON.stringify(body).replace(/</g, '\\u003c'));
    const manifestRequests = () => requests.filter((r) => r.startsWith(MANIFEST));

    /** Resolves when the page's load settled without placing anything (its activity indicator stops). */
    function notBusy(page: Element): Promise<void> {
      return new Promise((resolve) => {
        const check = new MutationObserver(() => {
          if (page.hasAttribute('busy')) return;
          check.disconnect();
          resolve();
        });
        check.observe(page, { attributes: true, attributeFilter: ['busy'] });
      });
    }

    it('draws the initial page from it without a manifest request', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text: 'from the server' } } }, { title: 'Served' }));
      const page = await mount(inline({ manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text: 'inline' } } }) }));
      expect(manifestRequests()).to.deep.equal([]);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('inline');
    });

    it('requests as usual on every later load, even from a changed element', async () => {
      serve(manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text: 'fetched' } } }));
      const page = await mount(inline({ manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text: 'inline' } } }) }));
      page.querySelector('script[data-tf-manifest]')!.textContent = JSON.stringify({ manifest: manifestOf({ t9_1c: { zone: 't9_1c', driver: 'SPEC_TEXT' } }) });
      const reloaded = once(page, 'tf:complete');
      await page.reload();
      await reloaded;
      expect(manifestRequests()).to.have.length(1);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('fetched');

      // Removed, then connected again in a later task: a new session, which requests too.
      page.remove();
      await nextTask();
      const again = once(page, 'tf:complete');
      document.body.append(page);
      await again;
      expect(manifestRequests()).to.have.length(2);
      page.remove();
    });

    it('renders manifest strings that look like markup as text', async () => {
      const text = '</script><img src=x data-injected>';
      const page = await mount(inline({ manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_TEXT', feedData: { text } } }, { title: text }) }));
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal(text);
      expect(page.querySelector('[data-injected]')).to.equal(null);
      expect(document.title).to.equal(text);
    });

    it('fails the initial load like a non-JSON answer when it is not JSON, without a request', async () => {
      const pageError = once(document, 'tf:pageerror');
      await fixture(inlinePage('{"manifest": {"zones": '));
      expect((await pageError).detail).to.deep.equal({ message: `Manifest failed to load for ${location.href}` });
      expect(manifestRequests()).to.deep.equal([]);
    });

    it('leaves a page that is not a Triforce page alone when it says false, without a request', async () => {
      const errors: Event[] = [];
      const record = (e: Event) => errors.push(e);
      document.addEventListener('tf:pageerror', record);
      const page = inline({ manifest: false });
      const settled = notBusy(page);
      await fixture(page);
      await settled;
      expect(manifestRequests()).to.deep.equal([]);
      expect(page.querySelector('tf-zone')).to.equal(null);
      document.removeEventListener('tf:pageerror', record);
      expect(errors).to.deep.equal([]);
    });
  });
});
