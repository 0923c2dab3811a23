// Points along a leg by distance, for both geometries, against RhumbSolve -L / GeodSolve -L.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legTrack, legTrackMemo } from '../../../shared/geodesy/leg';
import { geodesicDirect, geodesicInverse } from '../../../shared/geodesy/geodesic';
import { angleDiffDeg, readFixture, separationM } from '../../helpers/geo';

interface LineCase {
  name: string;
  lat1: number;
  lon1: number;
  lat2: number;
  lon2: number;
  points: { s: number; lat: number; lon: number }[];
}
interface GeodInverseCase {
  name: string;
  lat1: number;
  lon1: number;
  lat2: number;
  lon2: number;
  azi1: number;
  azi2: number;
  s12: number;
}

const rhumbLines = readFixture<LineCase[]>('geodesy', 'rhumb-line-points.json');
const geodLines = readFixture<LineCase[]>('geodesy', 'geodesic-line-points.json');
const geodInverse = readFixture<GeodInverseCase[]>('geodesy', 'geodesic-inverse.json');

describe.each([
  ['rhumb', rhumbLines],
  ['greatCircle', geodLines],
] as const)('%s leg: points by distance', (geometry, lines) => {
  it.each(lines)('$name', (c) => {
    const leg = legTrack({ lat: c.lat1, lon: c.lon1 }, { lat: c.lat2, lon: c.lon2 }, geometry);
    const last = c.points[c.points.length - 1]!;
    expect(Math.abs(leg.distanceM - last.s)).toBeLessThan(1e-3);
    for (const g of c.points) {
      const p = leg.pointAt(g.s);
      expect(separationM(p.lat, p.lon, g.lat, g.lon)).toBeLessThan(1e-3);
      expect(p.lon).toBeGreaterThanOrEqual(-180);
      expect(p.lon).toBeLessThan(180);
    }
  });
});

describe('leg ends', () => {
  const from = { lat: 51.905, lon: 4.478 };
  const to = { lat: 40.7, lon: -74 };
  it.each(['rhumb', 'greatCircle'] as const)(
    '%s: 0 gives the start, the length and beyond give the end exactly',
    (g) => {
      const leg = legTrack(from, to, g);
      expect(leg.pointAt(0)).toEqual(from);
      expect(leg.pointAt(-5)).toEqual(from);
      expect(leg.pointAt(leg.distanceM)).toEqual(to);
      expect(leg.pointAt(leg.distanceM * 2)).toEqual(to);
    },
  );

  it('a zero-length leg has length 0 and stays put', () => {
    for (const g of ['rhumb', 'greatCircle'] as const) {
      const leg = legTrack(from, from, g);
      expect(leg.distanceM).toBe(0);
      expect(leg.pointAt(10)).toEqual(from);
    }
  });

  it('a rhumb leg keeps one course; a great circle turns', () => {
    const rl = legTrack(from, to, 'rhumb');
    expect(rl.finalCourseDeg).toBe(rl.initialCourseDeg);
    const gc = legTrack(from, to, 'greatCircle');
    expect(angleDiffDeg(gc.initialCourseDeg, gc.finalCourseDeg)).toBeGreaterThan(30);
    expect(gc.distanceM).toBeLessThan(rl.distanceM);
  });
});

describe('geodesic wrappers against GeodSolve', () => {
  it('inverse: distance within 1 mm and azimuths within 1e-9 degree for 420 pairs', () => {
    let worstM = 0;
    let worstDeg = 0;
    for (const c of geodInverse) {
      const r = geodesicInverse(c.lat1, c.lon1, c.lat2, c.lon2);
      worstM = Math.max(worstM, Math.abs(r.distanceM - c.s12));
      if (c.s12 > 1) {
        worstDeg = Math.max(worstDeg, angleDiffDeg(r.initialCourseDeg, c.azi1), angleDiffDeg(r.finalCourseDeg, c.azi2));
      }
    }
    expect(worstM).toBeLessThan(1e-3);
    expect(worstDeg).toBeLessThan(1e-9);
  });

  it('direct(inverse(a, b)) lands on b within 1 mm', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lon = fc.double({ min: -180, max: 180, noNaN: true, maxExcluded: true });
    fc.assert(
      fc.property(lat, lon, lat, lon, (lat1, lon1, lat2, lon2) => {
        const inv = geodesicInverse(lat1, lon1, lat2, lon2);
        const p = geodesicDirect(lat1, lon1, inv.initialCourseDeg, inv.distanceM);
        return separationM(p.lat, p.lon, lat2, lon2) < 1e-3;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('legTrackMemo', () => {
  it('gives back the track of the same two position objects, and works out a leg whose end moved', () => {
    const trackOf = legTrackMemo();
    const a = { lat: 50, lon: -5 };
    const b = { lat: 49, lon: -7 };
    const first = trackOf(a, b, 'rhumb');
    expect(first.distanceM).toBe(legTrack(a, b, 'rhumb').distanceM);
    expect(trackOf(a, b, 'rhumb')).toBe(first);
    // Equal values in a new object (a drag step's new position) are worked out again: known by identity.
    const moved = { lat: 49, lon: -7.5 };
    expect(trackOf(a, moved, 'rhumb').distanceM).toBe(legTrack(a, moved, 'rhumb').distanceM);
    expect(trackOf({ ...a }, b, 'rhumb')).not.toBe(first);
    expect(trackOf(a, b, 'greatCircle').geometry).toBe('greatCircle');
  });
});
