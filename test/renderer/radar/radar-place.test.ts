// Which radar picture the chart asks for: a radius that fills the view within the radar's
// limits, the selected port before the chart's centre, and when a move is far enough to ask again.
import { describe, expect, it } from 'vitest';
import { isFarFrom, radarPlace, radiusForView } from '../../../renderer/src/radar/radar-place';
import { radarBounds } from '../../../renderer/src/radar/radar-bounds';

describe('radarPlace', () => {
  it('fills the view: half its shorter side, rounded to 10 km, 10 to 500 km', () => {
    // 1° of latitude tall (111 km) by 2° of longitude at 52° N (137 km): radius 56 -> 60 km.
    expect(radiusForView({ south: 51.5, north: 52.5, west: 3, east: 5 })).toBe(60);
    expect(radiusForView({ south: 51.99, north: 52.01, west: 4, east: 4.02 })).toBe(10);
    expect(radiusForView({ south: -60, north: 60, west: -100, east: 100 })).toBe(500);
  });

  it("centres on the selected port, else on the chart's centre (longitude wrapped)", () => {
    const view = { south: 51, north: 53, west: 363, east: 365 };
    expect(radarPlace(view, null)).toMatchObject({ lat: 52, lon: 4, name: "the chart's centre" });
    expect(radarPlace(view, { lat: 51.95, lon: 4.1, name: 'Rotterdam' })).toMatchObject({
      lat: 51.95,
      lon: 4.1,
      name: 'Rotterdam',
    });
  });

  it('asks again for a far move, a big zoom or another named place, not for a small pan', () => {
    const shown = { lat: 52, lon: 4, radiusKm: 100, name: "the chart's centre" };
    expect(isFarFrom(shown, { ...shown, lat: 52.2 })).toBe(false); // 22 km
    expect(isFarFrom(shown, { ...shown, lat: 52.5 })).toBe(true); // 56 km > 40 km
    expect(isFarFrom(shown, { ...shown, radiusKm: 190 })).toBe(false);
    expect(isFarFrom(shown, { ...shown, radiusKm: 200 })).toBe(true);
    expect(isFarFrom(shown, { ...shown, name: 'Rotterdam' })).toBe(true);
  });
});

describe('radarBounds', () => {
  it('puts the box on the world copy nearest the chart, continuous across the antimeridian', () => {
    const box = { south: -1, west: 179.5, north: 1, east: -179.5 };
    expect(radarBounds(box, 180)).toEqual([
      [-1, 179.5],
      [1, 180.5],
    ]);
    expect(radarBounds(box, -180)).toEqual([
      [-1, -180.5],
      [1, -179.5],
    ]);
    expect(radarBounds({ south: 51, west: 3, north: 53, east: 5 }, 364)).toEqual([
      [51, 363],
      [53, 365],
    ]);
  });
});
