// Closest point of approach of storms to the voyage at the same instants, warning distances by
// category at that time, and cone entry within the forecast period.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { stormProximities, stormProximity } from '../../../shared/forecast/storm-proximity';
import { stormAt, stormFixes } from '../../../shared/forecast/storm-track';
import { step } from './helpers';
import { storm } from './storm-helpers';

const T0 = 1_800_000_000;
const H = 3600;
const M_PER_NM = 1852;

describe('stormProximity', () => {
  it('measures ship and storm at the same time: one degree of latitude on the equator is 59.705 NM', () => {
    // The storm sits at 1°N 0°E for a day; the ship passes south of it at 0°N.
    const s = storm([
      { timeUtc: T0, lat: 1, lon: 0 },
      { timeUtc: T0 + 24 * H, lat: 1, lon: 0 },
    ]);
    const steps = [step(T0 + 6 * H, 0, -2), step(T0 + 12 * H, 0, 0), step(T0 + 18 * H, 0, 2)];
    const p = stormProximity(steps, s);
    // WGS84 meridian arc from 0° to 1° is 110 574.39 m.
    expect(p.cpa?.distanceNm).toBeCloseTo(110_574.39 / M_PER_NM, 3);
    expect(p.cpa).toMatchObject({
      timeUtc: T0 + 12 * H,
      ship: { lat: 0, lon: 0 },
      storm: { lat: 1, lon: 0 },
      category: 'H1',
      thresholdNm: 300,
    });
    expect(p).toMatchObject({
      stormId: '2026WP01',
      name: 'Typhoon Test',
      category: 'H1',
      thresholdNm: 300,
      breaches: true,
      entersCone: false,
      firstConeEntryUtc: null,
    });
    expect(p.firstBreach?.timeUtc).toBe(T0 + 6 * H);
  });

  it('finds the CPA of a storm crossing the antimeridian against a ship crossing the other way', () => {
    // Storm east along 20°N from 178°E to 178°W in 24 h; ship west along 20.5°N.
    const s = storm([
      { timeUtc: T0, lat: 20, lon: 178, category: 'TY' },
      { timeUtc: T0 + 24 * H, lat: 20, lon: -178, category: 'TY' },
    ]);
    const lons = [-175, -177, -179, 179, 177];
    const steps = lons.map((lon, i) => step(T0 + i * 6 * H, 20.5, lon));
    const p = stormProximity(steps, s);
    expect(p.cpa?.timeUtc).toBe(T0 + 12 * H);
    expect(p.cpa?.storm.lat).toBe(20);
    expect(p.cpa?.storm.lon).toBe(-180);
    expect(p.cpa?.ship).toEqual({ lat: 20.5, lon: -179 });
    // 0.5° of latitude (~30 NM) and 1° of longitude at 20° (~56.5 NM): about 64 NM, not half the globe.
    expect(p.cpa?.distanceNm).toBeGreaterThan(62);
    expect(p.cpa?.distanceNm).toBeLessThan(66);
    expect(p.cpa?.distanceNm).toBeCloseTo(geodesicInverse(20.5, -179, 20, 180).distanceM / M_PER_NM, 9);
  });

  it('skips steps outside the track times: no extrapolation, no CPA when none overlap', () => {
    const s = storm([
      { timeUtc: T0, lat: 15, lon: 130 },
      { timeUtc: T0 + 12 * H, lat: 16, lon: 129 },
    ]);
    // The ship would be right on the storm's extrapolated track an hour after its last fix.
    const p = stormProximity([step(T0 + 13 * H, 16.1, 128.9), step(T0 - H, 14.9, 130.1)], s);
    expect(p).toMatchObject({ cpa: null, breaches: false, firstBreach: null, thresholdNm: 300 });
  });

  it('applies the warning distance of the category at that time', () => {
    // A depression strengthening to a tropical storm: at the CPA, between a TD and a TS fix,
    // the stronger (TS, 200 NM) applies; the same distance to a depression alone (150 NM) does not breach.
    const strengthening = storm(
      [
        { timeUtc: T0, lat: 15, lon: 130, category: 'TD' },
        { timeUtc: T0 + 12 * H, lat: 15, lon: 130, category: 'TS' },
      ],
      [],
      'TS',
    );
    const weak = storm(
      [
        { timeUtc: T0, lat: 15, lon: 130, category: 'TD' },
        { timeUtc: T0 + 12 * H, lat: 15, lon: 130, category: 'TD' },
      ],
      [],
      'TD',
    );
    // 3° of latitude south of the storm: about 179 NM.
    const steps = [step(T0 + 6 * H, 12, 130)];
    const a = stormProximity(steps, strengthening);
    const b = stormProximity(steps, weak);
    expect(a.cpa?.distanceNm).toBeCloseTo(179.1, 0);
    expect(a).toMatchObject({ thresholdNm: 200, breaches: true });
    expect(a.cpa?.category).toBe('TS');
    expect(b).toMatchObject({ thresholdNm: 150, breaches: false, firstBreach: null });
    expect(stormProximity(steps, weak, { warningDistancesNm: { depression: 180 } })).toMatchObject({
      thresholdNm: 180,
      breaches: true,
    });
  });

  it('reports an earlier breach while the storm was stronger, even when the CPA itself is outside', () => {
    const s = storm(
      [
        { timeUtc: T0, lat: 20, lon: 140, category: 'H3' },
        { timeUtc: T0 + 6 * H, lat: 20, lon: 140, category: 'H3' },
        { timeUtc: T0 + 12 * H, lat: 20, lon: 140, category: 'TD' },
        { timeUtc: T0 + 24 * H, lat: 20, lon: 140, category: 'TD' },
      ],
      [],
      'TD',
    );
    // 4.5° south (~269 NM) while a hurricane, 4° south (~239 NM) once a depression.
    const p = stormProximity([step(T0 + 3 * H, 15.5, 140), step(T0 + 18 * H, 16, 140)], s);
    expect(p.cpa).toMatchObject({ timeUtc: T0 + 18 * H, category: 'TD', thresholdNm: 150 });
    expect(p.thresholdNm).toBe(150);
    expect(p.breaches).toBe(true);
    expect(p.firstBreach).toMatchObject({ timeUtc: T0 + 3 * H, category: 'H3', thresholdNm: 300 });
    expect(p.firstBreach?.distanceNm).toBeCloseTo(269, 0);
  });

  it('flags entering the cone within the forecast period only', () => {
    const cone: [number, number][][] = [
      [
        [128, 14],
        [134, 14],
        [134, 22],
        [128, 22],
        [128, 14],
      ],
    ];
    const s = storm(
      [
        { timeUtc: T0, lat: 15, lon: 131 },
        { timeUtc: T0 + 48 * H, lat: 21, lon: 131 },
      ],
      cone,
    );
    const outside = step(T0 + 6 * H, 10, 131);
    const insideEarly = step(T0 - 6 * H, 18, 131); // before the period: the cone says nothing then
    const inside = step(T0 + 24 * H, 18, 133);
    const insideLate = step(T0 + 60 * H, 18, 131); // after the last fix
    expect(stormProximity([insideEarly, outside, insideLate], s)).toMatchObject({
      entersCone: false,
      firstConeEntryUtc: null,
    });
    expect(stormProximity([insideEarly, outside, inside, insideLate], s)).toMatchObject({
      entersCone: true,
      firstConeEntryUtc: T0 + 24 * H,
    });
    // An advisory issued 30 h after the first fix: the cone period starts there.
    expect(stormProximity([inside], s, { forecastFromUtc: T0 + 30 * H })).toMatchObject({ entersCone: false });
  });

  it('lists the steps it warns at (within the distance then, or in the cone) for the forecast table and charts', () => {
    // A depression (150 NM) sitting at 0°N 0°E; the ship runs north-south past it along 0°E.
    const s = storm(
      [
        { timeUtc: T0, lat: 0, lon: 0, category: 'TD' },
        { timeUtc: T0 + 48 * H, lat: 0, lon: 0, category: 'TD' },
      ],
      [
        [
          [9, 9],
          [11, 9],
          [11, 11],
          [9, 11],
          [9, 9],
        ],
      ],
    );
    // 3° (179 NM) out, 2° (119 NM), 1°, 2°, 3° out, then inside the (far) cone ring: index 5.
    const lats = [3, 2, 1, 2, 3];
    const steps = [...lats.map((lat, i) => step(T0 + i * 6 * H, lat, 0)), step(T0 + 36 * H, 10, 10)];
    const p = stormProximity(steps, s);
    expect(p.warnedSteps).toEqual([1, 2, 3, 5]);
    expect(p.breaches).toBe(true);
    expect(stormProximity([steps[0]!, steps[4]!], s).warnedSteps).toEqual([]);
  });

  it("gives the storm's wind at the closest approach, the stronger of the fixes either side", () => {
    const s = storm([
      { timeUtc: T0, lat: 1, lon: 0 },
      { timeUtc: T0 + 24 * H, lat: 1, lon: 0 },
    ]);
    const windy = {
      ...s,
      path: s.path.map((p, i) => ({ ...p, windSpeed: { ...p.windSpeed, kts: i === 0 ? 55 : 70 } })),
    };
    expect(stormProximity([step(T0 + 12 * H, 0, 0)], windy).cpa?.windKn).toBe(70);
    expect(stormProximity([step(T0, 0, 0)], windy).cpa?.windKn).toBe(55);
    expect(stormProximity([step(T0 + 12 * H, 0, 0)], s).cpa?.windKn).toBeNull();
  });

  it('tests cones cut at the antimeridian', () => {
    const cone: [number, number][][] = [
      [
        [175, 10],
        [180, 10],
        [180, 20],
        [175, 20],
        [175, 10],
      ],
      [
        [-180, 10],
        [-175, 10],
        [-175, 20],
        [-180, 20],
        [-180, 10],
      ],
    ];
    const s = storm(
      [
        { timeUtc: T0, lat: 15, lon: 179 },
        { timeUtc: T0 + 24 * H, lat: 15, lon: -179 },
      ],
      cone,
    );
    expect(stormProximity([step(T0 + H, 15, -177)], s).entersCone).toBe(true);
    expect(stormProximity([step(T0 + H, 15, 170)], s).entersCone).toBe(false);
  });

  it('has a CPA no farther than the distance at any sampled step', () => {
    const lat = fc.double({ min: -60, max: 60, noNaN: true });
    const lon = fc.double({ min: -180, max: 179.999, noNaN: true });
    const hour = fc.integer({ min: 0, max: 96 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ h: hour, lat, lon }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ h: hour, lat, lon }), { minLength: 1, maxLength: 12 }),
        (fixes, ship) => {
          const s = storm(fixes.map((f) => ({ timeUtc: T0 + f.h * H, lat: f.lat, lon: f.lon })));
          const steps = ship.map((p) => step(T0 + p.h * H, p.lat, p.lon));
          const { cpa } = stormProximity(steps, s);
          const track = stormFixes(s);
          const sampled = steps.flatMap((st) => {
            const at = stormAt(track, st.timeUtc);
            return at === null ? [] : [geodesicInverse(st.lat, st.lon, at.lat, at.lon).distanceM / M_PER_NM];
          });
          if (sampled.length === 0) return cpa === null;
          return cpa !== null && sampled.every((d) => cpa.distanceNm <= d) && sampled.includes(cpa.distanceNm);
        },
      ),
    );
  });
});

describe('stormProximities', () => {
  it('answers one result per storm, in order', () => {
    const a = storm([{ timeUtc: T0, lat: 10, lon: 10 }]);
    const b = { ...storm([{ timeUtc: T0, lat: 11, lon: 10 }]), id: '2026AL02' };
    const results = stormProximities([step(T0, 10, 10)], [a, b]);
    expect(results.map((r) => [r.stormId, r.cpa?.distanceNm])).toEqual([
      ['2026WP01', 0],
      ['2026AL02', expect.closeTo(59.7, 1)],
    ]);
  });
});
