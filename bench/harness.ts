// A small benchmark harness: repeated timed runs, medians and percentiles, and a report of
// figures against targets. Numbers are printed, never asserted by unit tests.

export interface Timing {
  /** Median of the per-run times, milliseconds. */
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly runs: number;
}

/** Runs `fn` `warmup` times untimed, then `runs` times, and returns the per-run statistics. */
export function timeRuns(fn: () => void, runs: number, warmup = Math.min(20, runs)): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { medianMs: quantile(times, 0.5), p99Ms: quantile(times, 0.99), runs };
}

/** Calls per second of `fn(i)` over at least `minMs` of wall time (after a warm-up). */
export function callsPerSecond(fn: (i: number) => unknown, minMs = 400): number {
  let sink: unknown;
  for (let i = 0; i < 20_000; i++) sink = fn(i);
  let calls = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 10_000; i++) sink = fn(calls + i);
    calls += 10_000;
    elapsed = performance.now() - t0;
  }
  keep(sink);
  return (calls / elapsed) * 1000;
}

/**
 * Calls per second of two functions measured in alternating rounds (a, b, a, b, ...), each
 * figure the median of its rounds: garbage collection and JIT tiering then hit both sides
 * alike instead of whichever happened to run second.
 */
export function compareRates(
  a: (i: number) => unknown,
  b: (i: number) => unknown,
  rounds = 9,
  roundMs = 150,
): { a: number; b: number } {
  const ra: number[] = [];
  const rb: number[] = [];
  for (let r = 0; r < rounds; r++) {
    ra.push(callsPerSecond(a, roundMs));
    rb.push(callsPerSecond(b, roundMs));
  }
  ra.sort((x, y) => x - y);
  rb.sort((x, y) => x - y);
  return { a: quantile(ra, 0.5), b: quantile(rb, 0.5) };
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

let blackhole: unknown;
/** Keeps a result alive so the optimiser cannot drop the work that made it. */
export function keep(value: unknown): void {
  blackhole = value;
}
export function _blackhole(): unknown {
  return blackhole;
}

export interface Target {
  readonly label: string;
  readonly met: boolean;
  readonly detail: string;
}

/** Marks the line a section process ends with, carrying its targets to the parent. */
export const TARGETS_MARK = '@@targets ';

/**
 * How big a section's run is: 'full' measures; 'quick' (CI) runs every code path at small sizes
 * to prove the section still works, and its figures mean nothing.
 */
export type BenchSize = 'full' | 'quick';

/** What a section writes: rows as it goes, and its targets as one JSON line at the end. */
export class Report {
  readonly targets: Target[] = [];

  constructor(private readonly size: BenchSize = 'full') {}

  section(title: string): void {
    console.log(`\n## ${title}`);
  }

  row(label: string, value: string): void {
    console.log(`  ${label.padEnd(56)} ${value}`);
  }

  target(label: string, met: boolean, detail: string): void {
    this.targets.push({ label, met, detail });
    const verdict = this.size === 'quick' ? 'quick ' : met ? 'MET   ' : 'MISSED';
    console.log(`  ${verdict} ${label}: ${detail}`);
  }
}

export function fmt(n: number, digits = 2): string {
  return n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
