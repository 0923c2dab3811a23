// Angle helpers: longitude wrapping and differences that are exact across the antimeridian.

// Wrapping lives with the Position whose longitude it defines (shared/domain sits below shared/geodesy).
export { normalizeLon as normalizeLonDeg } from '../domain/position';

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
