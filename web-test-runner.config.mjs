import { esbuildPlugin } from '@web/dev-server-esbuild';
import { reactEsmPlugin } from './scripts/wtr-react-plugin.mjs';
import { summaryReporter } from './scripts/wtr-summary-reporter.mjs';
import { defaultReporter } from '@web/test-runner';
import { readFileSync } from 'node:fs';
import { selectedEngine } from './scripts/engines/index.mjs';

/** package.json's version, which the builds give the runtime as `__TF_VERSION__` (runtime/constants.ts). */
const VERSION = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

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

const engine = selectedEngine();
/** A part of an engine's run (npm test runs WebKit's in parts) writes a summary of its own. */
const part = process.env.TF_WTR_PART ? `-${process.env.TF_WTR_PART}` : '';

export default {
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  rootDir: '.',
  concurrency: engine.concurrency,
  // A ceiling, not a pause: a loaded 2-core machine took over 10 s to load every island chunk of home.
  testFramework: { config: { timeout: 30000 } },
  // Also a ceiling: Firefox took over 30 s to open its first page on a loaded 2-core machine.
  browserStartTimeout: 120000,
  browsers: [engine.launcher()],
  plugins: [
    reactEsmPlugin(),
    testSetupPlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json',
      loaders: { '.tsx': 'tsx' }, define: { __TF_VERSION__: JSON.stringify(VERSION) } }),
  ],
  // The msw worker must be served from the root of the test server's origin.
  middleware: [
    function mswWorker(context, next) {
      if (context.path === '/mockServiceWorker.js') context.url = '/node_modules/msw/lib/mockServiceWorker.js';
      return next();
    },
  ],
  reporters: [defaultReporter(), summaryReporter(`test-results/wtr-summary-${engine.name}${part}.json`)],
};
