// The check at start: PRAGMA quick_check, which reads every page of the file (O(N), no index
// cross-check) and so finds a page overwritten in the middle long before a list or a save
// trips on it. Bounded: up to 20 problems listed, and skipped for files over the size limit,
// where it would hold up the start for more than a second or two (it reads every page; a few
// hundred MB a second from a warm cache). The time it took goes to the log at every start.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { damageInWords, isDamage } from './open-problem';

/** Files up to this size are checked at every start. */
export const QUICK_CHECK_MAX_BYTES = 512 * 1024 * 1024;
const MAX_PROBLEMS = 20;

export type CheckOutcome =
  | { readonly outcome: 'ok'; readonly ms: number }
  | { readonly outcome: 'damaged'; readonly detail: string; readonly ms: number }
  | { readonly outcome: 'skipped'; readonly detail: string; readonly ms: 0 };

const rowsSchema = z.array(z.object({ quick_check: z.string() }));

/** Checks an open connection whose file is `sizeBytes` long. Corruption is an outcome, not a throw. */
export function quickCheck(db: Database.Database, sizeBytes: number, maxBytes = QUICK_CHECK_MAX_BYTES): CheckOutcome {
  if (sizeBytes > maxBytes) {
    const mb = Math.round(sizeBytes / (1024 * 1024));
    return { outcome: 'skipped', detail: `the store is ${mb} MB, too large to check at every start`, ms: 0 };
  }
  const started = performance.now();
  const ms = (): number => Math.round(performance.now() - started);
  try {
    const rows = rowsSchema.parse(db.pragma(`quick_check(${MAX_PROBLEMS})`));
    const problems = rows.map((row) => row.quick_check).filter((text) => text !== 'ok');
    if (problems.length === 0) return { outcome: 'ok', ms: ms() };
    return { outcome: 'damaged', detail: `SQLite's check found: ${problems.slice(0, 3).join('; ')}`, ms: ms() };
  } catch (error) {
    // A damaged page tree makes SQLite give up instead of listing problems.
    if (isDamage(error)) return { outcome: 'damaged', detail: damageInWords(error), ms: ms() };
    throw error;
  }
}
