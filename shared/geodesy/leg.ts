// One leg between two waypoints, sailed as a rhumb line or a great circle (geodesic):
// its length, courses, and the position at any distance along it.
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { normalizeLonDeg } from './angles';
import { sinCosDeg } from './ellipsoid';
import { geodesicBetween } from './geodesic';
import { rhumbInverse, rhumbPoint, rhumbStart } from './rhumb';

export interface LegTrack {
  readonly geometry: LegGeometry;
  /** Length of the leg, metres. */
  readonly distanceM: number;
  /** Course at departure from the leg's start, degrees in [0, 360). */
  readonly initialCourseDeg: number;
  /** Course on arrival; equal to the initial course on a rhumb line. */
  readonly finalCourseDeg: number;
  /**
   * Position `distanceM` metres from the start, clamped to the leg (0 gives the start,
   * anything at or beyond the length gives the end waypoint exactly).
   */
  pointAt(distanceM: number): Position;
}

export function legTrack(from: Position, to: Position, geometry: LegGeometry): LegTrack {
  return geometry === 'greatCircle' ? greatCircleTrack(from, to) : rhumbTrack(from, to);
}

export type LegTrackOf = (from: Position, to: Position, geometry: LegGeometry) => LegTrack;

/**
 * legTrack with a memory of the last track ending at each position object: an editor's drafts
 * are immutable and a drag step replaces one waypoint's position, so the next schedule works
 * out the two legs that moved, not all of them. Known by identity, so a position object must
 * not be changed in place after a track was asked for it.
 */
export function legTrackMemo(): LegTrackOf {
  const memo = new WeakMap<Position, { from: Position; geometry: LegGeometry; track: LegTrack }>();
  return (from, to, geometry) => {
    const known = memo.get(to);
    if (known !== undefined && known.from === from && known.geometry === geometry) return known.track;
    const track = legTrack(from, to, geometry);
    memo.set(to, { from, geometry, track });
    return track;
  };
}

/** The ends are handed back by pointAt, so they are wrapped too: every point is in [-180, 180). */
function wrapped(p: Position): Position {
  return p.lon >= -180 && p.lon < 180 ? p : { lat: p.lat, lon: normalizeLonDeg(p.lon) };
}

function rhumbTrack(from: Position, to: Position): LegTrack {
  const { distanceM, courseDeg } = rhumbInverse(from.lat, from.lon, to.lat, to.lon);
  const start = wrapped(from);
  const end = wrapped(to);
  const { sin, cos } = sinCosDeg(courseDeg);
  const origin = rhumbStart(from.lat, from.lon);
  return {
    geometry: 'rhumb',
    distanceM,
    initialCourseDeg: courseDeg,
    finalCourseDeg: courseDeg,
    pointAt(d) {
      if (!(d > 0)) return start;
      if (d >= distanceM) return end;
      return rhumbPoint(origin, sin, cos, d);
    },
  };
}

function greatCircleTrack(from: Position, to: Position): LegTrack {
  const line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
  const start = wrapped(from);
  const end = wrapped(to);
  const distanceM = line.distanceM;
  return {
    geometry: 'greatCircle',
    distanceM,
    initialCourseDeg: line.initialCourseDeg,
    finalCourseDeg: line.finalCourseDeg,
    pointAt(d) {
      if (!(d > 0)) return start;
      if (d >= distanceM) return end;
      return line.pointAt(d);
    },
  };
}
