import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { createStylesheets, styleNameOf, type Stylesheets } from '../../../runtime/navigation/stylesheets.js';
import { deferred, type Deferred } from '../../support/deferred.js';
import { startDemoWorker } from '../../support/demo-worker.js';

/**
 * Sheets load for real in this document (a detached document loads nothing),
 * answered by msw: each sheet sets `--tf-test-style` to its own name, so the
 * computed style tells which one applies. Each test has a style base of its
 * own: an engine may keep a sheet it has loaded for the document's lifetime
 * whatever the cache headers say (Firefox does), and a sheet one test loaded
 * must not answer another test's request.
 */
let run = 0;

describe('createStylesheets', () => {
  let worker: SetupWorker;
  let held: Map<string, { arrived: Deferred<void>; release: Deferred<void> }>;
  let requests: string[];
  let sheets: Stylesheets;
  /** This test's style base. */
  let base: string;

  beforeEach(async () => {
    held = new Map();
    requests = [];
    base = `/styles/${++run}/`;
    worker = await startDemoWorker(
      http.get('/styles/:run/:file', async ({ params }) => {
        const name = String(params.file).replace(/\.css$/, '');
        requests.push(name);
        held.get(name)?.arrived.resolve();
        await held.get(name)?.release.promise;
        if (name === 'missing') return new HttpResponse('Not found', { status: 404 });
        return new HttpResponse(`body { --tf-test-style: ${name}; }`, {
          headers: { 'content-type': 'text/css', 'cache-control': 'no-store' },
        });
      }),
    );
    sheets = createStylesheets({ document, styleBase: () => base });
  });

  afterEach(() => {
    sheets.destroy();
    for (const gate of held.values()) gate.release.resolve();
    document.head.querySelectorAll('link[data-tf-style]').forEach((link) => link.remove());
    worker.resetHandlers();
  });

  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-tf-style]')];
  const link = (name: string) => links().find((l) => l.dataset.tfStyle === name);
  const enabled = () => links().filter((l) => !l.disabled).map((l) => l.dataset.tfStyle);
  const applied = () => getComputedStyle(document.body).getPropertyValue('--tf-test-style').trim();
  /** Holds the answer for `name`: `arrived` settles when its request reaches the server. */
  const hold = (name: string) => {
    const gate = { arrived: deferred(), release: deferred() };
    held.set(name, gate);
    return { arrived: gate.arrived.promise, release: () => gate.release.resolve() };
  };

  describe('when the page names a style that is not on the page yet', () => {
    it('adds its link, marked in transition, while the current sheet stays on', async () => {
      await sheets.apply(undefined);
      const gate = hold('roast');
      const done = sheets.apply('roast');
      const added = link('roast');
      expect(added?.getAttribute('rel')).to.equal('stylesheet');
      expect(added?.getAttribute('href')).to.equal(`${base}roast.css`);
      expect(added?.hasAttribute('data-tf-transition')).to.equal(true);
      await gate.arrived;
      expect(link('default')?.disabled).to.equal(false);
      expect(applied()).to.equal('default');
      gate.release();
      await done;
      expect(added?.hasAttribute('data-tf-transition')).to.equal(false);
    });

    it('once loaded, enables it and disables every other site sheet', async () => {
      await sheets.apply(undefined);
      await sheets.apply('roast');
      expect(enabled()).to.deep.equal(['roast']);
      expect(link('default')?.disabled).to.equal(true);
      expect(applied()).to.equal('roast');
    });

    it('uses the current style base', async () => {
      const first = base;
      base = `${first}v2-`;
      await sheets.apply('roast');
      expect(link('roast')?.getAttribute('href')).to.equal(`${first}v2-roast.css`);
      expect(requests).to.deep.equal(['v2-roast']);
    });
  });

  describe('when the named style is already on the page', () => {
    it('reuses its link instead of adding another', async () => {
      await sheets.apply('roast');
      await sheets.apply(undefined);
      await sheets.apply('roast');
      expect(links().map((l) => l.dataset.tfStyle)).to.deep.equal(['roast', 'default']);
      expect(enabled()).to.deep.equal(['roast']);
      expect(applied()).to.equal('roast');
    });

    it('listens to each link once, however often the page switches back to it', async () => {
      const added: string[] = [];
      const original = HTMLLinkElement.prototype.addEventListener;
      HTMLLinkElement.prototype.addEventListener = function (this: HTMLLinkElement, ...args: Parameters<typeof original>) {
        added.push(`${this.dataset.tfStyle}:${String(args[0])}`);
        return original.apply(this, args);
      };
      try {
        for (let i = 0; i < 4; i++) {
          await sheets.apply('roast');
          await sheets.apply(undefined);
        }
      } finally {
        HTMLLinkElement.prototype.addEventListener = original;
      }
      expect(added.sort()).to.deep.equal(['default:error', 'default:load', 'roast:error', 'roast:load']);
      expect(enabled()).to.deep.equal(['default']);
    });

    it('reuses a link the server put in the head', async () => {
      const server = document.createElement('link');
      server.rel = 'stylesheet';
      server.dataset.tfStyle = 'standup';
      server.href = `${base}standup.css`;
      server.disabled = true;
      document.head.append(server);
      await sheets.apply(undefined);
      await sheets.apply('standup');
      expect(link('standup')).to.equal(server);
      expect(links()).to.have.length(2);
      expect(enabled()).to.deep.equal(['standup']);
      expect(applied()).to.equal('standup');
    });

    it('switches at once when that link is already on', async () => {
      await sheets.apply('roast');
      const gate = hold('default');
      const done = sheets.apply(undefined);
      await gate.arrived;
      await sheets.apply('roast');
      expect(enabled()).to.deep.equal(['roast', 'default'], 'default is still in transition, left to settle by itself');
      gate.release();
      await done;
      expect(enabled()).to.deep.equal(['roast']);
    });
  });

  describe('when the page changes while a sheet is still loading', () => {
    it('keeps the late sheet disabled when it arrives', async () => {
      await sheets.apply(undefined);
      const gate = hold('slow');
      const late = sheets.apply('slow');
      await gate.arrived;
      await sheets.apply(undefined);
      expect(enabled()).to.deep.equal(['default', 'slow']);
      gate.release();
      await late;
      expect(link('slow')?.hasAttribute('data-tf-transition')).to.equal(false);
      expect(enabled()).to.deep.equal(['default']);
      expect(applied()).to.equal('default');
    });

    it('switches to the newest sheet even when an older one loads after it', async () => {
      await sheets.apply(undefined);
      const slowGate = hold('slow');
      const slow = sheets.apply('slow');
      await slowGate.arrived;
      await sheets.apply('quick');
      expect(link('default')?.disabled).to.equal(true);
      expect(applied()).to.equal('quick');
      slowGate.release();
      await slow;
      expect(enabled()).to.deep.equal(['quick']);
      expect(applied()).to.equal('quick');
    });

    it('settles every call waiting on the same sheet', async () => {
      const gate = hold('roast');
      const first = sheets.apply('roast');
      const second = sheets.apply('roast');
      expect(links()).to.have.length(1);
      gate.release();
      await Promise.all([first, second]);
      expect(enabled()).to.deep.equal(['roast']);
    });
  });

  describe('when a sheet fails to load', () => {
    it('removes its link and keeps the current sheets', async () => {
      await sheets.apply('roast');
      await sheets.apply('missing');
      expect(link('missing')).to.equal(undefined);
      expect(enabled()).to.deep.equal(['roast']);
      expect(applied()).to.equal('roast');
    });
  });

  describe('when the page names no style', () => {
    it('adds the default sheet if missing and enables only it', async () => {
      await sheets.apply('roast');
      await sheets.apply('standup');
      await sheets.apply(undefined);
      expect(link('default')?.getAttribute('href')).to.equal(`${base}default.css`);
      expect(enabled()).to.deep.equal(['default']);
      expect(applied()).to.equal('default');
    });

    for (const bad of ['', '../admin', 'roast.css', 'a b', 'x"]', 42, null, { name: 'roast' }]) {
      it(`treats ${JSON.stringify(bad)} as no style`, async () => {
        await sheets.apply(bad);
        expect(links().map((l) => l.dataset.tfStyle)).to.deep.equal(['default']);
        expect(requests).to.deep.equal(['default']);
      });
    }
  });

  describe('when the style base is not an http(s) address', () => {
    it('adds nothing', async () => {
      sheets.destroy();
      sheets = createStylesheets({ document, styleBase: () => 'javascript:alert(1)//' });
      await sheets.apply('roast');
      expect(links()).to.deep.equal([]);
    });
  });

  describe('when destroyed', () => {
    it('settles pending calls, leaves the loading sheet off and ignores later calls', async () => {
      await sheets.apply(undefined);
      const gate = hold('slow');
      const pending = sheets.apply('slow');
      await gate.arrived;
      sheets.destroy();
      await pending;
      gate.release();
      await sheets.apply('roast');
      expect(link('roast')).to.equal(undefined);
      expect(link('slow')?.disabled).to.equal(true);
      expect(enabled()).to.deep.equal(['default']);
    });
  });
});

describe('styleNameOf', () => {
  it('keeps letters, digits, dashes and underscores, else names the default', () => {
    expect(styleNameOf('Show_page-2')).to.equal('Show_page-2');
    expect(styleNameOf('show page')).to.equal('default');
    expect(styleNameOf(undefined)).to.equal('default');
  });
});
