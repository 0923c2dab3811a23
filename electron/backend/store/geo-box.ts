// Spherical helpers for the port index: the lat/lon boxes that hold every point within a
// distance of a centre, boxes split where they cross the antimeridian, and great-circle
// distance for the exact ranking the R*Tree cannot give.

/** Mean Earth radius (IUGG R1), metres: ranking ports needs a sphere, not the ellipsoid. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** A box in degrees; west > east means it crosses the antimeridian (180°). */
export interface LatLonBox {
  readonly southDeg: number;
  readonly westDeg: number;
  readonly northDeg: number;
  readonly eastDeg: number;
}

/** Great-circle distance by the haversine formula (Sinnott 1984), metres. */
export function greatCircleM(lat1Deg: number, lon1Deg: number, lat2Deg: number, lon2Deg: number): number {
  const dLat = (lat2Deg - lat1Deg) * RAD;
  const dLon = (lon2Deg - lon1Deg) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1Deg * RAD) * Math.cos(lat2Deg * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Longitude wrapped into [-180, 180). */
export function wrapLonDeg(lonDeg: number): number {
  return ((((lonDeg + 180) % 360) + 360) % 360) - 180;
}

/**
 * The smallest lat/lon box holding the spherical cap of `radiusM` around a centre. The
 * longitude half-width is asin(sin(r/R) / cos(lat)), the meridians tangent to the cap (J. P.
 * Matuschek, "Finding points within a distance of a latitude/longitude using bounding
 * coordinates"); when the cap reaches a pole every longitude is in.
 */
export function boxAround(latDeg: number, lonDeg: number, radiusM: number): LatLonBox {
  const angular = radiusM / EARTH_RADIUS_M;
  const southDeg = latDeg - angular / RAD;
  const northDeg = latDeg + angular / RAD;
  if (angular >= Math.PI || southDeg <= -90 || northDeg >= 90) {
    return { southDeg: Math.max(-90, southDeg), westDeg: -180, northDeg: Math.min(90, northDeg), eastDeg: 180 };
  }
  const ratio = Math.sin(angular) / Math.cos(latDeg * RAD);
  if (ratio >= 1) return { southDeg, westDeg: -180, northDeg, eastDeg: 180 };
  const halfWidthDeg = Math.asin(ratio) / RAD;
  return { southDeg, westDeg: wrapLonDeg(lonDeg - halfWidthDeg), northDeg, eastDeg: wrapEast(lonDeg + halfWidthDeg) };
}

/** Like wrapLonDeg but keeps exactly 180 as 180, so a box ending at the antimeridian stays whole. */
function wrapEast(lonDeg: number): number {
  const wrapped = wrapLonDeg(lonDeg);
  return wrapped === -180 ? 180 : wrapped;
}

/** One or two boxes with west <= east covering `box`: a box across 180° becomes its two halves. */
export function splitAtAntimeridian(box: LatLonBox): LatLonBox[] {
  if (box.westDeg <= box.eastDeg) return [box];
  return [
    { southDeg: box.southDeg, westDeg: box.westDeg, northDeg: box.northDeg, eastDeg: 180 },
    { southDeg: box.southDeg, westDeg: -180, northDeg: box.northDeg, eastDeg: box.eastDeg },
  ];
}
