// Where a layer image lies on the chart, across the antimeridian, and the request box of a view.
import { describe, expect, it } from 'vitest';
import { overlayLatLngBounds, viewBox } from '../../../renderer/src/overlay/overlay-bounds';

describe('overlayLatLngBounds', () => {
  it('lays a box across 180° as one span on the copy nearest the centre', () => {
    const box = { south: -30, west: 170, north: -10, east: -170 };
    expect(overlayLatLngBounds(box, 180)).toEqual([
      [-30, 170],
      [-10, 190],
    ]);
    expect(overlayLatLngBounds(box, -175)).toEqual([
      [-30, -190],
      [-10, -170],
    ]);
  });

  it('keeps an ordinary box where it is, and the world as one span', () => {
    expect(overlayLatLngBounds({ south: 40, west: -20, north: 60, east: 10 }, 0)).toEqual([
      [40, -20],
      [60, 10],
    ]);
    expect(overlayLatLngBounds({ south: -85, west: -180, north: 85, east: 180 }, 30)).toEqual([
      [-85, -180],
      [85, 180],
    ]);
  });
});

describe('viewBox', () => {
  it('wraps an unwrapped view across 180° and clamps latitudes to 85°', () => {
    expect(viewBox({ south: 40, west: 150, north: 88, east: 230 })).toEqual({
      south: 40,
      west: 150,
      north: 85,
      east: -130,
    });
    expect(viewBox({ south: -89, west: -300, north: 89, east: 300 })).toEqual({
      south: -85,
      west: -180,
      north: 85,
      east: 180,
    });
    expect(viewBox({ south: 0, west: 100, north: 10, east: 180 }).east).toBe(180);
  });
});
