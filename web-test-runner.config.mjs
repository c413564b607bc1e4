import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { reactEsmPlugin } from './scripts/wtr-react-plugin.mjs';
import { summaryReporter } from './scripts/wtr-summary-reporter.mjs';
import { defaultReporter } from '@web/test-runner';

/** Prepends test/support/setup.ts to every test file (see the reason there). */
function testSetupPlugin() {
  return {
    name: 'test-setup',
    transform(context) {
      if (/^\/test\/.+\.test\.tsx?$/.test(context.path)) {
        return { body: `import '/test/support/setup.ts'; ${context.body}` };
      }
      return undefined;
    },
  };
}

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  rootDir: '.',
  concurrency: 2,
  // A ceiling, not a pause: a loaded 2-core machine took over 10 s to load every island chunk of home.
  testFramework: { config: { timeout: 30000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
          // gc() for tests that check a removed element can be collected.
          '--js-flags=--expose-gc'],
      },
    }),
  ],
  plugins: [
    reactEsmPlugin(),
    testSetupPlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json',
      loaders: { '.tsx': 'tsx' } }),
  ],
  // The msw worker must be served from the root of the test server's origin.
  middleware: [
    function mswWorker(context, next) {
      if (context.path === '/mockServiceWorker.js') context.url = '/node_modules/msw/lib/mockServiceWorker.js';
      return next();
    },
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
