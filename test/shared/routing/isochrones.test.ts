// The isochrone method against answers known without the router: the geodesic in a calm sea
// (GeodSolve), the tangent-and-arc way round a disc, the dense brute-force search in a field that
// changes with place, time and heading, and the graph search on the same case.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { bruteForceLeastTime } from '../../../shared/routing/brute-force';
import { isochroneLeastTime } from '../../../shared/routing/isochrones';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../shared/geodesy/rhumb';
import type { Position } from '../../../shared/domain/position';
import { separationM } from '../../helpers/geo';
import { DEPART, bandedSpeedKn } from './fixtures';

const calm = { speedKn: () => 12, maxSpeedKn: 12 };

describe('isochrones in a calm field', () => {
  it('40°N 30°W → 30°N 60°W is the geodesic within 0.5 %, with the isochrones to draw', () => {
    // echo "40 -30 30 -60" | GeodSolve -i -p 6 → s12 2937078.891587 m (1585.9 NM, 132.2 h at 12 kn)
    const geodesicM = 2937078.891587;
    const r = optimiseRoute({
      from: { lat: 40, lon: -30 },
      to: { lat: 30, lon: -60 },
      departUtc: DEPART,
      env: calm,
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.method).toBe('isochrones');
    expect(r.distanceM / geodesicM - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / geodesicM - 1).toBeLessThan(0.005);
    expect(r.durationS).toBeCloseTo((r.distanceM / (12 * M_PER_NM)) * 3600, 3);
    expect(r.waypoints[0]).toMatchObject({ lat: 40, lon: -30, timeUtc: DEPART });
    expect(r.waypoints.at(-1)).toMatchObject({ lat: 30, lon: -60 });
    // The default step is 1 h (132 h over 150 is less): the goal is sailed to from one of the last
    // three isochrones, and the isochrones are thinned to 40 for the chart.
    expect(r.track.length).toBeGreaterThanOrEqual(131);
    expect(r.track.length).toBeLessThanOrEqual(134);
    expect(r.isochrones.length).toBe(40);
    expect(r.corridors).toEqual([]);
    expect(r.halfWidthNm).toBe(0);
    // In a calm sea at 12 kn, isochrone k is 12·k NM from the start where it faces the goal: each
    // drawn one is a whole number of hours' run, to within 0.5 %, and they move out in order.
    let previous = -1;
    for (const front of r.isochrones.slice(1)) {
      const aheadNm = Math.max(...front.map((p) => separationM(40, -30, p.lat, p.lon) / M_PER_NM));
      const hours = Math.round(aheadNm / 12);
      expect(hours).toBeGreaterThan(previous);
      expect(Math.abs(aheadNm / (12 * hours) - 1)).toBeLessThan(0.005);
      previous = hours;
    }
    expect(previous).toBeGreaterThanOrEqual(130);
  });

  it('30°N 170°E → 35°N 160°W across the antimeridian is the geodesic within 0.5 %', () => {
    // echo "30 170 35 -160" | GeodSolve -i -p 6 → s12 2862054.010548 m
    const geodesicM = 2862054.010548;
    const r = optimiseRoute({
      from: { lat: 30, lon: 170 },
      to: { lat: 35, lon: -160 },
      departUtc: DEPART,
      env: calm,
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.distanceM / geodesicM - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / geodesicM - 1).toBeLessThan(0.005);
    expect(r.waypoints.every((w) => w.lon >= -180 && w.lon < 180)).toBe(true);
    // The isochrones straddle the antimeridian rather than jump round the world.
    expect(r.isochrones.flat().some((p) => p.lon > 175)).toBe(true);
    expect(r.isochrones.flat().some((p) => p.lon < -175)).toBe(true);
    expect(r.isochrones.flat().every((p) => p.lon >= 165 || p.lon <= -155)).toBe(true);
  });
});

describe('isochrones round a no-go disc', () => {
  it('0°N 0°E → 0°N 2°E round a 20 NM disc at 0°N 1°E is within 1 % of the tangent-and-arc optimum', () => {
    // echo "0 0 0 1" | GeodSolve -i -p 6 → s12 111319.490793 m: the distance D of each end from the centre.
    const dNm = 111319.490793 / M_PER_NM;
    const rNm = 20;
    const optimumNm = 2 * Math.sqrt(dNm * dNm - rNm * rNm) + rNm * (Math.PI - 2 * Math.acos(rNm / dNm));
    expect(optimumNm).toBeCloseTo(126.93, 2);
    const outside = (p: Position) => separationM(0, 1, p.lat, p.lon) >= rNm * M_PER_NM;
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: { speedKn: () => 10, allowed: outside, maxSpeedKn: 10 },
      subStepNm: 1,
      toleranceNm: 0.2,
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    const lengthNm = r.distanceM / M_PER_NM;
    expect(lengthNm / optimumNm - 1).toBeGreaterThan(-0.001);
    expect(lengthNm / optimumNm - 1).toBeLessThan(0.01);
    // Every point of the legs, 0.1 NM apart, is outside the disc (less the sagitta of a 1 NM chord).
    for (let k = 0; k + 1 < r.waypoints.length; k++) {
      const a = r.waypoints[k]!;
      const b = r.waypoints[k + 1]!;
      const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
      for (let d = 0; d <= distanceM; d += 0.1 * M_PER_NM) {
        const p = rhumbDirect(a.lat, a.lon, courseDeg, d);
        expect(separationM(0, 1, p.lat, p.lon) / M_PER_NM).toBeGreaterThan(rNm - 0.01);
      }
    }
  });
});

describe('isochrones in a time-varying field', () => {
  it('10°N 40°W → 12°N 35°W: within 1 % of the dense brute-force search and of the graph search', () => {
    // echo "10 -40 12 -35" | GeodSolve -i -p 6 → s12 589488.180102 m (318.3 NM).
    const from = { lat: 10, lon: -40 };
    const to = { lat: 12, lon: -35 };
    const env = { speedKn: bandedSpeedKn, maxSpeedKn: 15 };
    const brute = bruteForceLeastTime(
      from,
      to,
      DEPART,
      env,
      { stageSpacingNm: 5, lateralSpacingNm: 1.25, halfWidthNm: 60 },
      70,
      1,
    );
    expect(brute.durationS / 3600).toBeGreaterThan(25);
    expect(brute.durationS / 3600).toBeLessThan(32);
    const iso = optimiseRoute({ from, to, departUtc: DEPART, env, method: 'isochrones' });
    if (!iso.ok) throw new Error(iso.message);
    expect(Math.abs(iso.durationS / brute.durationS - 1)).toBeLessThan(0.01);
    const graph = optimiseRoute({ from, to, departUtc: DEPART, env, corridor: { halfWidthNm: 60 } });
    if (!graph.ok) throw new Error(graph.message);
    expect(Math.abs(iso.durationS / graph.durationS - 1)).toBeLessThan(0.01);
    // Both leave the great circle the same way: their waypoints' mean latitudes agree within 0.2°.
    const meanLat = (w: readonly Position[]) => w.reduce((s, p) => s + p.lat, 0) / w.length;
    expect(Math.abs(meanLat(iso.track) - meanLat(graph.track))).toBeLessThan(0.2);
  });

  it('the track is timed by sailing it: each isochrone step is the step given, within the estimate', () => {
    const r = isochroneLeastTime({ lat: 10, lon: -40 }, { lat: 12, lon: -35 }, DEPART, { speedKn: bandedSpeedKn }, 1, {
      stepS: 1800,
    });
    if (!r.ok) throw new Error(r.message);
    // Every point but the goal is on the isochrone of its index, to within 2 % of the half hour.
    const inner = r.track.slice(0, -1);
    inner.forEach((p, k) => expect(Math.abs(p.timeUtc - DEPART - k * 1800)).toBeLessThan(36));
    const last = r.track.at(-1)!;
    expect(last).toMatchObject({ lat: 12, lon: -35 });
    expect(last.timeUtc - inner.at(-1)!.timeUtc).toBeGreaterThan(0);
    // The goal is tried from points within three steps' run of it: at most 15 kn for 1.5 half hours each.
    const before = inner.at(-1)!;
    expect(rhumbInverse(before.lat, before.lon, 12, -35).distanceM / M_PER_NM).toBeLessThanOrEqual(3 * 15 * 0.75);
  });
});
