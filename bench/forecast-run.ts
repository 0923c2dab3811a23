// forecasts.run in the backend (Node, no browser) for a 30-day voyage with the ensemble: the
// first run, which buys every part from the in-process demo service, and unchanged re-runs
// answered from the store (target ≤ 1 s: a navigator re-running an unchanged voyage expects
// the stored forecast at once). Each call goes through callMethod, as both transports make it
// (input parsed, answer validated); the re-run is also timed with the get and list the UI
// makes after it. Baseline in the same run: a one-day voyage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcMethod, IpcOutput } from '../shared/ipc';
import type { Voyage } from '../shared/domain/voyage';
import { createBackend, type Backend } from '../electron/backend';
import { callMethod } from '../electron/backend/rpc/call-method';
import { fakeHost } from '../test/electron/backend/app/helpers';
import { fmt, quantile, type BenchSize, type Report } from './harness';
import { longPassage, nextHourUtc, shortPassage } from './ui/voyages';

const TARGET_MS = 1000;
const RERUNS = 7;
const options = { ensemble: true, storms: true };

async function call<M extends IpcMethod>(backend: Backend, method: M, input: unknown): Promise<IpcOutput<M>> {
  const result = await callMethod(method, input, { backend: backend.api, secrets: async () => [] });
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

interface VoyageTimings {
  readonly requests: number;
  readonly steps: number;
  readonly firstMs: number;
  /** Median of the stored re-runs: forecasts.run alone, and with the get and list after it. */
  readonly rerunMs: number;
  readonly rerunWithReadMs: number;
  /** Re-runs that did not return the first run's snapshot (something was bought or rebuilt). */
  readonly rebuilt: number;
  readonly rerunEstimateCredits: number;
}

async function timeVoyage(backend: Backend, voyage: Voyage, reruns: number): Promise<VoyageTimings> {
  const { id: voyageId } = await call(backend, 'voyages.save', { voyage });
  const estimate = await call(backend, 'forecasts.estimate', { voyageId, options });
  const first = await timed(() => call(backend, 'forecasts.run', { taskId: 'first', voyageId, options }));
  const snapshot = await call(backend, 'forecasts.get', { snapshotId: first.value.snapshotId });
  const again = await call(backend, 'forecasts.estimate', { voyageId, options });
  const runs: number[] = [];
  const withRead: number[] = [];
  let rebuilt = 0;
  for (let i = 0; i < reruns; i++) {
    const run = await timed(() => call(backend, 'forecasts.run', { taskId: `again-${i}`, voyageId, options }));
    const read = await timed(() =>
      Promise.all([
        call(backend, 'forecasts.get', { snapshotId: run.value.snapshotId }),
        call(backend, 'forecasts.list', { voyageId }),
      ]),
    );
    if (run.value.snapshotId !== first.value.snapshotId) rebuilt++;
    runs.push(run.ms);
    withRead.push(run.ms + read.ms);
  }
  const median = (xs: number[]): number =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  return {
    requests: estimate.requests.length,
    steps: snapshot.steps.length,
    firstMs: first.ms,
    rerunMs: median(runs),
    rerunWithReadMs: median(withRead),
    rebuilt,
    rerunEstimateCredits: again.credits,
  };
}

export async function benchForecastRun(report: Report, size: BenchSize): Promise<void> {
  report.section(
    'forecasts.run in the backend: first run and unchanged re-runs from the store (in-process demo service)',
  );
  const dir = mkdtempSync(join(tmpdir(), 'passage-bench-forecast-'));
  const backend = await createBackend({ dataDir: dir, host: fakeHost() });
  try {
    const departureUtc = nextHourUtc();
    const reruns = size === 'quick' ? 1 : RERUNS;
    const short = await timeVoyage(backend, shortPassage(departureUtc), reruns);
    // Quick: the one-day voyage in both places (buying a 30-day ensemble takes most of a minute).
    const long = await timeVoyage(backend, (size === 'quick' ? shortPassage : longPassage)(departureUtc), reruns);
    for (const [label, t] of [
      ['one-day voyage (baseline)', short],
      ['30-day voyage', long],
    ] as const) {
      report.row(`${label}: ${t.requests} requests, ${t.steps} steps, first run`, `${fmt(t.firstMs, 0)} ms`);
      report.row(
        `${label}: stored re-run median of ${reruns}`,
        `${fmt(t.rerunMs, 1)} ms (with get + list ${fmt(t.rerunWithReadMs, 1)} ms)`,
      );
    }
    report.row('30-day re-run against the one-day re-run', `${fmt(long.rerunMs / short.rerunMs, 1)}×`);
    const honest = long.rebuilt === 0 && long.rerunEstimateCredits === 0;
    if (!honest)
      report.row(
        '30-day re-runs not answered by the stored snapshot',
        `${long.rebuilt} of ${reruns} (estimate before them: ${long.rerunEstimateCredits} credits)`,
      );
    report.target(
      `stored re-run of an unchanged 30-day voyage (${long.requests} requests) ≤ ${fmt(TARGET_MS, 0)} ms`,
      honest && long.rerunMs <= TARGET_MS,
      `${fmt(long.rerunMs, 1)} ms median, ${fmt(long.rerunWithReadMs, 1)} ms with the snapshot read back${honest ? '' : '; the store did not answer every re-run'}`,
    );
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
