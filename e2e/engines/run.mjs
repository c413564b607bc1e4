// `node e2e/engines/run.mjs`: the visitors' walk (walk.mjs) in the engines
// Playwright cannot drive here, against the built demo served by the
// production server exactly as the Playwright suite serves it. It builds
// nothing: `npm run build` first. `TF_WALK_ENGINES` picks engines (default
// `firefox,webkit`). Writes test-results/walk.json (`passed`/`failed`, one
// count per step per engine, and each engine's figures) and
// test-results/walk.log; exits non-zero when a step failed.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { startSite } from '../../bench/site.mjs';
import { openFirefox } from './firefox.mjs';
import { freePort } from '../../scripts/engines/processes.mjs';
import { installRecorder } from './in-page.mjs';
import { createSession } from './session.mjs';
import { walkSteps } from './walk.mjs';
import { openWebKit } from './webkit.mjs';

const ENGINES = { firefox: openFirefox, webkit: openWebKit };
const VIEWPORT = { width: 1280, height: 900 };
/** A step still running after this is failed, and its browser replaced: a hung client call must not hang the run. */
const STEP_MS = 180_000;
const OUT = new URL('./.out/', import.meta.url);

const lines = [];
const log = (line) => {
  console.log(line);
  lines.push(line);
};

/** The suite's own TypeScript the walk shares (the page list, the consent cookie), bundled for node as the bench does. */
async function loadShared() {
  mkdirSync(OUT, { recursive: true });
  const outfile = new URL('shared.mjs', OUT).pathname;
  await build({
    stdin: {
      contents: [
        "export { SITE_PAGES, DEVELOPER_PAGES } from './e2e/support/demo-pages.ts';",
        "export { choiceString } from './demo/cmp/consent-cookie.ts';",
        "export { TC_COOKIE } from './demo/cmp/purposes.ts';",
        "export { decodeTcString } from './demo/cmp/tc-string.ts';",
      ].join('\n'),
      resolveDir: new URL('../..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'warning',
  });
  return import(`${outfile}?${Date.now()}`);
}

function withCeiling(promise, ms, what) {
  let timer;
  const ceiling = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} still running after ${ms / 1000} s`)), ms); });
  return Promise.race([promise, ceiling]).finally(() => clearTimeout(timer));
}

/**
 * Runs every step in one engine. A `fresh` step gets a browser of its own;
 * the others share one whose visitor rejected everything (the Chromium
 * suite's default, e2e/support/consent.ts), replaced should a step hang.
 */
async function walkEngine(name, origin, shared) {
  const open = async () => createSession(await ENGINES[name]({ viewport: VIEWPORT, initScript: { fn: installRecorder, args: [true] } }), origin);
  const counts = { passed: 0, failed: 0, preloadErrors: 0, failedOnlyOnPreload: 0 };
  let shared_session;
  let version = '';
  const started = Date.now();
  // TF_WALK_STEPS (words of step names, comma-separated) runs only the steps naming one: for working on a step.
  const only = (process.env.TF_WALK_STEPS || '').split(',').map((word) => word.trim()).filter(Boolean);
  for (const step of walkSteps(shared).filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)))) {
    const stepStarted = Date.now();
    let session;
    let failure;
    try {
      if (step.fresh) {
        session = await open();
      } else {
        if (!shared_session) {
          shared_session = await open();
          await shared_session.goto('/legal/terms.html');
          await shared_session.client.setCookie(origin, shared.TC_COOKIE, shared.choiceString([], Date.now()).tcString);
        }
        session = shared_session;
      }
      version ||= session.client.version;
      await withCeiling(step.run(session), STEP_MS, 'the step');
      const findings = await session.findings();
      if (!findings) throw new Error('the recorder was not in the page');
      counts.preloadErrors += findings.preloadErrors.length;
      const problems = [
        ...findings.errors.map((e) => `error: ${e}`),
        ...findings.preloadErrors.map((e) => `error (modulepreload): ${e}`),
        ...findings.csp.map((e) => `CSP violation: ${e}`),
      ];
      if (problems.length) {
        // Counted apart so the log tells a step that fails only on Firefox's modulepreload event from a broken one.
        if (problems.length === findings.preloadErrors.length) counts.failedOnlyOnPreload += 1;
        throw new Error(`the page reported:\n    ${problems.join('\n    ')}`);
      }
    } catch (error) {
      failure = error;
      if (!step.fresh && shared_session && /still running/.test(String(error.message))) {
        await shared_session.client.close().catch(() => undefined);
        shared_session = undefined;
      }
    } finally {
      if (step.fresh && session) await session.client.close().catch(() => undefined);
    }
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (failure) {
      counts.failed += 1;
      log(`  ✗ [${name}] ${step.name} (${seconds} s)\n    ${String(failure.message ?? failure).replace(/\n/g, '\n    ')}`);
    } else {
      counts.passed += 1;
      log(`  ✓ [${name}] ${step.name} (${seconds} s)`);
    }
  }
  if (shared_session) await shared_session.client.close().catch(() => undefined);
  return { ...counts, version, seconds: Math.round((Date.now() - started) / 1000) };
}

if (!existsSync('dist/server.mjs')) {
  console.error('e2e/engines: dist/server.mjs is missing; run `npm run build` first');
  process.exit(1);
}
const engines = (process.env.TF_WALK_ENGINES || 'firefox,webkit').split(',').map((e) => e.trim()).filter(Boolean);
const unknown = engines.filter((e) => !ENGINES[e]);
if (unknown.length) {
  console.error(`TF_WALK_ENGINES: not an engine: ${unknown.join(', ')} (${Object.keys(ENGINES).join(', ')})`);
  process.exit(1);
}

const shared = await loadShared();
const site = await startSite(await freePort());
const results = {};
try {
  for (const name of engines) {
    log(`\n=== walk in ${name}`);
    results[name] = await walkEngine(name, site.origin, shared);
    const r = results[name];
    log(`${name} (${r.version}): ${r.passed} passed, ${r.failed} failed in ${r.seconds} s; modulepreload error events: ${r.preloadErrors}, steps failed on nothing else: ${r.failedOnlyOnPreload}`);
  }
} finally {
  await site.stop();
}
const passed = Object.values(results).reduce((sum, r) => sum + r.passed, 0);
const failed = Object.values(results).reduce((sum, r) => sum + r.failed, 0);
log(`\nwalk: ${passed} passed, ${failed} failed`);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/walk.json', JSON.stringify({ passed, failed, engines: results }, null, 2) + '\n');
writeFileSync('test-results/walk.log', lines.join('\n') + '\n');
process.exit(failed === 0 ? 0 : 1);
