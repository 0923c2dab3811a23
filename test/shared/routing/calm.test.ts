// A calm sea at constant speed with nothing in the way: the least-time route is the geodesic, so
// its length is checked against GeographicLib's (GeodSolve), never against the router's own maths.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { separationM } from '../../helpers/geo';
import { DEPART } from './fixtures';

describe('least time in a calm field', () => {
  it('40°N 30°W → 30°N 60°W is the geodesic within 0.5 %', () => {
    // echo "40 -30 30 -60" | GeodSolve -i -p 6 → azi1 -102.79703043319, azi2 -120.33891234813, s12 2937078.891587 m
    const geodesicM = 2937078.891587;
    const r = optimiseRoute({
      from: { lat: 40, lon: -30 },
      to: { lat: 30, lon: -60 },
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12 },
    });
    if (!r.ok) throw new Error(r.message);
    expect(Math.abs(r.distanceM / geodesicM - 1)).toBeLessThan(0.005);
    // In fact far closer: 20 NM rhumb chords of the geodesic, simplified within 2 NM.
    expect(r.distanceM / geodesicM - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / geodesicM - 1).toBeLessThan(0.0005);
    // 12 kn all the way: the duration is the distance at that speed.
    expect(r.durationS).toBeCloseTo((r.distanceM / (12 * 1852)) * 3600, 3);
    expect(r.etaUtc).toBe(DEPART + r.durationS);
    // The ends are the given positions, and every waypoint lies within the tolerance of the geodesic's nodes.
    expect(r.waypoints[0]).toMatchObject({ lat: 40, lon: -30, timeUtc: DEPART });
    expect(r.waypoints.at(-1)).toMatchObject({ lat: 30, lon: -60 });
    expect(r.waypoints.length).toBeGreaterThan(2);
    expect(r.waypoints.length).toBeLessThan(r.track.length / 2);
    // The corridor searched: 150 NM either side, a node per stage.
    const [corridor] = r.corridors;
    expect(corridor!.left.length).toBe(r.track.length);
    const mid = r.track.length >> 1;
    const t = r.track[mid]!;
    expect(separationM(t.lat, t.lon, corridor!.left[mid]!.lat, corridor!.left[mid]!.lon)).toBeCloseTo(150 * 1852, 3);
    expect(separationM(t.lat, t.lon, corridor!.right[mid]!.lat, corridor!.right[mid]!.lon)).toBeCloseTo(150 * 1852, 3);
    for (const p of r.track)
      expect(separationM(40, -30, p.lat, p.lon) + separationM(p.lat, p.lon, 30, -60)).toBeCloseTo(geodesicM, -1);
  });

  it('30°N 170°E → 35°N 160°W across the antimeridian is the geodesic within 0.5 %', () => {
    // echo "30 170 35 -160" | GeodSolve -i -p 6 → s12 2862054.010548 m
    const geodesicM = 2862054.010548;
    const r = optimiseRoute({
      from: { lat: 30, lon: 170 },
      to: { lat: 35, lon: -160 },
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12 },
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.distanceM / geodesicM - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / geodesicM - 1).toBeLessThan(0.005);
    expect(r.waypoints.every((w) => w.lon >= -180 && w.lon < 180)).toBe(true);
  });
});
