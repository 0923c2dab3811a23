// The auxiliary latitudes a rhumb line needs, evaluated from sin φ and cos φ only, so that one
// sin/cos pair per point feeds the meridian arc μ and the isometric latitude ψ (the hot path).
import { A_M, E2, N3 } from './ellipsoid';

const n = N3;
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;

/**
 * Meridian arc, Helmert's series in the third flattening n to n⁴ (F. R. Helmert 1880; see
 * Karney 2011, "Transverse Mercator with an accuracy of a few nanometers", eq. 14):
 *   μ(φ) = a/(1+n) [ (1 + n²/4 + n⁴/64) φ − 3/2 (n − n³/8) sin 2φ + 15/16 (n² − n⁴/4) sin 4φ
 *                    − 35/48 n³ sin 6φ + 315/512 n⁴ sin 8φ ].
 * The first neglected term is of order a·n⁵ ≈ 1e-7 m.
 */
const K = A_M / (1 + n);
const C0 = 1 + n2 / 4 + n4 / 64;
const C2 = -1.5 * (n - n3 / 8);
const C4 = (15 / 16) * (n2 - n4 / 4);
const C6 = -(35 / 48) * n3;
const C8 = (315 / 512) * n4;

/** Rectifying radius A: the meridian arc is A·(rectifying latitude). */
export const RECTIFYING_RADIUS_M = K * C0;
/** Quarter meridian, equator to pole, metres (10 001 965.729 m for WGS84). */
export const QUARTER_MERIDIAN_M = RECTIFYING_RADIUS_M * (Math.PI / 2);

// Footpoint series, the inverse of the above: φ = μ' + Σ D_2k sin 2kμ', μ' = μ / A (same source).
const D2 = 1.5 * n - (27 / 32) * n3;
const D4 = (21 / 16) * n2 - (55 / 32) * n4;
const D6 = (151 / 96) * n3;
const D8 = (1097 / 512) * n4;

/** Meridian arc from the equator to latitude φ (radians) with s = sin φ, c = cos φ; metres, signed. */
export function meridianArcSC(phi: number, s: number, c: number): number {
  const s2 = 2 * s * c;
  const c2 = c * c - s * s;
  const s4 = 2 * s2 * c2;
  const c4 = c2 * c2 - s2 * s2;
  const s6 = s4 * c2 + c4 * s2;
  const s8 = 2 * s4 * c4;
  return K * (C0 * phi + C2 * s2 + C4 * s4 + C6 * s6 + C8 * s8);
}

export function meridianArcM(phi: number): number {
  return meridianArcSC(phi, Math.sin(phi), Math.cos(phi));
}

/**
 * Latitude (radians) at meridian arc `arcM`, |arcM| ≤ QUARTER_MERIDIAN_M, by the footpoint
 * series (truncation error of order n⁵ ≈ 1e-14 rad, i.e. ~1e-7 m).
 */
export function latitudeFromMeridianArc(arcM: number): number {
  footpoint(arcM, scratch);
  return scratch[0]!;
}
const scratch = new Float64Array(3);

/**
 * Footpoint latitude with its sine and cosine, written into `out` as [φ, sin φ, cos φ] (an
 * out-array keeps the direct problem free of allocation). sin/cos of φ = μ' + δ come from those
 * of μ' by the angle-sum formulas, δ < 0.0026 rad, with sin δ and cos δ by their series to δ⁶
 * (the next term is below 1e-21): two fewer trigonometric calls per point.
 */
export function footpoint(arcM: number, out: Float64Array): void {
  const mu = arcM / RECTIFYING_RADIUS_M;
  const s = Math.sin(mu);
  const c = s < 0.8 && s > -0.8 ? Math.sqrt((1 - s) * (1 + s)) : Math.cos(mu);
  const s2 = 2 * s * c;
  const c2 = c * c - s * s;
  const s4 = 2 * s2 * c2;
  const c4 = c2 * c2 - s2 * s2;
  const s6 = s4 * c2 + c4 * s2;
  const s8 = 2 * s4 * c4;
  const d = D2 * s2 + D4 * s4 + D6 * s6 + D8 * s8;
  const dd = d * d;
  const sd = d * (1 - (dd / 6) * (1 - dd / 20));
  const cd = 1 - (dd / 2) * (1 - (dd / 12) * (1 - dd / 30));
  out[0] = mu + d;
  out[1] = s * cd + c * sd;
  out[2] = c * cd - s * sd;
}

// e·atanh(e·s) = Σ e^(2k+2) s^(2k+1) / (2k+1): with e² ≈ 0.0067 eight terms reach 1e-18.
const T1 = E2;
const T3 = (E2 * E2) / 3;
const T5 = E2 ** 3 / 5;
const T7 = E2 ** 4 / 7;
const T9 = E2 ** 5 / 9;
const T11 = E2 ** 6 / 11;
const T13 = E2 ** 7 / 13;
const T15 = E2 ** 8 / 15;

/** e·atanh(e·s), the ellipsoidal part of the isometric latitude; odd in s. */
export function eccentricTerm(s: number): number {
  const s2 = s * s;
  return s * (T1 + s2 * (T3 + s2 * (T5 + s2 * (T7 + s2 * (T9 + s2 * (T11 + s2 * (T13 + s2 * T15)))))));
}

/**
 * exp(gd⁻¹(φ)) = (1 + sin φ)/cos φ = cos φ/(1 − sin φ), written in whichever form does not
 * cancel (1 + s for the north, 1 − s for the south).
 */
export function expGdInv(s: number, c: number): number {
  return s >= 0 ? (1 + s) / c : c / (1 - s);
}

/**
 * ψ2 − ψ1 with a single logarithm, ln(q2/q1): cheaper than two ψ, and exact in absolute terms
 * however close the latitudes are.
 */
export function isometricDifferenceSC(s1: number, c1: number, s2: number, c2: number): number {
  // q = num/den as in expGdInv; q2/q1 with a single division.
  const num1 = s1 >= 0 ? 1 + s1 : c1;
  const den1 = s1 >= 0 ? c1 : 1 - s1;
  const num2 = s2 >= 0 ? 1 + s2 : c2;
  const den2 = s2 >= 0 ? c2 : 1 - s2;
  return Math.log((num2 * den1) / (den2 * num1)) - (eccentricTerm(s2) - eccentricTerm(s1));
}

/**
 * sin φ and cos φ with one transcendental call where that is safe: below |sin φ| = 0.8 the
 * cosine is sqrt((1 − s)(1 + s)) to a few ulp; nearer the poles Math.cos keeps its relative
 * precision (needed for ψ there). Written into out as [sin, cos].
 */
export function sinCosLat(phi: number, out: Float64Array): void {
  const s = Math.sin(phi);
  out[0] = s;
  out[1] = s < 0.8 && s > -0.8 ? Math.sqrt((1 - s) * (1 + s)) : Math.cos(phi);
}

/**
 * Mean radius of the parallel over a short latitude interval [φm − h, φm + h] (radians):
 * Δμ/Δψ = ∫M dφ / ∫g dφ with M the meridional radius and g = M/(N cos φ) = dψ/dφ.
 * Expanding both integrals about the midpoint, ∫f = 2h f(φm) [1 + (f''/f) h²/6 + O(h⁴)], so
 *   Δμ/Δψ = N cos φm · [1 + (M''/M − g''/g) h²/6 + O(h⁴)].
 * Used where |Δψ| < 1e-3 (h < 5e-4 rad), where the O(h⁴) term is below 1e-13 relative.
 * sm, cm are sin and cos of φm.
 */
export function meanParallelRadiusNear(sm: number, cm: number, h: number): number {
  const iw = 1 / (1 - E2 * sm * sm); // 1/w
  const ic = 1 / cm;
  const a = -2 * E2 * sm * cm * iw; // w'/w
  const b = -2 * E2 * (cm * cm - sm * sm) * iw; // w''/w
  const mRatio = 3.75 * a * a - 1.5 * b; // M''/M, from ln M = const − 1.5 ln w
  const ta = sm * ic - a;
  const gRatio = ta * ta - b + a * a + ic * ic; // g''/g, from ln g = const − ln w − ln cos φ
  return A_M * cm * Math.sqrt(iw) * (1 + ((mRatio - gRatio) * h * h) / 6);
}
