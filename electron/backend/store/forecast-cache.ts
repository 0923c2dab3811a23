// The store's cached answers as one whole (issue 27): their size, what saved voyages keep of
// them, upkeep by age and budget (cache-plan.ts decides), clearing, and giving the freed pages
// back to the file system. Rows are read by their header only: sizes come from length() and
// octet_length(), which SQLite answers without reading a blob's pages.
import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import { planClear, planUpkeep, type CachePlan, type CacheRow } from './cache-plan';
import {
  DEFAULT_CACHE_POLICY,
  isForecastKind,
  RECLAIM_MIN_BYTES,
  VOYAGE_ANSWERS_WINDOW_S,
  type CachePolicy,
  type CacheTable,
} from './cache-policy';
import { parseStored } from './rows';

export interface CacheFigures {
  /** Bytes of every cached row. */
  readonly cacheBytes: number;
  /** The part saved voyages keep for their review. */
  readonly keptBytes: number;
}

export interface CacheOutcome {
  readonly removedRows: number;
  /** Bytes of the rows removed (the file shrinks once the pages are reclaimed). */
  readonly removedBytes: number;
  readonly figures: CacheFigures;
}

export interface ForecastCache {
  figures(): CacheFigures;
  /** Removes what is past its age or over the budget, never what a saved voyage's review reads. */
  upkeep(nowUtc: number, policy?: CachePolicy): CacheOutcome;
  /** Removes every cached row a saved voyage's review does not read, whatever its age. */
  clear(): CacheOutcome;
  /**
   * Hands free pages back to the file system when at least `minFreeBytes` are free: incrementally
   * in a store made with auto_vacuum, else by one VACUUM that also turns it on. Then empties the
   * write-ahead log. Returns whether pages were handed back.
   */
  reclaim(minFreeBytes?: number): boolean;
  /** Bytes of the pages in use: read from the header, so cheap enough to ask after every call. */
  usedBytes(): number;
}

const snapshotRowSchema = z.object({
  rowid: z.number().int(),
  voyage_id: z.string().nullable(),
  request_key: z.string(),
  fetched_at_utc: z.number(),
  bytes: z.number(),
});
const responseRowSchema = z.object({
  rowid: z.number().int(),
  voyage_id: z.string().nullable(),
  kind: z.string(),
  fetched_at_utc: z.number(),
  bytes: z.number(),
});
const sweepRowSchema = z.object({
  rowid: z.number().int(),
  voyage_id: z.string(),
  created_at_utc: z.number(),
  fetched_at_utc: z.number(),
  bytes: z.number(),
});
const stormRowSchema = z.object({ rowid: z.number().int(), fetched_at_utc: z.number(), bytes: z.number() });
const countSchema = z.number().int().nonnegative();

/** Whether `a` is newer than `b`: later, or as late and written after. */
function newer(a: { at: number; rowid: number }, b: { at: number; rowid: number } | undefined): boolean {
  return b === undefined || a.at > b.at || (a.at === b.at && a.rowid > b.rowid);
}

/** The newest of each group, by `groupOf` (undefined: in no group). */
function newestOf<T extends { rowid: number }>(
  rows: readonly T[],
  groupOf: (row: T) => string | undefined,
  at: (row: T) => number,
): Set<number> {
  const newest = new Map<string, { at: number; rowid: number }>();
  for (const row of rows) {
    const group = groupOf(row);
    if (group === undefined) continue;
    const candidate = { at: at(row), rowid: row.rowid };
    if (newer(candidate, newest.get(group))) newest.set(group, candidate);
  }
  return new Set([...newest.values()].map((n) => n.rowid));
}

export function forecastCache(db: Database): ForecastCache {
  const snapshotRows = db.prepare(`
    SELECT rowid AS rowid, voyage_id, request_key, fetched_at_utc,
      length(axes) + length(values_blob) + octet_length(header_json) + octet_length(params_json)
        + octet_length(model_runs_json) + 2 * octet_length(request_key) + 64 AS bytes
    FROM forecast_snapshots`);
  const responseRows = db.prepare(`
    SELECT rowid AS rowid, voyage_id, kind, fetched_at_utc,
      octet_length(body) + 2 * octet_length(url) + octet_length(kind) + 48 AS bytes
    FROM response_cache`);
  const sweepRows = db.prepare(`
    SELECT rowid AS rowid, voyage_id, created_at_utc, fetched_at_utc,
      octet_length(sweep_json) + octet_length(model_runs_json) + 48 AS bytes
    FROM departure_sweeps`);
  const stormRows = db.prepare(
    'SELECT rowid AS rowid, fetched_at_utc, octet_length(storms_json) + 32 AS bytes FROM storm_snapshots',
  );
  const voyageIds = db.prepare('SELECT id FROM voyages').pluck();
  const deletes: Record<CacheTable, Statement<[number]>> = {
    forecast_snapshots: db.prepare<[number]>('DELETE FROM forecast_snapshots WHERE rowid = ?'),
    response_cache: db.prepare<[number]>('DELETE FROM response_cache WHERE rowid = ?'),
    departure_sweeps: db.prepare<[number]>('DELETE FROM departure_sweeps WHERE rowid = ?'),
    storm_snapshots: db.prepare<[number]>('DELETE FROM storm_snapshots WHERE rowid = ?'),
  };
  const pragmaNumber = (name: string): number => countSchema.parse(db.pragma(name, { simple: true }));

  /** Every cached row with its standing, read in one transaction so the tables agree. */
  const readRows = db.transaction((): CacheRow[] => {
    const saved = new Set(voyageIds.all().map((id) => z.string().parse(id)));
    const ofVoyage = (voyageId: string | null): string | undefined =>
      voyageId !== null && saved.has(voyageId) ? voyageId : undefined;
    const rows: CacheRow[] = [];

    const snapshots = snapshotRows.all().map((r) => parseStored(snapshotRowSchema, r, 'forecast_snapshots', 'size'));
    // A saved voyage's newest forecast is its review; an ensemble answer (no voyage) is read only
    // as the newest answer to its request, so an older one to the same request is never read again.
    const voyageNewest = newestOf(
      snapshots,
      (r) => ofVoyage(r.voyage_id),
      (r) => r.fetched_at_utc,
    );
    const requestNewest = newestOf(
      snapshots,
      (r) => (r.voyage_id === null ? r.request_key : undefined),
      (r) => r.fetched_at_utc,
    );
    for (const r of snapshots) {
      rows.push({
        table: 'forecast_snapshots',
        rowid: r.rowid,
        fetchedAtUtc: r.fetched_at_utc,
        bytes: r.bytes,
        forecast: true,
        kept: voyageNewest.has(r.rowid),
        superseded: r.voyage_id === null && !requestNewest.has(r.rowid),
      });
    }

    const responses = responseRows.all().map((r) => parseStored(responseRowSchema, r, 'response_cache', 'size'));
    const newestForVoyage = new Map<string, number>();
    for (const r of responses) {
      const voyage = ofVoyage(r.voyage_id);
      if (voyage === undefined) continue;
      const key = `${voyage} ${r.kind}`;
      newestForVoyage.set(key, Math.max(newestForVoyage.get(key) ?? -Infinity, r.fetched_at_utc));
    }
    for (const r of responses) {
      const newest = newestForVoyage.get(`${ofVoyage(r.voyage_id) ?? ''} ${r.kind}`);
      rows.push({
        table: 'response_cache',
        rowid: r.rowid,
        fetchedAtUtc: r.fetched_at_utc,
        bytes: r.bytes,
        forecast: isForecastKind(r.kind),
        kept: newest !== undefined && r.fetched_at_utc >= newest - VOYAGE_ANSWERS_WINDOW_S,
        superseded: false,
      });
    }

    /** Rows of a table of which only the newest per group is kept (a voyage's sweep, the storm list). */
    const newestKept = (
      table: CacheRow['table'],
      stored: readonly { rowid: number; fetched_at_utc: number; bytes: number }[],
      newest: ReadonlySet<number>,
    ): void => {
      for (const r of stored)
        rows.push({
          table,
          rowid: r.rowid,
          fetchedAtUtc: r.fetched_at_utc,
          bytes: r.bytes,
          forecast: true,
          kept: newest.has(r.rowid),
          superseded: false,
        });
    };

    const sweeps = sweepRows.all().map((r) => parseStored(sweepRowSchema, r, 'departure_sweeps', 'size'));
    newestKept(
      'departure_sweeps',
      sweeps,
      newestOf(
        sweeps,
        (r) => ofVoyage(r.voyage_id),
        (r) => r.created_at_utc,
      ),
    );
    const storms = stormRows.all().map((r) => parseStored(stormRowSchema, r, 'storm_snapshots', 'size'));
    // The newest storm list is what the storm layer and the CPA warnings of every voyage read offline.
    newestKept(
      'storm_snapshots',
      storms,
      newestOf(
        storms,
        () => 'all',
        (r) => r.fetched_at_utc,
      ),
    );
    return rows;
  });

  const remove = db.transaction((doomed: readonly CacheRow[]) => {
    for (const row of doomed) deletes[row.table].run(row.rowid);
  });

  const carryOut = (plan: CachePlan): CacheOutcome => {
    remove(plan.doomed);
    return {
      removedRows: plan.doomed.length,
      removedBytes: plan.beforeBytes - plan.afterBytes,
      figures: { cacheBytes: plan.afterBytes, keptBytes: plan.keptBytes },
    };
  };

  return {
    figures() {
      const rows = readRows();
      return {
        cacheBytes: rows.reduce((s, r) => s + r.bytes, 0),
        keptBytes: rows.reduce((s, r) => s + (r.kept ? r.bytes : 0), 0),
      };
    },
    upkeep: (nowUtc, policy = DEFAULT_CACHE_POLICY) => carryOut(planUpkeep(readRows(), nowUtc, policy)),
    clear: () => carryOut(planClear(readRows())),
    reclaim(minFreeBytes = RECLAIM_MIN_BYTES) {
      const freeBytes = pragmaNumber('freelist_count') * pragmaNumber('page_size');
      if (freeBytes < minFreeBytes || freeBytes === 0) return false;
      if (pragmaNumber('auto_vacuum') === 2) {
        db.exec('PRAGMA incremental_vacuum');
      } else {
        // Takes effect with the VACUUM: from then on, freed pages go back a few at a time.
        db.pragma('auto_vacuum = INCREMENTAL');
        db.exec('VACUUM');
      }
      db.pragma('wal_checkpoint(TRUNCATE)');
      return true;
    },
    usedBytes: () => (pragmaNumber('page_count') - pragmaNumber('freelist_count')) * pragmaNumber('page_size'),
  };
}
