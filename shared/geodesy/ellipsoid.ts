// WGS84 ellipsoid constants, and sin/cos of angles in degrees.

/** Equatorial radius, metres (WGS84). */
export const A_M = 6378137;
/** Flattening (WGS84). */
export const F = 1 / 298.257223563;
/** First eccentricity squared. */
export const E2 = F * (2 - F);
/** Third flattening n = f / (2 - f), the small parameter of the meridian-arc series. */
export const N3 = F / (2 - F);

export const DEG = Math.PI / 180;

/**
 * sin and cos of an angle in degrees into out = [sin, cos], exact at multiples of 90° so that
 * an east-west course has cos = 0 exactly (reduces to [-45°, 45°] first, as GeographicLib's
 * sincosd). An out-array keeps hot paths free of allocation.
 */
export function sinCosDegInto(deg: number, out: Float64Array): void {
  // The float remainder is slow; courses are almost always in range already.
  let r = deg >= -360 && deg <= 360 ? deg : deg % 360;
  const q = Math.round(r / 90);
  r -= 90 * q;
  const s = Math.sin(r * DEG);
  // |r| <= 45°, so cos r >= 0.707 and sqrt(1 - s²) is as good as Math.cos, at a fraction of its cost.
  const c = Math.sqrt((1 - s) * (1 + s));
  switch (q & 3) {
    case 0:
      out[0] = s + 0;
      out[1] = c;
      break;
    case 1:
      out[0] = c;
      out[1] = -s + 0;
      break;
    case 2:
      out[0] = -s + 0;
      out[1] = -c;
      break;
    default:
      out[0] = -c;
      out[1] = s + 0;
  }
}
