// Storms as moving no-go zones: the warning distance of the storm's class round its centre at
// that instant, widened by the forecast cone's radius at that lead time, across the antimeridian too.
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
    const allowed = stormZones([s]);
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

  it('widens the zone by the cone radius at the lead time from the advisory, and no more', () => {
    // Issued at T0: 12 h on the centre is 17.5°N 177°W, a hurricane by class (300 NM), and the
    // NHC's 2/3 circle at 12 h is 26 NM: 326 NM. At T0 + 6 h the storm is halfway between the
    // fix and the next (16.25°N 179.5°W) with 18 NM of cone radius (10 NM at 0 h, 26 at 12 h).
    const allowed = stormZones([s], { forecastFromUtc: T0 });
    expect(allowed(away(17.5, -177, 90, 322), T0 + 12 * H)).toBe(false);
    expect(allowed(away(17.5, -177, 90, 330), T0 + 12 * H)).toBe(true);
    expect(allowed(away(16.25, -179.5, 0, 316), T0 + 6 * H)).toBe(false);
    expect(allowed(away(16.25, -179.5, 0, 320), T0 + 6 * H)).toBe(true);
    // Issued halfway: the first 12 h are history (no widening), the rest counts from T0 + 12 h.
    const later = stormZones([s], { forecastFromUtc: T0 + 12 * H });
    expect(later(away(17.5, -177, 90, 302), T0 + 12 * H)).toBe(true);
    expect(later(away(20, -172, 180, 322), T0 + 24 * H)).toBe(false);
    expect(later(away(20, -172, 180, 330), T0 + 24 * H)).toBe(true);
  });

  it("lets a route cross the storm's future track where the storm is not yet", () => {
    // The whole cone is closed to nobody: 24°N 179.5°E lies on the track's side but 100+ NM from
    // the centre's zone at T0 + 2 h, though inside the cone drawn for the whole forecast.
    const allowed = stormZones([s], {
      forecastFromUtc: T0,
      distances: { hurricane: 10, tropicalStorm: 10, depression: 10 },
    });
    expect(allowed({ lat: 24, lon: 179.5 }, T0 + 2 * H)).toBe(true);
    expect(allowed({ lat: 15.5, lon: 178.5 }, T0 + 2 * H)).toBe(false);
    const none = allOf(allowed, () => true);
    expect(none({ lat: 15.5, lon: 178.5 }, T0 + 2 * H)).toBe(false);
    expect(none({ lat: 0, lon: 0 }, T0 + 2 * H)).toBe(true);
  });
});
