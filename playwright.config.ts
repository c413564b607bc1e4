import { defineConfig } from '@playwright/test';

// TF_E2E_PORT lets several checkouts run their suites side by side.
const port = Number(process.env.TF_E2E_PORT ?? 5174);

/**
 * End-to-end flows against the built demo served by the production server
 * (`node dist/server.mjs`, what `npm start` runs after the build): content
 * API, headers and all. Debian's Chromium is used: no browser downloads here.
 */
export default defineConfig({
  testDir: 'e2e',
  // Ceilings for waits on state, not pauses: a loaded 2-core machine (CI, or
  // a second suite beside this one) can take several times a quiet one's time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node dist/server.mjs',
    env: { HOST: '127.0.0.1', PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
