// The router's edge cases, each with a clear answer: no distance to go, a start or an end that
// cannot be reached, vias, and the least-risk objective within its allowance.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { M_PER_NM } from '../../../shared/domain/units';
import { separationM } from '../../helpers/geo';
import { DEPART } from './fixtures';

const calm = { speedKn: () => 10, maxSpeedKn: 10 };

describe('edge cases', () => {
  it('start == end: a route of one point, no distance, no time', () => {
    const r = optimiseRoute({ from: { lat: 10, lon: 20 }, to: { lat: 10, lon: 20 }, departUtc: DEPART, env: calm });
    expect(r).toMatchObject({ ok: true, distanceM: 0, durationS: 0, etaUtc: DEPART });
    if (r.ok) expect(r.waypoints).toEqual([{ lat: 10, lon: 20, timeUtc: DEPART }]);
  });

  it('an end inside a no-go disc at all times: a failure naming the corridor tried, after widening', () => {
    const allowed = (p: { lat: number; lon: number }) => separationM(p.lat, p.lon, 0, 3) > 30 * M_PER_NM;
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 3 },
      departUtc: DEPART,
      env: { ...calm, allowed },
      corridor: { halfWidthNm: 20 },
      maxHalfWidthNm: 80,
    });
    expect(r).toMatchObject({ ok: false, reason: 'no-route' });
    if (!r.ok)
      expect(r.message).toContain(
        "within 80 NM of the great circle from 00°00.00'N 000°00.00'E to 00°00.00'N 003°00.00'E",
      );
  });

  it('a start not allowed at departure, and input that is not a position', () => {
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 1 },
      departUtc: DEPART,
      env: { ...calm, allowed: () => false },
    });
    expect(r).toMatchObject({ ok: false, reason: 'start-not-allowed' });
    const bad = optimiseRoute({ from: { lat: 91, lon: 0 }, to: { lat: 0, lon: 1 }, departUtc: DEPART, env: calm });
    expect(bad).toMatchObject({ ok: false, reason: 'bad-input' });
    const flat = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 1 },
      departUtc: DEPART,
      env: calm,
      corridor: { stageSpacingNm: 0 },
    });
    expect(flat).toMatchObject({ ok: false, reason: 'bad-input' });
    const fine = optimiseRoute({
      from: { lat: 50, lon: -5 },
      to: { lat: 40, lon: -70 },
      departUtc: DEPART,
      env: calm,
      corridor: { stageSpacingNm: 0.1, lateralSpacingNm: 0.1 },
    });
    expect(fine).toMatchObject({ ok: false, reason: 'bad-input' });
    if (!fine.ok) expect(fine.message).toContain('too fine to search');
    const never = optimiseRoute({ from: { lat: 0, lon: 0 }, to: { lat: 0, lon: 1 }, departUtc: NaN, env: calm });
    expect(never).toMatchObject({ ok: false, reason: 'bad-input' });
  });

  it('a corridor of no width still widens from one lateral spacing when the great circle is blocked', () => {
    const allowed = (p: { lat: number; lon: number }) => separationM(p.lat, p.lon, 0, 1) > 5 * M_PER_NM;
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: { ...calm, allowed },
      corridor: { halfWidthNm: 0 },
      maxHalfWidthNm: 40,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.halfWidthNm).toBe(10);
  });

  it('a vessel that cannot make way anywhere finds no route rather than hanging', () => {
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 1 },
      departUtc: DEPART,
      env: { speedKn: () => 0 },
    });
    expect(r).toMatchObject({ ok: false, reason: 'no-route' });
  });

  it('a via is passed, leg by leg, and the ETA runs on from each leg', () => {
    // echo "0 0 1 1" | GeodSolve -i -p 3 → s12 156899.568 m, and the same for "1 1 0 2".
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      vias: [{ lat: 1, lon: 1 }],
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: calm,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.waypoints.some((w) => w.lat === 1 && w.lon === 1)).toBe(true);
    expect(r.distanceM / (2 * 156899.568) - 1).toBeGreaterThanOrEqual(0);
    expect(r.distanceM / (2 * 156899.568) - 1).toBeLessThan(0.001);
    expect(r.durationS).toBeCloseTo((r.distanceM / M_PER_NM / 10) * 3600, 0);
  });
});

describe('least risk within an allowance', () => {
  // Risk 1 per hour in a band 20 NM either side of the equator's great circle, none outside.
  const risk = (p: { lat: number }) => (Math.abs(p.lat) < 1 / 3 ? 1 : 0);
  const from = { lat: 0, lon: 0 };
  const to = { lat: 0, lon: 3 };

  it('leaves the risky band when the allowance pays for the detour, and stays in it when it does not', () => {
    const fastest = optimiseRoute({ from, to, departUtc: DEPART, env: { ...calm, risk } });
    if (!fastest.ok) throw new Error(fastest.message);
    // 180.4 NM at 10 kn along the equator, all of it in the band.
    expect(fastest.risk).toBeCloseTo(fastest.durationS / 3600, 1);
    const wide = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { ...calm, risk },
      objective: 'risk',
      allowanceS: 6 * 3600,
    });
    if (!wide.ok) throw new Error(wide.message);
    expect(wide.risk).toBeLessThan(fastest.risk * 0.5);
    expect(wide.durationS).toBeLessThanOrEqual(fastest.durationS + 6 * 3600 + 600);
    expect(wide.durationS).toBeGreaterThan(fastest.durationS);
    const none = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { ...calm, risk },
      objective: 'risk',
      allowanceS: 60,
    });
    if (!none.ok) throw new Error(none.message);
    expect(none.durationS).toBeCloseTo(fastest.durationS, -2);
    expect(none.risk).toBeCloseTo(fastest.risk, 1);
  });

  it('at a fixed price of risk, leaves the band in one search when the price pays for the detour', () => {
    const priced = (riskPriceH: number) => {
      const r = optimiseRoute({ from, to, departUtc: DEPART, env: { ...calm, risk }, objective: 'risk', riskPriceH });
      if (!r.ok) throw new Error(r.message);
      return r;
    };
    const fastest = priced(0);
    // 18 h in the band: at 0 the risk is free and the route is the least-time one.
    expect(fastest.risk).toBeCloseTo(fastest.durationS / 3600, 1);
    // Leaving the band costs about 2 × 20 NM of detour, some 2 h at 10 kn, and saves up to 18 h of
    // risk: at 24 h a unit it is worth it, and the search ran once per corridor tried.
    const out = priced(24);
    expect(out.risk).toBeLessThan(fastest.risk * 0.5);
    expect(out.durationS).toBeGreaterThan(fastest.durationS);
    expect(out.stats.searches).toBeLessThanOrEqual(2);
    // At a minute a unit the detour is not worth it.
    expect(priced(1 / 60).risk).toBeCloseTo(fastest.risk, 1);
  });
});
