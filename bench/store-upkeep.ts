// The store's upkeep (issue 27) at the size of its budget: a cache of ensemble samples as weather
// routings leave them (~17 kB each, 200 MB), half of it past its age. How long Settings waits
// for the size, how long upkeep takes to remove the aged half, and to hand the space back.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_CACHE_POLICY } from '../electron/backend/store/cache-policy';
import { openStore } from '../electron/backend/store/store';
import { fmt, type BenchSize, type Report } from './harness';

const NOW_UTC = 1_800_000_000;
const DAY_S = 86_400;
/** A demo routing's ensemble answer as stored: 51 members × 2 elements × ~40 steps, deflated. */
const SAMPLE_BYTES = 17_000;
const MIB = 1024 * 1024;

/** Rows written straight into the table: upkeep reads sizes and times, never the grids. */
function fill(path: string, count: number): void {
  const db = new Database(path);
  const insert = db.prepare(`
    INSERT INTO forecast_snapshots (voyage_id, revision, kind, endpoint, request_key, params_json, model_runs_json,
      fetched_at_utc, credits, source, header_json, axes, values_blob)
    VALUES (NULL, NULL, 'ensemble-point', 'weather.ensemble.point', ?, '{}', '{}', ?, 1, 'demo', '{}', ?, ?)`);
  const axes = Buffer.alloc(1_000, 1);
  let seed = 7;
  const noise = Buffer.alloc(SAMPLE_BYTES);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      for (let b = 0; b < noise.length; b += 4)
        noise.writeUInt32LE((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0), b);
      // Half fetched 15 to 25 days ago (past the 14-day age), half in the last 10 days.
      const ageDays = i % 2 === 0 ? 15 + (i % 10) : 1 + (i % 10);
      insert.run(`weather.ensemble.point {"place":${i}}`, NOW_UTC - ageDays * DAY_S, axes, noise);
    }
  })();
  db.close();
}

export function benchUpkeep(report: Report, size: BenchSize): void {
  const count = size === 'quick' ? 400 : Math.round(DEFAULT_CACHE_POLICY.budgetBytes / (SAMPLE_BYTES + 1_200));
  report.section(
    `Store upkeep: ${fmt(count, 0)} cached ensemble samples (~${fmt((count * SAMPLE_BYTES) / MIB, 0)} MB), half past their age`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'passage-bench-upkeep-'));
  const path = join(dir, 'bench.sqlite');
  try {
    openStore(path).close();
    fill(path, count);
    const onDisk = (): number => statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    const store = openStore(path);
    try {
      const before = onDisk();
      let t0 = performance.now();
      const figures = store.cache.figures();
      const sizeMs = performance.now() - t0;
      t0 = performance.now();
      const outcome = store.cache.upkeep(NOW_UTC);
      const upkeepMs = performance.now() - t0;
      t0 = performance.now();
      store.cache.reclaim();
      const reclaimMs = performance.now() - t0;
      report.row(
        'cache before / after, MB',
        `${fmt(figures.cacheBytes / MIB, 1)} / ${fmt(outcome.figures.cacheBytes / MIB, 1)}`,
      );
      report.row('store on disk before / after, MB', `${fmt(before / MIB, 1)} / ${fmt(onDisk() / MIB, 1)}`);
      report.row('size for Settings (every cached row read), ms', fmt(sizeMs, 1));
      report.row(`upkeep: ${fmt(outcome.removedRows, 0)} aged rows removed, ms`, fmt(upkeepMs, 0));
      report.row('free pages handed back (incremental vacuum, log truncated), ms', fmt(reclaimMs, 0));
      if (size === 'full') {
        // Read when Settings opens, not while the navigator works: a quarter second is not felt there.
        report.target('size for Settings under 250 ms at the budget', sizeMs < 250, `${fmt(sizeMs, 1)} ms`);
        report.target(
          'upkeep and reclaim of half the budget under 3 s',
          upkeepMs + reclaimMs < 3000,
          `${fmt(upkeepMs + reclaimMs, 0)} ms`,
        );
      }
      report.target(
        'upkeep removes exactly the aged half',
        outcome.removedRows === Math.ceil(count / 2),
        `${outcome.removedRows} of ${count}`,
      );
    } finally {
      store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
