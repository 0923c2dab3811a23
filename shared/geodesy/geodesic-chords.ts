// A geodesic (a great-circle leg) as a chain of rhumb-line chords, for anything that can only
// sail rhumb lines between the points it is given: the service's shipping route (spec §2.6,
// "Rhumb line is observed"). The joints lie on the geodesic at equal distances along it, and
// there are as few chords as keep each within a stated distance of the geodesic.
//
// How far a chord strays: a rhumb line bends away from the geodesic through the same two points
// by about κ·L²/8 for a chord L long, κ ≈ sin(course)·tan(latitude)/R the rhumb line's geodesic
// curvature (R the earth's radius). Halving the chord quarters the deviation, so 2,875 NM from
// Ushant to Ambrose Light (48.5°N 5.5°W - 40.45°N 73.8°W) needs 24 chords of 120 NM to stay
// within 0.64 NM and 32 chords of 90 NM for 0.36 NM (measured, test/shared/geodesy). The
// deviation is measured here, not taken from that estimate, so it holds near the poles and on
// nearly antipodal legs too.
import type { Position } from '../domain/position';
import { geodesicBetween, geodesicInverse, type GeodesicSampler } from './geodesic';
import { legTrack } from './leg';

export interface GeodesicChords {
  /** The leg's start, the joints on the geodesic, then its end: chord k runs from points[k] to points[k + 1]. */
  readonly points: readonly Position[];
  /** Distance of each point along the geodesic from the start, metres (0 to the geodesic's length). */
  readonly alongM: readonly number[];
  /** Length of the geodesic, metres. */
  readonly distanceM: number;
  /** The largest deviation of a chord from the geodesic (chordDeviationM), metres. */
  readonly deviationM: number;
}

/** Points compared per chord, at 1/8 ... 7/8 of it: the deviation peaks in the middle and is smooth. */
const SAMPLES_PER_CHORD = 8;
/** No chord shorter than this, metres: a bound on the work for a tolerance no leg can meet (NaN, 0). */
const MIN_CHORD_M = 100;

/**
 * How far the rhumb line from `a` to `b` strays from the geodesic's piece between them, metres:
 * the largest distance between the point at fraction f of the chord and the point at fraction f
 * of the piece (f = 1/8 ... 7/8), i.e. what separates two ships leaving together that sail the
 * two lines at the same steady speed. It is never below the chord's cross-track distance.
 * `pieceAt(d)` is the geodesic's point `d` metres from `a` along it, `pieceM` the piece's length.
 */
export function chordDeviationM(
  a: Position,
  b: Position,
  pieceAt: (distanceM: number) => Position,
  pieceM: number,
): number {
  const chord = legTrack(a, b, 'rhumb');
  let worstM = 0;
  for (let j = 1; j < SAMPLES_PER_CHORD; j++) {
    const f = j / SAMPLES_PER_CHORD;
    const p = chord.pointAt(f * chord.distanceM);
    const q = pieceAt(f * pieceM);
    const d = geodesicInverse(p.lat, p.lon, q.lat, q.lon).distanceM;
    if (!(d <= worstM)) worstM = d; // NaN propagates: a deviation that cannot be measured is not small
  }
  return worstM;
}

function chordsOf(from: Position, to: Position, line: GeodesicSampler, n: number): GeodesicChords {
  const pieceM = line.distanceM / n;
  const points: Position[] = [from];
  const alongM: number[] = [0];
  for (let k = 1; k < n; k++) {
    points.push(line.pointAt(k * pieceM));
    alongM.push(k * pieceM);
  }
  points.push(to);
  alongM.push(line.distanceM);
  let deviationM = 0;
  for (let k = 0; k < n; k++) {
    const d = chordDeviationM(points[k]!, points[k + 1]!, (s) => line.pointAt(alongM[k]! + s), pieceM);
    if (!(d <= deviationM)) deviationM = d;
  }
  return { points, alongM, distanceM: line.distanceM, deviationM };
}

/**
 * The geodesic from `from` to `to` cut into the fewest equal pieces whose rhumb chords each
 * deviate at most `maxDeviationM` metres from it (chordDeviationM). Joints are on the geodesic
 * with longitudes in [-180, 180); the ends are `from` and `to` as given. A zero-length leg is one
 * chord. When no chord count meets the tolerance (a tolerance of 0, NaN input) the chords are
 * MIN_CHORD_M long and `deviationM` says what they achieve (NaN for NaN input).
 */
export function geodesicChords(from: Position, to: Position, maxDeviationM: number): GeodesicChords {
  const line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
  let n = 1;
  let chords = chordsOf(from, to, line, n);
  const maxN = Math.max(1, Math.ceil(line.distanceM / MIN_CHORD_M));
  while (!(chords.deviationM <= maxDeviationM) && n < maxN) {
    // The deviation falls as 1/n², so this lands on or just short of the count needed; the
    // `n + 1` keeps the search moving where that model does not hold.
    const ratio = chords.deviationM / maxDeviationM;
    const guess = Number.isFinite(ratio) ? Math.ceil(n * Math.sqrt(ratio)) : maxN;
    n = Math.min(maxN, Math.max(n + 1, guess));
    chords = chordsOf(from, to, line, n);
  }
  // The guess may overshoot by a chord or two: step back while one fewer still meets the tolerance.
  while (n > 1 && chords.deviationM <= maxDeviationM) {
    const fewer = chordsOf(from, to, line, n - 1);
    if (!(fewer.deviationM <= maxDeviationM)) break;
    chords = fewer;
    n--;
  }
  return chords;
}
