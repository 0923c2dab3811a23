// The store's figures: port name search and nearest-10 over a full port catalogue against a
// linear scan in JS, and saving/loading a 51-member × 720-step × 6-element forecast snapshot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Port } from '../shared/api/resources/ports';
import { greatCircleM } from '../electron/backend/store/geo-box';
import type { ForecastSnapshotInput } from '../electron/backend/store/forecast-snapshots';
import type { ForecastGrid } from '../electron/backend/store/snapshot-codec';
import { openStore, type Store } from '../electron/backend/store/store';
import { fmt, keep, quantile, timeRuns, type BenchSize, type Report } from './harness';

/** A seeded generator (LCG, Numerical Recipes constants): the same catalogue every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SYLLABLES = [
  'ro',
  'ter',
  'dam',
  'san',
  'tos',
  'são',
  'pau',
  'lo',
  'ham',
  'burg',
  'an',
  'twer',
  'pen',
  'ki',
  'ël',
  'mar',
  'sei',
  'lle',
  'ge',
  'no',
  'va',
  'por',
  'to',
  'ri',
  'ja',
  'ne',
  'ø',
  'be',
  'rin',
  'ga',
  'ço',
];
const COUNTRIES = [
  'Netherlands',
  'Brazil',
  'Germany',
  'Belgium',
  'France',
  'Italy',
  'Portugal',
  'Norway',
  'Japan',
  'Chile',
  'Fiji',
  'Türkiye',
];
const SIZES = ['very_small', 'small', 'medium', 'large'] as const;

/** ~3,700 ports (the service's catalogue size, spec §2.15) with made-up two- and three-word names. */
export function syntheticPorts(count = 3700): Port[] {
  const random = seeded(4);
  const word = () => {
    const n = 2 + Math.floor(random() * 2);
    const text = Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]!).join('');
    return text[0]!.toUpperCase() + text.slice(1);
  };
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: random() < 0.3 ? `${word()} ${word()}` : word(),
    size: SIZES[Math.floor(random() * SIZES.length)]!,
    country: COUNTRIES[Math.floor(random() * COUNTRIES.length)]!,
    latitude: Math.round((random() * 140 - 70) * 1e4) / 1e4,
    longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
  }));
}

const ROUNDS = 3;

/**
 * Per-call times of `fn` over each input, sorted, milliseconds: after a warm-up pass, ROUNDS
 * passes over all inputs, keeping the pass with the lowest p99. Every query counts once per
 * pass; only whole passes are dropped, so a burst from another process on this small shared
 * machine does not stand in for the store's own tail.
 */
function perCallMs<T>(inputs: readonly T[], fn: (input: T) => unknown, rounds = ROUNDS): number[] {
  for (const input of inputs) keep(fn(input));
  let best: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const times = inputs
      .map((input) => {
        const t0 = performance.now();
        keep(fn(input));
        return performance.now() - t0;
      })
      .sort((a, b) => a - b);
    if (best.length === 0 || quantile(times, 0.99) < quantile(best, 0.99)) best = times;
  }
  return best;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function withTempStore<T>(run: (store: Store, path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'passage-bench-'));
  const path = join(dir, 'bench.sqlite');
  const store = openStore(path);
  try {
    return run(store, path);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function benchPorts(report: Report, size: BenchSize): void {
  report.section('Store: port name search and nearest-10 over ~3,700 ports (SQLite FTS5 / R*Tree vs linear scan)');
  const quick = size === 'quick';
  const ports = syntheticPorts(quick ? 300 : 3700);
  const count = quick ? 50 : 1000;
  const rounds = quick ? 1 : ROUNDS;
  const random = seeded(11);
  const queries = Array.from({ length: count }, () => {
    const name = ports[Math.floor(random() * ports.length)]!.name;
    return fold(name).slice(0, 3 + Math.floor(random() * 3));
  });
  const points = Array.from({ length: count }, () => ({ latDeg: random() * 140 - 70, lonDeg: random() * 360 - 180 }));

  // The linear scan gets its folding done once up front, as the FTS index has.
  const folded = ports.map((port) => ({ port, words: fold(`${port.name} ${port.country}`).split(/[^\p{L}\p{N}]+/u) }));
  const scanAll = (query: string) => {
    const terms = query.split(/[^\p{L}\p{N}]+/u).filter((t) => t !== '');
    return folded.filter((f) => terms.every((t) => f.words.some((w) => w.startsWith(t))));
  };
  const scanSearch = (query: string) => scanAll(query).slice(0, 20);
  const idSet = (ids: number[]) => ids.sort((a, b) => a - b).join();
  const scanNearest = (p: { latDeg: number; lonDeg: number }) =>
    ports
      .map((port) => ({ port, distanceM: greatCircleM(p.latDeg, p.lonDeg, port.latitude, port.longitude) }))
      .sort((a, b) => a.distanceM - b.distanceM)
      .slice(0, 10);

  withTempStore((store) => {
    const t0 = performance.now();
    store.ports.sync(ports, 1_780_000_000);
    report.row('sync of the catalogue (one transaction), ms', fmt(performance.now() - t0, 1));

    const mismatches = queries.filter(
      (q) => idSet(store.ports.search(q, 10_000).map((p) => p.id)) !== idSet(scanAll(q).map((f) => f.port.id)),
    ).length;
    const nearMismatches = points.filter(
      (p) =>
        store.ports
          .nearest(p.latDeg, p.lonDeg, 10)
          .map((n) => n.port.id)
          .join() !==
        scanNearest(p)
          .map((n) => n.port.id)
          .join(),
    ).length;
    report.row(
      'answers differing from the scan (search / nearest)',
      `${mismatches} / ${nearMismatches} of ${fmt(count, 0)}`,
    );

    const search = perCallMs(queries, (q) => store.ports.search(q), rounds);
    const scanS = perCallMs(queries, scanSearch, rounds);
    const near = perCallMs(points, (p) => store.ports.nearest(p.latDeg, p.lonDeg, 10), rounds);
    const scanN = perCallMs(points, scanNearest, rounds);
    const line = (t: number[]) => `p50 ${fmt(quantile(t, 0.5), 3)}  p99 ${fmt(quantile(t, 0.99), 3)}`;
    report.row('timing', `${fmt(count, 0)} different queries per pass, best pass (by p99) of ${rounds}`);
    report.row('name search (20 best), ms', line(search));
    report.row('name search, linear scan in JS, ms', line(scanS));
    report.row('nearest-10, ms', line(near));
    report.row('nearest-10, linear scan in JS, ms', line(scanN));
    report.target(
      'port name search p99 under 1 ms',
      quantile(search, 0.99) < 1,
      `${fmt(quantile(search, 0.99), 3)} ms`,
    );
    report.target('nearest-10 p99 under 1 ms', quantile(near, 0.99) < 1, `${fmt(quantile(near, 0.99), 3)} ms`);
  });
}

const MEMBERS = 51;
const STEPS = 720;
const ELEMENTS = [
  { id: 'windspeed', unit: 'kn', level: '10m', base: 15, swing: 10 },
  { id: 'windgusts', unit: 'kn', level: '10m', base: 22, swing: 14 },
  { id: 'winddirection', unit: 'deg', level: '10m', base: 180, swing: 90 },
  { id: 'waveheight_significant', unit: 'm', level: null, base: 2, swing: 1.5 },
  { id: 'pressure_msl', unit: 'hPa', level: null, base: 1013, swing: 15 },
  { id: 'temperature', unit: 'degC', level: '2m', base: 15, swing: 8 },
];

/**
 * A month of hourly steps along a track: each member a random walk around a shared signal
 * that spreads with lead time, values at 0.01 resolution (as the service sends them), and a
 * few gaps (NaN) where a member has no value.
 */
export function syntheticSnapshot(): { input: ForecastSnapshotInput; doubles: Float64Array } {
  const random = seeded(7);
  const doubles = new Float64Array(MEMBERS * ELEMENTS.length * STEPS);
  ELEMENTS.forEach((element, e) => {
    for (let m = 0; m < MEMBERS; m++) {
      let walk = 0;
      for (let s = 0; s < STEPS; s++) {
        walk += (random() - 0.5) * element.swing * 0.05 * (1 + (3 * s) / STEPS);
        const value = element.base + element.swing * Math.sin(s / 30 + e) + walk;
        doubles[(m * ELEMENTS.length + e) * STEPS + s] = random() < 0.001 ? NaN : Math.round(value * 100) / 100;
      }
    }
  });
  const grid: ForecastGrid = {
    members: Array.from({ length: MEMBERS }, (_, m) => `member${m}`),
    elements: ELEMENTS.map(({ id, unit, level }) => ({ id, unit, level })),
    timesUtc: new Float64Array(STEPS).map((_, s) => 1_780_000_000 + s * 3600),
    latDeg: new Float64Array(STEPS).map((_, s) => 51.9 - s * 0.02),
    lonDeg: new Float64Array(STEPS).map((_, s) => 3.9 - s * 0.1),
    values: new Float32Array(doubles),
  };
  const input: ForecastSnapshotInput = {
    voyageId: null,
    revision: null,
    kind: 'ensemble-route',
    request: {
      endpoint: 'weather.ensemble.route',
      params: { model: 'ecmwf_ens', elements: ELEMENTS.map((e) => e.id).join(',') },
    },
    modelRuns: { ecmwf_ens: 1_779_991_200 },
    fetchedAtUtc: 1_780_000_000,
    credits: 306,
    source: 'demo',
    grid,
  };
  return { input, doubles };
}

/** The same snapshot as one JSON text: plain number arrays (null for no value), values as received. */
function asJson(input: ForecastSnapshotInput, doubles: Float64Array): string {
  const numbers = (array: ArrayLike<number>) => Array.from(array, (v) => (Number.isNaN(v) ? null : v));
  const { grid, ...meta } = input;
  return JSON.stringify({
    ...meta,
    grid: {
      members: grid.members,
      elements: grid.elements,
      timesUtc: numbers(grid.timesUtc),
      latDeg: numbers(grid.latDeg),
      lonDeg: numbers(grid.lonDeg),
      values: numbers(doubles),
    },
  });
}

export function benchSnapshots(report: Report, size: BenchSize): void {
  report.section('Store: forecast snapshot of 51 members × 720 steps × 6 elements (Float32, shuffled + deflated)');
  const { input, doubles } = syntheticSnapshot();
  withTempStore((store, path) => {
    const ids: number[] = [];
    const [runs, warmup] = size === 'quick' ? [2, 0] : [30, 5];
    const save = timeRuns(() => ids.push(store.forecasts.save(input)), runs, warmup);
    const id = ids[ids.length - 1]!;
    const load = timeRuns(() => keep(store.forecasts.load(id)), runs, warmup);

    const db = new Database(path, { readonly: true });
    const stored = db
      .prepare(
        'SELECT length(params_json) + length(model_runs_json) + length(header_json) + length(axes) + length(values_blob) + length(kind) + length(endpoint) + length(request_key) FROM forecast_snapshots WHERE id = ?',
      )
      .pluck()
      .get(id);
    db.close();
    const storedBytes = typeof stored === 'number' ? stored : NaN;
    const jsonBytes = Buffer.byteLength(asJson(input, doubles));
    const ratio = storedBytes / jsonBytes;

    const loaded = store.forecasts.load(id)!;
    const exact = loaded.grid.values.every(
      (v, i) => Object.is(v, input.grid.values[i]) || (Number.isNaN(v) && Number.isNaN(input.grid.values[i]!)),
    );
    report.row('values round-trip bit-exact (Float32, NaN kept)', exact ? 'yes' : 'NO');
    report.row('save, median ms', `${fmt(save.medianMs, 2)}  (p99 ${fmt(save.p99Ms, 2)})`);
    report.row('load, median ms', `${fmt(load.medianMs, 2)}  (p99 ${fmt(load.p99Ms, 2)})`);
    report.row(
      'stored bytes / same snapshot as JSON',
      `${fmt(storedBytes / 1024, 0)} KiB / ${fmt(jsonBytes / 1024, 0)} KiB = ${fmt(ratio * 100, 1)}%`,
    );
    report.row(
      'raw Float32 values alone would be',
      `${fmt((input.grid.values.byteLength / jsonBytes) * 100, 1)}% of the JSON`,
    );
    report.target('snapshot save at most 50 ms', save.medianMs <= 50, `${fmt(save.medianMs, 2)} ms median`);
    report.target('snapshot load at most 20 ms', load.medianMs <= 20, `${fmt(load.medianMs, 2)} ms median`);
    report.target('snapshot bytes at most 40% of JSON', ratio <= 0.4, `${fmt(ratio * 100, 1)}%`);
  });
}
