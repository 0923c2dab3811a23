// The isochrone method near land and storms, and the ways it fails: round Ushant clear of the
// 1:10m coast, across a storm's path never inside its zone at the ship's time, and each failure
// typed with words a navigator can act on.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { isochroneLeastTime } from '../../../shared/routing/isochrones';
import { landClearance } from '../../../shared/routing/land-clear';
import { stormZones } from '../../../shared/routing/storm-zones';
import { routeLandCrossings } from '../../../shared/land/crossing';
import { distanceToLandNm } from '../../../shared/land/land';
import { M_PER_NM } from '../../../shared/domain/units';
import type { Position } from '../../../shared/domain/position';
import { loadLand } from '../land/load';
import { separationM } from '../../helpers/geo';
import { storm } from '../forecast/storm-helpers';
import { DEPART, along } from './fixtures';

const calm = { speedKn: () => 10, maxSpeedKn: 10 };

describe('isochrones and land', () => {
  it('49.7°N 3.5°W → 46.5°N 4°W goes round Ushant, 10 NM off the 1:10m coast', () => {
    const land = loadLand('10m');
    const from = { lat: 49.7, lon: -3.5 };
    const to = { lat: 46.5, lon: -4 };
    // echo "49.7 -3.5 46.5 -4.0" | GeodSolve -i -p 6 → s12 357756.305099 m (193.2 NM), across Brittany.
    const geodesicNm = 357756.305099 / M_PER_NM;
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, landClear: landClearance(land, [from, to]) },
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    const named = r.waypoints.map((w, i) => ({ name: `WP${i + 1}`, position: w }));
    expect(routeLandCrossings(land, named)).toEqual([]);
    for (const p of along(r.waypoints, 0.5)) expect(distanceToLandNm(land, p.lat, p.lon, 10)).toBe(Infinity);
    // The raw track too: every isochrone's edge was checked, not only the simplified legs.
    const raw = r.track.map((w, i) => ({ name: `T${i + 1}`, position: w }));
    expect(routeLandCrossings(land, raw)).toEqual([]);
    expect(Math.min(...r.waypoints.map((w) => w.lon))).toBeLessThan(-5.3);
    expect(r.distanceM / M_PER_NM).toBeGreaterThan(geodesicNm * 1.05);
    expect(r.distanceM / M_PER_NM).toBeLessThan(geodesicNm * 1.35);
  });
});

describe('isochrones and a storm moving across the track', () => {
  it('20°N 60°W → 20°N 50°W at 12 kn keeps 80 NM from a storm crossing 55°W northward', () => {
    // echo "20 -60 20 -50" | GeodSolve -i -p 6 → s12 1046315.076104 m (565.0 NM): 47.1 h at 12 kn,
    // at 55°W after 23.5 h, when the storm (14°N at departure, 0.25°/h north) is at 19.9°N.
    const track = storm([
      { timeUtc: DEPART, lat: 14, lon: -55, category: 'TS' },
      { timeUtc: DEPART + 48 * 3600, lat: 26, lon: -55, category: 'TS' },
    ]);
    const allowed = stormZones([track], { distances: { hurricane: 120, tropicalStorm: 80, depression: 60 } });
    const centreAt = (t: number) => ({ lat: 14 + (0.25 * (t - DEPART)) / 3600, lon: -55 });
    const r = optimiseRoute({
      from: { lat: 20, lon: -60 },
      to: { lat: 20, lon: -50 },
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, allowed },
      method: 'isochrones',
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
    // The graph search finds the same way round, within 1 % in time.
    const graph = optimiseRoute({
      from: { lat: 20, lon: -60 },
      to: { lat: 20, lon: -50 },
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, allowed },
    });
    if (!graph.ok) throw new Error(graph.message);
    expect(Math.abs(r.durationS / graph.durationS - 1)).toBeLessThan(0.01);
  });
});

describe('isochrone failures and fall-backs', () => {
  const from = { lat: 0, lon: 0 };
  const to = { lat: 0, lon: 3 };

  it('an end inside a no-go disc at all times: the fronts die out round it, and the message says what to do', () => {
    const allowed = (p: Position) => separationM(p.lat, p.lon, 0, 3) > 30 * M_PER_NM;
    const r = optimiseRoute({ from, to, departUtc: DEPART, env: { ...calm, allowed }, method: 'isochrones' });
    expect(r).toMatchObject({ ok: false, reason: 'no-route' });
    // echo "0 0 0 3" | GeodSolve -i → 333958 m: the disc's edge is 150.3 NM, 15 h at 10 kn, away;
    // a few more steps round it and no candidate gets nearer the end.
    const hours = Number(
      /^No route from 00°00\.00'N 000°00\.00'E to 00°00\.00'N 003°00\.00'E: after (\d+) h at sea every heading meets/.exec(
        r.ok ? '' : r.message,
      )?.[1],
    );
    expect(hours).toBeGreaterThanOrEqual(15);
    expect(hours).toBeLessThan(30);
  });

  it('a start in a closed basin: every heading of the last isochrone is refused, and the fronts die out', () => {
    const allowed = (p: Position) => separationM(p.lat, p.lon, 0, 0) < 25 * M_PER_NM;
    const r = optimiseRoute({ from, to, departUtc: DEPART, env: { ...calm, allowed }, method: 'isochrones' });
    expect(r).toMatchObject({ ok: false, reason: 'no-route' });
    // The fronts reach the basin's edge in 3 h, then slide round it, each sector gaining at least a
    // quarter step, until every heading is refused: well before the step limit (109 h).
    const hours = Number(
      /: after (\d+) h at sea every heading meets land, a limit or a no-go zone\./.exec(r.ok ? '' : r.message)?.[1],
    );
    expect(hours).toBeGreaterThanOrEqual(3);
    expect(hours).toBeLessThan(48);
  });

  it('a step limit too small for the crossing, a vessel that cannot make way, a start not allowed', () => {
    // 180 NM at 10 kn is 18 h: five 1 h isochrones do not get there.
    const short = isochroneLeastTime(from, to, DEPART, calm, 5, { maxSteps: 5 });
    expect(short).toMatchObject({ ok: false, reason: 'no-route' });
    if (!short.ok) expect(short.message).toContain('within 5 isochrones (5 h at sea)');
    const stuck = isochroneLeastTime(from, to, DEPART, { speedKn: () => 0 }, 5);
    expect(stuck).toMatchObject({ ok: false, reason: 'no-route' });
    const closed = isochroneLeastTime(from, to, DEPART, { ...calm, allowed: () => false }, 5);
    expect(closed).toMatchObject({ ok: false, reason: 'start-not-allowed' });
  });

  it('options that cannot work are bad input, through optimiseRoute as directly', () => {
    const bad = [
      { stepS: 0 },
      { stepS: NaN },
      { headingSpanDeg: 200 },
      { headingStepDeg: 0 },
      { sectorDeg: -1 },
      { maxSteps: 2.5 },
    ];
    for (const isochrones of bad) {
      expect(optimiseRoute({ from, to, departUtc: DEPART, env: calm, method: 'isochrones', isochrones })).toMatchObject(
        {
          ok: false,
          reason: 'bad-input',
        },
      );
      expect(isochroneLeastTime(from, to, DEPART, calm, 5, isochrones)).toMatchObject({
        ok: false,
        reason: 'bad-input',
      });
    }
    expect(isochroneLeastTime(from, to, DEPART, calm, 0)).toMatchObject({ ok: false, reason: 'bad-input' });
  });

  it('start == end is a route of one point; the least-risk objective runs the graph search', () => {
    const same = isochroneLeastTime(from, from, DEPART, calm, 5);
    expect(same).toMatchObject({ ok: true, track: [{ lat: 0, lon: 0, timeUtc: DEPART }] });
    const risk = (p: Position) => (Math.abs(p.lat) < 1 / 3 ? 1 : 0);
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { ...calm, risk },
      objective: 'risk',
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.method).toBe('graph');
    expect(r.isochrones).toEqual([]);
    expect(r.corridors.length).toBe(1);
  });

  it('a via is passed, leg by leg, each leg by isochrones', () => {
    // echo "0 0 1 1" | GeodSolve -i -p 3 → s12 156899.568 m, and the same for "1 1 0 2".
    const r = optimiseRoute({
      from,
      vias: [{ lat: 1, lon: 1 }],
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: calm,
      method: 'isochrones',
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.waypoints.some((w) => w.lat === 1 && w.lon === 1)).toBe(true);
    expect(r.distanceM / (2 * 156899.568) - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / (2 * 156899.568) - 1).toBeLessThan(0.001);
    expect(r.stats.searches).toBe(2);
    // 2 × 84.7 NM at 10 kn, 1 h steps: the start's and 8 isochrones per leg, the goal 0.47 h beyond the 8th.
    expect(r.isochrones.length).toBe(18);
  });
});
