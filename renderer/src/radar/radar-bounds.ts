// Where a radar picture goes on the chart: its box as Leaflet bounds on the world copy nearest
// the chart's centre, continuous across the antimeridian (west > east means it crosses).
import type { LatLngBoundsLiteral } from 'leaflet';
import type { RadarBbox } from '../../../shared/ipc';

export function radarBounds(bbox: RadarBbox, nearLonDeg: number): LatLngBoundsLiteral {
  const east = bbox.east < bbox.west ? bbox.east + 360 : bbox.east;
  const mid = (bbox.west + east) / 2;
  const shift = Math.round((nearLonDeg - mid) / 360) * 360;
  return [
    [bbox.south, bbox.west + shift],
    [bbox.north, east + shift],
  ];
}
