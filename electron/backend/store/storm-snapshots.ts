// Storm snapshots: the active storms as fetched (spec §4.4), kept so the storm layer and CPA
// warnings still show offline, with their age. Parsed with the service schema on read.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { stormsResultSchema, type StormsResult } from '../../../shared/api/resources/storms';
import { dataSourceSchema, type DataSource } from './forecast-snapshots';
import { parseStored, parseStoredJson, rowKeyOf } from './rows';

export interface StormSnapshot {
  readonly id: number;
  /** Unix seconds. */
  readonly fetchedAtUtc: number;
  readonly source: DataSource;
  readonly storms: StormsResult;
}

export interface StormSnapshotsRepository {
  save(storms: StormsResult, fetchedAtUtc: number, source: DataSource): number;
  /** The most recently fetched snapshot. */
  latest(): StormSnapshot | undefined;
  /** Keeps the newest `keep` snapshots; returns how many were removed. */
  prune(keep: number): number;
}

const rowSchema = z.object({
  id: z.number().int(),
  fetched_at_utc: z.number(),
  source: dataSourceSchema,
  storms_json: z.string(),
});

export function stormSnapshotsRepository(db: Database): StormSnapshotsRepository {
  const insert = db.prepare<[number, string, string]>(
    'INSERT INTO storm_snapshots (fetched_at_utc, source, storms_json) VALUES (?, ?, ?)',
  );
  const newest = db.prepare('SELECT * FROM storm_snapshots ORDER BY fetched_at_utc DESC, id DESC LIMIT 1');
  const prune = db.prepare<[number]>(
    'DELETE FROM storm_snapshots WHERE id NOT IN (SELECT id FROM storm_snapshots ORDER BY fetched_at_utc DESC, id DESC LIMIT ?)',
  );
  return {
    save(storms, fetchedAtUtc, source) {
      const json = JSON.stringify(stormsResultSchema.parse(storms));
      return Number(insert.run(fetchedAtUtc, dataSourceSchema.parse(source), json).lastInsertRowid);
    },
    latest() {
      const row = newest.get();
      if (row === undefined) return undefined;
      const r = parseStored(rowSchema, row, 'storm_snapshots', rowKeyOf(row, 'id'));
      const storms = parseStoredJson(stormsResultSchema, r.storms_json, 'storm_snapshots', String(r.id));
      return { id: r.id, fetchedAtUtc: r.fetched_at_utc, source: r.source, storms };
    },
    prune: (keep) => prune.run(Math.max(0, keep)).changes,
  };
}
