// Angle helpers: longitude wrapping and differences that are exact across the antimeridian.

/** Wraps a longitude into [-180, 180). NaN stays NaN. */
export function normalizeLonDeg(lonDeg: number): number {
  // In range already: return it untouched (the arithmetic below is not exact, 4.478 -> 4.4780000000000086).
  if (lonDeg >= -180 && lonDeg < 180) return lonDeg + 0;
  // One turn out (a leg ending across the antimeridian): a single add, no float remainder.
  if (lonDeg >= 180 && lonDeg < 540) return lonDeg - 360;
  if (lonDeg < -180 && lonDeg >= -540) return lonDeg + 360;
  const r = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  return r === 180 ? -180 : r + 0;
}

/**
 * lon2 − lon1 reduced to [-180, 180]. Longitudes already in range (Passage's own) take a
 * branch-only path; others go through an exact floating remainder first.
 */
export function lonDiffDeg(lon1Deg: number, lon2Deg: number): number {
  if (lon1Deg >= -180 && lon1Deg <= 180 && lon2Deg >= -180 && lon2Deg <= 180) {
    const d = lon2Deg - lon1Deg;
    return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
  }
  return remainder360(remainder360(-lon1Deg) + remainder360(lon2Deg));
}

/** x reduced to [-180, 180] by an exact floating remainder. */
function remainder360(x: number): number {
  const y = x % 360;
  return y < -180 ? y + 360 : y > 180 ? y - 360 : y;
}
