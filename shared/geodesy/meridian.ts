// Meridian arc length (distance from the equator along a meridian) and its inverse, WGS84.
import { A_M, N3, DEG, meridionalRadiusM } from './ellipsoid';

const n = N3;
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;

/**
 * Rectifying radius: the meridian arc is A·μ where μ is the rectifying latitude.
 * Helmert's series in the third flattening n, truncated after n⁴; the first neglected term
 * is of order a·n⁵ ≈ 1e-7 m, far below the 1 mm the rhumb-line code must keep.
 * Source: F. R. Helmert (1880), as given in Karney (2011) eq. 14 and the "Meridian arc"
 * expansions (Bessel–Helmert).
 */
const A_RECT_M = (A_M / (1 + n)) * (1 + n2 / 4 + n4 / 64);

// Coefficients of sin(2kφ) in μ(φ)/ (A/(1+n)) … normalised by the rectifying radius.
const K = A_M / (1 + n);
const C2 = -1.5 * (n - n3 / 8);
const C4 = (15 / 16) * (n2 - n4 / 4);
const C6 = -(35 / 48) * n3;
const C8 = (315 / 512) * n4;

// Inverse (footpoint latitude) series: φ = μ' + Σ D_2k sin(2kμ'), μ' = arc / A_RECT.
const D2 = 1.5 * n - (27 / 32) * n3;
const D4 = (21 / 16) * n2 - (55 / 32) * n4;
const D6 = (151 / 96) * n3;
const D8 = (1097 / 512) * n4;

/** Quarter meridian: the arc from the equator to a pole, metres (10 001 965.729 m). */
export const QUARTER_MERIDIAN_M = A_RECT_M * (Math.PI / 2);

/** Meridian arc from the equator to geodetic latitude φ (radians), metres; signed. */
export function meridianArcM(phi: number): number {
  const s2 = Math.sin(2 * phi);
  const c2 = Math.cos(2 * phi);
  // sin 4φ, sin 6φ, sin 8φ from the double-angle recurrences: one sin/cos pair only.
  const s4 = 2 * s2 * c2;
  const c4 = c2 * c2 - s2 * s2;
  const s6 = s4 * c2 + c4 * s2;
  const s8 = 2 * s4 * c4;
  return K * ((1 + n2 / 4 + n4 / 64) * phi + C2 * s2 + C4 * s4 + C6 * s6 + C8 * s8);
}

/**
 * Geodetic latitude (radians) at meridian arc `arcM` from the equator. Footpoint series,
 * then one Newton step on meridianArcM so that the pair is consistent to ~1e-9 m.
 * |arcM| must not exceed QUARTER_MERIDIAN_M.
 */
export function latitudeFromMeridianArc(arcM: number): number {
  const mu = arcM / A_RECT_M;
  const s2 = Math.sin(2 * mu);
  const c2 = Math.cos(2 * mu);
  const s4 = 2 * s2 * c2;
  const c4 = c2 * c2 - s2 * s2;
  const s6 = s4 * c2 + c4 * s2;
  const s8 = 2 * s4 * c4;
  let phi = mu + D2 * s2 + D4 * s4 + D6 * s6 + D8 * s8;
  if (Math.abs(phi) < 90 * DEG) {
    phi += (arcM - meridianArcM(phi)) / meridionalRadiusM(phi);
  }
  return Math.max(-90 * DEG, Math.min(90 * DEG, phi));
}
