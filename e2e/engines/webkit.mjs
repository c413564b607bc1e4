// WebKitGTK (Debian's webkit2gtk-driver) through webdriverio over WebDriver
// classic, the only protocol its WebKitWebDriver speaks: the client
// primitives the walk's session (session.mjs) is built on. The driver, its
// display and the MiniBrowser's capabilities are the unit tests' launcher's
// (scripts/engines/webkit-driver.mjs).
import { Key, remote } from 'webdriverio';
import { miniBrowserCapabilities, sizeWindow, startWebKitDriver } from '../../scripts/engines/webkit-driver.mjs';

const KEYS = { ArrowDown: Key.ArrowDown, ArrowUp: Key.ArrowUp, ArrowLeft: Key.ArrowLeft, ArrowRight: Key.ArrowRight, Enter: Key.Enter, Escape: Key.Escape, Tab: Key.Tab, Space: Key.Space };

/**
 * A fresh MiniBrowser (a new process: no cookies, no storage) whose page's
 * viewport is `viewport`. WebDriver classic runs no script before the
 * page's own, so `initScript` is run by the session after each load
 * (`earlyInit` false says so).
 */
export async function openWebKit({ viewport }) {
  const driver = await startWebKitDriver();
  let browser;
  try {
    browser = await remote({
      hostname: '127.0.0.1', port: driver.port, logLevel: 'error', connectionRetryTimeout: 120_000,
      capabilities: miniBrowserCapabilities(),
    });
    await browser.setTimeout({ script: 60_000, pageLoad: 60_000 });
    await sizeWindow(browser, viewport);
  } catch (error) {
    driver.stop();
    throw error;
  }
  const pointer = () => browser.action('pointer', { parameters: { pointerType: 'mouse' } });
  return {
    name: 'webkit',
    earlyInit: false,
    version: `MiniBrowser ${browser.capabilities.browserVersion}`,
    goto: (url) => browser.url(url),
    evaluate: (fn, ...args) => browser.execute(fn, ...args),
    evaluateSource: (source) => browser.execute(`${source}\nreturn true;`),
    async clickAt(x, y) {
      await pointer().move({ x, y, origin: 'viewport' }).down({ button: 0 }).up({ button: 0 }).perform();
    },
    /** Presses at (x, y), moves `dx` sideways in ten steps, and releases. */
    async drag(x, y, dx) {
      let chain = pointer().move({ x, y, origin: 'viewport' }).down({ button: 0 });
      for (let i = 1; i <= 10; i++) chain = chain.move({ x: Math.round(x + (dx * i) / 10), y, origin: 'viewport', duration: 16 });
      await chain.up({ button: 0 }).perform();
    },
    press: (key) => browser.keys([KEYS[key] ?? key]),
    type: (text) => browser.keys(text.split('')),
    async setCookie(_origin, name, value) {
      await browser.setCookies({ name, value, path: '/', sameSite: 'Lax' });
    },
    async cookie(name) {
      return (await browser.getCookies([name]))[0]?.value;
    },
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        driver.stop();
      }
    },
  };
}
