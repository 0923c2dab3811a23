// Rolling backups of the store in backups/ of the data folder: taken with SQLite's online
// backup API (a consistent copy while the store is open), at a clean start when the navigator's
// data changed since the newest backup and before any migration, the newest few kept,
// owner-only. A copy goes to a temporary name first and is renamed when whole, so a full disk
// or a crash never leaves half a backup looking like one.
//
// A backup leaves the cached answers out (issue 27), all but what saved voyages' review reads:
// they can be fetched again, and five copies of a 200 MB cache were most of the data folder. A
// backup before a migration stays whole: it is the file exactly as the older Passage left it.
import { chmodSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DIR_MODE, FILE_MODE, tighten } from './data-folder';
import { forecastCache } from './forecast-cache';
import { SCHEMA_VERSION } from './migrations';
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
 * The copy at `path` without its cached answers (those saved voyages keep stay), in one file
 * (rollback journal, so no -wal beside it), compacted. A copy at an older schema is left whole.
 */
function leaveCacheOut(path: string): void {
  const copy = new Database(path, { fileMustExist: true });
  try {
    if (copy.pragma('user_version', { simple: true }) !== SCHEMA_VERSION) return;
    copy.pragma('journal_mode = DELETE');
    forecastCache(copy).clear();
    copy.exec('VACUUM');
  } finally {
    copy.close();
  }
}

/**
 * Copies the open database `db` to a new backup in `dir` (its cached answers left out) and
 * removes all but the newest `keep`.
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
    leaveCacheOut(temp);
    chmodSync(temp, FILE_MODE);
    renameSync(temp, path);
  } catch (error) {
    for (const file of [temp, `${temp}-journal`, `${temp}-wal`, `${temp}-shm`]) {
      try {
        unlinkSync(file);
      } catch {
        // Never created, or already gone.
      }
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
