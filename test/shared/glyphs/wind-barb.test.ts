// Barb geometry: speed to feathers (WMO: pennant 50 kn, full 10 kn, half 5 kn, nearest 5 kn),
// the staff towards the direction the wind comes from, feathers on the low-pressure side.
import { describe, expect, it } from 'vitest';
import { barbFeathers, barbShape } from '../../../shared/glyphs/wind-barb';

describe('barbFeathers', () => {
  it.each([
    [0, 0, 0, 0, 0],
    [2.4, 0, 0, 0, 0],
    [2.6, 0, 0, 1, 5],
    [5, 0, 0, 1, 5],
    [10, 0, 1, 0, 10],
    [15, 0, 1, 1, 15],
    [23, 0, 2, 1, 25],
    [47.4, 0, 4, 1, 45],
    [48, 1, 0, 0, 50],
    [65, 1, 1, 1, 65],
    [102, 2, 0, 0, 100],
    [103, 2, 0, 1, 105],
    [137, 2, 3, 1, 135],
  ])('%f kn: %i pennants, %i full, %i half (%i kn)', (kn, pennants, full, half, roundedKn) => {
    expect(barbFeathers(kn)).toEqual({ pennants, full, half, roundedKn });
  });

  it('has no feathers for a speed that is not one', () => {
    expect(barbFeathers(-3).roundedKn).toBeNaN();
    expect(barbFeathers(Number.NaN).roundedKn).toBeNaN();
  });
});

/** The line segments of a path made of M x y L x y pairs. */
function segments(path: string): [number, number, number, number][] {
  return [...path.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
  ]);
}

/** Where a point of the barb's frame lands after rotating by `deg` clockwise (screen y down). */
function rotate([x, y]: [number, number], deg: number): [number, number] {
  const r = (deg * Math.PI) / 180;
  return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
}

describe('barbShape', () => {
  it('points its staff towards where the wind comes from: from the east, the staff runs east', () => {
    const b = barbShape(25, 90, 50);
    expect(b.rotateDeg).toBe(90);
    const [staff] = segments(b.path);
    const tip = rotate([staff![2], staff![3]], b.rotateDeg);
    expect(tip[0]).toBeGreaterThan(20);
    expect(Math.abs(tip[1])).toBeLessThan(1e-9);
  });

  it('draws two full and one half barb for 25 kn, a pennant for 50 kn', () => {
    const b25 = barbShape(25, 0, 50);
    const feathers = segments(b25.path).slice(1);
    expect(feathers).toHaveLength(3);
    const lengths = feathers.map(([x1, y1, x2, y2]) => Math.hypot(x2 - x1, y2 - y1));
    expect(lengths[2]).toBeCloseTo(lengths[0]! / 2, 6);
    expect(b25.pennantPath).toBe('');
    const b50 = barbShape(50, 0, 50);
    expect(segments(b50.path)).toHaveLength(1);
    expect(b50.pennantPath).toMatch(/Z$/);
  });

  it('puts the feathers on the side of low pressure: a west wind in the north has them to the north', () => {
    // West wind (from 270°), northern hemisphere: the low lies to the north (Buys Ballot), and so do the feathers.
    const north = barbShape(20, 270, 50);
    const [, first] = segments(north.path);
    const end = rotate([first![2], first![3]], north.rotateDeg);
    expect(end[1]).toBeLessThan(0);
    const south = barbShape(20, 270, -50);
    const [, firstS] = segments(south.path);
    expect(rotate([firstS![2], firstS![3]], south.rotateDeg)[1]).toBeGreaterThan(0);
  });

  it('draws nothing but calm below 2.5 kn, and normalises the direction', () => {
    expect(barbShape(1, 45, 0)).toMatchObject({ calm: true, path: '' });
    expect(barbShape(10, -90, 0).rotateDeg).toBe(270);
    expect(barbShape(10, 720, 0).rotateDeg).toBe(0);
  });
});
