// The bench's shared arithmetic (bench/stats.mjs): medians, percentiles and
// ratios as the figures print them, including when a side has no samples.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMedians, formatLine, median, medianOfRatios, ms, percentile, ratio } from '../../bench/stats.mjs';

describe('median', () => {
  it('takes the middle sample of an odd count, whatever the order', () => {
    assert.equal(median([30, 10, 20]), 20);
    assert.equal(median([5]), 5);
  });

  it('averages the two middle samples of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it('is NaN without samples and leaves its input unsorted', () => {
    assert.ok(Number.isNaN(median([])));
    const xs = [3, 1, 2];
    median(xs);
    assert.deepEqual(xs, [3, 1, 2]);
  });
});

describe('percentile', () => {
  it('picks by nearest rank below, clamped to the largest sample', () => {
    const xs = [50, 10, 40, 20, 30];
    assert.equal(percentile(xs, 0), 10);
    assert.equal(percentile(xs, 0.5), 30);
    assert.equal(percentile(xs, 0.95), 50);
    assert.equal(percentile(xs, 1), 50);
    assert.ok(Number.isNaN(percentile([], 0.5)));
  });
});

describe('ratio', () => {
  it('prints a / b with two decimals and an x', () => {
    assert.equal(ratio(35, 100), '0.35x');
    assert.equal(ratio(1, 3, 3), '0.333x');
  });

  it('says n/a when a side is missing or the divisor is not positive', () => {
    assert.equal(ratio(NaN, 100), 'n/a');
    assert.equal(ratio(10, 0), 'n/a');
    assert.equal(ratio(10, Infinity), 'n/a');
  });
});

describe('compareMedians', () => {
  it('compares the medians of two sample lists and says what they rest on', () => {
    const r = compareMedians([100, 300, 200], [400, 1000, 600, 500]);
    assert.equal(r.a, 200);
    assert.equal(r.b, 550);
    assert.equal(r.value, '0.36x');
    assert.equal(r.note, '200.0 ms (n=3) vs 550.0 ms (n=4)');
  });

  it('reports an empty side as n/a rather than a number', () => {
    const r = compareMedians([], [100]);
    assert.equal(r.value, 'n/a');
    assert.equal(r.note, 'n/a (n=0) vs 100.0 ms (n=1)');
  });
});

describe('medianOfRatios', () => {
  it('takes the median of each pair\'s ratio, so drift shared by a round cancels', () => {
    // Each round's visit is a third of its reload, while the rounds drift 1x to 4x.
    assert.equal(medianOfRatios([100, 200, 400], [300, 600, 1200]), 1 / 3);
    // The ratio of the medians taken apart would not be: 200 / 600 here too, but
    // with unequal drift on the sides it is not the rounds' own ratio.
    assert.equal(medianOfRatios([100, 400], [400, 800]), (0.25 + 0.5) / 2);
  });

  it('pairs only as many rounds as both sides have, skips a zero reload, and is NaN without a pair', () => {
    assert.equal(medianOfRatios([100, 200, 300], [200, 0]), 0.5);
    assert.ok(Number.isNaN(medianOfRatios([], [100])));
  });
});

describe('formatLine', () => {
  it('pads the name to 34 columns and right-aligns the value in 10', () => {
    const text = formatLine('navigation-vs-reload', '0.42x', '(note)');
    assert.equal(text, 'navigation-vs-reload' + ' '.repeat(14) + ' ' + '     0.42x' + '  (note)');
    assert.equal(formatLine('size', '12 B'), 'size'.padEnd(34) + '       12 B');
    assert.equal(ms(12.345), '12.3 ms');
  });
});
