// The legs of the route scheduled last, kept so that scheduling it again after an edit (each drag
// frame, each change in the table) solves only the legs that changed: on a 1,000-waypoint route
// the geodesic and rhumb solutions are most of a schedule's work and of its garbage. Leg i is
// reused when it joins the same position objects as last time (drafts share unchanged positions
// between edits) holding the same numbers, with the same geometry; so a position changed in place
// is never given a stale leg. One route is kept, by index and without allocation, so a schedule
// of a new route costs next to nothing more; an insertion re-solves the legs after it once.
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { legTrack, type LegTrack } from '../geodesy/leg';

const froms: (Position | undefined)[] = [];
const tos: (Position | undefined)[] = [];
const geometries: (LegGeometry | undefined)[] = [];
const tracks: (LegTrack | undefined)[] = [];
/** from.lat, from.lon, to.lat, to.lon of leg i at [4i, 4i + 4). */
let ends = new Float64Array(4 * 1024);

/** legTrack(from, to, geometry) for leg `index` of the route being scheduled, reused when unchanged. */
export function routeLegTrack(index: number, from: Position, to: Position, geometry: LegGeometry): LegTrack {
  const k = 4 * index;
  const known = tracks[index];
  if (
    known !== undefined &&
    froms[index] === from &&
    tos[index] === to &&
    geometries[index] === geometry &&
    Object.is(ends[k], from.lat) &&
    Object.is(ends[k + 1], from.lon) &&
    Object.is(ends[k + 2], to.lat) &&
    Object.is(ends[k + 3], to.lon)
  ) {
    return known;
  }
  const track = legTrack(from, to, geometry);
  if (k + 4 > ends.length) {
    const grown = new Float64Array(Math.max(2 * ends.length, k + 4));
    grown.set(ends);
    ends = grown;
  }
  froms[index] = from;
  tos[index] = to;
  geometries[index] = geometry;
  tracks[index] = track;
  ends[k] = from.lat;
  ends[k + 1] = from.lon;
  ends[k + 2] = to.lat;
  ends[k + 3] = to.lon;
  return track;
}
