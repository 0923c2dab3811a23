// The route as a chart draws it (the app's Leaflet chart and the report's SVG chart): one
// polyline per leg, great-circle legs densified into curves, rhumb legs as two points (a rhumb
// line is straight on a Mercator chart), and the whole route unwrapped so a Pacific crossing
// draws as one continuous line.
//
// Antimeridian decision: longitudes are unwrapped along the route, each step taken the short way
// from the one before, starting from the first waypoint (moved by whole turns to lie within 180°
// of `nearLonDeg` when given). Longitudes may therefore lie beyond ±180 (e.g. 179 -> 181 ->
// 185); a chart draws them on the next world copy, with land and graticule on every copy in
// view, so the route never breaks in two at 180°. Positions handed back to the app (clicks,
// drags) are wrapped to [-180, 180) again.
//
// Leaflet's Mercator is spherical, the rhumb line ellipsoidal (WGS84), so a two-point rhumb
// leg is off its true track by up to ~0.4 NM on a 2,500 NM leg spanning 40° of latitude, and
// ~1.7 NM on a 4,600 NM leg from the equator to 60°N; legs within a few degrees of latitude
// are exact to the drawing. Ticks are drawn at the true (ellipsoidal) positions.
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { M_PER_NM } from '../domain/units';
import { lonDiffDeg } from './angles';
import { legTrack } from './leg';

/** [latitude, longitude], degrees (Leaflet's order); the longitude may be unwrapped. */
export type LatLngTuple = [latDeg: number, lonDeg: number];

export interface RouteLatLngs {
  /** Waypoint i, unwrapped like the legs, so a marker sits on its line. */
  readonly waypoints: LatLngTuple[];
  /** Leg i (waypoint i to waypoint i + 1): starts and ends exactly at the unwrapped waypoints. */
  readonly legs: LatLngTuple[][];
}

export interface RouteOptions {
  /** Distance between the points of a great-circle leg, nautical miles. Default 25. */
  readonly spacingNm?: number;
  /** Put the first waypoint within 180° of this longitude (e.g. the map's centre), degrees. */
  readonly nearLonDeg?: number;
}

export const GREAT_CIRCLE_SPACING_NM = 25;

/**
 * Polylines for the route. `legGeometries[i]` is how leg i is sailed (waypoint i to i + 1);
 * a missing entry is a rhumb line, the schedule's default.
 */
export function routeLatLngs(
  positions: readonly Position[],
  legGeometries: readonly LegGeometry[],
  options: RouteOptions = {},
): RouteLatLngs {
  const spacingM = (options.spacingNm ?? GREAT_CIRCLE_SPACING_NM) * M_PER_NM;
  const waypoints: LatLngTuple[] = [];
  const legs: LatLngTuple[][] = [];
  const first = positions[0];
  if (!first) return { waypoints, legs };
  const near = options.nearLonDeg;
  let lon = near === undefined || !Number.isFinite(near) ? first.lon : near + lonDiffDeg(near, first.lon);
  waypoints.push([first.lat, lon]);
  for (let i = 1; i < positions.length; i++) {
    const from = positions[i - 1]!;
    const to = positions[i]!;
    const line: LatLngTuple[] = [[from.lat, lon]];
    if ((legGeometries[i - 1] ?? 'rhumb') === 'greatCircle') {
      const track = legTrack(from, to, 'greatCircle');
      const n = Math.max(1, Math.ceil(track.distanceM / spacingM));
      let raw = from.lon;
      for (let k = 1; k < n; k++) {
        const p = track.pointAt((k * track.distanceM) / n);
        lon += lonDiffDeg(raw, p.lon);
        raw = p.lon;
        line.push([p.lat, lon]);
      }
      lon += lonDiffDeg(raw, to.lon);
    } else {
      lon += lonDiffDeg(from.lon, to.lon);
    }
    line.push([to.lat, lon]);
    legs.push(line);
    waypoints.push([to.lat, lon]);
  }
  return { waypoints, legs };
}
