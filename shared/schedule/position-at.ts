// Where the schedule puts the ship at any instant: on the leg being sailed (rhumb line or great
// circle, at its planned speed), or at the waypoint during a stay. Lets a forecast's positions
// be checked against the planned track at the same times.
import type { Position } from '../domain/position';
import type { Schedule } from './schedule';

export interface ScheduledPosition {
  readonly position: Position;
  /** The leg being sailed (from waypoint legIndex to legIndex + 1), or null at a waypoint in a stay, before departure or after arrival. */
  readonly legIndex: number | null;
}

/**
 * The planned position at `timeUtc`. Before departure the ship is at the first waypoint and
 * after arrival at the last: a schedule says nothing beyond its ends, and clamping keeps a
 * comparison at the ends meaningful rather than NaN. NaN time gives null.
 */
export function scheduledPositionAt(
  schedule: Pick<Schedule, 'legs' | 'waypoints'>,
  timeUtc: number,
): ScheduledPosition | null {
  const first = schedule.waypoints[0];
  const last = schedule.waypoints[schedule.waypoints.length - 1];
  if (first === undefined || last === undefined || Number.isNaN(timeUtc)) return null;
  if (timeUtc <= first.etdUtc) return { position: first.position, legIndex: null };
  // Legs are in time order: the first whose arrival is not before timeUtc holds it, unless the
  // ship is still in the stay at that leg's start.
  let lo = 0;
  let hi = schedule.legs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (schedule.legs[mid]!.etaUtc < timeUtc) lo = mid + 1;
    else hi = mid;
  }
  const leg = schedule.legs[lo];
  if (leg === undefined || timeUtc >= leg.etaUtc) {
    const at = leg === undefined ? last : (schedule.waypoints[leg.fromIndex + 1] ?? last);
    return { position: at.position, legIndex: null };
  }
  if (timeUtc <= leg.etdUtc) return { position: schedule.waypoints[leg.fromIndex]!.position, legIndex: null };
  const fraction = (timeUtc - leg.etdUtc) / leg.durationS;
  return { position: leg.track.pointAt(fraction * leg.distanceM), legIndex: leg.fromIndex };
}
