import { expect } from '@open-wc/testing';
import { createHandlers } from '../../demo/api/create-handlers.js';
import sinon from 'sinon';
import { fanPollFeed, nowOnTvFeed } from '../../demo/scripts/feeds.js';
import { scriptHash, scripts, zoneScripts } from '../../demo/scripts/index.js';
import type { DemoTime } from '../../demo/scripts/script-window.js';
import type { ModuleContext, ModuleController } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { moduleContext } from '../support/page-fixtures.js';

type TestWindow = { Triforce?: unknown; TriforceDemoTime?: DemoTime };
const win = window as unknown as TestWindow;
const defined = new Map<string, ModuleController>();

/** Loads a zone's scripts the way the runtime does: one classic script per URL. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Script failed to load at ${src}`));
    document.head.append(script);
  });
}

function zoneHost(): HTMLElement {
  const host = document.createElement('tf-zone');
  document.body.append(host);
  return host;
}

const ctx = (host: HTMLElement, driver: string): ModuleContext => moduleContext({
  zone: 't1_1c',
  driver,
  language: 'eng',
  page: host.parentElement!,
});

/** Every class in a subtree, to check the module's naming. */
const classesIn = (root: Element) => [...root.querySelectorAll('[class]')].flatMap((node) => [...node.classList]);

describe('demo module scripts', () => {
  let savedTriforce: unknown;

  before(async () => {
    savedTriforce = win.Triforce;
    win.Triforce = { defineModule: (driver: string, controller: ModuleController) => defined.set(driver, controller) };
    await startDemoWorker(...createHandlers({ pages: {}, feeds: {}, scripts }));
    const nowOnTv = zoneScripts.nowOnTvZone();
    const names = nowOnTv.libraries!.map((library) => library.script).join(',');
    const hashes = nowOnTv.libraries!.map((library) => library.hash).join(',');
    await loadScript(`/modules/${names}?hash=${hashes}`);
    const fanPoll = zoneScripts.fanPollZone();
    await loadScript(`/modules/${fanPoll.moduleName}?hash=${fanPoll.scriptHash}`);
  });

  after(() => {
    win.Triforce = savedTriforce;
    document.querySelectorAll('tf-zone').forEach((host) => host.remove());
  });

  it('never use innerHTML or other HTML parsing', () => {
    for (const [name, source] of Object.entries(scripts)) {
      expect(source, name).to.not.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|DOMParser/);
    }
  });

  it('are hashed with hashString of their source', () => {
    expect(zoneScripts.fanPollZone().scriptHash).to.equal(scriptHash('fan-poll'));
    expect(() => scriptHash('no-such-script')).to.throw();
  });

  describe('tf-time', () => {
    const now = Date.UTC(2026, 0, 15, 21, 0);
    const minutes = (n: number) => now + n * 60_000;

    it('defines window.TriforceDemoTime', () => {
      expect(win.TriforceDemoTime?.relative).to.be.a('function');
    });

    it('says now, in … and … ago', () => {
      const time = win.TriforceDemoTime!;
      expect(time.relative(now + 20_000, now)).to.equal('now');
      expect(time.relative(minutes(5), now)).to.equal('in 5 min');
      expect(time.relative(minutes(90), now)).to.equal('in 1 h 30 min');
      expect(time.relative(minutes(120), now)).to.equal('in 2 h');
      expect(time.relative(minutes(-12), now)).to.equal('12 min ago');
      expect(time.relative(minutes(3 * 24 * 60), now)).to.equal('in 3 days');
    });

    it('reads 1970-sized timestamps as seconds and ignores non-numbers', () => {
      const time = win.TriforceDemoTime!;
      expect(time.relative(minutes(5) / 1000, now)).to.equal('in 5 min');
      expect(time.relative(Number.NaN, now)).to.equal('');
      expect(time.relative('soon' as unknown as number, now)).to.equal('');
    });
  });

  describe('now-on-tv (ENT_M050)', () => {
    it('draws the show on air and what is up next with relative times', async () => {
      const host = zoneHost();
      // Ten minutes into a half hour, on a frozen Date: read just before a
      // show's start, "up next" would say "now" instead of "in … min".
      const halfHour = 30 * 60_000;
      const now = Math.floor(Date.now() / halfHour) * halfHour + 10 * 60_000;
      const clock = sinon.useFakeTimers({ now, toFake: ['Date'] });
      try {
        await defined.get('ENT_M050')!.render(host, nowOnTvFeed(now), ctx(host, 'ENT_M050'));
      } finally {
        clock.restore();
      }
      const items = host.querySelectorAll('.now-on-tv__item');
      expect(items.length).to.equal(4);
      expect(items[0]!.classList.contains('now-on-tv__item--now')).to.equal(true);
      expect(items[0]!.querySelector('.now-on-tv__badge')!.textContent).to.equal('Now');
      expect(items[0]!.querySelector('[role="progressbar"]')).to.not.equal(null);
      expect(items[1]!.querySelector('.now-on-tv__badge')!.textContent).to.equal('Up next');
      expect(items[1]!.querySelector('.now-on-tv__when')!.textContent).to.match(/· in \d+ (min|h)/);
      expect(host.querySelector('h2')!.textContent).to.equal('Now on TV');
      expect(classesIn(host).every((name) => name.startsWith('now-on-tv__'))).to.equal(true);
      // Styles come from one adopted sheet, never a <style> element.
      expect(document.adoptedStyleSheets.filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.now-on-tv__strip'))).length).to.equal(1);
      expect(document.querySelectorAll('style').length).to.equal(0);
      defined.get('ENT_M050')!.onModuleDestroy?.(host);
    });

    it('shows feed text as text and links only to site paths', async () => {
      const host = zoneHost();
      const now = Date.now();
      const feed = {
        result: {
          title: '<img src=x onerror=alert(1)>',
          items: [
            { title: '<b>Bold</b>', start: now - 60_000, end: now + 60_000, url: 'javascript:alert(1)' },
            { title: 'Later', start: now + 600_000, end: now + 1_200_000, url: '/shows/later' },
          ],
        },
      };
      await defined.get('ENT_M050')!.render(host, feed, ctx(host, 'ENT_M050'));
      expect(host.querySelector('img, b')).to.equal(null);
      expect(host.querySelector('h2')!.textContent).to.equal('<img src=x onerror=alert(1)>');
      const links = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).to.deep.equal(['/shows/later']);
      defined.get('ENT_M050')!.onModuleDestroy?.(host);
    });

    it('says so when nothing is scheduled', async () => {
      const host = zoneHost();
      await defined.get('ENT_M050')!.render(host, { result: { items: [] } }, ctx(host, 'ENT_M050'));
      expect(host.querySelector('.now-on-tv__empty')).to.not.equal(null);
    });
  });

  describe('fan-poll (ENT_M060)', () => {
    it('asks the question with one labelled radio per answer and a disabled vote button', async () => {
      const host = zoneHost();
      await defined.get('ENT_M060')!.render(host, fanPollFeed, ctx(host, 'ENT_M060'));
      expect(host.querySelector('legend')!.textContent).to.equal('Fan poll: Which sketch made you laugh hardest?');
      const radios = [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      expect(radios.length).to.equal(fanPollFeed.result.options.length);
      expect(radios.every((radio) => radio.closest('label')?.textContent)).to.equal(true);
      expect(new Set(radios.map((radio) => radio.name)).size).to.equal(1);
      expect(host.querySelector<HTMLButtonElement>('button')!.disabled).to.equal(true);
      expect(classesIn(host).every((name) => name.startsWith('fan-poll__'))).to.equal(true);
    });

    it('shows percentage bars after a vote, counting it, without a request', async () => {
      const host = zoneHost();
      const feed = { result: { pollId: 'test-poll', question: 'Best?', options: [
        { id: 'a', label: 'A', votes: 2 },
        { id: 'b', label: 'B', votes: 1 },
      ] } };
      await defined.get('ENT_M060')!.render(host, feed, ctx(host, 'ENT_M060'));
      const requests: string[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => requests.push(entry.name)));
      observer.observe({ type: 'resource' });
      const radio = host.querySelector<HTMLInputElement>('input[value="b"]')!;
      radio.click();
      const button = host.querySelector<HTMLButtonElement>('button')!;
      expect(button.disabled).to.equal(false);
      button.click();
      const percents = [...host.querySelectorAll('.fan-poll__percent')].map((node) => node.textContent);
      expect(percents).to.deep.equal(['50%', '50%']);
      expect(host.querySelector('.fan-poll__result--mine')!.textContent).to.contain('B (your vote)');
      const status = host.querySelector('[role="status"]')!;
      expect(status.textContent).to.contain('4 votes');
      expect(document.activeElement).to.equal(status);
      observer.disconnect();
      expect(requests).to.deep.equal([]);

      // The vote is remembered for this page session.
      const again = zoneHost();
      await defined.get('ENT_M060')!.render(again, feed, ctx(again, 'ENT_M060'));
      expect(again.querySelector('form')).to.equal(null);
      expect(again.querySelector('.fan-poll__result--mine')!.textContent).to.contain('B');
    });

    it('says the poll is closed when the feed has no usable poll', async () => {
      const host = zoneHost();
      await defined.get('ENT_M060')!.render(host, { result: { question: 'Lonely?', options: [] } }, ctx(host, 'ENT_M060'));
      expect(host.textContent).to.contain('The poll is closed.');
    });
  });
});
