// Port dots by size class and zoom, and when names may be written.
import { describe, expect, it } from 'vitest';
import {
  PORT_LABEL_MIN_ZOOM,
  PORT_SIZES_LARGEST_FIRST,
  portRadiusPx,
  portSizeRank,
} from '../../../../renderer/src/chart/ports/port-style';

describe('port size classes', () => {
  it('ranks large first, very small last', () => {
    expect(PORT_SIZES_LARGEST_FIRST.map(portSizeRank)).toEqual([0, 1, 2, 3]);
    expect(portSizeRank('very_small')).toBe(3);
  });

  it('draws larger ports larger at every zoom', () => {
    for (const zoom of [1, 3, 4, 6, 8, 12]) {
      const radii = PORT_SIZES_LARGEST_FIRST.map((size) => portRadiusPx(size, zoom));
      expect([...radii].sort((a, b) => b - a)).toEqual(radii);
      expect(new Set(radii).size).toBe(4);
    }
  });

  it('shrinks dots on a world view and grows them on a coastal one', () => {
    expect(portRadiusPx('large', 2)).toBe(4);
    expect(portRadiusPx('large', 5)).toBe(5);
    expect(portRadiusPx('large', 9)).toBe(6);
    expect(portRadiusPx('very_small', 2)).toBe(1.5);
  });

  it('writes names of larger ports from a wider view', () => {
    const zooms = PORT_SIZES_LARGEST_FIRST.map((size) => PORT_LABEL_MIN_ZOOM[size]);
    expect(zooms).toEqual([4, 5, 6, 8]);
  });
});
