// Writes the run's test counts to a file so `npm test` can sum every runner
// into its closing `N passed, N failed` line.
import { writeFileSync, mkdirSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed++;
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
