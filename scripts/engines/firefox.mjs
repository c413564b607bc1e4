// Firefox for the browser unit tests: Debian's Firefox ESR, driven by
// puppeteer-core over WebDriver BiDi (Playwright cannot drive a stock Firefox).
import puppeteer from 'puppeteer-core';
import { chromeLauncher } from '@web/test-runner-chrome';

/** Debian's Firefox ESR unless FIREFOX_PATH names another; the walk (e2e/engines) launches the same. */
export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export function firefox() {
  return chromeLauncher({
    puppeteer,
    launchOptions: {
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: true,
    },
  });
}
