// The Lighthouse lines' summary (bench/lighthouse.mjs) on a small hand-made
// result in Lighthouse 12's LHR shape: scores, metrics, failing audits and
// the run reported out of several.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatSummary, medianRun, summarizeLhr } from '../../bench/lighthouse.mjs';

/** An LHR with the four categories and the audits their refs name. */
function lhr({ perf = 0.77, a11y = 0.96, bp = 1, seo = 0.92, fcp = 1210, lcp = 3512, tbt = 441, cls = 0.108 } = {}) {
  const audit = (score, extra = {}) => ({ score, scoreDisplayMode: score === null ? 'notApplicable' : 'binary', ...extra });
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 2642.4 },
    categories: {
      performance: {
        score: perf,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
          { id: 'lcp-discovery-insight', weight: 0, group: 'hidden' },
          { id: 'prioritize-lcp-image', weight: 0, group: 'diagnostics' },
          { id: 'uses-text-compression', weight: 0, group: 'diagnostics' },
          { id: 'dom-size', weight: 0, group: 'diagnostics' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
        ],
      },
      accessibility: {
        score: a11y,
        auditRefs: [
          { id: 'color-contrast', weight: 7, group: 'a11y-color-contrast' },
          { id: 'label-content-name-mismatch', weight: 0, group: 'hidden' },
          { id: 'td-has-header', weight: 0, group: 'hidden' },
          { id: 'image-alt', weight: 10, group: 'a11y-names-labels' },
        ],
      },
      'best-practices': { score: bp, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: seo,
        auditRefs: [
          { id: 'robots-txt', weight: 1, group: 'seo-crawl' },
          // Listed in two categories: reported once, under the first.
          { id: 'color-contrast', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { score: 0.8, scoreDisplayMode: 'numeric', numericValue: fcp },
      'largest-contentful-paint': { score: 0.3, scoreDisplayMode: 'numeric', numericValue: lcp, displayValue: '3.5 s' },
      'total-blocking-time': { score: 0.6, scoreDisplayMode: 'numeric', numericValue: tbt },
      'cumulative-layout-shift': { score: 0.9, scoreDisplayMode: 'numeric', numericValue: cls },
      'lcp-discovery-insight': audit(0),
      'prioritize-lcp-image': audit(0, { scoreDisplayMode: 'metricSavings', displayValue: 'Est savings of 1,400 ms' }),
      'uses-text-compression': audit(0.5, { scoreDisplayMode: 'metricSavings', displayValue: 'A sentence far too long to fit in one bench line, left to the report' }),
      'dom-size': audit(0.95, { scoreDisplayMode: 'metricSavings', displayValue: '859 elements' }),
      'bootup-time': { score: null, scoreDisplayMode: 'informative' },
      'color-contrast': audit(0),
      'label-content-name-mismatch': audit(0),
      'td-has-header': audit(null),
      'image-alt': audit(1),
      'errors-in-console': audit(1),
      'robots-txt': audit(0, { displayValue: '28 errors found' }),
    },
  };
}

describe('summarizeLhr', () => {
  it('turns category scores into 0-100 and reads FCP, LCP, TBT, CLS and the benchmark index', () => {
    const s = summarizeLhr(lhr());
    assert.deepEqual(s.scores, { performance: 77, accessibility: 96, 'best-practices': 100, seo: 92 });
    assert.deepEqual([s.fcp, s.lcp, s.tbt, s.cls, s.benchmarkIndex], [1210, 3512, 441, 0.108, 2642.4]);
    assert.equal(s.runtimeError, undefined);
  });

  it('lists the audits below 0.9 per category, once, with short display values', () => {
    const s = summarizeLhr(lhr());
    assert.deepEqual(s.failing, {
      // Not the metrics (printed as numbers), not the hidden insights, not a passing or unscored audit.
      performance: ['prioritize-lcp-image (saves 1,400 ms)', 'uses-text-compression'],
      // A hidden audit outside performance still names a real fault.
      accessibility: ['color-contrast', 'label-content-name-mismatch'],
      seo: ['robots-txt (28 errors found)'],
    });
  });

  it('keeps going on a result whose categories errored or are missing', () => {
    const broken = lhr();
    broken.categories.performance.score = null;
    delete broken.categories.seo;
    delete broken.audits['largest-contentful-paint'];
    broken.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    const s = summarizeLhr(broken);
    assert.equal(s.scores.performance, null);
    assert.equal(s.scores.seo, null);
    assert.ok(Number.isNaN(s.lcp));
    assert.equal(s.runtimeError, 'NO_FCP');
    assert.match(formatSummary(s).note, /LCP n\/a.*error NO_FCP/);
    assert.equal(formatSummary(s).value, '-/96/100/-');
  });
});

describe('formatSummary', () => {
  it('prints the four scores as the value and names every target missed', () => {
    const { value, note } = formatSummary(summarizeLhr(lhr()));
    assert.equal(value, '77/96/100/92');
    assert.match(note, /^\(perf\/a11y\/bp\/seo; FCP 1\.2 s, LCP 3\.5 s, TBT 441 ms, CLS 0\.108; benchmarkIndex 2642; short of target: perf, a11y, seo, FCP, LCP, TBT, CLS\)/);
    assert.match(note, / failing: perf: prioritize-lcp-image \(saves 1,400 ms\), uses-text-compression; a11y: color-contrast, label-content-name-mismatch; seo: robots-txt/);
  });

  it('says so when every target is met, and how many runs the line is the median of', () => {
    const good = summarizeLhr(lhr({ perf: 0.99, a11y: 1, seo: 1, fcp: 800, lcp: 1500, tbt: 90, cls: 0 }));
    good.failing = {};
    const { value, note } = formatSummary(good, 3);
    assert.equal(value, '99/100/100/100');
    assert.equal(note, '(perf/a11y/bp/seo; FCP 800 ms, LCP 1.5 s, TBT 90 ms, CLS 0.000; benchmarkIndex 2642; median of 3 runs; every target met)');
  });
});

describe('medianRun', () => {
  it('reports the run with the median performance score', () => {
    const runs = [0.91, 0.62, 0.8].map((perf) => summarizeLhr(lhr({ perf })));
    assert.equal(medianRun(runs).scores.performance, 80);
  });

  it('takes the lower middle of an even count, and breaks ties by LCP', () => {
    const runs = [[0.9, 2500], [0.7, 3000], [0.7, 2000], [0.95, 1500]].map(([perf, lcp]) => summarizeLhr(lhr({ perf, lcp })));
    const chosen = medianRun(runs);
    assert.deepEqual([chosen.scores.performance, chosen.lcp], [70, 3000]);
    assert.equal(medianRun(runs.slice(0, 1)), runs[0]);
  });
});
