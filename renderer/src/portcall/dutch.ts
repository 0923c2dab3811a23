// Whether a position is a Dutch port call: the port list's country when known, else inside an
// outline of the Netherlands with its coastal waters (about 25 km out, so an arrival waypoint off
// the Hook of Holland or IJmuiden counts). The outline is good to a few kilometres along the
// land borders, enough to offer the panel: the traffic service covers Dutch roads only. A
// polygon of ~50 points rather than a time-zone map, which would cost the app's start 40 kB.
import type { Position } from '../../../shared/domain/position';

/** The zone of every Dutch port: local time at a port call. */
export const DUTCH_ZONE = 'Europe/Amsterdam';

const DUTCH_NAMES = new Set(['netherlands', 'the netherlands', 'nederland', 'nl']);

/** [lon, lat], clockwise from the Zwin on the Belgian border, out to sea and round by land. */
const OUTLINE: readonly (readonly [number, number])[] = [
  [3.36, 51.37],
  [3.15, 51.48],
  [3.2, 51.7],
  [3.65, 52.0],
  [4.05, 52.3],
  [4.25, 52.6],
  [4.4, 52.95],
  [4.55, 53.2],
  [5.0, 53.48],
  [6.0, 53.6],
  [6.45, 53.6],
  [6.75, 53.5],
  [6.98, 53.38],
  [7.1, 53.28],
  [7.21, 53.2],
  [7.07, 52.85],
  [6.77, 52.65],
  [7.02, 52.42],
  [6.99, 52.22],
  [6.82, 51.98],
  [6.42, 51.86],
  [6.25, 51.855],
  [5.95, 51.78],
  [5.96, 51.7],
  [6.21, 51.4],
  [6.15, 51.17],
  [5.95, 51.0],
  [6.03, 50.77],
  [5.85, 50.75],
  [5.68, 50.76],
  [5.64, 50.85],
  [5.76, 51.05],
  [5.83, 51.16],
  [5.5, 51.28],
  [5.23, 51.3],
  [5.05, 51.47],
  [4.77, 51.43],
  [4.5, 51.47],
  [4.28, 51.38],
  [4.17, 51.29],
  [3.98, 51.22],
  [3.78, 51.21],
  [3.53, 51.24],
  [3.38, 51.27],
];

/** Even-odd ray casting in plain degrees: fine for a country this size, far from the poles and 180°. */
function inOutline(lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = OUTLINE.length - 1; i < OUTLINE.length; j = i++) {
    const [xi, yi] = OUTLINE[i]!;
    const [xj, yj] = OUTLINE[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function isDutch(position: Position, country?: string | null): boolean {
  if (country !== undefined && country !== null && DUTCH_NAMES.has(country.trim().toLowerCase())) return true;
  return Number.isFinite(position.lat) && Number.isFinite(position.lon) && inOutline(position.lon, position.lat);
}
