// Where a piece of data came from, in the words every screen uses: demo or live, the model
// runs behind it, when it was fetched and, when it is stale or the service cannot be asked, how
// old the stored answer is. Pure, so it is tested under Node.
import type { Provenance } from '../../../shared/ipc';
import { formatDuration, formatUtcMinute } from '../../../shared/domain/time';

export interface ProvenanceParts {
  /** 'DEMO DATA' or 'Live service'. */
  readonly source: string;
  /** e.g. 'ecmwfhresglobal run 2026-11-22 00:00Z'; empty for data without a model. */
  readonly models: readonly string[];
  /** e.g. 'fetched 2026-11-22 05:40Z (3 min ago)'. */
  readonly fetched: string;
  /** Null when fresh and the service can be asked; else why the navigator should distrust it. */
  readonly stale: string | null;
}

/** "just now", "18 min ago", "2 h 05 min ago". */
export function formatAge(ageS: number): string {
  if (ageS < 60) return 'just now';
  if (ageS < 3600) return `${Math.round(ageS / 60)} min ago`;
  return `${formatDuration(ageS)} ago`;
}

/**
 * The age of a stored answer now: counted on `nowUtc` (the backend's clock, as the connection
 * state last told it) when known, never less than the age the backend gave with the answer.
 */
export function ageNowS(provenance: Provenance, nowUtc: number | null): number {
  return nowUtc === null ? provenance.ageS : Math.max(provenance.ageS, nowUtc - provenance.fetchedAtUtc);
}

/**
 * The mark a stored answer carries, or null when none is needed: stale by the backend's rule,
 * or shown while the service cannot be asked (`offline`), with its age `ageS`.
 */
export function storedMark(provenance: Provenance, ageS: number, offline: boolean): string | null {
  if (provenance.stale) return `STALE: stored ${formatAge(ageS)}; newer data may exist`;
  if (offline) return `Offline: stored ${formatAge(ageS)}`;
  return null;
}

export function provenanceParts(
  provenance: Provenance,
  now: { readonly nowUtc: number | null; readonly offline: boolean } = { nowUtc: null, offline: false },
): ProvenanceParts {
  const ageS = ageNowS(provenance, now.nowUtc);
  return {
    source: provenance.source === 'demo' ? 'DEMO DATA' : 'Live service',
    models: provenance.models.map((m) => `${m.id} run ${formatUtcMinute(m.runUtc)}`),
    fetched: `fetched ${formatUtcMinute(provenance.fetchedAtUtc)} (${formatAge(ageS)})`,
    stale: storedMark(provenance, ageS, now.offline),
  };
}

/** One line, for titles, tooltips and exports. */
export function provenanceLine(
  provenance: Provenance,
  now?: { readonly nowUtc: number | null; readonly offline: boolean },
): string {
  const parts = provenanceParts(provenance, now);
  return [parts.source, ...parts.models, parts.fetched, ...(parts.stale === null ? [] : [parts.stale])].join(' · ');
}
