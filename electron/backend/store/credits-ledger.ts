// What the service charged, one row per request (spec credit rules), so the navigator sees
// the credits a voyage has cost. Rows outlive their voyage (voyage_id set to NULL).
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { parseStored } from './rows';

export interface CreditEntry {
  /** Unix seconds. */
  readonly atUtc: number;
  /** Endpoint id, e.g. weather.ensemble.route. */
  readonly endpoint: string;
  readonly credits: number;
  readonly voyageId: string | null;
}

export interface CreditsLedger {
  record(entry: CreditEntry): void;
  /** Credits spent for one voyage (null: spent outside any voyage). */
  totalForVoyage(voyageId: string | null): number;
  /** Credits spent at or after `sinceUtc`, all voyages. */
  totalSince(sinceUtc: number): number;
  /** A voyage's entries, oldest first. */
  entries(voyageId: string | null): CreditEntry[];
}

const totalSchema = z.object({ total: z.number() });
const entrySchema = z.object({
  at_utc: z.number(),
  endpoint: z.string(),
  credits: z.number(),
  voyage_id: z.string().nullable(),
});

export function creditsLedger(db: Database): CreditsLedger {
  const insert = db.prepare<[number, string, number, string | null]>(
    'INSERT INTO credits_ledger (at_utc, endpoint, credits, voyage_id) VALUES (?, ?, ?, ?)',
  );
  const sumVoyage = db.prepare<[string | null]>(
    'SELECT TOTAL(credits) AS total FROM credits_ledger WHERE voyage_id IS ?',
  );
  const sumSince = db.prepare<[number]>('SELECT TOTAL(credits) AS total FROM credits_ledger WHERE at_utc >= ?');
  const ofVoyage = db.prepare<[string | null]>('SELECT * FROM credits_ledger WHERE voyage_id IS ? ORDER BY at_utc, id');

  return {
    record(entry) {
      if (!Number.isFinite(entry.credits) || entry.credits < 0)
        throw new RangeError(`Credits must be a finite number >= 0, got ${entry.credits}.`);
      insert.run(entry.atUtc, entry.endpoint, entry.credits, entry.voyageId);
    },
    totalForVoyage: (voyageId) => parseStored(totalSchema, sumVoyage.get(voyageId), 'credits_ledger', 'TOTAL').total,
    totalSince: (sinceUtc) => parseStored(totalSchema, sumSince.get(sinceUtc), 'credits_ledger', 'TOTAL').total,
    entries: (voyageId) =>
      ofVoyage.all(voyageId).map((row) => {
        const r = parseStored(entrySchema, row, 'credits_ledger', String(voyageId));
        return { atUtc: r.at_utc, endpoint: r.endpoint, credits: r.credits, voyageId: r.voyage_id };
      }),
  };
}
