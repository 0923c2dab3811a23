// The isobars as drawn: each line a Catmull-Rom spline through its points (straight where they
// are, ending where they end, closed for a ring), one path per level, labels on the lines,
// apart from each other and inside the chart.
import { describe, expect, it } from 'vitest';
import { barbsMarkup, isobarsMarkup, splinePath, traceIsobars } from '../../../renderer/src/overlay/glyph-drawing';

/** The path's numbers after each command letter, as [command, numbers]. */
function commands(d: string): [string, number[]][] {
  return [...d.matchAll(/([MCZ])([^MCZ]*)/g)].map((m) => [
    m[1]!,
    m[2]!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  ]);
}

describe('barbsMarkup', () => {
  const answer = (speedKn: number) => ({ points: [{ lat: 52, lon: 4, speedKn: [speedKn], fromDeg: [250] }] });
  const project = (): { x: number; y: number } => ({ x: 10, y: 20 });

  it('draws a calm as an open circle round the point, haloed, with no staff (WMO-No. 306)', () => {
    const markup = barbsMarkup(answer(2.4), 0, project);
    expect(markup).toContain('class="barb calm"');
    expect(markup).toContain('<circle class="halo" r="4"/><circle class="line" r="4"/>');
    expect(markup).not.toContain('<path');
  });

  it('draws 2.5 kn and more as a barb with its staff and a dot at its foot, not a calm', () => {
    const markup = barbsMarkup(answer(2.5), 0, project);
    expect(markup).not.toContain('calm');
    expect(markup).toContain('rotate(250)');
    expect(markup).toContain('<circle r="1.6"/>');
  });
});

describe('splinePath', () => {
  it('runs through every point in order, straight where the points are', () => {
    const points = [0, 10, 20, 30].map((x) => ({ x, y: 5 }));
    const parts = commands(splinePath(points, false));
    expect(parts[0]).toEqual(['M', [0, 5]]);
    expect(parts.slice(1).map(([c, v]) => [c, v.slice(4)])).toEqual([
      ['C', [10, 5]],
      ['C', [20, 5]],
      ['C', [30, 5]],
    ]);
    // Control points on the line too.
    for (const [, v] of parts.slice(1)) expect([v[1], v[3]]).toEqual([5, 5]);
  });

  it('closes a ring, back to its first point', () => {
    const ring = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    const parts = commands(splinePath(ring, true));
    expect(parts).toHaveLength(6);
    expect(parts[4]![1].slice(4)).toEqual([0, 0]);
    expect(parts[5]![0]).toBe('Z');
  });
});

describe('isobarsMarkup', () => {
  it('draws one path per level and labels that stand apart, inside the chart', () => {
    // A low at the middle of a 40 × 40 grid, 1 hPa a cell: rings 990 to 1010 and more.
    const grid = {
      rows: 40,
      cols: 40,
      values: Array.from({ length: 40 }, (_, r) =>
        Array.from({ length: 40 }, (_, c) => 985 + Math.hypot(r - 20, c - 20)),
      ),
    };
    const isobars = traceIsobars(grid);
    const size = { width: 800, height: 800 };
    const markup = isobarsMarkup(isobars, (x, y) => ({ x: x * 20, y: y * 20 }), size);
    const levels = [...markup.matchAll(/<g class="isobar" data-level="(\d+)">/g)].map((m) => Number(m[1]));
    expect(levels).toEqual(isobars.map((i) => i.level));
    expect(levels).toContain(988);
    const labels = [...markup.matchAll(/<text class="isobar-label" data-level="(\d+)" x="([\d.]+)" y="([\d.]+)"/g)].map(
      (m) => ({ level: Number(m[1]), x: Number(m[2]), y: Number(m[3]) }),
    );
    expect(labels.length).toBeGreaterThan(3);
    for (const [i, a] of labels.entries()) {
      expect(a.x).toBeGreaterThan(24);
      expect(a.y).toBeLessThan(size.height - 24);
      for (const b of labels.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(150);
      // On its ring: the ring of level L lies L - 985 cells (× 20 px) from the low, within a cell.
      expect(Math.abs(Math.hypot(a.x - 400, a.y - 400) / 20 - (a.level - 985))).toBeLessThan(1);
    }
  });
});
