// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi:
// the client primitives the walk's session (session.mjs) is built on.
import puppeteer from 'puppeteer-core';
import { firefoxPath } from '../../scripts/engines/firefox.mjs';

/**
 * A fresh browser (a fresh profile: no cookies, no storage) showing one page
 * of `viewport`. `initScript` runs in every new document before its own
 * scripts (a BiDi preload script).
 */
export async function openFirefox({ viewport, initScript }) {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, protocolTimeout: 120_000 });
  const [page] = await browser.pages();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(initScript.fn, ...initScript.args);
  return {
    name: 'firefox',
    earlyInit: true,
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    evaluateSource: (source) => page.evaluate(source),
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    /** Presses at (x, y), moves `dx` sideways in ten steps as a hand would, and releases. */
    async drag(x, y, dx) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y, { steps: 2 });
      await page.mouse.up();
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async setCookie(origin, name, value) {
      await page.setCookie({ name, value, url: origin, sameSite: 'Lax' });
    },
    async cookie(name) {
      return (await page.cookies()).find((c) => c.name === name)?.value;
    },
    close: () => browser.close(),
  };
}
