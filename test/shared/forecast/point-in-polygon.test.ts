// Point in a [lon, lat] ring, across the antimeridian.
import { describe, expect, it } from 'vitest';
import { anyRingContains, ringContains } from '../../../shared/forecast/point-in-polygon';

type Ring = [number, number][];

describe('ringContains', () => {
  const square: Ring = [
    [-10, 40],
    [10, 40],
    [10, 50],
    [-10, 50],
    [-10, 40],
  ];

  it('tells inside from outside', () => {
    expect(ringContains(square, 45, 0)).toBe(true);
    expect(ringContains(square, 45, 11)).toBe(false);
    expect(ringContains(square, 51, 0)).toBe(false);
    expect(ringContains(square, 39.9, -9)).toBe(false);
  });

  it('works with an open ring and a concave one', () => {
    const open: Ring = [
      [-10, 40],
      [10, 40],
      [10, 50],
      [-10, 50],
    ];
    expect(ringContains(open, 45, 0)).toBe(true);
    // A U shape: the notch between x = -5 and 5 above latitude 42 is outside.
    const u: Ring = [
      [-10, 40],
      [10, 40],
      [10, 50],
      [5, 50],
      [5, 42],
      [-5, 42],
      [-5, 50],
      [-10, 50],
    ];
    expect(ringContains(u, 45, 0)).toBe(false);
    expect(ringContains(u, 45, 7)).toBe(true);
    expect(ringContains(u, 41, 0)).toBe(true);
  });

  it('handles a ring spanning the antimeridian (170°E..170°W)', () => {
    const ring: Ring = [
      [170, 10],
      [-170, 10],
      [-170, 30],
      [170, 30],
    ];
    expect(ringContains(ring, 20, 179)).toBe(true);
    expect(ringContains(ring, 20, -179)).toBe(true);
    expect(ringContains(ring, 20, -180)).toBe(true);
    expect(ringContains(ring, 20, 160)).toBe(false);
    expect(ringContains(ring, 20, -160)).toBe(false);
    expect(ringContains(ring, 35, 179)).toBe(false);
    expect(ringContains(ring, 20, 0)).toBe(false);
  });

  it('handles a cone cut at ±180 into two rings', () => {
    const east: Ring = [
      [170, 10],
      [180, 10],
      [180, 30],
      [170, 30],
      [170, 10],
    ];
    const west: Ring = [
      [-180, 10],
      [-170, 10],
      [-170, 30],
      [-180, 30],
      [-180, 10],
    ];
    expect(ringContains(east, 20, 175)).toBe(true);
    expect(ringContains(west, 20, 175)).toBe(false);
    expect(ringContains(west, 20, -175)).toBe(true);
    expect(ringContains(east, 20, -175)).toBe(false);
    expect(anyRingContains([east, west], 20, -180)).toBe(true);
    expect(anyRingContains([east, west], 20, 165)).toBe(false);
  });

  it('is false for a degenerate ring', () => {
    expect(
      ringContains(
        [
          [0, 0],
          [1, 1],
        ],
        0.5,
        0.5,
      ),
    ).toBe(false);
  });
});
