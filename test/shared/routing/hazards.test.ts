// Land and storms: the route from the Channel to Biscay goes round Brittany clear of the 1:10m
// coast by the margin, and a route across a storm's path never meets its zone where the storm is then.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { landClearance } from '../../../shared/routing/land-clear';
import { stormZones } from '../../../shared/routing/storm-zones';
import { routeLandCrossings } from '../../../shared/land/crossing';
import { distanceToLandNm } from '../../../shared/land/land';
import { M_PER_NM } from '../../../shared/domain/units';
import { loadLand } from '../land/load';
import { separationM } from '../../helpers/geo';
import { storm } from '../forecast/storm-helpers';
import { DEPART, along } from './fixtures';

describe('land', () => {
  it('49.7°N 3.5°W → 46.5°N 4°W goes round Ushant, 10 NM off the 1:10m coast', () => {
    const land = loadLand('10m');
    const from = { lat: 49.7, lon: -3.5 };
    const to = { lat: 46.5, lon: -4 };
    // echo "49.7 -3.5 46.5 -4.0" | GeodSolve -i -p 6 → s12 357756.305099 m (193.2 NM), across Brittany.
    const geodesicNm = 357756.305099 / M_PER_NM;
    expect(
      routeLandCrossings(land, [
        { name: 'A', position: from },
        { name: 'B', position: to },
      ]).length,
    ).toBeGreaterThan(0);
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, landClear: landClearance(land, [from, to]) },
    });
    if (!r.ok) throw new Error(r.message);
    // The land check of an imported route finds nothing on the result.
    const named = r.waypoints.map((w, i) => ({ name: `WP${i + 1}`, position: w }));
    expect(routeLandCrossings(land, named)).toEqual([]);
    // Every point of it, every 0.5 NM, is at least 10 NM from land (both ends are over 20 NM off).
    for (const p of along(r.waypoints, 0.5)) expect(distanceToLandNm(land, p.lat, p.lon, 10)).toBe(Infinity);
    // West of Ushant (5°08'W), and longer than the great circle, but not by a detour.
    expect(Math.min(...r.waypoints.map((w) => w.lon))).toBeLessThan(-5.3);
    expect(r.distanceM / M_PER_NM).toBeGreaterThan(geodesicNm * 1.05);
    expect(r.distanceM / M_PER_NM).toBeLessThan(geodesicNm * 1.35);
  });
});

describe('a storm moving across the track', () => {
  it('20°N 60°W → 20°N 50°W at 12 kn keeps 80 NM from a storm crossing 55°W northward', () => {
    // echo "20 -60 20 -50" | GeodSolve -i -p 6 → s12 1046315.076104 m (565.0 NM): 47.1 h at 12 kn,
    // at 55°W after 23.5 h, when the storm (14°N at departure, 0.25°/h north) is at 19.9°N.
    const track = storm([
      { timeUtc: DEPART, lat: 14, lon: -55, category: 'TS' },
      { timeUtc: DEPART + 48 * 3600, lat: 26, lon: -55, category: 'TS' },
    ]);
    const distances = { hurricane: 120, tropicalStorm: 80, depression: 60 };
    const allowed = stormZones([track], { distances });
    const centreAt = (t: number) => ({ lat: 14 + (0.25 * (t - DEPART)) / 3600, lon: -55 });
    // The great circle at 12 kn would pass through the storm's centre.
    const midTime = DEPART + (1046315.076104 / 2 / M_PER_NM / 12) * 3600;
    expect(separationM(20, -55, centreAt(midTime).lat, -55) / M_PER_NM).toBeLessThan(10);
    expect(allowed({ lat: 20, lon: -55 }, midTime)).toBe(false);
    const r = optimiseRoute({
      from: { lat: 20, lon: -60 },
      to: { lat: 20, lon: -50 },
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, allowed },
    });
    if (!r.ok) throw new Error(r.message);
    let closestNm = Infinity;
    for (const p of along(r.waypoints, 1)) {
      const c = centreAt(p.timeUtc);
      closestNm = Math.min(closestNm, separationM(p.lat, p.lon, c.lat, c.lon) / M_PER_NM);
    }
    // 80 NM less the sphere's 0.5 % against GeographicLib's ellipsoid.
    expect(closestNm).toBeGreaterThan(80 * 0.995);
    expect(closestNm).toBeLessThan(100);
    expect(r.durationS / 3600).toBeGreaterThan(47.1);
  });
});
