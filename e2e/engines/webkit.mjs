// WebKitGTK (Debian's webkit2gtk-driver) through webdriverio over WebDriver
// classic, the only protocol its WebKitWebDriver speaks: the client
// primitives the walk's session (session.mjs) is built on. The MiniBrowser
// needs a display: without DISPLAY an Xvfb of our own is started.
import { spawn } from 'node:child_process';
import { Key, remote } from 'webdriverio';
import { freePort, waitForOutput, waitForPort } from './processes.mjs';

const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const KEYS = { ArrowDown: Key.ArrowDown, ArrowUp: Key.ArrowUp, ArrowLeft: Key.ArrowLeft, ArrowRight: Key.ArrowRight, Enter: Key.Enter, Escape: Key.Escape, Tab: Key.Tab, Space: Key.Space };

/** An Xvfb on the first free display number (it writes the number it took on fd 3), or none when there is a display. */
async function startDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => undefined };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const number = (await waitForOutput(xvfb, xvfb.stdio[3], /^(\d+)\s*$/m, 'Xvfb')).trim();
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * A fresh MiniBrowser (a new process: no cookies, no storage) whose page's
 * viewport is `viewport`. WebDriver classic runs no script before the
 * page's own, so `initScript` is run by the session after each load
 * (`earlyInit` false says so).
 */
export async function openWebKit({ viewport }) {
  const display = await startDisplay();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DISPLAY: display.display } });
  let browser;
  try {
    await waitForPort(driver, port, 'WebKitWebDriver');
    browser = await remote({
      hostname: '127.0.0.1', port, logLevel: 'error', connectionRetryTimeout: 120_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        'wdio:enforceWebDriverClassic': true,
      },
    });
    await browser.setTimeout({ script: 60_000, pageLoad: 60_000 });
    // The window includes the browser's own chrome: size it until the page's viewport is what was asked.
    await browser.setWindowSize(viewport.width, viewport.height);
    const inner = await browser.execute(() => [innerWidth, innerHeight]);
    await browser.setWindowSize(viewport.width * 2 - inner[0], viewport.height * 2 - inner[1]);
  } catch (error) {
    driver.kill();
    display.stop();
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
        driver.kill();
        display.stop();
      }
    },
  };
}
