// The Dutch road situation the feed shows at a moment: the unplanned incidents of the hour, the
// works planned for the night, and any a test staged; sorted by road as the feed lists them.
import { bornIncidents, compareRoadNumbers, SNAPSHOT_STEP_S, type TrafficSnapshot } from './incidents';
import { nightWorks } from './night-works';
import type { StagedTraffic } from './staged';

/** The snapshot in force at `nowUtc`. */
export function trafficSnapshot(seed: number, nowUtc: number, staged?: StagedTraffic): TrafficSnapshot {
  const incidents = [...bornIncidents(seed, nowUtc), ...nightWorks(seed, nowUtc), ...(staged?.active(nowUtc) ?? [])];
  incidents.sort((a, b) => compareRoadNumbers(a.road.number, b.road.number) || a.startUtc - b.startUtc || a.id - b.id);
  return { updatedUtc: Math.floor(nowUtc / SNAPSHOT_STEP_S) * SNAPSHOT_STEP_S, incidents };
}
