// Read-only views of a store that cannot be opened for writing: a damaged file (what SQLite can
// still read), or a whole file in a folder Passage may not write (a copy in memory, migrated
// there, so an older store can be reviewed too). Writes to a view fail with SQLITE_READONLY.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { migrate } from './database';
import type { SettingKey, Settings, SettingsRepository } from './settings';
import { storeOn, type Store, type StoreOptions } from './store';

/** Offsets 18 and 19 of the header: file format write/read version, 2 = WAL. */
const HEADER_WAL_BYTES = [18, 19] as const;

/**
 * Settings changed while the store is read-only (demo mode, units, night mode) hold for this
 * launch only: the navigator can still switch demo mode on to look around, and nothing is written.
 */
export function launchOnlySettings(inner: SettingsRepository): SettingsRepository {
  const overlay: Partial<Settings> = {};
  const get = <K extends SettingKey>(key: K): Settings[K] => overlay[key] ?? inner.get(key);
  return {
    get,
    set(key, value) {
      overlay[key] = value;
    },
    all: () => ({
      serviceUrl: get('serviceUrl'),
      units: get('units'),
      nightMode: get('nightMode'),
      demoMode: get('demoMode'),
    }),
    reset(key) {
      delete overlay[key];
    },
  };
}

function viewOn(db: Database.Database, options: StoreOptions): Store {
  const store = storeOn(db, options);
  return { ...store, settings: launchOnlySettings(store.settings) };
}

function readOnly(db: Database.Database, options: StoreOptions): Store {
  db.pragma('query_only = ON');
  return viewOn(db, options);
}

/** An empty store in memory, current schema, read-only: what the app shows when nothing can be read. */
export function emptyView(options: StoreOptions = {}): Store {
  const db = new Database(':memory:');
  migrate(db, ':memory:');
  return readOnly(db, options);
}

/**
 * The file's bytes as an in-memory database, marked rollback-journal (an in-memory database
 * cannot be in WAL mode) and migrated. Throws SQLITE_NOTADB/SQLITE_CORRUPT for a damaged file.
 */
export function memoryCopyView(path: string, options: StoreOptions = {}): Store {
  const bytes = readFileSync(path);
  if (bytes.length >= 100) for (const offset of HEADER_WAL_BYTES) bytes[offset] = 1;
  const db = new Database(bytes);
  try {
    migrate(db, path);
    return readOnly(db, options);
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * A read-only connection that reads what it can of a damaged file: writable_schema lets SQLite
 * open a file shorter than its header says (truncated), which it otherwise refuses whole. It
 * only takes effect outside better-sqlite3's default defensive mode, hence unsafeMode; the
 * connection is read-only, so nothing is written through it either way.
 */
export function tolerantReader(path: string): Database.Database {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  return db;
}

/** The file itself, opened read-only (its -wal included); throws when the schema cannot be read. */
export function fileView(path: string, options: StoreOptions = {}): Store {
  const db = tolerantReader(path);
  try {
    return viewOn(db, options);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The first view that opens, or null. */
export function firstView(attempts: readonly (() => Store)[], log: (line: string) => void): Store | null {
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch (error) {
      log(`[store] a read-only view failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return null;
}
