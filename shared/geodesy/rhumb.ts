// Rhumb line (loxodrome) on the WGS84 ellipsoid: inverse and direct, within 1 µm of
// GeographicLib's RhumbSolve in practice (the tests hold it to 1 mm).
//
// Along a rhumb line of azimuth α, ds·cos α = dμ (μ the meridian arc) and tan α = Δλ/Δψ
// (ψ the isometric latitude), so s = Δμ / cos α = hypot(Δλ, Δψ) · (Δμ/Δψ).
// The ratio Δμ/Δψ is the mean radius of the parallel over the line. As a plain difference
// quotient it loses precision when Δψ is small (nearly east-west lines, where a naive formula
// is metres off over an ocean crossing); Karney (2014, "Algorithms for rhumb lines on an
// ellipsoid", GeographicLib's Rhumb class) uses divided differences of his series. Here the
// short-interval case is expanded about the midpoint instead (latitude.ts), which keeps the
// hot path to one sin/cos pair and one log per point.
import { DEG, sinCosDegInto } from './ellipsoid';
import {
  QUARTER_MERIDIAN_M,
  footpoint,
  eccentricTerm,
  expGdInv,
  isometricDifferenceSC,
  latitudeFromMeridianArc,
  meanParallelRadiusNear,
  meridianArcSC,
  sinCosLat,
} from './latitude';
import { lonDiffDeg, normalizeLonDeg } from './angles';

/** At or above this |Δψ| the difference quotient Δμ/Δψ is exact to ~1e-12 relative. */
const DPSI_QUOTIENT = 1e-3;

/**
 * Δμ/Δψ for |Δψ| < DPSI_QUOTIENT by the midpoint expansion; sin/cos of the midpoint come from
 * the angle-sum formulas with the half difference δ < 5.1e-4 rad, whose series are cut after
 * δ⁶ (the next terms are below 1e-23).
 */
function meanParallelRadiusNear2(phi1: number, s1: number, c1: number, phi2: number): number {
  const d = (phi2 - phi1) / 2;
  const d2 = d * d;
  const sd = d * (1 - (d2 / 6) * (1 - d2 / 20));
  const cd = 1 - (d2 / 2) * (1 - (d2 / 12) * (1 - d2 / 30));
  return meanParallelRadiusNear(s1 * cd + c1 * sd, c1 * cd - s1 * sd, d);
}

const sc1 = new Float64Array(2);
const sc2 = new Float64Array(2);

export interface RhumbInverse {
  /** Length of the rhumb line, metres. */
  readonly distanceM: number;
  /** Constant course (azimuth) from point 1 to point 2, degrees in [0, 360). */
  readonly courseDeg: number;
}

/**
 * The shorter rhumb line from (lat1, lon1) to (lat2, lon2), degrees. Longitudes are taken
 * modulo 360 (an antimeridian crossing is just a longitude difference); on opposite
 * meridians the direction of lon2 − lon1 is taken, as GeographicLib's RhumbSolve does.
 * A pole is a valid end point (course 0° or 180°). Non-finite input gives NaN.
 */
export function rhumbInverse(lat1: number, lon1: number, lat2: number, lon2: number): RhumbInverse {
  rhumbParts(lat1, lon1, lat2, lon2);
  const dlam = parts[0]!;
  const dpsi = parts[1]!;
  const r = parts[2]!;
  return {
    distanceM: Math.sqrt(dlam * dlam + dpsi * dpsi) * r,
    courseDeg: normalizeCourseDeg(Math.atan2(dlam, dpsi) / DEG),
  };
}

/** Length of the rhumb line, metres: rhumbInverse without the course (no atan2). */
export function rhumbDistanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  rhumbParts(lat1, lon1, lat2, lon2);
  const dlam = parts[0]!;
  const dpsi = parts[1]!;
  const r = parts[2]!;
  return Math.sqrt(dlam * dlam + dpsi * dpsi) * r;
}

const parts = new Float64Array(3);

/**
 * Writes [Δλ (radians), Δψ, Δμ/Δψ (metres)] into `parts`, so that the length is
 * hypot(Δλ, Δψ)·Δμ/Δψ and the course atan2(Δλ, Δψ). For a line into or out of a pole (ψ
 * infinite) it writes [0, ±1, |Δμ|], which gives the same two formulas the meridian's length
 * and a course of 0° or 180°.
 */
function rhumbParts(lat1: number, lon1: number, lat2: number, lon2: number): void {
  let dlon = lonDiffDeg(lon1, lon2);
  // Opposite meridians: two rhumb lines of equal length. Follow GeographicLib's AngDiff and
  // go the way the raw longitude difference points (lon 0 -> 180 east, 10 -> -170 west).
  if (Math.abs(dlon) === 180) dlon = lon2 - lon1 < 0 ? -180 : 180;
  const phi1 = lat1 * DEG;
  const phi2 = lat2 * DEG;
  sinCosLat(phi1, sc1);
  sinCosLat(phi2, sc2);
  const s1 = sc1[0]!;
  const c1 = sc1[1]!;
  const s2 = sc2[0]!;
  const c2 = sc2[1]!;
  if (Math.abs(lat1) === 90 || Math.abs(lat2) === 90) {
    // Along a meridian into or out of a pole: the longitude difference has no length there.
    const dmu = meridianArcSC(phi2, s2, c2) - meridianArcSC(phi1, s1, c1);
    parts[0] = 0;
    parts[1] = dmu < 0 ? -1 : 1;
    parts[2] = Math.abs(dmu);
    return;
  }
  const dpsi = isometricDifferenceSC(s1, c1, s2, c2);
  parts[0] = dlon * DEG;
  parts[1] = dpsi;
  // Δμ is only needed (and only accurate enough) for the difference quotient.
  parts[2] =
    Math.abs(dpsi) >= DPSI_QUOTIENT
      ? (meridianArcSC(phi2, s2, c2) - meridianArcSC(phi1, s1, c1)) / dpsi
      : meanParallelRadiusNear2(phi1, s1, c1, phi2);
}

export interface RhumbDirect {
  /** Latitude reached, degrees. */
  readonly lat: number;
  /** Longitude reached, degrees in [-180, 180); NaN when the line passes through a pole. */
  readonly lon: number;
}

/** A start point with everything the direct problem needs precomputed (see leg.ts). */
export interface RhumbStart {
  readonly phi: number;
  readonly sin: number;
  readonly cos: number;
  /** Meridian arc μ, metres. */
  readonly mu: number;
  /** exp(gd⁻¹ φ) and e·atanh(e sin φ): ψ = ln q − ecc, kept apart so Δψ takes one log. */
  readonly q: number;
  readonly ecc: number;
  readonly lon: number;
}

export function rhumbStart(lat: number, lon: number): RhumbStart {
  const phi = lat * DEG;
  sinCosLat(phi, sc1);
  const s = sc1[0]!;
  const c = sc1[1]!;
  return { phi, sin: s, cos: c, mu: meridianArcSC(phi, s, c), q: expGdInv(s, c), ecc: eccentricTerm(s), lon };
}

const course = new Float64Array(2);

/**
 * The point reached from (lat1, lon1) after `distanceM` metres on course `courseDeg`.
 * A line that would run through a pole has no defined longitude beyond it: lon is NaN
 * (and lat is reflected over the pole, as in GeographicLib), never a silent wrong value.
 */
export function rhumbDirect(lat1: number, lon1: number, courseDeg: number, distanceM: number): RhumbDirect {
  sinCosDegInto(courseDeg, course);
  const phi1 = lat1 * DEG;
  sinCosLat(phi1, sc1);
  const s1 = sc1[0]!;
  const c1 = sc1[1]!;
  return directFrom(
    phi1,
    s1,
    c1,
    meridianArcSC(phi1, s1, c1),
    expGdInv(s1, c1),
    eccentricTerm(s1),
    lon1,
    course[0]!,
    course[1]!,
    distanceM,
  );
}

/** Direct problem from a precomputed start: the hot path for many points along one leg. */
export function rhumbPoint(start: RhumbStart, sinCourse: number, cosCourse: number, distanceM: number): RhumbDirect {
  return directFrom(
    start.phi,
    start.sin,
    start.cos,
    start.mu,
    start.q,
    start.ecc,
    start.lon,
    sinCourse,
    cosCourse,
    distanceM,
  );
}

const foot = new Float64Array(3);
const RAD_TO_DEG = 180 / Math.PI;

function directFrom(
  phi1: number,
  s1: number,
  c1: number,
  mu1: number,
  q1: number,
  ecc1: number,
  lon1: number,
  sinCourse: number,
  cosCourse: number,
  distanceM: number,
): RhumbDirect {
  let mu2 = mu1 + distanceM * cosCourse;
  if (Math.abs(mu2) > QUARTER_MERIDIAN_M) {
    mu2 = Math.sign(mu2) * 2 * QUARTER_MERIDIAN_M - mu2;
    return { lat: latitudeFromMeridianArc(mu2) * RAD_TO_DEG, lon: NaN };
  }
  footpoint(mu2, foot);
  const phi2 = foot[0]!;
  const s2 = foot[1]!;
  const c2 = foot[2]!;
  const dpsi = Math.log(expGdInv(s2, c2) / q1) - (eccentricTerm(s2) - ecc1);
  // Δμ is recomputed from the latitude actually reached (the footpoint series is good to
  // ~1e-13 rad): the requested μ2 with this φ2's ψ would make Δμ/Δψ inconsistent by up to a
  // millimetre on long, nearly east-west lines.
  const r =
    Math.abs(dpsi) >= DPSI_QUOTIENT
      ? (meridianArcSC(phi2, s2, c2) - mu1) / dpsi
      : meanParallelRadiusNear2(phi1, s1, c1, phi2);
  return { lat: phi2 * RAD_TO_DEG, lon: normalizeLonDeg(lon1 + ((distanceM * sinCourse) / r) * RAD_TO_DEG) };
}

/** Folds any course into [0, 360). */
export function normalizeCourseDeg(deg: number): number {
  if (deg >= 0 && deg < 360) return deg + 0;
  // atan2 gives (-180, 180]: one addition brings it into range without a float remainder.
  if (deg < 0 && deg >= -180) return deg + 360 === 360 ? 0 : deg + 360;
  const r = ((deg % 360) + 360) % 360;
  return r === 360 ? 0 : r + 0;
}
