// Firefox for the browser unit tests: Debian's Firefox ESR, driven by
// puppeteer-core over WebDriver BiDi (Playwright cannot drive a stock Firefox).
import puppeteer from 'puppeteer-core';
import { chromeLauncher } from '@web/test-runner-chrome';

export function firefox() {
  return chromeLauncher({
    puppeteer,
    launchOptions: {
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
      headless: true,
    },
  });
}
