import { fakeConsent } from '../../support/consent-source.js';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { messages } from '../../../runtime/messages.js';
import { consentedMessages } from '../../../runtime/tracking/consented-messages.js';
import { createDocumentScope } from '../../../runtime/document-scope.js';
import { documentScripts } from '../../../runtime/modules/lazy-script-loader.js';
import { createTags, MONITOR_EVENT, type TagsConfig } from '../../../runtime/tracking/tags/index.js';
import type { Manifest, MessageLevel } from '../../../runtime/types.js';

const ALL: TagsConfig = {
  reportingModuleSrc: '/media/module/ENT_Reporting', surveySrc: '/vendor/survey.js', codaSrc: '/vendor/coda.js',
  socialPixelSrc: '/vendor/fbevents.js', socialPixelId: '42', monitor: true,
};
const page = (name: string, supplemental: Manifest['supplemental'] = {}): Manifest => ({ zones: {}, pageName: `laughtrack/${name}`, supplemental });

type TagWindow = Window & { fbq?: unknown; _fbq?: unknown; coda?: unknown; LTNSurvey?: unknown };

/** One test's world: a fresh document and its scope (the once-per-document record), a fake loader, the page log and mediator. */
function world(config: TagsConfig = ALL, consent = fakeConsent()) {
  const win = window as TagWindow;
  const doc = document.implementation.createHTMLDocument('tags');
  const requested: string[] = [];
  const lines: [MessageLevel, string][] = [];
  const monitored: unknown[] = [];
  const evaluated: unknown[] = [];
  const failing = new Set<string>();
  win.LTNSurvey = { evaluate: (p: unknown) => (evaluated.push(p), true) };
  const options = {
    window: win,
    scope: createDocumentScope({ window: win, document: doc }),
    consent: consent.ask,
    config: () => config,
    events: { emit: (event: string, detail: unknown) => void (event === MONITOR_EVENT && monitored.push(detail)) },
    log: (level: MessageLevel, text: string) => void lines.push([level, text]),
    // Once per document, as the scope's script loader is: a second request for a URL is the same promise.
    loadScript: (() => {
      const loads = new Map<string, Promise<void>>();
      return (src: string) => {
        if (!loads.has(src)) {
          requested.push(src);
          loads.set(src, failing.has(src) ? Promise.reject(new Error(messages.scriptFailed(src))) : Promise.resolve());
        }
        return loads.get(src)!;
      };
    })(),
  };
  return { consent, requested, lines, monitored, evaluated, failing, options, tags: createTags(options) };
}

/** The fbq calls queued on the snippet's stub, as `command arg`. */
const fbqCalls = () => ((window as TagWindow).fbq as { queue?: unknown[][] } | undefined)?.queue?.map((args) => args.slice(0, 2).join(' ')) ?? [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the other tags', () => {
  afterEach(() => {
    const win = window as TagWindow;
    delete win.fbq;
    delete win._fbq;
    delete win.coda;
    delete win.LTNSurvey;
    sinon.restore();
  });

  it('requests nothing, queues no pixel call and emits no monitor event before consent', async () => {
    const w = world();
    w.tags.pageLanded(page('home'), 'https://site.test/');
    w.tags.pageLanded(page('shows'), 'https://site.test/shows');
    await settle();
    expect([w.requested, fbqCalls(), w.monitored, w.evaluated]).to.deep.equal([[], [], [], []]);
    expect((window as TagWindow).fbq).to.equal(undefined);
    w.tags.destroy();
  });

  it('loads each tag once consent is granted, for the page the visitor is on only', async () => {
    const w = world();
    w.tags.pageLanded(page('home'), 'https://site.test/');
    w.tags.pageLanded(page('shows'), 'https://site.test/shows');
    w.consent.set(true);
    await settle();
    expect(w.requested).to.deep.equal(['/media/module/ENT_Reporting', '/vendor/fbevents.js', '/vendor/survey.js', '/vendor/coda.js']);
    expect(fbqCalls()).to.deep.equal(['init 42', 'track PageView']);
    expect(w.evaluated).to.deep.equal([{ pageName: 'laughtrack/shows', url: 'https://site.test/shows' }]);
    expect(w.monitored).to.have.length(1);
    expect(w.monitored[0]).to.include({ type: 'page', pageName: 'laughtrack/shows', url: 'https://site.test/shows' });
    w.tags.destroy();
  });

  it('requests scripts once per document, even across page sessions, and evaluates the survey and sends a page view per page', async () => {
    const w = world(ALL, fakeConsent(true));
    w.tags.pageLanded(page('home'), 'https://site.test/');
    w.tags.pageLanded(page('shows'), 'https://site.test/shows');
    await settle();
    w.tags.destroy();
    // A second session on the same document (a re-created <tf-page>).
    const again = createTags(w.options);
    again.pageLanded(page('clips'), 'https://site.test/clips');
    await settle();
    expect(w.requested).to.deep.equal(['/media/module/ENT_Reporting', '/vendor/fbevents.js', '/vendor/survey.js', '/vendor/coda.js']);
    expect(fbqCalls()).to.deep.equal(['init 42', 'track PageView', 'track PageView', 'track PageView']);
    expect(w.evaluated.map((p) => (p as { pageName: string }).pageName)).to.deep.equal(['laughtrack/home', 'laughtrack/shows', 'laughtrack/clips']);
    expect(w.monitored).to.have.length(3);
    again.destroy();
  });

  it('skips the reporting module on a webview page, and never loads a tag whose URL is empty', async () => {
    const webview = world(ALL, fakeConsent(true));
    webview.tags.pageLanded(page('app', { isWebview: true }), 'https://site.test/app');
    await settle();
    expect(webview.requested).not.to.include('/media/module/ENT_Reporting');
    webview.tags.pageLanded(page('home'), 'https://site.test/');
    await settle();
    expect(webview.requested).to.include('/media/module/ENT_Reporting');
    webview.tags.destroy();
    delete (window as TagWindow).fbq;

    const empty = world({ reportingModuleSrc: '', surveySrc: '', codaSrc: '', socialPixelSrc: '/vendor/fbevents.js', socialPixelId: '', monitor: false }, fakeConsent(true));
    empty.tags.pageLanded(page('home'), 'https://site.test/');
    await settle();
    expect([empty.requested, fbqCalls(), empty.monitored]).to.deep.equal([[], [], []]);
    // Nothing configured: the consent store is never even asked.
    expect(empty.consent.asked).to.equal(0);
  });

  it('never loads with consent refused, and drops the waiting page when consent is withdrawn', async () => {
    const refused = world(ALL, fakeConsent(false));
    refused.tags.pageLanded(page('home'), 'https://site.test/');
    await settle();
    expect(refused.requested).to.deep.equal([]);
    refused.consent.set(false);
    refused.tags.destroy();
    // Granted after destroy: the session is gone, nothing loads.
    refused.consent.set(true);
    await settle();
    expect(refused.requested).to.deep.equal([]);
  });

  it('keeps a failing script or a throwing vendor API from breaking the page, and logs both', async () => {
    const w = world(ALL, fakeConsent(true));
    w.failing.add('/vendor/fbevents.js');
    (window as TagWindow).LTNSurvey = { evaluate: () => { throw new Error('vendor bug'); } };
    w.tags.pageLanded(page('home'), 'https://site.test/');
    await settle();
    expect(w.lines).to.deep.include(['error', messages.scriptFailed('/vendor/fbevents.js')]);
    expect(w.lines).to.deep.include(['error', consentedMessages.tagFailed('survey')]);
    // The page view still waits in the stub's queue for a library that may load next time.
    expect(fbqCalls()).to.deep.equal(['init 42', 'track PageView']);
    w.tags.destroy();
  });

  // The wait is stated in plain numbers on purpose: 250 ms between looks, 60
  // looks, so the last look is at 15 000 ms. A change of either constant in
  // coda.ts must fail here.
  describe('the coda wait', () => {
    it('looks for window.coda every 250 ms and gives up at the 60th look (15 000 ms) with the catalogue\'s error', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const w = world({ codaSrc: '/vendor/coda.js' }, fakeConsent(true));
      w.tags.pageLanded(page('home'), 'https://site.test/');
      await settle();
      clock.tick(14_999);
      expect(w.lines).to.deep.equal([]);
      clock.tick(1);
      expect(w.lines).to.deep.equal([['error', 'gave up waiting for coda']]);
      expect(consentedMessages.codaGaveUp).to.equal('gave up waiting for coda');
      // Stopped for good: no second message, and another page does not wait again.
      w.tags.pageLanded(page('shows'), 'https://site.test/shows');
      await settle();
      clock.tick(30_000);
      expect(w.lines).to.have.length(1);
      expect(w.requested).to.deep.equal(['/vendor/coda.js']);
      w.tags.destroy();
    });

    it('finds coda at the look after it appears, on the 250 ms beat, and calls its init once', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const w = world({ codaSrc: '/vendor/coda.js' }, fakeConsent(true));
      w.tags.pageLanded(page('home'), 'https://site.test/');
      await settle();
      clock.tick(2_400);
      const init = sinon.spy();
      (window as TagWindow).coda = { init };
      clock.tick(99);
      expect(init.callCount, 'no look at 2 499 ms').to.equal(0);
      clock.tick(1);
      expect(init.callCount, 'the look at 2 500 ms').to.equal(1);
      clock.tick(30_000);
      expect([init.callCount, w.lines]).to.deep.equal([1, []]);
      w.tags.destroy();
    });

    it('still finds coda at the 60th look (15 000 ms) and looks no more after it', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const w = world({ codaSrc: '/vendor/coda.js' }, fakeConsent(true));
      w.tags.pageLanded(page('home'), 'https://site.test/');
      await settle();
      clock.tick(14_999);
      const init = sinon.spy();
      (window as TagWindow).coda = { init };
      clock.tick(1);
      expect([init.callCount, w.lines]).to.deep.equal([1, []]);
      w.tags.destroy();

      const late = world({ codaSrc: '/vendor/coda.js' }, fakeConsent(true));
      delete (window as TagWindow).coda;
      late.tags.pageLanded(page('home'), 'https://site.test/');
      await settle();
      clock.tick(15_000);
      const tooLate = sinon.spy();
      (window as TagWindow).coda = { init: tooLate };
      clock.tick(1_000);
      expect([tooLate.callCount, late.lines]).to.deep.equal([0, [['error', 'gave up waiting for coda']]]);
      late.tags.destroy();
    });
  });

  it('loads a document script once per document (the scope\'s one loader, http(s) only)', async () => {
    const src = `/test/no-such-tag-${Math.random().toString(36).slice(2)}.js`;
    const scripts = documentScripts(createDocumentScope({ window }));
    const first = scripts.load(src);
    const second = scripts.load(src);
    await Promise.all([first, second].map((p) => p.then(() => expect.fail('a missing script loaded'), (e: Error) => expect(e.message).to.equal(messages.scriptFailed(src)))));
    // Asked twice at once, requested once: resource timing counts requests (the failed tag itself is removed).
    const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(src));
    expect(requests).to.have.length(1);
    await scripts.load('javascript:alert(1)').then(() => expect.fail('javascript: loaded'), () => undefined);
  });
});
