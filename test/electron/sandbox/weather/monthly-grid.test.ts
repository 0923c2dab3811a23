// The monthly 2.5° table both wind tables are read through: cells, the bilinear look-up over the
// cells that have a value, the mid-month interpolation in time, and a damaged file named.
import { describe, expect, it } from 'vitest';
import { MonthlyGrid } from '../../../../electron/sandbox/weather/world/monthly-grid';

/** 12 months of nulls, with `fill(month0, row, col)` tenths where given. */
function months(fill: (m: number, r: number, c: number) => number | null): (number | null)[][][] {
  return Array.from({ length: 12 }, (_, m) =>
    Array.from({ length: 72 }, (_, r) => Array.from({ length: 144 }, (_, c) => fill(m, r, c))),
  );
}

describe('MonthlyGrid', () => {
  // Row 55 is 47.5-50N, column 0 is 0-2.5E: centres at 48.75N 1.25E and, next east, 3.75E.
  const grid = new MonthlyGrid(
    'test.json',
    months((m, r, c) => (r === 55 && c === 0 ? 100 + 10 * m : r === 55 && c === 1 ? 200 : null)),
  );
  const midJanuary = Date.UTC(2026, 0, 15, 12) / 1000;

  it('gives a cell its value in the unit, and null where it has none', () => {
    expect(grid.cell(0, 55, 0)).toBe(10);
    expect(grid.cell(0, 55, 144)).toBe(10);
    expect(grid.cell(0, 10, 10)).toBeNull();
    expect(grid.cell(0, 72, 0)).toBeNull();
  });

  it('is bilinear between centres, over those with a value only', () => {
    expect(grid.at(48.75, 1.25, midJanuary)).toBeCloseTo(10, 6);
    expect(grid.at(48.75, 2.5, midJanuary)).toBeCloseTo(15, 6);
    // Half a cell north, the northern neighbours have no value: still the southern pair's mean.
    expect(grid.at(50, 2.5, midJanuary)).toBeCloseTo(15, 6);
    expect(grid.at(-40, 100, midJanuary)).toBeNull();
  });

  it('is linear in time between the middles of the months', () => {
    const midFebruary = Date.UTC(2026, 1, 15, 12) / 1000;
    expect(grid.at(48.75, 1.25, midFebruary)).toBeCloseTo(11, 6);
    expect(grid.at(48.75, 1.25, (midJanuary + midFebruary) / 2)).toBeCloseTo(10.5, 6);
    // Early January lies between mid-December (month 11: 21) and mid-January (10).
    expect(grid.at(48.75, 1.25, Date.UTC(2026, 0, 1) / 1000)).toBeGreaterThan(10);
  });

  it('names the file and the place of a bad value', () => {
    const bad = new MonthlyGrid(
      'bad.json',
      months((m, r, c) => (m === 3 && r === 2 && c === 1 ? -5 : null)),
    );
    expect(() => bad.cell(0, 0, 0)).toThrow('bad.json: month 4 row 2 col 1 is -5');
    expect(() => new MonthlyGrid('short.json', []).cell(0, 0, 0)).toThrow('short.json: expected 12 months');
  });
});
