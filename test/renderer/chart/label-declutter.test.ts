import { describe, expect, it } from 'vitest';
import { declutter, type LabelBox } from '../../../renderer/src/chart/label-declutter';

const box = (x: number, y: number, width = 40, height = 14): LabelBox => ({ x, y, width, height });

describe('declutter', () => {
  it('keeps every label when none overlaps another', () => {
    expect(declutter([box(0, 0), box(100, 0), box(0, 100), box(300, 300)])).toEqual([0, 1, 2, 3]);
  });

  it('drops a label overlapping one kept before it: the order is the priority', () => {
    expect(declutter([box(0, 0), box(20, 5), box(100, 0)])).toEqual([0, 2]);
    expect(declutter([box(20, 5), box(0, 0), box(100, 0)])).toEqual([0, 2]);
  });

  it('tests against kept labels only: a dropped label does not hide the next one', () => {
    // 1 overlaps 0 (dropped); 2 overlaps 1 but not 0: kept.
    expect(declutter([box(0, 0), box(30, 0), box(60, 0)])).toEqual([0, 2]);
  });

  it('keeps a clear gap around each label', () => {
    expect(declutter([box(0, 0), box(41, 0)], 0)).toEqual([0, 1]);
    expect(declutter([box(0, 0), box(41, 0)], 2)).toEqual([0]);
    expect(declutter([box(0, 0), box(45, 0)], 2)).toEqual([0, 1]);
  });

  it('finds overlaps across grid cells, and with boxes larger than a cell, at negative positions', () => {
    expect(declutter([box(-100, -20, 300, 40), box(150, 10), box(250, 10)])).toEqual([0, 2]);
    expect(declutter([box(-70, -70), box(-60, -65), box(63, 63), box(64, 64)])).toEqual([0, 2]);
  });

  it('thins a dense column of names to those a line apart', () => {
    // 500 names 3 px apart vertically, 14 px tall plus a 2 px gap: one every 6th (18 px) is kept.
    const dense = Array.from({ length: 500 }, (_, i) => box(0, i * 3));
    const kept = declutter(dense);
    expect(kept.slice(0, 3)).toEqual([0, 6, 12]);
    expect(kept).toHaveLength(84);
  });

  it('keeps nothing from nothing', () => {
    expect(declutter([])).toEqual([]);
  });
});
