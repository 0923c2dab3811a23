// WGS84 ellipsoid constants and the radii of curvature that the rhumb-line code needs.

/** Equatorial radius, metres (WGS84). */
export const A_M = 6378137;
/** Flattening (WGS84). */
export const F = 1 / 298.257223563;
/** First eccentricity squared. */
export const E2 = F * (2 - F);
/** First eccentricity. */
export const E = Math.sqrt(E2);
/** Third flattening n = f / (2 - f), the small parameter of the meridian-arc series. */
export const N3 = F / (2 - F);

export const DEG = Math.PI / 180;

/** Radius of curvature in the prime vertical N(φ), metres. φ in radians. */
export function primeVerticalRadiusM(phi: number): number {
  const s = Math.sin(phi);
  return A_M / Math.sqrt(1 - E2 * s * s);
}

/** Meridional radius of curvature M(φ), metres. φ in radians. */
export function meridionalRadiusM(phi: number): number {
  const s = Math.sin(phi);
  const w = 1 - E2 * s * s;
  return (A_M * (1 - E2)) / (w * Math.sqrt(w));
}

/**
 * Isometric latitude ψ(φ) = asinh(tan φ) − e·atanh(e sin φ), dimensionless.
 * ±Infinity at the poles. φ in radians. (Karney 2011, "Transverse Mercator with an
 * accuracy of a few nanometers", eq. 7, written with asinh for accuracy near the poles.)
 */
export function isometricLatitude(phi: number): number {
  return Math.asinh(Math.tan(phi)) - E * Math.atanh(E * Math.sin(phi));
}

/**
 * sin and cos of an angle in degrees, exact at multiples of 90° so that an east-west
 * course has cos = 0 exactly (reduces to [-45°, 45°] first, as GeographicLib's sincosd).
 */
export function sinCosDeg(deg: number): { sin: number; cos: number } {
  let r = deg % 360;
  const q = Math.round(r / 90);
  r -= 90 * q;
  const rad = r * DEG;
  const s = Math.sin(rad);
  const c = Math.cos(rad);
  switch (((q % 4) + 4) % 4) {
    case 0:
      return { sin: s + 0, cos: c + 0 };
    case 1:
      return { sin: c + 0, cos: -s + 0 };
    case 2:
      return { sin: -s + 0, cos: -c + 0 };
    default:
      return { sin: -c + 0, cos: s + 0 };
  }
}
