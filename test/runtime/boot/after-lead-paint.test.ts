import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { bootAfterLeadPaint, BOOT_ENTRY_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE, LEAD_PAINT_WAIT_MS } from '../../../runtime/boot/after-lead-paint.js';

/**
 * The boot of a server-drawn page: the runtime's entry is imported once the
 * lead picture has painted (its load or error, then a frame), or after
 * `LEAD_PAINT_WAIT_MS`, never twice; its island chunks are preloaded just
 * before. Frames and timers are faked, so "not yet" is checked past each deadline.
 */
describe('bootAfterLeadPaint', () => {
  let clock: sinon.SinonFakeTimers;
  const added: Element[] = [];
  beforeEach(() => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })));
  afterEach(() => {
    clock.restore();
    for (const element of added.splice(0)) element.remove();
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"][href*="/boot-test/"]')) link.remove();
  });

  function bootScript(entry: string, preload = ''): HTMLScriptElement {
    const script = document.createElement('script');
    script.setAttribute(BOOT_ENTRY_ATTRIBUTE, entry);
    script.setAttribute(BOOT_PRELOAD_ATTRIBUTE, preload);
    return script;
  }

  /** The page's lead picture, still loading until the test says otherwise. */
  function leadPicture(): HTMLImageElement {
    const img = document.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    Object.defineProperty(img, 'complete', { value: false });
    document.body.append(img);
    added.push(img);
    return img;
  }

  function boot(script: HTMLScriptElement) {
    const loaded: string[] = [];
    const preloadedAtLoad: string[][] = [];
    const done = bootAfterLeadPaint(document, script, {
      load: async (url) => {
        preloadedAtLoad.push([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][href*="/boot-test/"]')].map((l) => l.href));
        loaded.push(url);
      },
    });
    return { loaded, preloadedAtLoad, done };
  }

  it('without a lead picture, imports the entry after one frame, its chunks preloaded first', async () => {
    const { loaded, preloadedAtLoad, done } = boot(bootScript('/boot-test/index.js', '/boot-test/hero.js  /boot-test/react.js'));
    expect(loaded).to.deep.equal([]);
    await clock.tickAsync(20);
    await done;
    expect(loaded).to.deep.equal([new URL('/boot-test/index.js', location.href).href]);
    expect(preloadedAtLoad).to.deep.equal([[new URL('/boot-test/hero.js', location.href).href, new URL('/boot-test/react.js', location.href).href]]);
    // As written, so the bundler's preload helper finds it by its attribute and adds no second one.
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/boot-test/hero.js"]')!;
    expect(link.crossOrigin).to.equal('anonymous');
  });

  it('waits for the lead picture, then for the frame that paints it', async () => {
    const img = leadPicture();
    const { loaded, done } = boot(bootScript('/boot-test/index.js'));
    await clock.tickAsync(LEAD_PAINT_WAIT_MS - 100);
    expect(loaded, 'not while the picture loads').to.deep.equal([]);
    img.dispatchEvent(new Event('load'));
    expect(loaded, 'not before its frame').to.deep.equal([]);
    await clock.tickAsync(20);
    await done;
    expect(loaded).to.have.length(1);
    await clock.tickAsync(LEAD_PAINT_WAIT_MS);
    expect(loaded, 'once').to.have.length(1);
  });

  it('starts as well when the lead picture fails', async () => {
    const img = leadPicture();
    const { loaded, done } = boot(bootScript('/boot-test/index.js'));
    img.dispatchEvent(new Event('error'));
    await clock.tickAsync(20);
    await done;
    expect(loaded).to.have.length(1);
  });

  it(`starts after ${LEAD_PAINT_WAIT_MS} ms when the lead picture has not arrived, and not again when it does`, async () => {
    const img = leadPicture();
    const { loaded, done } = boot(bootScript('/boot-test/index.js'));
    await clock.tickAsync(LEAD_PAINT_WAIT_MS - 1);
    expect(loaded).to.deep.equal([]);
    await clock.tickAsync(1);
    await done;
    expect(loaded).to.have.length(1);
    img.dispatchEvent(new Event('load'));
    await clock.tickAsync(100);
    expect(loaded).to.have.length(1);
  });

  it('refuses an entry that is not an http(s) address, and skips such chunks', async () => {
    const refused = boot(bootScript('javascript:alert(1)'));
    let error: unknown;
    await refused.done.catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal(`The boot script's ${BOOT_ENTRY_ATTRIBUTE} is not an http(s) address`);
    await clock.tickAsync(LEAD_PAINT_WAIT_MS);
    expect(refused.loaded).to.deep.equal([]);
    const { preloadedAtLoad, done } = boot(bootScript('/boot-test/index.js', 'javascript:alert(1) /boot-test/ok.js'));
    await clock.tickAsync(20);
    await done;
    expect(preloadedAtLoad).to.deep.equal([[new URL('/boot-test/ok.js', location.href).href]]);
  });
});
