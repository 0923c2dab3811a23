// Restoring a damaged store: the voyages that can still be read are salvaged first, the damaged
// file (with its -wal and -shm) is renamed aside with a timestamp, never deleted, the newest
// backup that passes the check is copied into its place (or, with none, a new store begins),
// and the salvaged voyages the backup lacks are written back into it.
import { chmodSync, copyFileSync, existsSync, fsyncSync, openSync, closeSync, renameSync, unlinkSync } from 'node:fs';
import Database from 'better-sqlite3';
import { IpcFailure, type StoreRestoreResult } from '../../../shared/ipc';
import { FILE_MODE, storeFiles, tightenStoreFiles } from './data-folder';
import { newestGoodBackup, takeBackup, type BackupFile } from './backups';
import { DISK_FULL_TEXT, isDiskFull } from './open-problem';
import { insertSalvaged, salvageRevisions, type SalvagedVoyage } from './salvage';
import { openStore, type Store, type StoreOptions } from './store';

export interface RestoreInputs {
  readonly dbPath: string;
  readonly backupsDir: string;
  /** The read-only view open now; closed before its file is moved. */
  readonly current: Store;
  readonly options: StoreOptions;
  readonly log: (line: string) => void;
  readonly nowMs: () => number;
  readonly keep: number;
}

export interface RestoreOutcome {
  readonly store: Store;
  readonly result: StoreRestoreResult;
}

/** passage.sqlite -> passage.sqlite.damaged-2026-11-25T13-31-12Z (its -wal and -shm alike). */
function asideName(dbPath: string, atMs: number): string {
  const stamp = new Date(atMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `${dbPath}.damaged-${stamp}`;
}

function moveAside(dbPath: string, aside: string): void {
  const [db, ...sidecars] = storeFiles(dbPath);
  if (db !== undefined && existsSync(db)) renameSync(db, aside);
  for (const file of sidecars) if (existsSync(file)) renameSync(file, `${aside}${file.slice(dbPath.length)}`);
}

function moveBack(dbPath: string, aside: string): void {
  for (const file of storeFiles(dbPath)) {
    const moved = `${aside}${file.slice(dbPath.length)}`;
    if (existsSync(moved) && !existsSync(file)) renameSync(moved, file);
  }
}

/** The backup copied into place whole (temp, fsync, rename), owner-only. */
function copyIntoPlace(backup: BackupFile, dbPath: string): void {
  const temp = `${dbPath}.restoring`;
  try {
    copyFileSync(backup.path, temp);
    chmodSync(temp, FILE_MODE);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, dbPath);
  } catch (error) {
    if (existsSync(temp)) unlinkSync(temp);
    throw error;
  }
}

function utcText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function describe(
  backup: BackupFile | null,
  salvaged: readonly SalvagedVoyage[],
  unreadable: number,
  aside: string,
): string {
  const base =
    backup === null
      ? 'No good backup existed, so a new store was started.'
      : `The backup of ${utcText(backup.takenAtMs)} was restored.`;
  const names = salvaged.map((v) => v.name).join(', ');
  const recovered =
    salvaged.length === 0
      ? ' No voyage saved since then could be recovered from the damaged store.'
      : ` Recovered from the damaged store: ${salvaged.length === 1 ? 'voyage' : `${salvaged.length} voyages`} ${names}.`;
  const lost = unreadable === 0 ? '' : ` ${unreadable} saved revision${unreadable === 1 ? '' : 's'} could not be read.`;
  return `${base}${recovered}${lost} The damaged file is kept as ${aside}.`;
}

export async function restoreStore(inputs: RestoreInputs): Promise<RestoreOutcome> {
  const { dbPath, log } = inputs;
  const backup = newestGoodBackup(inputs.backupsDir, log);
  const salvage = salvageRevisions(dbPath);
  const aside = asideName(dbPath, inputs.nowMs());
  inputs.current.close();
  moveAside(dbPath, aside);
  let db: Database.Database | null = null;
  let store: Store | null = null;
  try {
    if (backup !== null) copyIntoPlace(backup, dbPath);
    store = openStore(dbPath, inputs.options);
    tightenStoreFiles(dbPath, log);
    // A second connection for the salvage: the store's own keeps its prepared statements.
    db = new Database(dbPath);
    const salvaged = insertSalvaged(db, salvage.revisions);
    await takeBackup(db, inputs.backupsDir, inputs.nowMs(), inputs.keep, log).catch((error: unknown) =>
      log(`[store] no backup after the restore: ${error instanceof Error ? error.message : String(error)}`),
    );
    const message = describe(backup, salvaged, salvage.unreadableRows, aside);
    log(`[store] ${message}`);
    return {
      store,
      result: {
        message,
        restoredFromUtc: backup === null ? null : Math.floor(backup.takenAtMs / 1000),
        salvaged,
        unreadableRows: salvage.unreadableRows,
        damagedFileKeptAs: aside,
      },
    };
  } catch (error) {
    // Put the damaged file back where it was, so nothing is left half-done.
    db?.close();
    db = null;
    store?.close();
    for (const file of storeFiles(dbPath)) if (existsSync(file)) unlinkSync(file);
    moveBack(dbPath, aside);
    if (isDiskFull(error)) throw new IpcFailure('disk-full', `${DISK_FULL_TEXT} The store was not restored.`);
    throw error;
  } finally {
    db?.close();
  }
}
