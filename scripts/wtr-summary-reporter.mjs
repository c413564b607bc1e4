// Writes the run's test counts to a file so `npm test` can sum every runner
// into its closing `N passed, N failed` line, with the failed tests' names
// (a CI log is often read from its tail, where the runner's own report is long gone).
import { writeFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';

function count(suite, totals, file, path) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      totals.failures.push(`${file} › ${[...path, test.name].join(' › ')}${test.error?.message ? `: ${String(test.error.message).split('\n')[0]}` : ''}`);
    }
  }
  for (const child of suite.suites ?? []) count(child, totals, file, [...path, child.name]);
}

export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals, relative(process.cwd(), session.testFile), []);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.failed++;
          totals.failures.push(`${relative(process.cwd(), session.testFile)}: ${String(session.errors[0]?.message ?? 'failed outside a test').split('\n')[0]}`);
        }
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
