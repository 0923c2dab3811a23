// Model runs: every 6 hours (00, 06, 12, 18 UTC), each available `delayH` hours after its
// nominal time, and kept for 10 days; `runtime` is 'latest' or one of those runs.
import { SandboxBadRequest } from '../../contract';
import type { ModelInfo } from '../types';

export const RUN_INTERVAL_S = 6 * 3600;
/** How far back explicit runs are kept, seconds. */
export const RUN_RETENTION_S = 10 * 86_400;

/** The newest run of `model` whose data is out at `nowUtc`. */
export function latestRun(model: ModelInfo, nowUtc: number): number {
  return Math.floor((nowUtc - model.delayH * 3600) / RUN_INTERVAL_S) * RUN_INTERVAL_S;
}

/** Every run a caller may ask for at `nowUtc`, oldest first (the catalogue's `runtimes`). */
export function availableRuns(model: ModelInfo, nowUtc: number): number[] {
  const latest = latestRun(model, nowUtc);
  const runs: number[] = [];
  for (let run = oldestKept(latest); run <= latest; run += RUN_INTERVAL_S) runs.push(run);
  return runs;
}

function oldestKept(latest: number): number {
  return Math.ceil((latest - RUN_RETENTION_S) / RUN_INTERVAL_S) * RUN_INTERVAL_S;
}

export function resolveRun(model: ModelInfo, runtime: 'latest' | number, nowUtc: number): number {
  const latest = latestRun(model, nowUtc);
  if (runtime === 'latest') return latest;
  const iso = (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
  if (runtime % RUN_INTERVAL_S !== 0) {
    throw new SandboxBadRequest(
      'runtime',
      `${runtime} (${iso(runtime)}) is not a run of ${model.id}: runs start at 00, 06, 12 and 18 UTC`,
    );
  }
  if (runtime > latest) {
    throw new SandboxBadRequest(
      'runtime',
      `run ${iso(runtime)} of ${model.id} is not available yet; the latest is ${iso(latest)}`,
    );
  }
  if (runtime < oldestKept(latest)) {
    throw new SandboxBadRequest(
      'runtime',
      `run ${iso(runtime)} of ${model.id} is older than the 10 days kept; the oldest is ${iso(oldestKept(latest))}`,
    );
  }
  return runtime;
}
