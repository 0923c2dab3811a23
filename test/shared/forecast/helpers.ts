// Small snapshots built by hand for the forecast tests: steps along a track and series by name.
import type { Snapshot } from '../../../shared/ipc/methods/forecasts';

export type Step = Snapshot['steps'][number];
export type Series = Snapshot['series'][number];

/** Unix seconds of a UTC date (month 1-12). */
export function utc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) / 1000;
}

/** A time step (kind 'timestep') at a position. */
export function step(timeUtc: number, lat: number, lon: number, distanceM = 0): Step {
  return { timeUtc, lat, lon, kind: 'timestep', waypointIndex: null, distanceM };
}

/** A waypoint step. */
export function waypoint(index: number, timeUtc: number, lat = 0, lon = 0): Step {
  return { timeUtc, lat, lon, kind: 'waypoint', waypointIndex: index, distanceM: 0 };
}

export function series(element: string, unit: string, values: Partial<Omit<Series, 'element' | 'unit'>> = {}): Series {
  return { element, unit, level: null, model: 'test-model', deterministic: [], members: [], ...values };
}

/**
 * `memberCount` members whose value at step s is `above` for the first `aboveCounts[s]` members
 * and `below` for the rest.
 */
export function membersWithCounts(
  memberCount: number,
  aboveCounts: readonly number[],
  above: number,
  below: number,
): number[][] {
  return Array.from({ length: memberCount }, (_, m) => aboveCounts.map((count) => (m < count ? above : below)));
}
