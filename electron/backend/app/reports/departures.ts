// What the report's departure-planning section (issue 16) and departures CSV are made from: the
// newest sweep made for the reported revision, or for one with the same route, speeds, stays and
// limits (the departure chosen from a sweep is a revision of its own). Read from the store only, as everything a report
// holds: an export never calls the service, so the sweep's staleness is its age alone.
import type { DepartureSweep } from '../../../../shared/ipc';
import type { StoredVoyage } from '../../store/voyages';
import type { BackendContext } from '../context';
import { contractSweep } from '../departures/stored-sweep';
import { sweepsLike } from '../departures/same-basis';

/** The newest sweep of this voyage revision's route, or null when none was made for it. */
export function storedReportDepartures(ctx: BackendContext, stored: StoredVoyage): DepartureSweep | null {
  const latest = sweepsLike(ctx.store, stored)[0];
  return latest === undefined ? null : contractSweep(latest, ctx.nowUtc(), false);
}
