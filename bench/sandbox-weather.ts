// The sandbox's shipping route forecast (spec §4.3): a 30-day voyage at hourly steps with the
// eight elements it answers, timed through the handler as the server calls it.
import { endpoints } from '../shared/api/request/endpoints';
import { weatherHttpHandlers } from '../electron/sandbox/weather/handlers';
import type { SandboxEnv } from '../electron/sandbox/contract';
import { fmt, keep, timeRuns, type BenchSize, type Report } from './harness';

const NOW = Date.UTC(2026, 11, 1, 6, 17) / 1000;
const SPEED_KN = 10;

/** 20 waypoints across the Atlantic, Indian Ocean and into the Pacific: about 30 days at 10 kn. */
function benchRoute(): { lats: number[]; lons: number[] } {
  const lats: number[] = [];
  const lons: number[] = [];
  for (let i = 0; i < 20; i++) {
    lats.push(40 - i * 4.2 + 3 * Math.sin(i));
    lons.push(-60 + i * 5.7);
  }
  return { lats, lons };
}

export function benchShippingRoute(report: Report, size: BenchSize): void {
  report.section('Sandbox: shipping route, 30 days hourly, 8 elements');
  const handler = weatherHttpHandlers['marine.shipping.route'];
  if (handler === undefined) throw new Error('the weather handlers have no shipping route');
  const params = endpoints['marine.shipping.route'].params.parse({ ...benchRoute(), speeds: [SPEED_KN], start: NOW });
  // Cold: a new seed each run, so nothing of the world is cached but the land mask. Warm: the
  // same world, the clock moving an hour each run (four runs a day), as a server answering many
  // routes sees it: the systems of a run are shared by every route.
  let seed = 100;
  const cold = (): SandboxEnv => ({ seed: seed++, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:0' });
  let hour = 0;
  const warm = (): SandboxEnv => ({ seed: 1, nowUtc: () => NOW + 3600 * (hour++ % 24), baseUrl: 'http://127.0.0.1:0' });
  const first = handler(params, warm());
  if (first instanceof Promise) throw new Error('the shipping route handler is expected to answer synchronously');
  const days = (first.points.at(-1)!.time - first.start) / 86_400;
  report.row('route', `${first.points.length} points, ${fmt(days, 1)} days, ${first.elements.length} elements`);
  const [runs, warmup] = size === 'quick' ? [2, 0] : [50, 5];
  const coldTiming = timeRuns(() => keep(handler(params, cold())), runs, warmup);
  const warmTiming = timeRuns(() => keep(handler(params, warm())), runs, warmup);
  report.row('median ms (p99), new world each run', `${fmt(coldTiming.medianMs, 2)} (${fmt(coldTiming.p99Ms, 2)})`);
  report.row(
    'median ms (p99), one world, hourly clock',
    `${fmt(warmTiming.medianMs, 2)} (${fmt(warmTiming.p99Ms, 2)})`,
  );
  report.target(
    'shipping route (30 days, 8 elements) at most 50 ms, new world',
    coldTiming.medianMs <= 50,
    `${fmt(coldTiming.medianMs, 2)} ms median`,
  );
}
