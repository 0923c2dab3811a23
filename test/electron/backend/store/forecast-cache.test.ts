// The cached answers in a real store (issue 27): upkeep removes what aged or was superseded and
// keeps what each saved voyage's review reads; clear removes the rest whatever its age; the
// freed space goes back to the file system, also in a store made before auto_vacuum.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../electron/backend/store/database';
import { DEFAULT_CACHE_POLICY } from '../../../../electron/backend/store/cache-policy';
import { openStore, type Store } from '../../../../electron/backend/store/store';
import { sampleGrid, sampleVoyage, STORMS } from './fixtures';

const DAY_S = 86_400;
const NOW = 1_800_000_000;
const ago = (days: number): number => NOW - days * DAY_S;

const dirs: string[] = [];
function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'passage-cache-'));
  dirs.push(dir);
  return join(dir, 'passage.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function snapshot(store: Store, voyageId: string | null, ageDays: number, request: string, steps = 5): number {
  return store.forecasts.save({
    voyageId,
    revision: voyageId === null ? null : 1,
    kind: voyageId === null ? 'ensemble-point' : 'voyage-forecast',
    request: { endpoint: 'weather.ensemble.point', params: { place: request } },
    modelRuns: { ecmwf_ens: ago(ageDays) },
    fetchedAtUtc: ago(ageDays),
    credits: 1,
    source: 'demo',
    grid: sampleGrid(51, steps, 2),
  });
}

function answer(store: Store, url: string, kind: string, ageDays: number, voyageId: string | null = null): void {
  store.responses.put({ url, kind, body: JSON.stringify({ url }), fetchedAtUtc: ago(ageDays), voyageId });
}

function sweep(db: Database.Database, voyageId: string, ageDays: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO departure_sweeps (voyage_id, revision, created_at_utc, fetched_at_utc, source, model_runs_json, credits, sweep_json)
         VALUES (?, 1, ?, ?, 'demo', '[]', 3, '{}')`,
      )
      .run(voyageId, ago(ageDays), ago(ageDays)).lastInsertRowid,
  );
}

const ids = (db: Database.Database, table: string): number[] =>
  db.prepare(`SELECT rowid FROM ${table} ORDER BY rowid`).pluck().all().map(Number);

describe('upkeep of the cached answers', () => {
  it("removes aged and superseded answers, keeps each saved voyage's latest forecast, sweep, outlook answers and the latest storms", () => {
    const path = tempPath();
    const store = openStore(path);
    const db = new Database(path);
    try {
      const voyage = store.voyages.create(sampleVoyage('Biscay')).id;
      const gone = store.voyages.create(sampleVoyage('Deleted later')).id;
      // The voyage's forecasts: the newest (15 days, past the age) is its review and stays.
      snapshot(store, voyage, 20, 'v');
      const latest = snapshot(store, voyage, 15, 'v');
      // Ensemble answers: one superseded by a newer answer to the same request, one aged, one young.
      snapshot(store, null, 2, 'x');
      const newestX = snapshot(store, null, 1, 'x');
      snapshot(store, null, 20, 'y');
      const young = snapshot(store, null, 3, 'z');
      // Answers: the voyage's outlook (30 days old, its latest), one of its older route, others.
      answer(store, 'https://s/route?a', 'weather.ensemble.route', 30, voyage);
      answer(store, 'https://s/route?old', 'weather.ensemble.route', 33, voyage);
      answer(store, 'https://s/forecast', 'weather.forecast', 20);
      answer(store, 'https://s/geo', 'geo.search', 20);
      answer(store, 'https://s/orphan', 'weather.ensemble.route', 20, gone);
      store.voyages.remove(gone);
      const [, latestSweep] = [sweep(db, voyage, 20), sweep(db, voyage, 18)];
      store.storms.save(STORMS, ago(20), 'demo');
      const latestStorms = store.storms.save(STORMS, ago(19), 'demo');

      const before = store.cache.figures();
      const outcome = store.cache.upkeep(NOW);

      expect(ids(db, 'forecast_snapshots')).toEqual([latest, newestX, young]);
      expect(db.prepare('SELECT url FROM response_cache ORDER BY url').pluck().all()).toEqual([
        'https://s/geo',
        'https://s/route?a',
      ]);
      expect(ids(db, 'departure_sweeps')).toEqual([latestSweep]);
      expect(ids(db, 'storm_snapshots')).toEqual([latestStorms]);
      expect(outcome.removedRows).toBe(3 + 3 + 1 + 1);
      expect(outcome.removedBytes).toBe(before.cacheBytes - outcome.figures.cacheBytes);
      expect(store.cache.figures()).toEqual(outcome.figures);
      // Kept: the voyage's forecast, sweep and outlook answer, and the storm list.
      expect(outcome.figures.keptBytes).toBeGreaterThan(0);
      expect(outcome.figures.keptBytes).toBeLessThan(outcome.figures.cacheBytes);
      expect(store.forecasts.load(latest)?.grid.members).toHaveLength(51);
    } finally {
      db.close();
      store.close();
    }
  });

  it('keeps the cache within the budget, oldest fetched first', () => {
    const store = openStore(tempPath());
    try {
      for (let i = 0; i < 12; i++) snapshot(store, null, 1 + i * 0.5, `place-${i}`, 40);
      const { cacheBytes } = store.cache.figures();
      const budgetBytes = Math.floor(cacheBytes / 2);
      const outcome = store.cache.upkeep(NOW, { ...DEFAULT_CACHE_POLICY, budgetBytes });
      expect(outcome.figures.cacheBytes).toBeLessThanOrEqual(budgetBytes);
      expect(outcome.figures.cacheBytes).toBeGreaterThan(budgetBytes * 0.8);
      // The youngest answers are the ones left.
      const left = store.forecasts.list(null).map((s) => s.fetchedAtUtc);
      expect(Math.max(...left)).toBe(ago(1));
      expect(Math.min(...left)).toBeGreaterThan(ago(6.5));
    } finally {
      store.close();
    }
  });

  it('clears every answer but what saved voyages keep, whatever its age', () => {
    const store = openStore(tempPath());
    try {
      const voyage = store.voyages.create(sampleVoyage('Kept')).id;
      const latest = snapshot(store, voyage, 0, 'v');
      snapshot(store, null, 0, 'fresh');
      answer(store, 'https://s/outlook', 'weather.ensemble.route', 0, voyage);
      answer(store, 'https://s/now', 'weather.forecast', 0);
      store.storms.save(STORMS, ago(0), 'demo');
      const outcome = store.cache.clear();
      expect(outcome.removedRows).toBe(2);
      expect(store.forecasts.list(voyage).map((s) => s.id)).toEqual([latest]);
      expect(store.forecasts.list(null)).toEqual([]);
      expect(store.responses.get('https://s/outlook')).toBeDefined();
      expect(store.responses.get('https://s/now')).toBeUndefined();
      expect(store.storms.latest()).toBeDefined();
      expect(outcome.figures.cacheBytes).toBe(outcome.figures.keptBytes);
    } finally {
      store.close();
    }
  });
});

describe('the space freed', () => {
  const fill = (store: Store): void => {
    for (let i = 0; i < 40; i++) snapshot(store, null, 20, `place-${i}`, 200);
  };
  const onDisk = (path: string): number =>
    statSync(path).size + statSync(`${path}-wal`, { throwIfNoEntry: false })!.size;

  it('goes back to the file system in a new store, a few pages at a time', () => {
    const path = tempPath();
    const store = openStore(path);
    try {
      fill(store);
      const before = onDisk(path);
      expect(store.cache.upkeep(NOW).removedRows).toBe(40);
      // A few MB here; the default waits for 8 MB free before it bothers.
      expect(store.cache.reclaim()).toBe(false);
      expect(store.cache.reclaim(1)).toBe(true);
      expect(onDisk(path)).toBeLessThan(before / 4);
      const db = new Database(path, { readonly: true });
      expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
      db.close();
    } finally {
      store.close();
    }
  });

  it('goes back in a store made before auto_vacuum, which the first reclaim turns over', () => {
    const path = tempPath();
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    migrate(old, path);
    expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
    old.close();
    const store = openStore(path);
    try {
      fill(store);
      const before = onDisk(path);
      store.cache.upkeep(NOW);
      expect(store.cache.reclaim(1)).toBe(true);
      expect(onDisk(path)).toBeLessThan(before / 4);
      const db = new Database(path, { readonly: true });
      expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
      db.close();
      // Nothing left free: nothing is rewritten.
      expect(store.cache.reclaim(1)).toBe(false);
    } finally {
      store.close();
    }
  });
});
