// A stored departure sweep read back in the contract's shape: its provenance worked out now (its
// age, stale past the forecast's freshness or when the service does not answer), and the
// summary the history lists.
import { IpcFailure, type DepartureSweep, type ModelRun, type SweepSummary } from '../../../../shared/ipc';
import type { StoredSweep } from '../../store/departure-sweeps';
import { storedProvenance } from '../provenance';

export function contractSweep(stored: StoredSweep, nowUtc: number, forceStale: boolean): DepartureSweep {
  return {
    ...stored.sweep,
    sweepId: String(stored.id),
    provenance: storedProvenance('forecast', stored.source, stored.fetchedAtUtc, nowUtc, {
      models: stored.modelRuns,
      forceStale,
    }),
  };
}

export function sweepSummary(sweep: DepartureSweep): SweepSummary {
  return {
    sweepId: sweep.sweepId,
    voyageRevision: sweep.voyageRevision,
    createdAtUtc: sweep.createdAtUtc,
    window: sweep.window,
    rank: sweep.rank,
    creditsSpent: sweep.creditsSpent,
    provenance: sweep.provenance,
    departureCount: sweep.departures.length,
    topDepartureUtc: sweep.top?.departureUtc ?? null,
  };
}

export function sweepIdOf(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new IpcFailure('not-found', `There is no departure sweep ${text}.`, 'sweepId');
  return Number(text);
}

/** The same model runs, whatever their order. */
export function sameRuns(a: readonly ModelRun[], b: readonly ModelRun[]): boolean {
  const text = (runs: readonly ModelRun[]) =>
    JSON.stringify([...runs].sort((x, y) => x.id.localeCompare(y.id)).map((r) => [r.id, r.runUtc]));
  return text(a) === text(b);
}
