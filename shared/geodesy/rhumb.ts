// Rhumb line (loxodrome) on the WGS84 ellipsoid: inverse and direct, exact to well under 1 mm.
//
// Along a rhumb line of azimuth α, ds·cos α = dμ (μ the meridian arc) and tan α = Δλ/Δψ
// (ψ the isometric latitude), so s = Δμ / cos α = hypot(Δλ, Δψ) · (Δμ/Δψ).
// The ratio Δμ/Δψ is the mean radius of the parallel over the line; evaluating it as a plain
// difference quotient loses precision when Δψ is small (near east-west lines), which is where
// a naive formula is metres off over an ocean crossing. Karney (2014, "Algorithms for rhumb
// lines on an ellipsoid", GeographicLib Rhumb) uses divided differences of the series; here the
// short-interval case is instead computed as the ratio of two Gauss–Legendre integrals over φ,
// ∫M dφ / ∫(M / (N cos φ)) dφ, which is exact to rounding for such short intervals.
import { DEG, isometricLatitude, meridionalRadiusM, primeVerticalRadiusM, sinCosDeg } from './ellipsoid';
import { QUARTER_MERIDIAN_M, latitudeFromMeridianArc, meridianArcM } from './meridian';
import { lonDiffDeg, normalizeLonDeg } from './angles';

/** Below this |Δψ| the difference quotient Δμ/Δψ is replaced by quadrature (see above). */
const DPSI_QUADRATURE = 0.01;

// 4-point Gauss–Legendre nodes and weights on [-1, 1] (Abramowitz & Stegun 25.4.30).
const GL_X = [-0.8611363115940526, -0.3399810435848563, 0.3399810435848563, 0.8611363115940526];
const GL_W = [0.3478548451374538, 0.6521451548625461, 0.6521451548625461, 0.3478548451374538];

/**
 * Mean radius of the parallel between latitudes φ1 and φ2 (radians), metres: Δμ/Δψ.
 * Its limit for φ1 = φ2 is N cos φ, the radius of that parallel.
 */
export function meanParallelRadiusM(phi1: number, phi2: number, psi1: number, psi2: number, mu1: number, mu2: number): number {
  const dpsi = psi2 - psi1;
  if (Math.abs(dpsi) >= DPSI_QUADRATURE) return (mu2 - mu1) / dpsi;
  const mid = (phi1 + phi2) / 2;
  const half = (phi2 - phi1) / 2;
  let num = 0;
  let den = 0;
  for (let i = 0; i < 4; i++) {
    const phi = mid + half * GL_X[i]!;
    const m = meridionalRadiusM(phi);
    num += GL_W[i]! * m;
    den += (GL_W[i]! * m) / (primeVerticalRadiusM(phi) * Math.cos(phi));
  }
  return num / den;
}

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
  let dlon = lonDiffDeg(lon1, lon2);
  // Opposite meridians: two rhumb lines of equal length. Follow GeographicLib's AngDiff and
  // go the way the raw longitude difference points (lon 0 -> 180 east, 10 -> -170 west).
  if (Math.abs(dlon) === 180) dlon = lon2 - lon1 < 0 ? -180 : 180;
  const phi1 = lat1 * DEG;
  const phi2 = lat2 * DEG;
  const mu1 = meridianArcM(phi1);
  const mu2 = meridianArcM(phi2);
  if (Math.abs(lat1) === 90 || Math.abs(lat2) === 90) {
    // Along a meridian into or out of a pole: the longitude difference has no length there.
    const dmu = mu2 - mu1;
    return { distanceM: Math.abs(dmu), courseDeg: dmu < 0 ? 180 : 0 };
  }
  const psi1 = isometricLatitude(phi1);
  const psi2 = isometricLatitude(phi2);
  const dpsi = psi2 - psi1;
  const dlam = dlon * DEG;
  const r = meanParallelRadiusM(phi1, phi2, psi1, psi2, mu1, mu2);
  const courseDeg = normalizeCourseDeg(Math.atan2(dlam, dpsi) / DEG);
  return { distanceM: Math.hypot(dlam, dpsi) * r, courseDeg };
}

export interface RhumbDirect {
  /** Latitude reached, degrees. */
  readonly lat: number;
  /** Longitude reached, degrees in [-180, 180); NaN when the line passes through a pole. */
  readonly lon: number;
}

/**
 * The point reached from (lat1, lon1) after `distanceM` metres on course `courseDeg`.
 * A line that would run through a pole has no defined longitude beyond it: lon is NaN
 * (and lat is reflected over the pole, as in GeographicLib), never a silent wrong value.
 */
export function rhumbDirect(lat1: number, lon1: number, courseDeg: number, distanceM: number): RhumbDirect {
  const { sin, cos } = sinCosDeg(courseDeg);
  const phi1 = lat1 * DEG;
  const mu1 = meridianArcM(phi1);
  return rhumbPoint(phi1, lon1, mu1, isometricLatitude(phi1), sin, cos, distanceM);
}

/**
 * Direct problem with the start point's μ and ψ precomputed: the hot path for sampling many
 * points along one leg (see leg.ts).
 */
export function rhumbPoint(phi1: number, lon1: number, mu1: number, psi1: number, sinCourse: number, cosCourse: number, distanceM: number): RhumbDirect {
  let mu2 = mu1 + distanceM * cosCourse;
  if (Math.abs(mu2) > QUARTER_MERIDIAN_M) {
    mu2 = Math.sign(mu2) * 2 * QUARTER_MERIDIAN_M - mu2;
    return { lat: latitudeFromMeridianArc(mu2) / DEG, lon: NaN };
  }
  const phi2 = latitudeFromMeridianArc(mu2);
  const psi2 = isometricLatitude(phi2);
  const r = meanParallelRadiusM(phi1, phi2, psi1, psi2, mu1, mu2);
  const dlonDeg = r > 0 ? (distanceM * sinCourse) / r / DEG : sinCourse === 0 ? 0 : NaN;
  return { lat: phi2 / DEG, lon: normalizeLonDeg(lon1 + dlonDeg) };
}

/** Folds any course into [0, 360). */
export function normalizeCourseDeg(deg: number): number {
  const r = ((deg % 360) + 360) % 360;
  return r === 360 ? 0 : r + 0;
}
