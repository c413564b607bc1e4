// `npm test`: every check CI runs, one after another, then the one closing
// line `N passed, N failed` summing every runner (type check and lint count
// as one test each). A runner that crashes without a count is one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { engines } from './engines/index.mjs';

const totals = { passed: 0, failed: 0 };
const lines = [];
/** The failed tests' names, by runner, printed again just above the closing lines. */
const failures = [];

function run(name, command, args, count, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env, FORCE_COLOR: '0' } });
  const seconds = Math.round((Date.now() - started) / 1000);
  // A runner killed from outside, or one that exits without its report, says nothing itself: say how it ended.
  if (result.status !== 0) console.log(`=== ${name} ended by ${result.signal ? `signal ${result.signal}` : result.error ? String(result.error) : `exit code ${result.status}`}`);
  const counted = count?.(result.status) ?? (result.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  if (result.status !== 0 && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  lines.push(`${name}: ${counted.passed} passed, ${counted.failed} failed (${seconds} s)`);
}

/** A node test run's counts, from its TAP report. */
function tapCounts(file) {
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const pick = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
  return { passed: pick('pass'), failed: pick('fail') };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The first lines of a failed attempt's error: CI keeps only the log's tail,
 * so the reason must travel with the name to the closing lines.
 */
function errorHead(test) {
  const error = (test.results ?? []).map((result) => result.error).find(Boolean);
  // eslint-disable-next-line no-control-regex -- the report keeps the terminal's colour codes
  const text = String(error?.message ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  const head = text.split('\n').filter((line) => line.trim() !== '').slice(0, 12);
  const at = error?.location ? [`at ${error.location.file.replace(`${process.cwd()}/`, '')}:${error.location.line}`] : [];
  return [...head, ...at].map((line) => `\n      ${line.slice(0, 240)}`).join('');
}

/** Playwright's JSON report: the tests whose outcome was not the expected one (failed or flaky), each with its error's first lines. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') out.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${test.status})${errorHead(test)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.']);
run('node', 'node', ['--test', '--test-reporter=tap', '--test-reporter-destination=test-results/node.tap',
  '--test-reporter=spec', '--test-reporter-destination=stdout', 'test/node/'], () => tapCounts('test-results/node.tap'));
/**
 * The test folders each run of an engine's unit tests takes: every folder in
 * one run, but WebKit's in three, each in a MiniBrowser of its own. One
 * session through every file ended silently (web-test-runner exiting 1, no
 * report) in two runs of three on a loaded 2-core machine, both times around
 * the 170th file, while each part alone passed. Every folder is in a part.
 */
function unitParts(engine) {
  if (engine !== 'webkit') return [undefined];
  const folders = readdirSync('test', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node', 'pack', 'support'].includes(entry.name)).map((entry) => entry.name);
  const parts = [['demo', 'elements'], ['runtime']];
  return [...parts, folders.filter((folder) => !parts.flat().includes(folder))];
}

// The browser unit tests, once per engine (`TF_ENGINES` picks some: `TF_ENGINES=firefox npm test`).
for (const engine of (process.env.TF_ENGINES || Object.keys(engines).join(',')).split(',')) {
  const parts = unitParts(engine);
  parts.forEach((folders, i) => {
    const name = parts.length > 1 ? `browser (${engine}, ${folders.join(' ')})` : `browser (${engine})`;
    const files = folders ? ['--files', ...folders.flatMap((folder) => [`test/${folder}/**/*.test.ts`, `test/${folder}/**/*.test.tsx`])] : [];
    const summaryFile = `test-results/wtr-summary-${engine}${folders ? `-${i + 1}` : ''}.json`;
    rmSync(summaryFile, { force: true });
    run(name, 'npx', ['wtr', '--config', 'web-test-runner.config.mjs', ...files], () => {
      const summary = readJson(summaryFile);
      for (const failed of summary?.failures ?? []) failures.push(`${name}: ${failed}`);
      return summary ? { passed: summary.passed, failed: summary.failed } : { passed: 0, failed: 1 };
    }, { TF_ENGINE: engine, ...(folders ? { TF_WTR_PART: String(i + 1) } : {}) });
  });
}
run('build', 'npm', ['run', 'build', '--silent']);
// The package packed, installed into a scratch app and type-checked there: it needs the build.
run('pack', 'node', ['--test', '--test-reporter=tap', '--test-reporter-destination=test-results/pack.tap',
  '--test-reporter=spec', '--test-reporter-destination=stdout', 'test/pack/'], () => tapCounts('test-results/pack.tap'));
run('e2e', 'npx', ['playwright', 'test'], () => {
  const report = readJson('test-results/playwright.json');
  if (!report) return { passed: 0, failed: 1 };
  const stats = report.stats ?? {};
  for (const name of playwrightFailures(report)) failures.push(`e2e: ${name}`);
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
});

// The visitors' walk in the engines Playwright cannot drive here, one engine per run (`TF_WALK_ENGINES` picks).
for (const engine of (process.env.TF_WALK_ENGINES || 'firefox,webkit').split(',')) {
  // A run that dies before writing its report must not be read as the last one's.
  rmSync('test-results/walk.json', { force: true });
  run(`walk (${engine})`, 'node', ['e2e/engines/run.mjs'], () => {
    const report = readJson('test-results/walk.json');
    return report ? { passed: report.passed, failed: report.failed } : { passed: 0, failed: 1 };
  }, { TF_WALK_ENGINES: engine });
}

console.log('\n' + lines.join('\n'));
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
