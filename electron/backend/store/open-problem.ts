// Why the store could not be opened at all, said for a navigator: which file, what is wrong,
// what to do. Free of better-sqlite3 so the CLI can recognise it without loading SQLite.

export type StoreOpenProblemKind =
  /** The data path names a file (or something else) where a folder should be. */
  | 'not-a-folder'
  /** passage.sqlite is a folder, a device or a socket. */
  | 'not-a-file'
  /** Not an SQLite database, or damaged past reading, and no backup to restore. */
  | 'unreadable'
  /** The operating system refused to open or create it. */
  | 'no-permission'
  | 'disk-full';

export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';
  constructor(
    readonly kind: StoreOpenProblemKind,
    /** The folder or file at fault. */
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** better-sqlite3's SqliteError code (SQLITE_CORRUPT, SQLITE_FULL, ...) or Node's errno code. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code: unknown = error.code;
  return typeof code === 'string' ? code : undefined;
}

/** SQLite's primary result code, extended codes folded in (SQLITE_READONLY_DBMOVED -> SQLITE_READONLY). */
export function sqliteCode(error: unknown): string | undefined {
  const code = errorCode(error);
  if (code === undefined || !code.startsWith('SQLITE_')) return undefined;
  const parts = code.split('_');
  return `${parts[0]}_${parts[1] ?? ''}`;
}

/** The store file is damaged or not a database (as opposed to locked, full or forbidden). */
export function isDamage(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB';
}

/** What SQLite found, in words first, its own text after for whoever diagnoses it. */
export function damageInWords(error: unknown): string {
  const sqlite = error instanceof Error ? error.message : String(error);
  return sqliteCode(error) === 'SQLITE_NOTADB'
    ? `it is not a database, or its first page is damaged; SQLite: ${sqlite}`
    : `some of its pages are damaged; SQLite: ${sqlite}`;
}

export function isDiskFull(error: unknown): boolean {
  const code = errorCode(error);
  return sqliteCode(error) === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT';
}

/** Writing is refused by the file system or SQLite (read-only mount, folder, file or handle). */
export function isReadOnly(error: unknown): boolean {
  const code = errorCode(error);
  return (
    sqliteCode(error) === 'SQLITE_READONLY' ||
    sqliteCode(error) === 'SQLITE_CANTOPEN' ||
    sqliteCode(error) === 'SQLITE_PERM' ||
    code === 'EROFS' ||
    code === 'EACCES' ||
    code === 'EPERM'
  );
}

export const DISK_FULL_TEXT =
  'The disk is full, so Passage could not save. Nothing was lost: free some space on the disk and save again.';
