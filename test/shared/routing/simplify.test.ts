// From the searched track to waypoints: cross-track distances against GeographicLib, the
// tolerance honoured, and points kept where a straighter leg would break a constraint.
import { describe, expect, it } from 'vitest';
import { crossTrackNm, simplifyTrack } from '../../../shared/routing/simplify';
import { M_PER_NM } from '../../../shared/domain/units';
import type { TimedPosition } from '../../../shared/routing/model';
import { separationM } from '../../helpers/geo';

describe('crossTrackNm', () => {
  it('is the distance across from a meridian and from the equator, within 1 % (the sphere against the ellipsoid: up to 0.7 %)', () => {
    // From 5°N 1°E to the meridian 0°E (a rhumb line): 59.88 NM (GeodSolve 5 0 5 1: 110898.696 m).
    const acrossMeridian = separationM(5, 0, 5, 1) / M_PER_NM;
    expect(acrossMeridian).toBeCloseTo(59.9, 1);
    const ratio = (x: number, y: number) => Math.abs(x / y - 1);
    expect(
      ratio(crossTrackNm({ lat: 5, lon: 1 }, { lat: 0, lon: 0 }, { lat: 10, lon: 0 }), acrossMeridian),
    ).toBeLessThan(0.01);
    // From 0°30'N 5°E to the equator: 29.85 NM of meridian (GeodSolve: 55287.152 m).
    const acrossEquator = separationM(0.5, 5, 0, 5) / M_PER_NM;
    expect(acrossEquator).toBeCloseTo(29.85, 2);
    expect(
      ratio(crossTrackNm({ lat: 0.5, lon: 5 }, { lat: 0, lon: 0 }, { lat: 0, lon: 10 }), acrossEquator),
    ).toBeLessThan(0.01);
    // Across the antimeridian, the short way round.
    const p = { lat: 0.5, lon: 180 - 1e-9 };
    expect(ratio(crossTrackNm(p, { lat: 0, lon: 175 }, { lat: 0, lon: -175 }), acrossEquator)).toBeLessThan(0.01);
  });
});

describe('simplifyTrack', () => {
  // Along the equator at 10 kn, a bump of 3 NM (0.05°) at 1°E.
  const env = { speedKn: () => 10 };
  const lats = [0, 0, 0.05, 0, 0];
  const track: TimedPosition[] = lats.map((lat, i) => ({ lat, lon: i * 0.5, timeUtc: i * 3 * 3600 }));

  it('drops points within the tolerance, keeps those beyond, and retimes the legs', () => {
    const loose = simplifyTrack(track, env, 5, 1);
    expect(loose.map((p) => p.lon)).toEqual([0, 2]);
    // 2° of equator, 120.2 NM, at 10 kn.
    expect((loose[1]!.timeUtc / 3600) * 10).toBeCloseTo(separationM(0, 0, 0, 2) / M_PER_NM, 2);
    expect(simplifyTrack(track, env, 2, 1).map((p) => p.lon)).toEqual([0, 1, 2]);
  });

  it('keeps a point the tolerance would drop when the straight leg is not allowed', () => {
    const allowed = (p: { lat: number; lon: number }) => !(Math.abs(p.lat) < 0.01 && Math.abs(p.lon - 1) < 0.2);
    expect(simplifyTrack(track, { ...env, allowed }, 5, 1).map((p) => p.lon)).toEqual([0, 1, 2]);
    const landClear = (a: { lon: number }, b: { lon: number }) => !(a.lon < 1 && b.lon > 1);
    expect(simplifyTrack(track, { ...env, landClear }, 5, 1).map((p) => p.lon)).toEqual([0, 1, 2]);
  });
});
