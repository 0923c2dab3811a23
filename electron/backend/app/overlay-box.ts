// The box a weather overlay is asked for: the chart's box widened to a grid that depends on the
// zoom, so a small pan asks the same question (and the stored answer serves it). A box across
// the antimeridian stays one box with east < west, as the request builder allows (spec §4.2
// gives north, east, south, west and no rule against it): one request, one image that the
// chart lays across 180° unbroken, instead of two halves that would meet in a seam.
import type { OverlayBox } from '../../../shared/ipc/methods/maps';

/** Web Mercator reaches about 85.05°; the overlay stops at 85°. */
const MAX_LAT = 85;
const WORLD: OverlayBox = { south: -MAX_LAT, west: -180, north: MAX_LAT, east: 180 };

/** Grid step, degrees: an eighth of the width of a 256 px tile at this zoom (45° at zoom 0). */
export function overlayGridDeg(zoom: number): number {
  return Math.max(0.01, 360 / 2 ** (Math.max(0, Math.min(zoom, 14)) + 3));
}

function tidy(deg: number): number {
  return Math.round(deg * 1e6) / 1e6 + 0;
}

/** The box asked: `bbox` widened outward to the zoom's grid, world-wide when it nearly is. */
export function overlayRequestBox(bbox: OverlayBox, zoom: number): OverlayBox {
  const step = overlayGridDeg(zoom);
  const widthDeg = bbox.east >= bbox.west ? bbox.east - bbox.west : bbox.east + 360 - bbox.west;
  const south = Math.max(-MAX_LAT, Math.floor(bbox.south / step) * step);
  const north = Math.min(MAX_LAT, Math.ceil(bbox.north / step) * step);
  const west = Math.floor(bbox.west / step) * step;
  const eastUnwrapped = Math.ceil((bbox.west + widthDeg) / step) * step;
  if (eastUnwrapped - west >= 360 - step) return { ...WORLD, south: tidy(south), north: tidy(north) };
  const east = eastUnwrapped > 180 ? eastUnwrapped - 360 : eastUnwrapped;
  return { south: tidy(south), west: tidy(west), north: tidy(north), east: tidy(east) };
}
