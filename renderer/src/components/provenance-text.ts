// Where a piece of data came from, in the words every screen uses: demo or live, the model
// runs behind it, when it was fetched and whether it is stale. Pure, so it is tested under Node.
import type { Provenance } from '../../../shared/ipc';
import { formatDuration, formatUtcMinute } from '../../../shared/domain/time';

export interface ProvenanceParts {
  /** 'DEMO DATA' or 'Live service'. */
  readonly source: string;
  /** e.g. 'ecmwfhresglobal run 2026-11-22 00:00Z'; empty for data without a model. */
  readonly models: readonly string[];
  /** e.g. 'fetched 2026-11-22 05:40Z (3 min ago)'. */
  readonly fetched: string;
  /** Null when fresh; else why the navigator should distrust it. */
  readonly stale: string | null;
}

/** Ages under a minute read "just now"; longer ones as the table's durations do. */
export function formatAge(ageS: number): string {
  return ageS < 60 ? 'just now' : `${formatDuration(ageS)} ago`;
}

export function provenanceParts(provenance: Provenance): ProvenanceParts {
  return {
    source: provenance.source === 'demo' ? 'DEMO DATA' : 'Live service',
    models: provenance.models.map((m) => `${m.id} run ${formatUtcMinute(m.runUtc)}`),
    fetched: `fetched ${formatUtcMinute(provenance.fetchedAtUtc)} (${formatAge(provenance.ageS)})`,
    stale: provenance.stale ? `STALE: stored data ${formatDuration(provenance.ageS)} old; newer data may exist` : null,
  };
}

/** One line, for titles, tooltips and exports. */
export function provenanceLine(provenance: Provenance): string {
  const parts = provenanceParts(provenance);
  return [parts.source, ...parts.models, parts.fetched, ...(parts.stale === null ? [] : [parts.stale])].join(' · ');
}
