// Migrations: from an empty file, from each earlier version with data kept, and a database
// from a newer Passage refused without a byte written.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../electron/backend/store/database';
import { StoreVersionError } from '../../../../electron/backend/store/errors';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../../electron/backend/store/migrations';
import { openStore } from '../../../../electron/backend/store/store';
import { PORTS, sampleVoyage, testStore } from './fixtures';

const dirs: string[] = [];
function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'passage-store-'));
  dirs.push(dir);
  return join(dir, 'passage.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Rows a database at `version` can hold, written the way that version's code would. */
const seeds: Record<number, (db: Database.Database) => void> = {
  1: (db) => {
    db.prepare("INSERT INTO settings VALUES ('nightMode', 'true')").run();
    db.prepare("INSERT INTO ports VALUES (1, 'Rotterdam', 'large', 'Netherlands', 51.95, 4.13, 1700000000)").run();
    db.prepare("INSERT INTO voyages VALUES ('v1', 'Old voyage', 1, 2, 1)").run();
    db.prepare('INSERT INTO voyage_revisions VALUES (?, 1, 2, ?)').run(
      'v1',
      JSON.stringify(sampleVoyage('Old voyage')),
    );
  },
  2: (db) => {
    db.prepare(
      "INSERT INTO credits_ledger (at_utc, endpoint, credits, voyage_id) VALUES (3, 'weather.ensemble.route', 12, 'v1')",
    ).run();
  },
};

describe('migrations', () => {
  it('are numbered 1..n without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: MIGRATIONS.length }, (_, i) => i + 1));
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
  });

  it('bring an empty file to the current version with WAL, foreign keys and NORMAL sync', () => {
    const path = tempDb();
    const db = openDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining([
        'settings',
        'ports',
        'ports_fts',
        'ports_rtree',
        'voyages',
        'voyage_revisions',
        'forecast_snapshots',
        'response_cache',
        'credits_ledger',
      ]),
    );
    db.close();
  });

  for (let k = 1; k < SCHEMA_VERSION; k++) {
    it(`upgrade a database at version ${k} and keep its data`, () => {
      const path = tempDb();
      const old = openDatabase(path, { migrations: MIGRATIONS.slice(0, k) });
      expect(old.pragma('user_version', { simple: true })).toBe(k);
      for (let v = 1; v <= k; v++) seeds[v]?.(old);
      old.close();

      const store = openStore(path);
      expect(store.settings.get('nightMode')).toBe(true);
      expect(store.ports.search('rott').map((p) => p.id)).toEqual([1]);
      expect(store.voyages.get('v1')?.voyage.name).toBe('Old voyage');
      if (k >= 2) expect(store.credits.totalForVoyage('v1')).toBe(12);
      store.close();
      const db = new Database(path);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      db.close();
    });
  }

  it('reopening a current database changes nothing', () => {
    const path = tempDb();
    const first = testStore({}, path);
    const saved = first.voyages.create(sampleVoyage());
    first.ports.sync(PORTS, 100);
    first.close();
    const again = openStore(path);
    expect(again.voyages.get(saved.id)?.voyage).toEqual(saved.voyage);
    expect(again.ports.count()).toBe(PORTS.length);
    again.close();
  });

  it('refuse a database from a newer Passage and leave the file untouched', () => {
    const path = tempDb();
    const db = new Database(path);
    db.exec('CREATE TABLE future (x); INSERT INTO future VALUES (1);');
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    const before = readFileSync(path);

    let error: unknown;
    try {
      openStore(path);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StoreVersionError);
    expect(error).toMatchObject({ fileVersion: SCHEMA_VERSION + 1, knownVersion: SCHEMA_VERSION });
    expect(String(error)).toContain('update Passage');
    expect(readFileSync(path).equals(before)).toBe(true);
    const check = new Database(path);
    expect(check.pragma('journal_mode', { simple: true })).toBe('delete');
    check.close();
  });
});
