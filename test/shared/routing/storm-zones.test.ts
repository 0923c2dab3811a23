// Storms as moving no-go zones: the warning distance of the storm's class round its centre at
// that instant, and its forecast cone while it is forecast, across the antimeridian too.
import { describe, expect, it } from 'vitest';
import geographiclib from 'geographiclib-geodesic';
import { allOf, stormZones } from '../../../shared/routing/storm-zones';
import { M_PER_NM } from '../../../shared/domain/units';
import { storm } from '../forecast/storm-helpers';

const T0 = Date.UTC(2026, 8, 1, 0) / 1000;
const H = 3600;

/** The point `nm` from (lat, lon) on course `courseDeg`, by GeographicLib. */
function away(lat: number, lon: number, courseDeg: number, nm: number): { lat: number; lon: number } {
  const r = geographiclib.Geodesic.WGS84.Direct(lat, lon, courseDeg, nm * M_PER_NM);
  return { lat: r.lat2 ?? NaN, lon: r.lon2 ?? NaN };
}

describe('storm zones', () => {
  // A depression at 15°N 178°E strengthening to a hurricane at 20°N 172°W a day later (across the antimeridian).
  const s = storm(
    [
      { timeUtc: T0, lat: 15, lon: 178, category: 'TD' },
      { timeUtc: T0 + 24 * H, lat: 20, lon: -172, category: 'H2' },
    ],
    [
      [
        [176, 12],
        [-168, 12],
        [-168, 26],
        [176, 26],
      ],
    ],
  );

  it('keeps the warning distance round the centre at that instant, with the stronger class between fixes', () => {
    const allowed = stormZones([s], { avoidCone: false });
    // At T0 a depression: 150 NM (sphere against GeographicLib within 0.5 %).
    expect(allowed(away(15, 178, 200, 147), T0)).toBe(false);
    expect(allowed(away(15, 178, 200, 153), T0)).toBe(true);
    // Halfway, the centre is at 17.5°N 177°W and the class is the stronger one's: 300 NM.
    expect(allowed(away(17.5, -177, 90, 295), T0 + 12 * H)).toBe(false);
    expect(allowed(away(17.5, -177, 90, 305), T0 + 12 * H)).toBe(true);
    // Before the first fix and after the last, no zone: tracks are never extrapolated.
    expect(allowed({ lat: 15, lon: 178 }, T0 - H)).toBe(true);
    expect(allowed({ lat: 20, lon: -172 }, T0 + 25 * H)).toBe(true);
  });

  it('keeps out of the cone while the storm is forecast, across the antimeridian', () => {
    const allowed = stormZones([s], { distances: { hurricane: 10, tropicalStorm: 10, depression: 10 } });
    expect(allowed({ lat: 24, lon: 179.5 }, T0 + 2 * H)).toBe(false);
    expect(allowed({ lat: 24, lon: -169 }, T0 + 2 * H)).toBe(false);
    expect(allowed({ lat: 24, lon: -167 }, T0 + 2 * H)).toBe(true);
    expect(allowed({ lat: 11, lon: 179.5 }, T0 + 2 * H)).toBe(true);
    expect(allowed({ lat: 24, lon: 179.5 }, T0 + 25 * H)).toBe(true);
    const none = allOf(allowed, () => true);
    expect(none({ lat: 24, lon: 179.5 }, T0 + 2 * H)).toBe(false);
    expect(none({ lat: 0, lon: 0 }, T0 + 2 * H)).toBe(true);
  });
});
