// Whether the navigator's own data (voyages, vessels, settings, drafts, the credits ledger) has
// changed since a backup: every write to those tables sets a new random mark (migration 7), so
// two files with the same mark hold the same data, whatever lineage either came from.
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { SCHEMA_VERSION } from './migrations';
import { quickCheck } from './quick-check';

const markSchema = z.instanceof(Buffer);
const versionSchema = z.number().int().nonnegative();

/** The file's mark, or null when it has none (a store from before the mark, or a damaged table). */
export function navigatorMark(db: Database.Database): Buffer | null {
  try {
    if (versionSchema.parse(db.pragma('user_version', { simple: true })) !== SCHEMA_VERSION) return null;
    const row: unknown = db.prepare('SELECT mark FROM navigator_data_mark WHERE slot = 1').pluck().get();
    const parsed = markSchema.safeParse(row);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the backup at `path` holds the navigator's data exactly as `db` does, at the current
 * schema, and passes the check: a backup that went bad on disk is replaced, not relied on.
 * Anything unknown (no mark, an older schema, a backup that cannot be read) is a change.
 */
export function sameNavigatorData(db: Database.Database, path: string): boolean {
  const mark = navigatorMark(db);
  if (mark === null) return false;
  let backup: Database.Database | null = null;
  try {
    backup = new Database(path, { readonly: true, fileMustExist: true });
    const other = navigatorMark(backup);
    if (other === null || !other.equals(mark)) return false;
    return quickCheck(backup, statSync(path).size, Number.POSITIVE_INFINITY).outcome === 'ok';
  } catch {
    return false;
  } finally {
    backup?.close();
  }
}
