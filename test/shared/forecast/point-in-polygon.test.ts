// Point in a cone of [lon, lat] rings (nonzero rule), across the antimeridian.
import { describe, expect, it } from 'vitest';
import { coneContains } from '../../../shared/forecast/point-in-polygon';

type Ring = [number, number][];

describe('coneContains', () => {
  const square: Ring = [
    [-10, 40],
    [10, 40],
    [10, 50],
    [-10, 50],
    [-10, 40],
  ];

  it('tells inside from outside', () => {
    expect(coneContains([square], 45, 0)).toBe(true);
    expect(coneContains([square], 45, 11)).toBe(false);
    expect(coneContains([square], 51, 0)).toBe(false);
    expect(coneContains([square], 39.9, -9)).toBe(false);
  });

  it('works with an open ring and a concave one', () => {
    const open: Ring = [
      [-10, 40],
      [10, 40],
      [10, 50],
      [-10, 50],
    ];
    expect(coneContains([open], 45, 0)).toBe(true);
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
    expect(coneContains([u], 45, 0)).toBe(false);
    expect(coneContains([u], 45, 7)).toBe(true);
    expect(coneContains([u], 41, 0)).toBe(true);
  });

  it('handles a ring spanning the antimeridian (170°E..170°W)', () => {
    const ring: Ring = [
      [170, 10],
      [-170, 10],
      [-170, 30],
      [170, 30],
    ];
    expect(coneContains([ring], 20, 179)).toBe(true);
    expect(coneContains([ring], 20, -179)).toBe(true);
    expect(coneContains([ring], 20, -180)).toBe(true);
    expect(coneContains([ring], 20, 160)).toBe(false);
    expect(coneContains([ring], 20, -160)).toBe(false);
    expect(coneContains([ring], 35, 179)).toBe(false);
    expect(coneContains([ring], 20, 0)).toBe(false);
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
    expect(coneContains([east], 20, 175)).toBe(true);
    expect(coneContains([west], 20, 175)).toBe(false);
    expect(coneContains([west], 20, -175)).toBe(true);
    expect(coneContains([east], 20, -175)).toBe(false);
    expect(coneContains([east, west], 20, -180)).toBe(true);
    expect(coneContains([east, west], 20, 165)).toBe(false);
  });

  it('is false for a degenerate ring', () => {
    expect(
      coneContains(
        [
          [
            [0, 0],
            [1, 1],
          ],
        ],
        0.5,
        0.5,
      ),
    ).toBe(false);
  });

  it('leaves out a hole (a clockwise ring inside), whichever way the outer ring runs, and joins overlapping rings', () => {
    const outer: Ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const hole: Ring = [
      [3, 3],
      [3, 7],
      [7, 7],
      [7, 3],
    ];
    expect(coneContains([outer, hole], 5, 5)).toBe(false);
    expect(coneContains([outer, hole], 1, 5)).toBe(true);
    expect(coneContains([hole], 5, 5)).toBe(true);
    expect(coneContains([[...outer].reverse()], 5, 5)).toBe(true);
    const beside: Ring = [
      [5, 0],
      [15, 0],
      [15, 10],
      [5, 10],
    ];
    expect(coneContains([outer, beside], 5, 7)).toBe(true);
    expect(coneContains([outer, beside], 5, 12)).toBe(true);
    expect(coneContains([outer, beside], 5, 16)).toBe(false);
  });
});
