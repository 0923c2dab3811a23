// Opening the store the way the backend runs it: the data folder made owner-only, the file
// checked (quick_check) before anything is written, a rolling backup at a clean start when the
// navigator's data changed since the last one and before any migration, and, when the file is
// damaged or cannot be written, a read-only view of
// what can be read with the reason in words. Never overwrites, empties or deletes the file.
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { IpcFailure, type StoreHealth, type StoreRestoreResult } from '../../../shared/ipc';
import {
  backupsFolder,
  createPrivateFile,
  FILE_MODE,
  prepareDataFolder,
  probeWritable,
  tighten,
  tightenStoreFiles,
  type WritableProbe,
} from './data-folder';
import { BACKUPS_KEPT, listBackups, newestGoodBackup, takeBackup } from './backups';
import { sameNavigatorData } from './navigator-mark';
import { damageInWords, errorCode, isDamage, isDiskFull, isReadOnly, StoreOpenError } from './open-problem';
import { quickCheck, QUICK_CHECK_MAX_BYTES, type CheckOutcome } from './quick-check';
import { emptyView, fileView, firstView, memoryCopyView } from './read-only-view';
import { restoreStore } from './restore';
import { openStore, type Store, type StoreOptions } from './store';
import { swappableStore } from './swappable-store';

/** The database file in the data folder. */
export const DATABASE_FILE_NAME = 'passage.sqlite';

export interface ManagedStoreOptions extends StoreOptions {
  readonly log?: (line: string) => void;
  /** The wall clock for backup names, Unix milliseconds. */
  readonly nowMs?: () => number;
  readonly keepBackups?: number;
  /** Files larger than this are not checked at start. */
  readonly checkMaxBytes?: number;
  /** Whether the folder can be written (tests inject "no": chmod does not stop root). */
  readonly probeWritable?: WritableProbe;
}

export interface ManagedStore {
  /** Always the current store, also after a restore. */
  readonly store: Store;
  health(): StoreHealth;
  /** Damaged stores only: the last good backup (or an empty store) with the voyages salvaged. */
  restore(): Promise<StoreRestoreResult>;
  /** Why saving is off, in words, or null when it is on. */
  readOnlyReason(): string | null;
  close(): void;
}

interface Condition {
  state: StoreHealth['state'];
  problem: string | null;
  check: StoreHealth['check'];
  writable: boolean;
  backupProblem: string | null;
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function damageText(path: string, detail: string, writable: boolean, hasBackup: boolean): string {
  const next = !writable
    ? 'Its folder cannot be written, so it cannot be repaired here: copy the data folder to a disk you may write to.'
    : hasBackup
      ? 'Restore the last good backup: voyages saved since then are recovered where they can be read, and the damaged file is kept beside it.'
      : 'There is no backup to restore: set the damaged file aside and start a new store with the voyages that can be read.';
  return `The store ${path} is damaged (${detail}). What can be read is open read-only: review and export, saving is off. ${next}`;
}

/** 'ok', or what SQLite found wrong in a read-only view. */
function checkView(view: Store): string {
  try {
    const text = view.integrityCheck();
    return text === 'ok' ? 'ok' : text.split('\n').slice(0, 3).join('; ');
  } catch (error) {
    if (isDamage(error)) return damageInWords(error);
    throw error;
  }
}

export async function openManagedStore(dataDir: string, options: ManagedStoreOptions = {}): Promise<ManagedStore> {
  const log = options.log ?? ((): void => {});
  const nowMs = options.nowMs ?? Date.now;
  const keep = options.keepBackups ?? BACKUPS_KEPT;
  const access = prepareDataFolder(dataDir, log, options.probeWritable ?? probeWritable);
  const dbPath = join(dataDir, DATABASE_FILE_NAME);
  const backupsDir = backupsFolder(dataDir);
  const info = statOrNull(dbPath);
  if (info !== null && !info.isFile()) {
    throw new StoreOpenError(
      'not-a-file',
      dbPath,
      `The store ${dbPath} is not a file (a folder or a device). Move it away and start Passage again.`,
    );
  }
  const condition: Condition = {
    state: 'ok',
    problem: null,
    check: 'none',
    writable: access.writable,
    backupProblem: null,
  };

  const readOnlyStart = (reason: string): Store => {
    condition.state = 'read-only';
    condition.problem = `${reason}. Voyages can be reviewed and exported; saving is off until Passage is restarted with a folder it can write.`;
    if (info === null || info.size === 0) return emptyView(options);
    const view = firstView([() => memoryCopyView(dbPath, options)], log);
    if (view !== null) {
      // The copy in memory is checked as the file would be: damage there is damage in the file.
      if (info.size <= (options.checkMaxBytes ?? QUICK_CHECK_MAX_BYTES)) {
        const verdict = checkView(view);
        condition.check = verdict === 'ok' ? 'ok' : 'damaged';
        if (verdict !== 'ok') {
          condition.state = 'damaged';
          condition.problem = damageText(dbPath, verdict, false, false);
        }
      }
      return view;
    }
    condition.state = 'damaged';
    condition.check = 'damaged';
    condition.problem = damageText(dbPath, 'it cannot be read', false, false);
    throw new StoreOpenError('unreadable', dbPath, condition.problem);
  };

  const damagedStart = (detail: string): Store => {
    condition.state = 'damaged';
    condition.check = 'damaged';
    const backup = newestGoodBackup(backupsDir, log);
    const view = firstView([() => fileView(dbPath, options), () => memoryCopyView(dbPath, options)], log);
    if (view === null && backup === null) {
      throw new StoreOpenError(
        'unreadable',
        dbPath,
        `The store ${dbPath} cannot be read: ${detail}. There is no backup to restore. The file was left untouched: ` +
          'move it aside (rename it) and start Passage again for a new, empty store, or put back a copy from your own backups.',
      );
    }
    condition.problem = damageText(dbPath, detail, access.writable, backup !== null);
    return view ?? emptyView(options);
  };

  const start = async (): Promise<Store> => {
    if (!access.writable) return readOnlyStart(access.reason);
    // Store files are tightened once checked: a file refused as damaged keeps even its mode.
    if (info !== null && info.size === 0 && listBackups(backupsDir).length > 0) {
      return damagedStart('the file is empty, yet backups of earlier starts exist');
    }
    if (info !== null && info.size > 0) {
      const checked = await checkAndBackUp(dbPath, info.size);
      if (checked.outcome === 'damaged') return damagedStart(checked.detail);
      condition.check = checked.outcome;
      if (checked.outcome === 'skipped') log(`[store] not checked at start: ${checked.detail}.`);
    }
    try {
      // Owner-only before SQLite opens it, so the journal files it makes beside it are too.
      if (info === null) createPrivateFile(dbPath);
      else tighten(dbPath, FILE_MODE, log);
      const store = openStore(dbPath, options);
      tightenStoreFiles(dbPath, log);
      return store;
    } catch (error) {
      if (isDamage(error)) return damagedStart(damageInWords(error));
      if (isDiskFull(error)) return readOnlyStart(`The disk holding ${dbPath} is full`);
      if (isReadOnly(error)) return readOnlyStart(`The store ${dbPath} cannot be written (${errorCode(error)})`);
      throw error;
    }
  };

  /** quick_check on a connection that writes nothing, then the backup from that same connection. */
  const checkAndBackUp = async (path: string, sizeBytes: number): Promise<CheckOutcome> => {
    let db: Database.Database;
    try {
      db = new Database(path, { fileMustExist: true });
    } catch (error) {
      if (isDamage(error)) return { outcome: 'damaged', detail: damageInWords(error), ms: 0 };
      throw new StoreOpenError(
        'no-permission',
        path,
        `The store ${path} cannot be opened (${errorCode(error) ?? String(error)}): check that this user may read it.`,
      );
    }
    try {
      db.pragma('busy_timeout = 5000');
      const checked = quickCheck(db, sizeBytes, options.checkMaxBytes ?? QUICK_CHECK_MAX_BYTES);
      log(`[store] quick_check: ${checked.outcome} in ${checked.ms} ms`);
      const newest = listBackups(backupsDir)[0];
      if (checked.outcome !== 'damaged' && newest !== undefined && sameNavigatorData(db, newest.path)) {
        // Cached forecasts alone may have changed: backups leave them out, so the newest one stands.
        log(`[store] voyages, vessels and settings unchanged since the backup ${newest.path}: none taken.`);
      } else if (checked.outcome !== 'damaged') {
        try {
          await takeBackup(db, backupsDir, nowMs(), keep, log);
        } catch (error) {
          condition.backupProblem = isDiskFull(error)
            ? 'The disk is full: no backup was taken at this start.'
            : `No backup was taken at this start (${error instanceof Error ? error.message : String(error)}).`;
          log(`[store] ${condition.backupProblem}`);
        }
      }
      return checked;
    } catch (error) {
      if (isDamage(error)) return { outcome: 'damaged', detail: damageInWords(error), ms: 0 };
      throw error;
    } finally {
      db.close();
    }
  };

  const slot = swappableStore(await start());
  if (condition.problem !== null) log(`[store] ${condition.problem}`);

  return {
    store: slot.store,
    health() {
      const backup = condition.state === 'damaged' ? newestGoodBackup(backupsDir) : null;
      return {
        state: condition.state,
        problem: condition.problem,
        file: dbPath,
        check: condition.check,
        canSave: condition.state === 'ok',
        canRestore: condition.state === 'damaged' && condition.writable,
        restoreFrom: backup === null ? null : { file: backup.path, takenAtUtc: Math.floor(backup.takenAtMs / 1000) },
        backupCount: listBackups(backupsDir).length,
        backupProblem: condition.backupProblem,
      };
    },
    async restore() {
      if (condition.state !== 'damaged') {
        throw new IpcFailure('conflict', 'The store is not damaged: there is nothing to restore.');
      }
      if (!condition.writable) {
        throw new IpcFailure('read-only', 'The data folder cannot be written, so the store cannot be restored here.');
      }
      let outcome;
      try {
        outcome = await restoreStore({
          dbPath,
          backupsDir,
          current: slot.store,
          options,
          log,
          nowMs,
          keep,
        });
      } catch (error) {
        // The view was closed before the file moved; the damaged file is back in place, open it again.
        slot.replace(
          firstView([() => fileView(dbPath, options), () => memoryCopyView(dbPath, options)], log) ??
            emptyView(options),
        );
        throw error;
      }
      slot.replace(outcome.store);
      Object.assign(condition, { state: 'ok', problem: null, check: 'ok', backupProblem: null });
      return outcome.result;
    },
    readOnlyReason: () => condition.problem,
    close: () => slot.store.close(),
  };
}
