// The data folder and the store's files on disk: a folder (not a file), owner-only (0700) with
// owner-only files (0600) whether Passage made it or found it, and whether it can be written.
import { accessSync, chmodSync, closeSync, constants, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, StoreOpenError } from './open-problem';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
const SHARED_BITS = 0o077;
const POSIX = process.platform !== 'win32';

/** Whether the folder can be written; why not, in words, when it cannot. */
export type FolderAccess = { readonly writable: true } | { readonly writable: false; readonly reason: string };

/** Test seam: tests run as root, whom chmod does not stop, so they inject the answer. */
export type WritableProbe = (dir: string) => FolderAccess;

export const probeWritable: WritableProbe = (dir) => {
  try {
    accessSync(dir, constants.W_OK);
    return { writable: true };
  } catch (error) {
    const code = errorCode(error);
    const why = code === 'EROFS' ? 'is on a read-only disk' : 'cannot be written by this user';
    return { writable: false, reason: `The data folder ${dir} ${why}` };
  }
};

/** Lowers `path`'s mode to `mode` when group or others have any bit; missing files are fine. */
export function tighten(path: string, mode: number, log: (line: string) => void): void {
  if (!POSIX) return;
  try {
    const info = statSync(path);
    if ((info.mode & SHARED_BITS) === 0) return;
    chmodSync(path, mode);
    log(`[store] ${path} was open to other users; its permissions are now ${mode.toString(8)}.`);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') log(`[store] could not tighten ${path}: ${errorCode(error) ?? String(error)}`);
  }
}

/**
 * Creates `path` empty and owner-only when it does not exist yet, so a new store (and the journal
 * files SQLite makes beside it with the same mode) is never open to other users, not even for the
 * moment before it is tightened, and a fresh store is never reported as found "open to other
 * users". An empty file is an empty SQLite database.
 */
export function createPrivateFile(path: string): void {
  try {
    closeSync(openSync(path, 'wx', FILE_MODE));
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
}

/** The database and the files SQLite keeps beside it. */
export function storeFiles(dbPath: string): string[] {
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`];
}

export function tightenStoreFiles(dbPath: string, log: (line: string) => void): void {
  for (const file of storeFiles(dbPath)) tighten(file, FILE_MODE, log);
}

/**
 * Makes sure `dir` is a folder Passage may use: created owner-only when missing, tightened to
 * 0700 when found looser. Throws StoreOpenError when it is a file or cannot be created.
 */
export function prepareDataFolder(dir: string, log: (line: string) => void, probe: WritableProbe): FolderAccess {
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT' && errorCode(error) !== 'ENOTDIR') throw unusableFolder(dir, error);
    try {
      mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    } catch (mkdirError) {
      throw unusableFolder(dir, mkdirError);
    }
    isFolder = true;
  }
  if (!isFolder) {
    throw new StoreOpenError(
      'not-a-folder',
      dir,
      `The data folder ${dir} is a file, not a folder. Passage keeps voyages in a folder: ` +
        'choose another folder (--data-dir or $PASSAGE_DATA_DIR), or move that file away. It was left untouched.',
    );
  }
  tighten(dir, DIR_MODE, log);
  return probe(dir);
}

function unusableFolder(dir: string, error: unknown): StoreOpenError {
  const code = errorCode(error);
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new StoreOpenError(
      'not-a-folder',
      dir,
      `The data folder ${dir} cannot be made: part of that path is a file, not a folder. Choose another folder.`,
    );
  }
  if (code === 'ENOSPC')
    return new StoreOpenError('disk-full', dir, `The data folder ${dir} cannot be made: the disk is full.`);
  return new StoreOpenError(
    'no-permission',
    dir,
    `The data folder ${dir} cannot be made (${code ?? 'unknown error'}): choose a folder you may write to.`,
  );
}

export function backupsFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}
