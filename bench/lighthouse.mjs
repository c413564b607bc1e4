// Lighthouse lines of the performance figures: `lighthouse-{page}` for the demo's home, a
// show page and a full-episode player page as `npm start` serves them, with
// Lighthouse's default config (mobile form factor, simulated throttling) and
// the system's Chromium. Each line: the four category scores, FCP, LCP, TBT,
// CLS, the machine's benchmark index (Lighthouse's measure of the CPU the
// figures were taken on: its throttling assumes a machine near 1,000-2,000,
// and a figure taken elsewhere is only comparable beside it), and the ids of
// the audits that fail, so the output says what stands in the way. BENCH_LH_RUNS=N runs each page N times and reports the median run.
// The full report of each reported run is written to bench/.out/.
import { mkdirSync, writeFileSync } from 'node:fs';

/** The pages of the figure (demo/content/pages.ts). */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'show', path: '/shows/desk-jockeys' },
  { name: 'player', path: '/full-episodes/desk-jockeys-s4e1' },
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

/** The targets of a server-drawn first visit, for the note: scores out of 100, times in ms. */
export const TARGETS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, fcp: 1000, lcp: 1600, tbt: 150, cls: 0 };

/** Lighthouse's report calls an audit passed from this score on. */
const PASS = 0.9;
/**
 * Audit groups the summary leaves out: the metrics, printed as numbers, and
 * in performance the `hidden` group, Lighthouse 12's insight audits, which
 * repeat the diagnostics. Elsewhere a hidden audit that fails is listed (it
 * weighs nothing in the score but names a real fault, e.g.
 * label-content-name-mismatch).
 */
const skipped = (category, group) => group === 'metrics' || (category === 'performance' && group === 'hidden');
/** Longer display values (lists, sentences) are left to the saved report. */
const MAX_SHOWN = 32;

/**
 * Turns a Lighthouse result (LHR JSON) into what the bench prints:
 * `scores` per category (0–100, null when the category errored), `fcp`,
 * `lcp` and `tbt` in ms, `cls`, `benchmarkIndex` (NaN when absent), and `failing`: per category, its audits scored below
 * PASS, each once, under the first category that lists it, as
 * `id` or `id (displayValue)` (e.g. `prioritize-lcp-image (saves 1,400 ms)`).
 * Left out: audits without a score (informative, not applicable) and the
 * groups of `skipped`.
 * `runtimeError`: Lighthouse's own error code when the page could not be audited.
 * Pure.
 */
export function summarizeLhr(lhr) {
  const scores = {};
  const failing = {};
  const seen = new Set();
  for (const id of CATEGORIES) {
    const category = lhr.categories?.[id];
    scores[id] = typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
    const ids = [];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (seen.has(ref.id) || skipped(id, ref.group) || typeof audit?.score !== 'number' || audit.score >= PASS) continue;
      seen.add(ref.id);
      const display = typeof audit.displayValue === 'string' ? audit.displayValue.replace(/^Est savings of /, 'saves ') : '';
      const shown = display && display.length <= MAX_SHOWN ? ` (${display})` : '';
      ids.push(ref.id + shown);
    }
    if (ids.length > 0) failing[id] = ids;
  }
  const value = (id) => (typeof lhr.audits?.[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : NaN);
  return {
    scores,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : NaN,
    failing,
    runtimeError: lhr.runtimeError?.code,
  };
}

/**
 * The run to report out of several of one page: the one with the median
 * performance score (lower middle for an even count), ties broken by LCP.
 * Pure; `runs` are summarizeLhr results.
 */
export function medianRun(runs) {
  const score = (run) => run.scores.performance ?? -1;
  const sorted = [...runs].sort((a, b) => score(a) - score(b) || a.lcp - b.lcp);
  return sorted[(sorted.length - 1) >> 1];
}

const time = (ms) => (Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`) : 'n/a');

/**
 * One bench line's value and note for a summary:
 * value `77/96/100/92` (perf/a11y/bp/seo), note with the metrics, the
 * machine's benchmark index, the targets missed and the failing audits.
 */
export function formatSummary(summary, runs = 1) {
  const { scores, fcp, lcp, tbt, cls, failing, benchmarkIndex } = summary;
  const value = CATEGORIES.map((id) => scores[id] ?? '-').join('/');
  const missed = [
    ...CATEGORIES.filter((id) => scores[id] !== null && scores[id] < TARGETS[id]).map((id) => SHORT[id]),
    ...(fcp > TARGETS.fcp ? ['FCP'] : []),
    ...(lcp > TARGETS.lcp ? ['LCP'] : []),
    ...(tbt > TARGETS.tbt ? ['TBT'] : []),
    ...(cls > TARGETS.cls ? ['CLS'] : []),
  ];
  const audits = Object.entries(failing).map(([id, ids]) => `${SHORT[id]}: ${ids.join(', ')}`).join('; ');
  const index = Number.isFinite(benchmarkIndex) ? `; benchmarkIndex ${Math.round(benchmarkIndex)}` : '';
  const note = `(perf/a11y/bp/seo; FCP ${time(fcp)}, LCP ${time(lcp)}, TBT ${time(tbt)}, CLS ${Number.isFinite(cls) ? cls.toFixed(3) : 'n/a'}${index}` +
    `${runs > 1 ? `; median of ${runs} runs` : ''}; ${missed.length > 0 ? `short of target: ${missed.join(', ')}` : 'every target met'})` +
    `${summary.runtimeError ? ` error ${summary.runtimeError}` : ''}${audits ? ` failing: ${audits}` : ''}`;
  return { value, note };
}

/**
 * Audits every page of LIGHTHOUSE_PAGES on `origin` `runs` times in one
 * headless Chromium (debugging port `port`) and returns, per page,
 * `{ name, path, summary, runs }` for the median run.
 */
export async function lighthousePages(origin, { runs = 1, port, chromeFlags = [], outDir = 'bench/.out' } = {}) {
  // Loaded here, not at the top: the pure summary above is tested without them.
  const { default: lighthouse } = await import('lighthouse');
  // Lighthouse's own launcher (a dependency of it): a fresh profile, the debugging port, a clean kill.
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromeFlags],
    port,
  });
  mkdirSync(outDir, { recursive: true });
  const out = [];
  try {
    for (const { name, path } of LIGHTHOUSE_PAGES) {
      // One run first, not reported: it fills the server's image cache with
      // this profile's variants (AVIF encoding at the origin is paid once per
      // variant, as a CDN in front would). Lighthouse clears the browser's
      // own cache and storage before every run, so each reported run is
      // still a first visit.
      await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error(`bench: Lighthouse returned nothing for ${path}`);
        results.push({ lhr: result.lhr, summary: summarizeLhr(result.lhr) });
      }
      const chosen = medianRun(results.map((r) => r.summary));
      const { lhr } = results.find((r) => r.summary === chosen);
      writeFileSync(`${outDir}/lighthouse-${name}.json`, JSON.stringify(lhr));
      out.push({ name, path, summary: chosen, runs });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
