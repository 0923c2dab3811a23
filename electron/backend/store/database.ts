// Opening the SQLite file: connection settings, and bringing its schema up to date with the
// numbered migrations, refusing (without writing a byte) a file from a newer Passage.
import Database from 'better-sqlite3';
import { z } from 'zod';
import { StoreVersionError } from './errors';
import { MIGRATIONS, type Migration } from './migrations';

export interface OpenDatabaseOptions {
  /** Milliseconds a statement waits for another connection's lock before SQLITE_BUSY. Default 5,000. */
  readonly busyTimeoutMs?: number;
  /** Migrations to apply; tests pass a prefix to build a database at an earlier version. */
  readonly migrations?: readonly Migration[];
}

const userVersionSchema = z.number().int().nonnegative();

function userVersion(db: Database.Database): number {
  return userVersionSchema.parse(db.pragma('user_version', { simple: true }));
}

/**
 * Opens (creating if needed) the database at `path`, or an in-memory one for ':memory:'.
 *
 * - WAL journal (file databases): readers never block the writer, and a commit is one
 *   append to the -wal file, which is what keeps a SIGKILL mid-write harmless.
 * - synchronous NORMAL: in WAL mode a commit is still atomic and durable against a crash of
 *   the PROCESS (the data sits in the OS page cache); only a power loss or OS crash can roll
 *   back the last commits, never corrupt the file. FULL would fsync on every voyage save
 *   for protection against that rarer case; NORMAL is SQLite's advice for WAL.
 * - foreign_keys ON: revisions, drafts and snapshots go with their voyage (off by default
 *   in SQLite, per connection).
 * - auto_vacuum INCREMENTAL in a new file: the space of expired cached answers can be handed
 *   back without rewriting the whole file.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Database.Database {
  const migrations = options.migrations ?? MIGRATIONS;
  const db = new Database(path);
  try {
    db.pragma(`busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs ?? 5000))}`);
    // Checked before any pragma that writes (journal_mode), so a newer file stays untouched.
    refuseNewer(db, path, migrations);
    // A new file gives freed pages back a few at a time (forecast-cache.ts reclaim); an older file
    // is turned over by its first reclaim. Only takes effect before the first table is made.
    if (userVersion(db) === 0) db.pragma('auto_vacuum = INCREMENTAL');
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, path, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function latestVersion(migrations: readonly Migration[]): number {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" is numbered ${migration.version}, expected ${index + 1}.`);
    }
  });
  return migrations.length;
}

function refuseNewer(db: Database.Database, path: string, migrations: readonly Migration[]): void {
  const latest = latestVersion(migrations);
  const current = userVersion(db);
  if (current > latest) throw new StoreVersionError(path, current, latest);
}

/**
 * Applies every migration above the file's user_version, each in its own IMMEDIATE
 * transaction with the version bump, so a crash leaves the file at a whole version and a
 * second process opening the same file at once re-reads the version under the write lock
 * instead of applying a step twice. Returns the versions before and after.
 */
export function migrate(
  db: Database.Database,
  path: string,
  migrations: readonly Migration[] = MIGRATIONS,
): { from: number; to: number } {
  const latest = latestVersion(migrations);
  const from = userVersion(db);
  for (const migration of migrations) {
    db.transaction(() => {
      const current = userVersion(db);
      if (current > latest) throw new StoreVersionError(path, current, latest);
      if (current >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return { from, to: userVersion(db) };
}
