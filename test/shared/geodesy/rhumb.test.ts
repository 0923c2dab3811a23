// Ellipsoidal rhumb line against GeographicLib's RhumbSolve (golden files), plus properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rhumbDirect, rhumbDistanceM, rhumbInverse } from '../../../shared/geodesy/rhumb';
import { QUARTER_MERIDIAN_M, meridianArcM } from '../../../shared/geodesy/latitude';
import { angleDiffDeg, readFixture, separationM } from '../../helpers/geo';

interface InverseCase {
  name: string;
  lat1: number;
  lon1: number;
  lat2: number;
  lon2: number;
  azi12: number;
  s12: number;
}
interface DirectCase {
  name: string;
  lat1: number;
  lon1: number;
  azi12: number;
  s12: number;
  lat2: number;
  lon2: number | null;
}

const inverse = readFixture<InverseCase[]>('geodesy', 'rhumb-inverse.json');
const direct = readFixture<DirectCase[]>('geodesy', 'rhumb-direct.json');

/** The bar: within 1 mm of RhumbSolve for any pair. */
const TOL_M = 1e-3;

describe('rhumbInverse against RhumbSolve', () => {
  it.each(inverse.filter((c) => !c.name.startsWith('random')))('$name', (c) => {
    const r = rhumbInverse(c.lat1, c.lon1, c.lat2, c.lon2);
    expect(Math.abs(r.distanceM - c.s12)).toBeLessThan(TOL_M);
    if (c.s12 > 0) expect(angleDiffDeg(r.courseDeg, c.azi12)).toBeLessThan(1e-9);
    expect(r.courseDeg).toBeGreaterThanOrEqual(0);
    expect(r.courseDeg).toBeLessThan(360);
  });

  it('matches all 400 random pairs within 1 mm and 1e-9 degree', () => {
    const random = inverse.filter((c) => c.name.startsWith('random'));
    expect(random).toHaveLength(400);
    let worstM = 0;
    let worstDeg = 0;
    for (const c of random) {
      const r = rhumbInverse(c.lat1, c.lon1, c.lat2, c.lon2);
      worstM = Math.max(worstM, Math.abs(r.distanceM - c.s12));
      worstDeg = Math.max(worstDeg, angleDiffDeg(r.courseDeg, c.azi12));
    }
    expect(worstM).toBeLessThan(TOL_M);
    expect(worstDeg).toBeLessThan(1e-9);
  });
});

describe('rhumbDistanceM (inverse without the course)', () => {
  it('equals the inverse distance for every golden pair', () => {
    for (const c of inverse)
      expect(rhumbDistanceM(c.lat1, c.lon1, c.lat2, c.lon2)).toBe(
        rhumbInverse(c.lat1, c.lon1, c.lat2, c.lon2).distanceM,
      );
    expect(rhumbDistanceM(-90, 0, 10, 0)).toBeCloseTo(QUARTER_MERIDIAN_M + meridianArcM((10 * Math.PI) / 180), 6);
  });
});

describe('rhumbDirect against RhumbSolve', () => {
  it('lands within 1 mm of the golden point for every case that stays off the pole', () => {
    const onEarth = direct.filter((c) => c.lon2 !== null);
    expect(onEarth.length).toBeGreaterThan(400);
    let worst = 0;
    for (const c of onEarth) {
      const r = rhumbDirect(c.lat1, c.lon1, c.azi12, c.s12);
      worst = Math.max(worst, separationM(r.lat, r.lon, c.lat2, c.lon2!));
    }
    expect(worst).toBeLessThan(TOL_M);
  });

  it('gives NaN longitude (never a guess) where the line runs through a pole', () => {
    const overPole = direct.filter((c) => c.lon2 === null);
    for (const c of overPole) {
      const r = rhumbDirect(c.lat1, c.lon1, c.azi12, c.s12);
      expect(r.lon).toBeNaN();
      expect(Math.abs(r.lat - c.lat2)).toBeLessThan(1e-9);
    }
    const r = rhumbDirect(80, 0, 10, 5_000_000);
    expect(r.lon).toBeNaN();
  });

  it('sails a whole number of times round the equator and comes back', () => {
    const circumference = rhumbInverse(0, 0, 0, 180).distanceM * 2;
    const r = rhumbDirect(0, 25, 90, 3 * circumference);
    expect(r.lat).toBe(0);
    expect(separationM(0, 25, r.lat, r.lon)).toBeLessThan(TOL_M);
  });
});

describe('rhumb line at the poles', () => {
  it('runs along the meridian to a pole with course 0 or 180', () => {
    const up = rhumbInverse(10, 30, 90, 0);
    expect(up.courseDeg).toBe(0);
    expect(up.distanceM).toBeCloseTo(QUARTER_MERIDIAN_M - meridianArcM((10 * Math.PI) / 180), 6);
    const down = rhumbInverse(90, 0, -90, 0);
    expect(down.courseDeg).toBe(180);
    expect(down.distanceM).toBeCloseTo(2 * QUARTER_MERIDIAN_M, 6);
    expect(rhumbInverse(90, 0, 90, 120)).toEqual({ distanceM: 0, courseDeg: 0 });
  });

  it('has the quarter meridian of WGS84 (10 001 965.729 m, GeographicLib)', () => {
    expect(QUARTER_MERIDIAN_M).toBeCloseTo(10001965.729, 3);
  });
});

const lat = fc.double({ min: -89.9, max: 89.9, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true, maxExcluded: true });

describe('rhumb line properties', () => {
  it('direct(inverse(a, b)) lands on b within 1 mm', () => {
    fc.assert(
      fc.property(lat, lon, lat, lon, (lat1, lon1, lat2, lon2) => {
        const inv = rhumbInverse(lat1, lon1, lat2, lon2);
        const p = rhumbDirect(lat1, lon1, inv.courseDeg, inv.distanceM);
        return separationM(p.lat, p.lon, lat2, lon2) < TOL_M;
      }),
      { numRuns: 2000 },
    );
  });

  it('direct(inverse(a, b)) lands on b within 1 mm for nearly east-west lines', () => {
    fc.assert(
      fc.property(lat, lon, fc.double({ min: -1e-4, max: 1e-4, noNaN: true }), lon, (lat1, lon1, dlat, lon2) => {
        const lat2 = Math.max(-89.9, Math.min(89.9, lat1 + dlat));
        const inv = rhumbInverse(lat1, lon1, lat2, lon2);
        const p = rhumbDirect(lat1, lon1, inv.courseDeg, inv.distanceM);
        return separationM(p.lat, p.lon, lat2, lon2) < TOL_M;
      }),
      { numRuns: 2000 },
    );
  });

  it('is symmetric: b to a has the same length and the reciprocal course', () => {
    fc.assert(
      fc.property(lat, lon, lat, lon, (lat1, lon1, lat2, lon2) => {
        const ab = rhumbInverse(lat1, lon1, lat2, lon2);
        const ba = rhumbInverse(lat2, lon2, lat1, lon1);
        // On opposite meridians both directions are shortest; the reciprocal need not hold.
        const oppositeMeridians = angleDiffDeg(lon1, lon2) === 180;
        // Course agreement to 1e-9 degree, or (on centimetre lines, where a course means little)
        // to a sideways offset below a micrometre at the far end.
        const courseDiff = angleDiffDeg(ab.courseDeg, 180 + ba.courseDeg);
        const reciprocal = courseDiff < 1e-9 || courseDiff * (Math.PI / 180) * ab.distanceM < 1e-6;
        return Math.abs(ab.distanceM - ba.distanceM) < 1e-5 && (ab.distanceM < 1e-6 || oppositeMeridians || reciprocal);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives NaN, not a throw, for NaN input', () => {
    expect(rhumbInverse(NaN, 0, 1, 1).distanceM).toBeNaN();
    expect(rhumbDirect(0, 0, 45, NaN).lat).toBeNaN();
  });
});
