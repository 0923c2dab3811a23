// Ship canals that Natural Earth's land polygons do not cut: its coastline has no canals, so
// a route through Kiel, Suez or Panama reads as crossing land. A stretch over land that lies
// wholly within one of these corridors is a canal transit, not a grounding.
//
// Centrelines are approximate (within about a mile, from published positions of the locks,
// bridges and lakes along each canal) and the corridor is wide enough to hold that error.
// They only excuse a land warning; they are not for navigation.
import type { Position } from '../domain/position';
import { M_PER_NM } from '../domain/units';
import { legTrack } from '../geodesy/leg';

export interface Waterway {
  readonly name: string;
  /** Centreline from one end to the other, [lat, lon] degrees. */
  readonly centreline: readonly (readonly [number, number])[];
  /** Half the corridor's width, NM. */
  readonly halfWidthNm: number;
}

export const WATERWAYS: readonly Waterway[] = [
  {
    name: 'Kiel Canal',
    centreline: [
      [53.8895, 9.1395], // Brunsbüttel locks
      [53.935, 9.205],
      [54.0, 9.262],
      [54.032, 9.287], // Hochdonn
      [54.125, 9.334], // Grünental
      [54.19, 9.4],
      [54.215, 9.53],
      [54.296, 9.686], // Rendsburg
      [54.31, 9.72],
      [54.365, 9.82], // Sehestedt
      [54.372, 9.98],
      [54.364, 10.076], // Levensau
      [54.3655, 10.142], // Kiel-Holtenau locks
    ],
    halfWidthNm: 2,
  },
  {
    name: 'Suez Canal',
    centreline: [
      [31.3, 32.33], // Port Said approach
      [31.255, 32.312], // Port Said
      [31.12, 32.31],
      [30.857, 32.317], // El Qantara
      [30.66, 32.33], // El Ferdan
      [30.57, 32.3], // Lake Timsah, Ismailia
      [30.42, 32.35], // Deversoir
      [30.34, 32.38], // Great Bitter Lake
      [30.24, 32.47], // Kabrit
      [30.18, 32.52], // Little Bitter Lake
      [30.1, 32.555], // Shallufa
      [29.94, 32.565], // Port Tewfik, Suez
    ],
    halfWidthNm: 3,
  },
  {
    name: 'Panama Canal',
    centreline: [
      [9.385, -79.92], // Colón breakwater
      [9.272, -79.922], // Gatun Locks
      [9.21, -79.9],
      [9.17, -79.83], // north of Barro Colorado
      [9.13, -79.75],
      [9.118, -79.696], // Gamboa
      [9.05, -79.66], // Culebra Cut
      [9.017, -79.613], // Pedro Miguel Locks
      [8.997, -79.591], // Miraflores Locks
      [8.955, -79.565], // Balboa
      [8.9, -79.525], // Pacific entrance
    ],
    halfWidthNm: 3,
  },
];

/**
 * Distance from p to the segment a–b, NM, on a local equirectangular plane: the corridors are
 * a few miles wide, where the plane's error is far below the centrelines' own.
 */
function segmentDistanceNm(p: Position, a: readonly [number, number], b: readonly [number, number]): number {
  const k = Math.cos((p.lat * Math.PI) / 180);
  const ax = (a[1] - p.lon) * k * 60;
  const ay = (a[0] - p.lat) * 60;
  const bx = (b[1] - p.lon) * k * 60;
  const by = (b[0] - p.lat) * 60;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** The waterway whose corridor holds p, if any. */
export function waterwayAt(p: Position): Waterway | undefined {
  return WATERWAYS.find((w) =>
    w.centreline.some((a, i) => i > 0 && segmentDistanceNm(p, w.centreline[i - 1]!, a) <= w.halfWidthNm),
  );
}

/**
 * The one waterway that holds the whole stretch of the leg from `fromNm` to `toNm` along it
 * (sampled every half mile), or undefined.
 */
export function waterwayHolding(
  from: Position,
  to: Position,
  geometry: 'rhumb' | 'greatCircle',
  fromNm: number,
  toNm: number,
): Waterway | undefined {
  const track = legTrack(from, to, geometry);
  const first = waterwayAt(track.pointAt(fromNm * M_PER_NM));
  if (!first) return undefined;
  const steps = Math.max(1, Math.ceil((toNm - fromNm) / 0.5));
  for (let k = 1; k <= steps; k++) {
    const p = track.pointAt((fromNm + ((toNm - fromNm) * k) / steps) * M_PER_NM);
    if (waterwayAt(p) !== first) return undefined;
  }
  return first;
}
