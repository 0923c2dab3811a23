// Each member's sea where the router asks (issue 29): the height and period read like the other
// fields (a field linear in latitude, longitude and time exactly), the direction through its unit
// vector (350° and 010° meet at 000°, not 180°), a member without a whole sea left out, and the
// mesh's wave requests asking the period only with a hull.
import { describe, expect, it } from 'vitest';
import type { MemberValues } from '../../../../../shared/forecast/departure-sweep';
import { buildMemberSeas } from '../../../../../electron/backend/app/routing/member-seas';
import { planGrid } from '../../../../../electron/backend/app/routing/grid-plan';
import { memberSeaBuffers } from '../../../../../shared/routing/dangerous-seas';

const T0 = 1_718_150_400; // a 3-hourly step
const HOUR_S = 3600;
const MEMBERS = 5;
const MODELS = { wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' };
const ENDS = [
  { lat: 55, lon: 6 },
  { lat: 56, lon: 9 },
];

/** Member m's Hs: 1 + lat/10 + lon/20 + 0.1·m + 0.1 per hour after T0, m; its period 6 + m s. */
const hsOf = (lat: number, lon: number, t: number, m: number): number =>
  1 + lat / 10 + lon / 20 + 0.1 * m + (0.1 * (t - T0)) / HOUR_S;

describe('routing member seas', () => {
  const plan = planGrid(ENDS, 150, MODELS, true);
  const byKey = new Map(plan.nodes.map((n) => [n.key, n]));
  const lookup = (key: string, t: number): MemberValues => {
    const n = byKey.get(key)!;
    return {
      wind: null,
      gust: null,
      hs: Float64Array.from({ length: MEMBERS }, (_, m) => hsOf(n.lat, n.lon, t, m)),
      // Member 0's sea from 350° west of 7°E and from 010° east of it; the others from 200°.
      waveFrom: Float64Array.from({ length: MEMBERS }, (_, m) => (m > 0 ? 200 : n.lon < 7 ? 350 : 10)),
      // Member 4 has no period anywhere: no whole sea.
      wavePeriod: Float64Array.from({ length: MEMBERS }, (_, m) => (m === 4 ? Number.NaN : 6 + m)),
    };
  };
  const seas = buildMemberSeas(plan.nodes, lookup, { fromUtc: T0, toUtc: T0 + 48 * HOUR_S });

  it('asks the mean period beside the height and direction only with a hull', () => {
    const plain = planGrid(ENDS, 150, MODELS);
    const waves = (p: typeof plan) => p.requests.filter((r) => r.endpoint === 'marine.ensemble.point');
    expect(waves(plan)).toHaveLength(waves(plain).length);
    for (const r of waves(plan))
      expect(r.params).toMatchObject({ elements: expect.arrayContaining(['waveperiod_mean']) });
    for (const r of waves(plain)) {
      expect(r.params).toMatchObject({ elements: expect.arrayContaining(['wavedirection_mean']) });
      expect(r.params).not.toMatchObject({ elements: expect.arrayContaining(['waveperiod_mean']) });
    }
  });

  it('reads each member’s height and period exactly in a linear field, its direction by unit vector', () => {
    const out = memberSeaBuffers(MEMBERS);
    // Halfway between 6°E and 8°E, and between two steps.
    const p = { lat: 55.4, lon: 7 };
    const t = T0 + 4.5 * HOUR_S;
    seas.seasAt(p, t, out);
    expect(seas.members).toBe(MEMBERS);
    for (let m = 0; m < 4; m++) {
      expect(out.hsM[m]).toBeCloseTo(hsOf(p.lat, p.lon, t, m), 5);
      expect(out.wavePeriodS[m]).toBeCloseTo(6 + m, 5);
    }
    // 350° at 6°E and 010° at 8°E meet at 000° (reported in [0, 360)), not at the 180° of their mean.
    expect(Math.min(out.waveFromDeg[0]!, 360 - out.waveFromDeg[0]!)).toBeLessThan(1e-4);
    // Kept as 32-bit floats, as the members are: a millionth of a degree off.
    expect(out.waveFromDeg[1]).toBeCloseTo(200, 4);
    expect([out.hsM[4], out.waveFromDeg[4], out.wavePeriodS[4]]).toEqual([Number.NaN, Number.NaN, Number.NaN]);
  });

  it('knows nothing past the reach', () => {
    const out = memberSeaBuffers(MEMBERS);
    seas.seasAt({ lat: 55.4, lon: 7 }, T0 + 60 * HOUR_S, out);
    expect(Array.from(out.hsM).every(Number.isNaN)).toBe(true);
  });
});
