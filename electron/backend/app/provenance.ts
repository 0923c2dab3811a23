// Provenance of an answer (shared/ipc provenance.ts): demo or live, fetched when, how old, and
// stale when the service could not be asked and the stored data is past its freshness.
import type { ModelRun, Provenance } from '../../../shared/ipc';
import type { DataSource } from '../store/forecast-snapshots';
import { staleness, type FreshnessKind } from '../store/freshness';

/** For data fetched just now. */
export function freshProvenance(
  source: DataSource,
  fetchedAtUtc: number,
  models: readonly ModelRun[] = [],
): Provenance {
  return { source, stale: false, fetchedAtUtc: Math.floor(fetchedAtUtc), ageS: 0, models: [...models] };
}

/**
 * For data read from the store: its age now, and stale when past the kind's freshness (or
 * when `forceStale`, e.g. because the service failed and nothing newer could be had).
 */
export function storedProvenance(
  kind: FreshnessKind,
  source: DataSource,
  fetchedAtUtc: number,
  nowUtc: number,
  options: { models?: readonly ModelRun[]; forceStale?: boolean } = {},
): Provenance {
  const models = options.models ?? [];
  const oldestRun = models.length === 0 ? null : Math.min(...models.map((m) => m.runUtc));
  const { stale, ageS } = staleness(kind, fetchedAtUtc, nowUtc, oldestRun);
  return {
    source,
    stale: stale || options.forceStale === true,
    fetchedAtUtc: Math.floor(fetchedAtUtc),
    ageS: Math.floor(ageS),
    models: [...models],
  };
}
