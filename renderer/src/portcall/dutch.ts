// Whether a position is a Dutch port call: inside an outline of the European Netherlands with its
// coastal waters (about 25 km out, so an arrival waypoint off the Hook of Holland or IJmuiden, or
// any Dutch port's approach at sea, counts), or a port the list says is Dutch near that outline.
// The Caribbean Netherlands (Bonaire, Sint Eustatius, Saba) are not: the traffic service covers
// the roads of the European Netherlands only, and their clocks are not Amsterdam's. The outline
// is good to a few kilometres along the land borders, enough to offer the panel. A polygon of ~50
// points rather than a time-zone map, which would cost the app's start 40 kB.
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
  // Between Borkum (German) and the Groningen coast, round Eemshaven's approach in the Ems.
  [6.62, 53.52],
  [6.9, 53.5],
  [7.0, 53.4],
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

/** Round the outline with room to spare, degrees: where the port list's word "Netherlands" is taken. */
const EUROPEAN_BOX = { south: 50.5, north: 54.0, west: 2.5, east: 7.6 } as const;

function inEuropeanBox(lon: number, lat: number): boolean {
  const box = EUROPEAN_BOX;
  return lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east;
}

export function isDutch(position: Position, country?: string | null): boolean {
  const { lat, lon } = position;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (inOutline(lon, lat)) return true;
  const listedDutch = country !== undefined && country !== null && DUTCH_NAMES.has(country.trim().toLowerCase());
  return listedDutch && inEuropeanBox(lon, lat);
}
