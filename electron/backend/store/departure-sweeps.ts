// Departure sweeps (issue 16): each sweep of a voyage as answered, with the model runs and
// credits behind it, so the planner lists the runs used and compares a sweep with the last one.
// The provenance is not kept: its age and staleness are worked out again on every read.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { modelRunSchema, type ModelRun } from '../../../shared/ipc';
import { departureSweepSchema } from '../../../shared/ipc/methods/departures';
import { dataSourceSchema, type DataSource } from './forecast-snapshots';
import { parseStored, parseStoredJson, rowKeyOf } from './rows';

/** A sweep as the contract answers it, less its id and provenance (the store's to give). */
const sweepBodySchema = departureSweepSchema.omit({ sweepId: true, provenance: true });
export type SweepBody = z.output<typeof sweepBodySchema>;

export interface StoredSweep {
  readonly id: number;
  readonly source: DataSource;
  /** The runs of the ensemble answers read, one per model (the oldest when several). */
  readonly modelRuns: readonly ModelRun[];
  /** When the oldest answer read was fetched, Unix seconds. */
  readonly fetchedAtUtc: number;
  readonly sweep: SweepBody;
}

export interface DepartureSweepsRepository {
  /** Keeps a sweep; its voyage, revision, time and credits are read from `sweep`. Returns its id. */
  save(record: Omit<StoredSweep, 'id'>): number;
  /** The voyage's sweeps, newest first. */
  list(voyageId: string): StoredSweep[];
  load(id: number): StoredSweep | undefined;
}

const TABLE = 'departure_sweeps';
const rowSchema = z.object({
  id: z.number().int(),
  fetched_at_utc: z.number(),
  source: dataSourceSchema,
  model_runs_json: z.string(),
  sweep_json: z.string(),
});
const runsSchema = z.array(modelRunSchema);
const COLUMNS = 'id, fetched_at_utc, source, model_runs_json, sweep_json';

function fromRow(row: unknown): StoredSweep {
  const key = rowKeyOf(row, 'id');
  const r = parseStored(rowSchema, row, TABLE, key);
  return {
    id: r.id,
    source: r.source,
    modelRuns: parseStoredJson(runsSchema, r.model_runs_json, TABLE, key),
    fetchedAtUtc: r.fetched_at_utc,
    sweep: parseStoredJson(sweepBodySchema, r.sweep_json, TABLE, key),
  };
}

export function departureSweepsRepository(db: Database): DepartureSweepsRepository {
  const insert = db.prepare<[string, number, number, number, string, string, number, string]>(
    `INSERT INTO ${TABLE} (voyage_id, revision, created_at_utc, fetched_at_utc, source, model_runs_json, credits, sweep_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byVoyage = db.prepare<[string]>(
    `SELECT ${COLUMNS} FROM ${TABLE} WHERE voyage_id = ? ORDER BY created_at_utc DESC, id DESC`,
  );
  const byId = db.prepare<[number]>(`SELECT ${COLUMNS} FROM ${TABLE} WHERE id = ?`);
  return {
    save(record) {
      const sweep = sweepBodySchema.parse(record.sweep);
      const runs = runsSchema.parse(record.modelRuns);
      return Number(
        insert.run(
          sweep.voyageId,
          sweep.voyageRevision,
          sweep.createdAtUtc,
          record.fetchedAtUtc,
          dataSourceSchema.parse(record.source),
          JSON.stringify(runs),
          sweep.creditsSpent,
          JSON.stringify(sweep),
        ).lastInsertRowid,
      );
    },
    list: (voyageId) => byVoyage.all(voyageId).map(fromRow),
    load(id) {
      const row = byId.get(id);
      return row === undefined ? undefined : fromRow(row);
    },
  };
}
