// Where the sandbox has radar: real precipitation radars stand on land (and on some islands) and
// see rain out to roughly 250 km, so a nowcast exists near coasts and inland, never mid-ocean.
//
// Passage's assumption about the real service, which spec §2.9 does not show: a place without
// radar coverage gets an ordinary answer with its bounding box and NO layers (not an error), the
// way radar mosaics answer outside their networks. Simplifications of the demo: every country
// has a radar network (islands smaller than the land mask's 0.1° cells have none); whether a
// nowcast has steps is decided at the request's centre, and its pictures are blank (not dry)
// wherever no radar reaches.

/** Range of a weather radar's precipitation product, km (C-band networks such as OPERA: ~200-250 km). */
export const RADAR_RANGE_KM = 250;

/** Kilometres per degree of latitude on the mean Earth (radius 6371.0088 km, IUGG). */
const KM_PER_DEG = (Math.PI * 6371.0088) / 180;
/** Sampling step of the search, km: about the land bitmap's 0.1° cell, so no island is stepped over. */
const STEP_KM = 10;

/**
 * True when some land lies within `rangeKm` of the point (a local flat-Earth disc, ample at
 * this range), so a radar there could see it. Scans rows outward from the point and stops at
 * the first land found.
 */
export function hasRadarCoverage(
  isLand: (lat: number, lon: number) => boolean,
  lat: number,
  lon: number,
  rangeKm: number = RADAR_RANGE_KM,
): boolean {
  const rows = Math.ceil(rangeKm / STEP_KM);
  for (let i = 0; i <= rows; i++) {
    for (const sign of i === 0 ? [1] : [1, -1]) {
      const dyKm = sign * i * STEP_KM;
      const rowLat = lat + dyKm / KM_PER_DEG;
      if (rowLat > 90 || rowLat < -90) continue;
      const halfWidthKm = Math.sqrt(Math.max(0, rangeKm * rangeKm - dyKm * dyKm));
      const kmPerDegLon = KM_PER_DEG * Math.max(0.01, Math.cos((rowLat * Math.PI) / 180));
      const cols = Math.ceil(halfWidthKm / STEP_KM);
      for (let j = -cols; j <= cols; j++) {
        const dxKm = Math.max(-halfWidthKm, Math.min(halfWidthKm, j * STEP_KM));
        if (isLand(rowLat, lon + dxKm / kmPerDegLon)) return true;
      }
    }
  }
  return false;
}
