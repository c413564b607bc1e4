// Pure helpers the bench figures share: medians, percentiles, ratios and the
// one-line-per-figure output format. Tested in test/node/bench-stats.test.mjs.

/** The p-quantile (0..1) of `xs` by nearest rank below; NaN for no samples. */
export function percentile(xs, p) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** The median; for an even count, the mean of the two middle samples. */
export function median(xs) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * `a / b` as the bench prints ratios (`0.42x`), or `n/a` when either side has
 * no finite value (a figure that could not be measured is said so, not hidden).
 */
export function ratio(a, b, digits = 2) {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(digits)}x` : 'n/a';
}

/**
 * The ratio of two sample lists' medians with what it rests on:
 * `{ value: '0.42x', note: '120.0 ms (n=12) vs 290.0 ms (n=12)' }`.
 */
export function compareMedians(a, b) {
  const ma = median(a);
  const mb = median(b);
  return { value: ratio(ma, mb), a: ma, b: mb, note: `${ms(ma)} (n=${a.length}) vs ${ms(mb)} (n=${b.length})` };
}

/**
 * The median of the per-round ratios `a[i] / b[i]` of two paired sample
 * lists (each visit over its own round's reload): drift on a busy machine
 * moves both samples of a round together, which the ratio of two medians
 * taken apart does not cancel. NaN without a pair.
 */
export function medianOfRatios(a, b) {
  const n = Math.min(a.length, b.length);
  const ratios = [];
  for (let i = 0; i < n; i++) if (b[i] > 0) ratios.push(a[i] / b[i]);
  return median(ratios);
}

/** Milliseconds to one decimal, `n/a` when missing. */
export const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');

/** One bench line: the figure's name, its value right-aligned, then a note. */
export const formatLine = (name, value, note = '') => `${name.padEnd(34)} ${String(value).padStart(10)}  ${note}`.trimEnd();
