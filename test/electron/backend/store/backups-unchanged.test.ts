// Backups taken only when the navigator's data changed, and without the cached answers (issue
// 27: every start copied a 168 MB store, five kept). The mark that tells a change moves with
// every write to the navigator's tables and with none to the caches; every table is one or the other.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../../electron/backend/store/backups';
import { CACHE_TABLES, NAVIGATOR_TABLES, REFERENCE_TABLES } from '../../../../electron/backend/store/cache-policy';
import {
  DATABASE_FILE_NAME,
  openManagedStore,
  type ManagedStoreOptions,
} from '../../../../electron/backend/store/managed-store';
import { navigatorMark } from '../../../../electron/backend/store/navigator-mark';
import { openStore, type Store } from '../../../../electron/backend/store/store';
import { leafPages, overwritePages } from './damage';
import { PORTS, sampleGrid, sampleVoyage } from './fixtures';

const root = mkdtempSync(join(tmpdir(), 'passage-backups-unchanged-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

function newFolder(): string {
  const dir = join(root, `d${++n}`);
  mkdirSync(dir);
  return dir;
}

function minutes(): () => number {
  let ms = Date.UTC(2026, 10, 25, 12, 0, 0);
  return () => (ms += 60_000);
}

/** Ensemble answers as a routing stores them: some MB of cached samples. */
function cacheSamples(store: Store, count: number, tag: string): void {
  for (let i = 0; i < count; i++) {
    store.forecasts.save({
      voyageId: null,
      revision: null,
      kind: 'ensemble-point',
      request: { endpoint: 'weather.ensemble.point', params: { place: `${tag}-${i}` } },
      modelRuns: { ecmwf_ens: 1_780_000_000 },
      fetchedAtUtc: Date.now() / 1000,
      credits: 1,
      source: 'demo',
      grid: sampleGrid(51, 120, 3),
    });
  }
}

async function start(dir: string, options: ManagedStoreOptions, change?: (store: Store) => void): Promise<void> {
  const managed = await openManagedStore(dir, options);
  change?.(managed.store);
  managed.close();
}

describe('backups at start', () => {
  it('are not taken when voyages, vessels and settings are as the newest backup has them', async () => {
    const dir = newFolder();
    const options: ManagedStoreOptions = { nowMs: minutes() };
    await start(dir, options, (store) => store.voyages.create(sampleVoyage('Biscay')));
    await start(dir, options); // the voyage is new since the last start: backed up
    expect(listBackups(join(dir, 'backups'))).toHaveLength(1);
    const lines: string[] = [];
    for (let i = 0; i < 3; i++) await start(dir, { ...options, log: (line) => lines.push(line) });
    expect(listBackups(join(dir, 'backups'))).toHaveLength(1);
    expect(lines.join('\n')).toContain('voyages, vessels and settings unchanged since the backup');
  });

  it('are not taken when only cached forecasts changed, and are when any of the navigator’s data did', async () => {
    const dir = newFolder();
    const options: ManagedStoreOptions = { nowMs: minutes() };
    let voyageId = '';
    await start(dir, options, (store) => (voyageId = store.voyages.create(sampleVoyage('Lisbon')).id));
    await start(dir, options, (store) => {
      cacheSamples(store, 5, 'a');
      store.responses.put({ url: 'https://s/x', kind: 'weather.forecast', body: '{}', fetchedAtUtc: 1 });
      store.ports.sync(PORTS, 1_780_000_000);
    });
    await start(dir, options);
    expect(listBackups(join(dir, 'backups'))).toHaveLength(1);

    const changes: ((store: Store) => void)[] = [
      (store) => store.settings.set('nightMode', true),
      (store) => store.vesselProfiles.create({ name: 'MV Test', limits: { windKn: 30, gustKn: 40, hsM: 3 } }),
      (store) => store.voyages.saveDraft(voyageId, sampleVoyage('Lisbon, edited')),
      (store) => store.credits.record({ atUtc: 1, endpoint: 'weather.ensemble.point', credits: 2, voyageId: null }),
    ];
    for (const [i, change] of changes.entries()) {
      await start(dir, options, change);
      await start(dir, options);
      expect(listBackups(join(dir, 'backups'))).toHaveLength(2 + i);
    }
  });

  it('are taken again when the newest one went bad on disk, though nothing changed', async () => {
    const dir = newFolder();
    const options: ManagedStoreOptions = { nowMs: minutes() };
    await start(dir, options, (store) => store.voyages.create(sampleVoyage('Biscay')));
    await start(dir, options);
    const [backup] = listBackups(join(dir, 'backups'));
    overwritePages(backup!.path, leafPages(backup!.path, 'voyage_revisions'));
    await start(dir, options);
    expect(listBackups(join(dir, 'backups'))).toHaveLength(2);
  });

  it('leave the cached answers out, keep what saved voyages review, and are one file', async () => {
    const dir = newFolder();
    const options: ManagedStoreOptions = { nowMs: minutes() };
    let forecastId = 0;
    await start(dir, options, (store) => {
      const voyage = store.voyages.create(sampleVoyage('Kept')).id;
      forecastId = store.forecasts.save({
        voyageId: voyage,
        revision: 1,
        kind: 'voyage-forecast',
        request: { endpoint: 'passage.voyage-forecast', params: {} },
        modelRuns: {},
        fetchedAtUtc: 1_780_000_000,
        credits: 9,
        source: 'demo',
        grid: sampleGrid(),
      });
      cacheSamples(store, 60, 'b');
    });
    await start(dir, options);
    const [backup] = listBackups(join(dir, 'backups'));
    const storeBytes = statSync(join(dir, DATABASE_FILE_NAME)).size;
    expect(statSync(backup!.path).size).toBeLessThan(storeBytes / 3);
    expect(statSync(`${backup!.path}-wal`, { throwIfNoEntry: false })).toBeUndefined();
    const copy = openStore(backup!.path);
    expect(copy.voyages.list().map((v) => v.name)).toEqual(['Kept']);
    expect(copy.forecasts.load(forecastId)?.grid.members).toHaveLength(3);
    expect(copy.forecasts.list(null)).toEqual([]);
    copy.close();
  });
});

describe("the navigator's data mark", () => {
  it('moves with a write to the navigator’s data and with none to the caches', () => {
    const path = join(newFolder(), DATABASE_FILE_NAME);
    const store = openStore(path);
    const db = new Database(path);
    try {
      const mark = (): string => navigatorMark(db)?.toString('hex') ?? 'none';
      const first = mark();
      cacheSamples(store, 1, 'c');
      store.storms.save({ storms: [] }, 1, 'demo');
      store.vesselSearch.put([], 1);
      expect(mark()).toBe(first);
      store.voyages.create(sampleVoyage());
      expect(mark()).not.toBe(first);
    } finally {
      db.close();
      store.close();
    }
  });

  it('has a trigger on every write to every navigator table, and every table is classed', () => {
    const path = join(newFolder(), DATABASE_FILE_NAME);
    const store = openStore(path);
    const db = new Database(path, { readonly: true });
    try {
      const triggers = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger'").pluck().all());
      for (const table of NAVIGATOR_TABLES)
        for (const suffix of ['ai', 'au', 'ad']) expect(triggers).toContain(`${table}_mark_${suffix}`);
      const classed = new Set<string>([
        ...NAVIGATOR_TABLES,
        ...CACHE_TABLES,
        ...REFERENCE_TABLES,
        'navigator_data_mark',
      ]);
      const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all().map(String);
      // The ports' search indexes (FTS5, R*Tree) and their shadow tables go with the ports.
      const unclassed = tables.filter(
        (t) => !classed.has(t) && !/^ports_(fts|rtree)/.test(t) && !t.startsWith('sqlite_'),
      );
      expect(unclassed).toEqual([]);
    } finally {
      db.close();
      store.close();
    }
  });
});
