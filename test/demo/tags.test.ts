import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import sinon from 'sinon';
import { REPORTING_MODULE_PATH, type SocialEvent } from '../../demo/api/tags-handlers.js';
import { ensureFbq } from '../../runtime/tracking/tags/social-pixel.js';
import { startDemoWorker } from '../support/demo-worker.js';

type StandInWindow = Window & {
  fbq?: ((...args: unknown[]) => void) & { getState?(): { pixels: string[] } };
  _fbq?: unknown;
  coda?: { init(): void; ready: boolean };
  ENT_Reporting?: { version: string };
  LTNSurvey?: { evaluate(page: { pageName: string; url: string }): boolean; close(): void; rule: { cookie: string; cookieDays: number } };
};
const win = window as StandInWindow;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Loads a stand-in as pages do: a classic script by URL. */
function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${src}?${Math.random()}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

async function socialEvents(): Promise<SocialEvent[]> {
  return ((await (await fetch('/fb/recent')).json()) as { events: SocialEvent[] }).events;
}

describe('the tags\' stand-ins and their demo servers', () => {
  before(() => startDemoWorker());
  afterEach(() => sinon.restore());

  it('answers the reporting module, a script that starts once', async () => {
    const response = await fetch(REPORTING_MODULE_PATH);
    expect(response.headers.get('content-type')).to.match(/^text\/javascript/);
    expect(response.headers.get('cache-control')).to.match(/max-age=\d+/);
    const started: unknown[] = [];
    document.addEventListener('ent-reporting:started', (e) => started.push((e as CustomEvent).detail), { once: false });
    await load(REPORTING_MODULE_PATH);
    await load(REPORTING_MODULE_PATH);
    expect(win.ENT_Reporting?.version).to.be.a('string');
    expect(started).to.have.length(1);
    delete win.ENT_Reporting;
  });

  it('the Meta pixel stand-in replays the snippet\'s queue and sends each event to /fb/tr', async () => {
    const pixelId = `px${Math.random().toString(36).slice(2, 8)}`;
    const fbq = ensureFbq(window);
    fbq('init', pixelId);
    fbq('track', 'PageView');
    await load('/demo/public/vendor/fbevents.js');
    // The library took over the stub: later calls go straight out.
    expect(win.fbq).to.equal(fbq);
    win.fbq!('track', 'ViewContent', { content_ids: 'clip-1' });
    await waitUntil(async () => (await socialEvents()).filter((e) => e.pixelId === pixelId).length === 2, 'two events collected');
    const mine = (await socialEvents()).filter((e) => e.pixelId === pixelId);
    expect(mine.map((e) => e.event)).to.deep.equal(['PageView', 'ViewContent']);
    expect(mine[0]!.url).to.equal(window.location.href);
    expect(win.fbq!.getState!().pixels).to.include(pixelId);
    delete win.fbq;
    delete win._fbq;
  });

  it('the coda stand-in appears shortly after it runs, and init() announces it once', async () => {
    const ready: unknown[] = [];
    document.addEventListener('coda:ready', (e) => ready.push((e as CustomEvent).detail));
    await load('/demo/public/vendor/coda.js');
    expect(win.coda).to.equal(undefined);
    await waitUntil(() => win.coda !== undefined, 'coda defined');
    win.coda!.init();
    win.coda!.init();
    expect([win.coda!.ready, ready.length]).to.deep.equal([true, 1]);
    delete win.coda;
  });

  describe('the survey intercept', () => {
    before(() => load('/demo/public/vendor/survey.js'));
    const clearCookie = () => { document.cookie = `${win.LTNSurvey!.rule.cookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`; };
    beforeEach(clearCookie);
    afterEach(() => {
      win.LTNSurvey!.close();
      clearCookie();
    });

    it('shows a named, non-modal dialog to every visitor (rule 100 %) and reports each evaluation', () => {
      const evaluated: unknown[] = [];
      document.addEventListener('ltnsurvey:evaluated', (e) => evaluated.push((e as CustomEvent).detail));
      expect(win.LTNSurvey!.evaluate({ pageName: 'laughtrack/home', url: 'https://site.test/' })).to.equal(true);
      const dialog = document.querySelector('dialog.ltn-survey') as HTMLDialogElement;
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(false);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Got a minute?');
      expect(document.cookie).to.contain(`${win.LTNSurvey!.rule.cookie}=`);
      // Escape closes it; the next page does not show it again.
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(document.querySelector('dialog.ltn-survey')).to.equal(null);
      expect(win.LTNSurvey!.evaluate({ pageName: 'laughtrack/shows', url: 'https://site.test/shows' })).to.equal(false);
      expect(evaluated).to.deep.equal([
        { pageName: 'laughtrack/home', url: 'https://site.test/', shown: true },
        { pageName: 'laughtrack/shows', url: 'https://site.test/shows', shown: false },
      ]);
    });

    it('is not shown again for 7 days after it was shown', () => {
      // Date only: the cookie the browser keeps expires in real time, the rule reads the time it holds.
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
      expect(win.LTNSurvey!.evaluate({ pageName: 'a/home', url: '/' })).to.equal(true);
      win.LTNSurvey!.close();
      clock.tick(7 * DAY_MS - 1);
      expect(win.LTNSurvey!.evaluate({ pageName: 'a/home', url: '/' })).to.equal(false);
      clock.tick(1);
      expect(win.LTNSurvey!.evaluate({ pageName: 'a/home', url: '/' })).to.equal(true);
    });

    it('its buttons thank and close', () => {
      win.LTNSurvey!.evaluate({ pageName: 'a/home', url: '/' });
      const dialog = document.querySelector('dialog.ltn-survey')!;
      (dialog.querySelector('button[data-take]') as HTMLButtonElement).click();
      expect(dialog.querySelector('p')!.textContent).to.match(/^Thank you/);
      const close = dialog.querySelector('button') as HTMLButtonElement;
      expect([close.textContent, document.activeElement]).to.deep.equal(['Close', close]);
      close.click();
      expect(document.querySelector('dialog.ltn-survey')).to.equal(null);
    });
  });
});
