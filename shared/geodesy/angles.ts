// Angle helpers: longitude wrapping and differences that are exact across the antimeridian.

/** Wraps a longitude into [-180, 180). NaN stays NaN. */
export function normalizeLonDeg(lonDeg: number): number {
  // In range already: return it untouched (the arithmetic below is not exact, 4.478 -> 4.4780000000000086).
  if (lonDeg >= -180 && lonDeg < 180) return lonDeg + 0;
  const r = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  return r === 180 ? -180 : r + 0;
}

/**
 * lon2 − lon1 reduced to [-180, 180], computed so that no precision is lost for nearby
 * longitudes on either side of the antimeridian (error-free remainder first, then the sum).
 */
export function lonDiffDeg(lon1Deg: number, lon2Deg: number): number {
  const a = remainder360(-lon1Deg);
  const b = remainder360(lon2Deg);
  const d = remainder360(a + b);
  return d;
}

/** x reduced to [-180, 180] by an exact floating remainder. */
function remainder360(x: number): number {
  const y = x % 360;
  return y < -180 ? y + 360 : y > 180 ? y - 360 : y;
}
