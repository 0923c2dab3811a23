// The overlay's request box: widened to the zoom's grid, one box across the antimeridian, the
// world when it nearly is.
import { describe, expect, it } from 'vitest';
import { overlayGridDeg, overlayRequestBox } from '../../../../electron/backend/app/overlay-box';

describe('overlayRequestBox', () => {
  it('widens a box outward to the grid of its zoom, so a small pan asks the same box', () => {
    expect(overlayGridDeg(5)).toBeCloseTo(1.40625, 9);
    const box = overlayRequestBox({ south: 50.3, west: 1.2, north: 56.1, east: 9.7 }, 5);
    expect(box).toEqual({ south: 49.21875, west: 0, north: 56.25, east: 9.84375 });
    expect(overlayRequestBox({ south: 50.4, west: 1.3, north: 56.2, east: 9.8 }, 5)).toEqual(box);
  });

  it('keeps a box across the antimeridian as one box with east < west', () => {
    const box = overlayRequestBox({ south: -30, west: 170, north: -10, east: -170 }, 4);
    // Grid 2.8125° at zoom 4.
    expect(box).toEqual({ south: -30.9375, west: 168.75, north: -8.4375, east: -168.75 });
  });

  it('stops at 85° and asks the whole world when the view nearly covers it', () => {
    expect(overlayRequestBox({ south: -89, west: -179, north: 89, east: 178 }, 1)).toEqual({
      south: -85,
      west: -180,
      north: 85,
      east: 180,
    });
  });

  it('lets a box end at the antimeridian without wrapping it to -180', () => {
    expect(overlayRequestBox({ south: 0, west: 150, north: 10, east: 179.9 }, 3).east).toBe(180);
  });
});
