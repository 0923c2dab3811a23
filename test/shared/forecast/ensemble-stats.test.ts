// Ensemble statistics: hand-computed percentiles (Hyndman & Fan definition 7) and their order.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ensembleStats, ensembleStatsAlong, percentileOfSorted } from '../../../shared/forecast/ensemble-stats';

describe('percentileOfSorted', () => {
  it('interpolates between order statistics: h = (n - 1) p', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // Same as numpy.percentile(range(1, 11), [0, 10, 25, 50, 75, 90, 100]).
    expect([0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((p) => percentileOfSorted(xs, p))).toEqual([
      1,
      expect.closeTo(1.9, 12),
      expect.closeTo(3.25, 12),
      5.5,
      expect.closeTo(7.75, 12),
      expect.closeTo(9.1, 12),
      10,
    ]);
  });

  it('gives the one value of a single member, and NaN for none or p outside [0, 1]', () => {
    expect(percentileOfSorted([4.2], 0.9)).toBe(4.2);
    expect(percentileOfSorted([], 0.5)).toBeNaN();
    expect(percentileOfSorted([1, 2], 1.5)).toBeNaN();
  });
});

describe('ensembleStats', () => {
  it('leaves nulls out', () => {
    const stats = ensembleStats([10, null, 2, 8, null, 4, 6]);
    expect(stats).toEqual({
      count: 5,
      min: 2,
      max: 10,
      mean: 6,
      median: 6,
      p10: expect.closeTo(2.8, 12), // h = 0.4: 2 + 0.4·2
      p25: 4,
      p75: 8,
      p90: expect.closeTo(9.2, 12), // h = 3.6: 8 + 0.6·2
    });
  });

  it('is null when no member has a value', () => {
    expect(ensembleStats([null, null])).toBeNull();
    expect(ensembleStats([])).toBeNull();
  });

  it('orders min <= p10 <= p25 <= median <= p75 <= p90 <= max, with the mean in [min, max]', () => {
    const value = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(null));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (values) => {
        const s = ensembleStats(values);
        const count = values.filter((v) => v !== null).length;
        if (count === 0) return s === null;
        if (s === null) return false;
        const chain = [s.min, s.p10, s.p25, s.median, s.p75, s.p90, s.max];
        return (
          s.count === count &&
          chain.every((v, i) => i === 0 || (chain[i - 1] ?? NaN) <= v) &&
          s.mean >= s.min &&
          s.mean <= s.max
        );
      }),
    );
  });
});

describe('ensembleStatsAlong', () => {
  it('takes members[m][step] column by column', () => {
    const members = [
      [1, null, 5],
      [3, null, 7],
    ];
    const along = ensembleStatsAlong(members, 3);
    expect(along.map((s) => s?.mean ?? null)).toEqual([2, null, 6]);
    expect(along[0]).toMatchObject({ count: 2, min: 1, max: 3, median: 2 });
  });
});
