// The routing fields against answers known without them: a field linear in latitude, longitude and
// time is interpolated exactly (bilinear in space, linear in time), the percentile is Hyndman & Fan's
// definition 7 of the members, and a route's exceedance counts each member once at its maximum.
import { INDEX, Q } from '../../../../../electron/backend/app/routing/quantity-index';
import { describe, expect, it } from 'vitest';
import type { MemberValues } from '../../../../../shared/forecast/departure-sweep';
import { buildFields } from '../../../../../electron/backend/app/routing/fields';
import { summarise } from '../../../../../electron/backend/app/routing/evaluate';
import { isCoarseNode, planGrid } from '../../../../../electron/backend/app/routing/grid-plan';
import { geodesicDirect, geodesicInverse } from '../../../../../shared/geodesy/geodesic';
import { weatherEnvironment } from '../../../../../electron/backend/app/routing/environment';
import { hullOf } from '../../../../../shared/routing/hull';
import { speedInWaves } from '../../../../../shared/routing/speed-loss';
import { loadLand } from '../../../../shared/land/load';

const T0 = 1_718_150_400; // a 3-hourly step
const NO_STORMS = { storms: [], fetchedAtUtc: T0 };
const HOUR_S = 3600;
const MEMBERS = 51;
const MODELS = { wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' };

/** Member m's wind: 10 + lat + lon/2 + 0.1·m + 0.5 per hour after T0; gust 10 kn more; Hs 2 m. */
function windOf(lat: number, lon: number, t: number, m: number): number {
  return 10 + lat + lon / 2 + 0.1 * m + (0.5 * (t - T0)) / HOUR_S;
}

function lookupOf(nodes: readonly { key: string; lat: number; lon: number }[]) {
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  return (key: string, t: number): MemberValues => {
    const n = byKey.get(key)!;
    const wind = Float64Array.from({ length: MEMBERS }, (_, m) => windOf(n.lat, n.lon, t, m));
    return { wind, gust: wind.map((w) => w + 10), hs: new Float64Array(MEMBERS).fill(2) };
  };
}

describe('routing fields', () => {
  const plan = planGrid(
    [
      { lat: 55, lon: 6 },
      { lat: 56, lon: 9 },
    ],
    150,
    MODELS,
  );
  const reach = { fromUtc: T0, toUtc: T0 + 48 * HOUR_S };
  const fields = buildFields(plan.nodes, lookupOf(plan.nodes), reach, 90, { windKn: 73.25, gustKn: 200, hsM: 5 });

  it('asks one wind and one wave answer per mesh node on the 1° × 2° mesh, and the storms', () => {
    expect(plan.requests).toHaveLength(2 * plan.nodes.length + 1);
    expect(plan.nodes.every((n) => Number.isInteger(n.lat) && n.lon % 2 === 0)).toBe(true);
    expect(plan.nodes.some((n) => n.lat === 55 && n.lon === 6)).toBe(true);
    expect(new Set(plan.nodes.map((n) => n.key)).size).toBe(plan.nodes.length);
  });

  it('interpolates a linear field exactly, in space and time', () => {
    const out = new Float64Array(Q);
    const p = { lat: 55.3, lon: 7.7 };
    fields.percentileAt(p, T0 + 4.5 * HOUR_S, out);
    // P90 of 51 members 0.1 apart: h = 50 × 0.9 = 45, member 45: +4.5 kn.
    const p90 = windOf(p.lat, p.lon, T0 + 4.5 * HOUR_S, 45);
    expect(out[INDEX.wind]).toBeCloseTo(p90, 4);
    expect(out[INDEX.gust]).toBeCloseTo(p90 + 10, 4);
    expect(out[INDEX.hs]).toBeCloseTo(2, 4);
    const members = new Float64Array(MEMBERS * Q);
    fields.membersAt(p, T0 + 4.5 * HOUR_S, members);
    expect(members[7 * Q + INDEX.wind]).toBeCloseTo(windOf(p.lat, p.lon, T0 + 4.5 * HOUR_S, 7), 4);
    // Share above 73.25 kn at 55.3, 7.7, T0 + 4.5 h: 10 + 55.3 + 3.85 + 2.25 = 71.4 + 0.1·m > 73.25 for m ≥ 19: 32 of 51.
    expect(fields.shareAboveAt(p, T0 + 4.5 * HOUR_S)).toBeCloseTo(32 / 51, 6);
  });

  it('knows nothing outside the mesh or past the ensemble', () => {
    const out = new Float64Array(Q);
    fields.percentileAt({ lat: 40, lon: -30 }, T0, out);
    expect(Number.isNaN(out[INDEX.wind])).toBe(true);
    fields.percentileAt({ lat: 55.3, lon: 7.7 }, T0 + 49 * HOUR_S, out);
    expect(Number.isNaN(out[INDEX.wind])).toBe(true);
  });

  it("counts a member above a limit once, at its maximum along the route, and the P90's maximum", () => {
    const waypoints = [
      { lat: 55.2, lon: 7, timeUtc: T0 },
      { lat: 55.2, lon: 8, timeUtc: T0 + 3 * HOUR_S },
    ];
    const s = summarise(
      { waypoints, distanceM: 63_600, durationS: 3 * HOUR_S, etaUtc: T0 + 3 * HOUR_S },
      fields,
      {
        windKn: 73.25,
        gustKn: 200,
        hsM: 5,
      },
      NO_STORMS,
    );
    // Largest at the end: 10 + 55.2 + 4 + 1.5 = 70.7 + 0.1·m > 73.25 for m ≥ 26: 25 of 51.
    expect(s.exceedance).toEqual({ wind: 25 / 51, gust: 0, hs: 0 });
    expect(s.p90Max).toEqual({ windKn: 75.2, gustKn: 85.2, hsM: 2 });
    expect(s.durationS).toBe(3 * HOUR_S);
  });

  it("allows a point while the P90 keeps the limits, and without a wave direction sails Kwon's head-sea speed whatever the heading", () => {
    const hull = hullOf();
    const env = weatherEnvironment({
      fields,
      ends: [
        { lat: 55, lon: 6 },
        { lat: 56, lon: 9 },
      ],
      land: loadLand('110m'),
      stormsFetchedAtUtc: T0,
      storms: [],
      speedKn: 12,
      limits: { windKn: 73.25, gustKn: 200, hsM: 5 },
      objective: 'time',
      hull,
    });
    // P90 wind at 55.3, 7.7, T0 + 4.5 h: 71.4 + 4.5 = 75.9 kn, above 73.25 kn.
    const p = { lat: 55.3, lon: 7.7 };
    expect(env.allowed!(p, T0 + 4.5 * HOUR_S)).toBe(false);
    expect(env.allowed!({ lat: 55, lon: 6 }, T0)).toBe(true); // 68 + 4.5 = 72.5 kn
    const wind = windOf(55, 6, T0, 45);
    const expected = speedInWaves({ speedKn: 12, windKn: wind, waveAngleDeg: 0, hull });
    expect(expected).toBeLessThan(12);
    expect(env.speedKn({ lat: 55, lon: 6 }, T0, 90)).toBeCloseTo(expected, 4);
    expect(env.speedKn({ lat: 55, lon: 6 }, T0, 270)).toBeCloseTo(expected, 4);
    // Past the ensemble the planned speed, and nothing is refused.
    expect(env.speedKn(p, T0 + 49 * HOUR_S, 0)).toBe(12);
    expect(env.allowed!(p, T0 + 49 * HOUR_S)).toBe(true);
    expect(env.risk).toBeUndefined();
  });

  describe('with the mean wave direction', () => {
    /** Members' directions: 350° and 10° alternately (their circular mean is 0°, the arithmetic 180°), or spread round the compass. */
    /** A Beaufort 6 wind (25 kn + 0.1 kn per member) with the members' wave directions. */
    function withDirections(directionOf: (m: number) => number) {
      return buildFields(
        plan.nodes,
        () => {
          const wind = Float64Array.from({ length: MEMBERS }, (_, m) => 25 + 0.1 * m);
          return {
            wind,
            gust: wind.map((w) => w + 10),
            hs: new Float64Array(MEMBERS).fill(3),
            waveFrom: Float64Array.from({ length: MEMBERS }, (_, m) => directionOf(m)),
          };
        },
        reach,
        90,
        null,
      );
    }
    const p = { lat: 55.3, lon: 7.7 };

    it("takes the members' circular mean, and none where they disagree", () => {
      const north = withDirections((m) => (m % 2 === 0 ? 350 : 10));
      // 26 members at 350°, 25 at 10°: a hair west of north, atan2(−sin 10° / 51, cos 10°).
      const expected =
        360 + Math.atan2(-Math.sin((10 * Math.PI) / 180) / 51, Math.cos((10 * Math.PI) / 180)) * (180 / Math.PI);
      expect(expected).toBeCloseTo(359.8019, 4);
      expect(north.waveFromAt(p, T0 + 4.5 * HOUR_S)).toBeCloseTo(expected, 6);
      const west = withDirections((m) => 260 + (m % 3) * 10);
      expect(west.waveFromAt(p, T0)).toBeCloseTo(270, 6);
      const confused = withDirections((m) => (m * 360) / MEMBERS);
      expect(Number.isNaN(confused.waveFromAt(p, T0))).toBe(true);
      expect(Number.isNaN(north.waveFromAt({ lat: 40, lon: -30 }, T0))).toBe(true);
    });

    it("slows most heading into the waves, least running before them (Kwon's direction sectors)", () => {
      const hull = hullOf();
      const fromWest = withDirections(() => 270);
      const env = weatherEnvironment({
        fields: fromWest,
        ends: [
          { lat: 55, lon: 6 },
          { lat: 56, lon: 9 },
        ],
        land: loadLand('110m'),
        stormsFetchedAtUtc: T0,
        storms: [],
        speedKn: 12,
        limits: null,
        objective: 'time',
        hull,
      });
      const at = { lat: 55, lon: 6 };
      // P90 of 25 + 0.1·m: member 45, 29.5 kn (Beaufort 7).
      const windKn = 29.5;
      const head = speedInWaves({ speedKn: 12, windKn, waveAngleDeg: 0, hull });
      const beam = speedInWaves({ speedKn: 12, windKn, waveAngleDeg: 90, hull });
      const following = speedInWaves({ speedKn: 12, windKn, waveAngleDeg: 180, hull });
      expect(head).toBeLessThan(beam);
      expect(beam).toBeLessThan(following);
      expect(env.speedKn(at, T0, 270)).toBeCloseTo(head, 6);
      expect(env.speedKn(at, T0, 0)).toBeCloseTo(beam, 6);
      expect(env.speedKn(at, T0, 90)).toBeCloseTo(following, 6);
    });
  });
});

describe('the mesh coarser away from the great circle (issue 28)', () => {
  // Bishop Rock → Ambrose as routing/index.ts asks it: widest corridor 300 NM, plus a 90 NM cell.
  const from = { lat: 49.87, lon: -6.45 };
  const to = { lat: 40.45, lon: -73.8 };
  const plan = planGrid([from, to], 390, MODELS);
  const reach = { fromUtc: T0, toUtc: T0 + 48 * HOUR_S };
  const fields = buildFields(plan.nodes, lookupOf(plan.nodes), reach, 90, null);
  const g = geodesicInverse(from.lat, from.lon, to.lat, to.lon);

  it('asks every node near the geodesic and only the coarse mesh beyond: a third fewer places than the full mesh', () => {
    // The full 1° × 2° mesh over the same reach asked 558 places.
    expect(plan.nodes.length).toBeLessThan(400);
    expect(plan.nodes.length).toBeGreaterThan(300);
    const coarse = plan.nodes.filter((n) => isCoarseNode(n.row, n.column)).length;
    expect(coarse).toBeGreaterThan(plan.nodes.length / 4);
  });

  it('reads a linear field exactly anywhere in the widest corridor, on either side: every point has a whole cell', () => {
    const out = new Float64Array(Q);
    const t = T0 + 4.5 * HOUR_S;
    let checked = 0;
    for (let k = 1; k < 20; k++) {
      const along = geodesicDirect(from.lat, from.lon, g.initialCourseDeg, (k / 20) * g.distanceM);
      for (const offsetNm of [-300, -240, -170, -100, -30, 0, 30, 100, 170, 240, 300]) {
        const side = offsetNm < 0 ? -90 : 90;
        const p = geodesicDirect(along.lat, along.lon, along.finalCourseDeg + side, Math.abs(offsetNm) * 1852);
        fields.percentileAt({ lat: p.lat, lon: p.lon }, t, out);
        // Bilinear in a whole cell, fine or coarse, is exact for a linear field; a cell with a
        // corner missing is not (its weights are renormalised over the rest).
        expect(out[INDEX.wind], `${offsetNm} NM off at ${k}/20`).toBeCloseTo(windOf(p.lat, p.lon, t, 45), 4);
        checked++;
      }
    }
    expect(checked).toBe(19 * 11);
  });
});
