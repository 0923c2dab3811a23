// One leg between two waypoints, sailed as a rhumb line or a great circle (geodesic):
// its length, courses, and the position at any distance along it.
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { normalizeLonDeg } from './angles';
import { sinCosDegInto } from './ellipsoid';
import { geodesicBetween, type GeodesicSampler } from './geodesic';
import { rhumbInverse, rhumbPoint, rhumbStart, type RhumbStart } from './rhumb';

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
  return geometry === 'greatCircle' ? new GreatCircleTrack(from, to) : new RhumbTrack(from, to);
}

export type LegTrackOf = (from: Position, to: Position, geometry: LegGeometry) => LegTrack;

/**
 * legTrack with a memory of the last track ending at each position object: an editor's drafts
 * share unchanged positions and a drag step replaces one waypoint's position, so the next
 * schedule works out the two legs that moved, not all of them. A leg is reused only when both
 * end objects, their coordinates (a position changed in place is never given a stale leg) and
 * the geometry are the same.
 */
export function legTrackMemo(): LegTrackOf {
  interface Known {
    readonly from: Position;
    readonly geometry: LegGeometry;
    readonly track: LegTrack;
    /** from.lat, from.lon, to.lat, to.lon when the track was made. */
    readonly ends: readonly [number, number, number, number];
  }
  const memo = new WeakMap<Position, Known>();
  return (from, to, geometry) => {
    const known = memo.get(to);
    if (
      known !== undefined &&
      known.from === from &&
      known.geometry === geometry &&
      known.ends[0] === from.lat &&
      known.ends[1] === from.lon &&
      known.ends[2] === to.lat &&
      known.ends[3] === to.lon
    ) {
      return known.track;
    }
    const track = legTrack(from, to, geometry);
    memo.set(to, { from, geometry, track, ends: [from.lat, from.lon, to.lat, to.lon] });
    return track;
  };
}

/** The ends are handed back by pointAt, so they are wrapped too: every point is in [-180, 180). */
function wrapped(p: Position): Position {
  return p.lon >= -180 && p.lon < 180 ? p : { lat: p.lat, lon: normalizeLonDeg(p.lon) };
}

// Legs are classes rather than closures over an object literal: a schedule makes one per leg
// (thousands per edit of a long route), and one object with its fields costs a fraction of a
// closure, its context and the literal holding it.

class RhumbTrack implements LegTrack {
  readonly geometry = 'rhumb';
  readonly distanceM: number;
  readonly initialCourseDeg: number;
  readonly finalCourseDeg: number;
  private readonly start: Position;
  private readonly end: Position;
  private readonly origin: RhumbStart;
  private readonly sin: number;
  private readonly cos: number;

  constructor(from: Position, to: Position) {
    const { distanceM, courseDeg } = rhumbInverse(from.lat, from.lon, to.lat, to.lon);
    this.distanceM = distanceM;
    this.initialCourseDeg = courseDeg;
    this.finalCourseDeg = courseDeg;
    this.start = wrapped(from);
    this.end = wrapped(to);
    sinCosDegInto(courseDeg, sinCos);
    this.sin = sinCos[0]!;
    this.cos = sinCos[1]!;
    this.origin = rhumbStart(from.lat, from.lon);
  }

  pointAt(d: number): Position {
    if (!(d > 0)) return this.start;
    if (d >= this.distanceM) return this.end;
    return rhumbPoint(this.origin, this.sin, this.cos, d);
  }
}
const sinCos = new Float64Array(2);

class GreatCircleTrack implements LegTrack {
  readonly geometry = 'greatCircle';
  readonly distanceM: number;
  readonly initialCourseDeg: number;
  readonly finalCourseDeg: number;
  private readonly start: Position;
  private readonly end: Position;
  private readonly line: GeodesicSampler;

  constructor(from: Position, to: Position) {
    this.line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
    this.distanceM = this.line.distanceM;
    this.initialCourseDeg = this.line.initialCourseDeg;
    this.finalCourseDeg = this.line.finalCourseDeg;
    this.start = wrapped(from);
    this.end = wrapped(to);
  }

  pointAt(d: number): Position {
    if (!(d > 0)) return this.start;
    if (d >= this.distanceM) return this.end;
    return this.line.pointAt(d);
  }
}
