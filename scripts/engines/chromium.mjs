// Chromium for the browser unit tests: Debian's build, driven by Playwright.
import { playwrightLauncher } from '@web/test-runner-playwright';

export function chromium() {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
        // gc() for tests that check a removed element can be collected.
        '--js-flags=--expose-gc'],
    },
  });
}
