// Where a layer image lies on the chart's unwrapped longitude axis (see chart/route.ts): a box
// across the antimeridian (east < west) becomes one span, e.g. 170° to 190°, on the world copy
// nearest the chart's centre, so the image is drawn whole, never split at 180°.
import type { OverlayBox } from '../../../shared/ipc/methods/maps';

/** [[south, west], [north, east]] with east > west, on the copy nearest `centreLngDeg`. */
export function overlayLatLngBounds(box: OverlayBox, centreLngDeg: number): [[number, number], [number, number]] {
  const widthDeg = box.east > box.west ? box.east - box.west : box.east + 360 - box.west;
  const midDeg = box.west + widthDeg / 2;
  const shiftDeg = 360 * Math.round((centreLngDeg - midDeg) / 360);
  const west = box.west + shiftDeg;
  return [
    [box.south, west],
    [box.north, west + widthDeg],
  ];
}

/** The chart's view as a box of the overlay request: longitudes wrapped, the world when wider. */
export function viewBox(bounds: {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}): OverlayBox {
  const south = Math.max(-85, Math.min(85, bounds.south));
  const north = Math.max(-85, Math.min(85, bounds.north));
  const lat = { south: Math.min(south, north - 0.01), north: Math.max(north, south + 0.01) };
  if (bounds.east - bounds.west >= 360) return { ...lat, west: -180, east: 180 };
  const wrap = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;
  const west = wrap(bounds.west);
  let east = wrap(bounds.east);
  // A view ending exactly on 180° wraps to -180: keep it 180, the box's own east edge.
  if (east === -180 && bounds.east > bounds.west) east = 180;
  return { ...lat, west, east };
}
