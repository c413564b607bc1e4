import { chai } from '@open-wc/testing';

/**
 * Injected into every browser test file (web-test-runner.config.mjs). A failed
 * assertion's `actual`/`expected` travel from the browser to the runner; some
 * values cannot make that trip (sinon stubs, URL and DOM objects) and the file
 * then hangs until the 120 s limit instead of reporting the failure. Sending
 * them as inspected strings keeps every failure a prompt, readable failure.
 */
afterEach(function sendableAssertionValues(this: Mocha.Context) {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!error) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = error[key];
    if (key in error && typeof value !== 'string') error[key] = chai.util.inspect(value);
  }
});
