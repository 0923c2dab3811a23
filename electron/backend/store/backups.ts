// Rolling backups of the store in backups/ of the data folder: taken with SQLite's online
// backup API (a consistent copy while the store is open), on each clean start before any
// migration, the newest few kept, owner-only. A copy goes to a temporary name first and is
// renamed when whole, so a full disk or a crash never leaves half a backup looking like one.
import { chmodSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DIR_MODE, FILE_MODE, tighten } from './data-folder';
import { quickCheck } from './quick-check';

export const BACKUPS_KEPT = 5;

export interface BackupFile {
  readonly path: string;
  /** When it was taken, Unix milliseconds (from its name). */
  readonly takenAtMs: number;
}

const NAME = /^passage-(\d{4})-(\d\d)-(\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.sqlite$/;

/** passage-2026-11-25T13-31-12-123Z.sqlite: sorts by time, and a file name on every OS. */
export function backupName(takenAtMs: number): string {
  return `passage-${new Date(takenAtMs).toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

function takenAt(name: string): number | null {
  const m = NAME.exec(name);
  if (m === null) return null;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, ms);
}

/** The backups in `dir`, newest first; none when the folder is missing. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ path: join(dir, name), takenAtMs: takenAt(name) }))
    .filter((b): b is BackupFile => b.takenAtMs !== null)
    .sort((a, b) => b.takenAtMs - a.takenAtMs);
}

/**
 * Copies the open database `db` to a new backup in `dir` and removes all but the newest `keep`.
 * Returns the new backup. Throws what the copy threw (a full disk); the old backups then stay.
 */
export async function takeBackup(
  db: Database.Database,
  dir: string,
  takenAtMs: number,
  keep = BACKUPS_KEPT,
  log: (line: string) => void = () => {},
): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  tighten(dir, DIR_MODE, log);
  const path = join(dir, backupName(takenAtMs));
  const temp = `${path}.partial`;
  try {
    await db.backup(temp);
    chmodSync(temp, FILE_MODE);
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // Never created, or already gone.
    }
    throw error;
  }
  for (const old of listBackups(dir).slice(keep)) unlinkSync(old.path);
  return { path, takenAtMs };
}

/** The newest backup that passes quick_check, or null. A damaged backup is skipped and left be. */
export function newestGoodBackup(dir: string, log: (line: string) => void = () => {}): BackupFile | null {
  for (const backup of listBackups(dir)) {
    let db: Database.Database | null = null;
    try {
      db = new Database(backup.path, { readonly: true, fileMustExist: true });
      const check = quickCheck(db, statSync(backup.path).size, Number.POSITIVE_INFINITY);
      if (check.outcome === 'ok') return backup;
      log(`[store] backup ${backup.path} is damaged too; trying an older one.`);
    } catch (error) {
      log(`[store] backup ${backup.path} cannot be read (${error instanceof Error ? error.message : String(error)}).`);
    } finally {
      db?.close();
    }
  }
  return null;
}
