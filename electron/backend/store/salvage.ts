// Reading voyages out of a damaged store, row by row: each saved revision is fetched on its
// own (by rowid) so one unreadable page costs the rows on it, not the whole table; rows that
// SQLite cannot read or that no longer parse as a voyage are counted and skipped. Then writing
// the ones a restored backup lacks back into it, ids and revision numbers kept.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { storedVoyageSchema } from '../../../shared/domain/voyage';
import { tolerantReader } from './read-only-view';

export interface SalvagedRevision {
  readonly voyageId: string;
  readonly revision: number;
  readonly savedAtUtc: number;
  readonly name: string;
  /** The stored JSON text, checked to parse as a voyage. */
  readonly voyageJson: string;
}

export interface Salvage {
  readonly revisions: readonly SalvagedRevision[];
  /** Rows SQLite could not read, or that were not a voyage any more. */
  readonly unreadableRows: number;
}

export interface SalvagedVoyage {
  readonly id: string;
  readonly name: string;
  /** Revisions the backup did not have. */
  readonly revisionsAdded: number;
}

/** When max(rowid) itself is unreadable: scan up, stopping after this many empty rowids in a row. */
const GAP_LIMIT = 1000;
const SCAN_LIMIT = 1_000_000;

const rowSchema = z.object({
  voyage_id: z.string(),
  revision: z.number().int().positive(),
  saved_at_utc: z.number(),
  voyage_json: z.string(),
});
const maxSchema = z.object({ m: z.number().int().nullable() });

function tryParseVoyage(text: string): string | null {
  try {
    const parsed = storedVoyageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.name : null;
  } catch {
    return null;
  }
}

/** Every readable revision in the store at `path` (opened read-only); nothing at all when it cannot be opened. */
export function salvageRevisions(path: string): Salvage {
  let db: Database.Database;
  try {
    db = tolerantReader(path);
  } catch {
    return { revisions: [], unreadableRows: 0 };
  }
  try {
    let byRowid;
    try {
      byRowid = db.prepare<[number]>(
        'SELECT voyage_id, revision, saved_at_utc, voyage_json FROM voyage_revisions WHERE rowid = ?',
      );
    } catch {
      // The schema itself is unreadable: no table to read from.
      return { revisions: [], unreadableRows: 0 };
    }
    let last: number | null = null;
    try {
      last = maxSchema.parse(db.prepare('SELECT max(rowid) AS m FROM voyage_revisions').get()).m ?? 0;
    } catch {
      last = null;
    }
    const revisions: SalvagedRevision[] = [];
    let unreadableRows = 0;
    let gap = 0;
    for (let rowid = 1; rowid <= (last ?? SCAN_LIMIT); rowid++) {
      let row: unknown;
      try {
        row = byRowid.get(rowid);
      } catch {
        unreadableRows++;
        continue;
      }
      if (row === undefined) {
        if (last === null && ++gap >= GAP_LIMIT) break;
        continue;
      }
      gap = 0;
      const parsed = rowSchema.safeParse(row);
      const name = parsed.success ? tryParseVoyage(parsed.data.voyage_json) : null;
      if (!parsed.success || name === null) {
        unreadableRows++;
        continue;
      }
      const r = parsed.data;
      revisions.push({
        voyageId: r.voyage_id,
        revision: r.revision,
        savedAtUtc: r.saved_at_utc,
        name,
        voyageJson: r.voyage_json,
      });
    }
    return { revisions, unreadableRows };
  } finally {
    db.close();
  }
}

/**
 * Writes into `db` (a restored backup, migrated) the salvaged revisions it does not have, in
 * one transaction: a voyage it lacks is made from its revisions; a voyage it has gets the newer
 * revisions and points at the newest. Saved revisions never change, so one with the same voyage
 * and number is the same and is skipped.
 */
export function insertSalvaged(db: Database.Database, revisions: readonly SalvagedRevision[]): SalvagedVoyage[] {
  const hasRevision = db.prepare<[string, number]>(
    'SELECT 1 FROM voyage_revisions WHERE voyage_id = ? AND revision = ?',
  );
  const voyageRow = db.prepare<[string]>('SELECT current_revision FROM voyages WHERE id = ?');
  const insertVoyage = db.prepare<[string, string, number, number, number]>(
    'INSERT INTO voyages (id, name, created_at_utc, updated_at_utc, current_revision) VALUES (?, ?, ?, ?, ?)',
  );
  const pointAt = db.prepare<[string, number, number, string]>(
    'UPDATE voyages SET name = ?, updated_at_utc = ?, current_revision = ? WHERE id = ?',
  );
  const insertRevision = db.prepare<[string, number, number, string]>(
    'INSERT INTO voyage_revisions (voyage_id, revision, saved_at_utc, voyage_json) VALUES (?, ?, ?, ?)',
  );
  const currentSchema = z.object({ current_revision: z.number().int() });

  const byVoyage = new Map<string, SalvagedRevision[]>();
  for (const r of revisions) byVoyage.set(r.voyageId, [...(byVoyage.get(r.voyageId) ?? []), r]);

  return db
    .transaction(() => {
      const added: SalvagedVoyage[] = [];
      for (const [id, all] of byVoyage) {
        const missing = all.filter((r) => hasRevision.get(id, r.revision) === undefined);
        if (missing.length === 0) continue;
        const newest = missing.reduce((a, b) => (b.revision > a.revision ? b : a));
        const row = voyageRow.get(id);
        if (row === undefined) {
          const created = Math.min(...all.map((r) => r.savedAtUtc));
          insertVoyage.run(id, newest.name, created, newest.savedAtUtc, newest.revision);
        } else if (newest.revision > currentSchema.parse(row).current_revision) {
          pointAt.run(newest.name, newest.savedAtUtc, newest.revision, id);
        }
        for (const r of missing) insertRevision.run(id, r.revision, r.savedAtUtc, r.voyageJson);
        added.push({ id, name: newest.name, revisionsAdded: missing.length });
      }
      return added;
    })
    .immediate();
}
