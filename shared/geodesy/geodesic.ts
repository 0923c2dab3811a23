// Geodesics ("great circle" legs on the ellipsoid) through GeographicLib (Karney 2013),
// exact to round-off; this file only adapts its API to Passage's units and names.
import geographiclib from 'geographiclib-geodesic';
import { normalizeLonDeg } from './angles';
import { normalizeCourseDeg } from './rhumb';

const { Geodesic, GeodesicLine } = geographiclib;
const WGS84 = Geodesic.WGS84;

export interface GeodesicInverse {
  /** Geodesic distance, metres. */
  readonly distanceM: number;
  /** Initial course at point 1, degrees in [0, 360). */
  readonly initialCourseDeg: number;
  /** Course on arrival at point 2, degrees in [0, 360). */
  readonly finalCourseDeg: number;
}

/** Shortest path between two points, degrees in. */
export function geodesicInverse(lat1: number, lon1: number, lat2: number, lon2: number): GeodesicInverse {
  const r = WGS84.Inverse(lat1, lon1, lat2, lon2, Geodesic.DISTANCE | Geodesic.AZIMUTH);
  return {
    distanceM: r.s12 ?? NaN,
    initialCourseDeg: normalizeCourseDeg(r.azi1 ?? NaN),
    finalCourseDeg: normalizeCourseDeg(r.azi2 ?? NaN),
  };
}

export interface GeodesicDirect {
  readonly lat: number;
  /** Degrees in [-180, 180). */
  readonly lon: number;
  /** Course on arrival, degrees in [0, 360). */
  readonly finalCourseDeg: number;
}

/** The point `distanceM` metres from (lat1, lon1) along the geodesic leaving on `courseDeg`. */
export function geodesicDirect(lat1: number, lon1: number, courseDeg: number, distanceM: number): GeodesicDirect {
  const r = WGS84.Direct(lat1, lon1, courseDeg, distanceM, Geodesic.LATITUDE | Geodesic.LONGITUDE | Geodesic.AZIMUTH);
  return { lat: r.lat2 ?? NaN, lon: normalizeLonDeg(r.lon2 ?? NaN), finalCourseDeg: normalizeCourseDeg(r.azi2 ?? NaN) };
}

/** A geodesic between two points, sampled by distance from its start (see leg.ts). */
export interface GeodesicSampler {
  readonly distanceM: number;
  readonly initialCourseDeg: number;
  readonly finalCourseDeg: number;
  pointAt(distanceM: number): { lat: number; lon: number };
}

/**
 * The geodesic from point 1 to point 2. Its length and courses come from one Inverse call;
 * the GeodesicLine (costly to set up) is only built on the first pointAt, since many short
 * legs of a voyage are never sampled.
 */
export function geodesicBetween(lat1: number, lon1: number, lat2: number, lon2: number): GeodesicSampler {
  return new LazyGeodesic(lat1, lon1, lat2, lon2);
}

/** A class, not a closure: one is made per great-circle leg of every schedule. */
class LazyGeodesic implements GeodesicSampler {
  readonly distanceM: number;
  readonly initialCourseDeg: number;
  readonly finalCourseDeg: number;
  private readonly azi1: number;
  private line: ReturnType<typeof WGS84.DirectLine> | undefined;

  constructor(
    private readonly lat1: number,
    private readonly lon1: number,
    lat2: number,
    lon2: number,
  ) {
    const r = WGS84.Inverse(lat1, lon1, lat2, lon2, Geodesic.DISTANCE | Geodesic.AZIMUTH);
    this.azi1 = r.azi1 ?? NaN;
    this.distanceM = r.s12 ?? NaN;
    this.initialCourseDeg = normalizeCourseDeg(this.azi1);
    this.finalCourseDeg = normalizeCourseDeg(r.azi2 ?? NaN);
  }

  pointAt(distanceM: number): { lat: number; lon: number } {
    this.line ??= new GeodesicLine.GeodesicLine(
      WGS84,
      this.lat1,
      this.lon1,
      this.azi1,
      Geodesic.LATITUDE | Geodesic.LONGITUDE | Geodesic.DISTANCE_IN,
    );
    const p = this.line.Position(distanceM, Geodesic.LATITUDE | Geodesic.LONGITUDE);
    return { lat: p.lat2 ?? NaN, lon: normalizeLonDeg(p.lon2 ?? NaN) };
  }
}
