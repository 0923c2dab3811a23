// Weather routing end to end in demo mode (issue 28: "Bishop Rock → Ambrose in demo, click to
// result ≤ 20 s"): routing.estimate then routing.optimise through the backend, as `passage
// optimise --demo` and the routing panel make them, against the demo service on a worker thread
// as those commands start it. Times the whole run, the fetch of the ensemble over the mesh (per
// request), and the main thread's CPU (other work on a shared machine stretches the wall clock,
// not the CPU; the demo service's own is on its thread); the credits said
// before and spent after. Baseline in the same run: the same routing again, every answer stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcMethod, IpcOutput, ProgressEvent } from '../shared/ipc';
import { createBackend, type Backend } from '../electron/backend';
import { callMethod } from '../electron/backend/rpc/call-method';
import { fakeHost } from '../test/electron/backend/app/helpers';
import { fmt, type BenchSize, type Report } from './harness';

const TARGET_S = 20;
const BISHOP_ROCK = { lat: 49.87, lon: -6.45 };
const AMBROSE = { lat: 40.45, lon: -73.8 };
/** Quick runs (CI) go across the Channel approaches to Ushant: every code path, a few dozen places. */
const USHANT = { lat: 48.45, lon: -5.3 };

export async function call<M extends IpcMethod>(backend: Backend, method: M, input: unknown): Promise<IpcOutput<M>> {
  const result = await callMethod(method, input, { backend: backend.api, secrets: async () => [] });
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

interface RunTimings {
  readonly estimateCredits: number;
  readonly requests: number;
  readonly spentCredits: number;
  readonly totalS: number;
  /** From the call to the progress event that the search began. */
  readonly fetchS: number;
  readonly cpuS: number;
}

/** Tomorrow 06:00Z, as the command line departs. */
export function tomorrowSixUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6) / 1000;
}

export async function benchRoutingDemo(report: Report, size: BenchSize): Promise<void> {
  const quick = size === 'quick';
  const to = quick ? USHANT : AMBROSE;
  report.section(
    `Weather routing in demo, end to end: Bishop Rock → ${quick ? 'Ushant (quick)' : 'Ambrose'}, estimate + optimise through the backend`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'passage-bench-routing-demo-'));
  let searchStarted = Number.NaN;
  const host = fakeHost();
  const backend = await createBackend({
    dataDir: dir,
    demoOnWorker: true,
    host: {
      ...host,
      reportProgress: (event: ProgressEvent) => {
        if (Number.isNaN(searchStarted) && event.total > 0 && event.done === event.total)
          searchStarted = performance.now();
      },
    },
  });
  try {
    await call(backend, 'demo.enable', {});
    const request = {
      from: BISHOP_ROCK,
      to,
      departUtc: tomorrowSixUtc(),
      speedKn: 14,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
    };
    const run = async (taskId: string): Promise<RunTimings> => {
      const estimate = await call(backend, 'routing.estimate', request);
      searchStarted = Number.NaN;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const result = await call(backend, 'routing.optimise', { taskId, ...request });
      const t1 = performance.now();
      const cpu = process.cpuUsage(cpu0);
      return {
        estimateCredits: estimate.credits,
        requests: estimate.requests,
        spentCredits: result.creditsSpent,
        totalS: (t1 - t0) / 1000,
        fetchS: ((Number.isNaN(searchStarted) ? t1 : searchStarted) - t0) / 1000,
        cpuS: (cpu.user + cpu.system) / 1e6,
      };
    };
    const first = await run('first');
    const again = await run('again');
    for (const [label, t] of [
      ['first run', first],
      ['stored again (baseline)', again],
    ] as const) {
      report.row(
        `${label}: credits said before / spent after`,
        `${t.estimateCredits} / ${t.spentCredits} (${t.requests} requests)`,
      );
      report.row(`${label}: wall, of which fetching`, `${fmt(t.totalS, 1)} s, ${fmt(t.fetchS, 1)} s`);
      report.row(`${label}: CPU`, `${fmt(t.cpuS, 1)} s`);
    }
    report.row(
      'first run: fetching per request (wall)',
      `${fmt((1000 * first.fetchS) / Math.max(1, first.requests), 1)} ms`,
    );
    report.row('first run against the stored run', `${fmt(first.totalS / again.totalS, 1)}×`);
    report.target(
      `Bishop Rock → ${quick ? 'Ushant' : 'Ambrose'} in demo, click to result ≤ ${TARGET_S} s`,
      !quick && first.totalS <= TARGET_S,
      `${fmt(first.totalS, 1)} s (${fmt(first.cpuS, 1)} s CPU), ${first.spentCredits} credits`,
    );
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
