// Weather routing with a hull (issue 29): the dangerous zones of IMO MSC.1/Circ.1228 priced at
// every sub-step searched (shared/routing/dangerous-seas.ts), the least-time search then run as a
// priced one. routing.optimise through the backend against the demo service, as `passage optimise
// --demo --length-m … ` and the routing panel with a hull in the profile make it. Baseline in the
// same run: the same routing without a hull. Both are timed from stored answers (a first run of
// each stores them: the hull's wave answers carry the mean period, so they are not the others'),
// so the figures are the search's, not the network's; wall and main-thread CPU (other work on a
// shared machine stretches the wall clock, not the CPU).
// The two routes need not be least time, nor the hull's the longer: when no route keeps the
// limits from the departure (the transatlantic one in winter, usually), both are the soft limits'
// route (electron/backend/app/routing/soft-route.ts), without a hull the least hours + a day × the
// limits' excess, with it + a day × (excess + hours in a zone). Departing 2026-12-01 the hull's
// was 3.5 h the shorter (257.3 h against 260.8 h): 2.1 more of excess bought 8.7 fewer zone
// hours; with no limits the least time was 245.6 h and the hull's priced route 255.1 h.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OptimisedRoute } from '../shared/ipc';
import { createBackend } from '../electron/backend';
import { fakeHost } from '../test/electron/backend/app/helpers';
import { SOFT_COST_PRICE_H } from '../shared/routing/dangerous-seas';
import { fmt, type BenchSize, type Report } from './harness';
import { call, tomorrowSixUtc } from './routing-demo';

/**
 * The longest a navigator waits at the routing panel for a transatlantic route before doing
 * something else: a minute, three times the demo's click to result without a hull (routing-demo.ts).
 */
const TARGET_S = 60;
/**
 * The hull's price over the search without one: each sub-step judges 51 members' seas on its
 * heading, and a priced search settles more nodes than a least-time one. 6× keeps a passage the
 * router answers in 10 s (bench/routing.ts's target) within the minute above.
 */
const TARGET_RATIO = 6;
const BISHOP_ROCK = { lat: 49.87, lon: -6.45 };
const AMBROSE = { lat: 40.45, lon: -73.8 };
/** Quick runs (CI) go across the Channel approaches to Ushant: every code path, a few dozen places. */
const USHANT = { lat: 48.45, lon: -5.3 };
/** The README's seakeeping example: a Handymax bulk carrier (shared/routing/hull.ts's typical one), GM 2 m. */
const HULL = { lengthM: 187, beamM: 32.26, gmM: 2, draughtM: 12.8 };

interface Run {
  readonly answer: OptimisedRoute;
  readonly wallS: number;
  readonly cpuS: number;
}

export async function benchRoutingHull(report: Report, size: BenchSize): Promise<void> {
  const quick = size === 'quick';
  const to = quick ? USHANT : AMBROSE;
  const passage = `Bishop Rock → ${quick ? 'Ushant' : 'Ambrose'}`;
  report.section(
    `Weather routing with a hull (MSC.1/Circ.1228 zones priced): ${passage}${quick ? ' (quick)' : ''}, demo, answers stored, against the same without a hull`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'passage-bench-routing-hull-'));
  const backend = await createBackend({ dataDir: dir, demoOnWorker: true, host: fakeHost() });
  try {
    await call(backend, 'demo.enable', {});
    const plain = {
      from: BISHOP_ROCK,
      to,
      departUtc: tomorrowSixUtc(),
      speedKn: 14,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
    };
    const withHull = { ...plain, hull: HULL };
    const run = async (taskId: string, request: typeof plain): Promise<Run> => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await call(backend, 'routing.optimise', { taskId, ...request });
      const wallS = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      return { answer, wallS, cpuS: (cpu.user + cpu.system) / 1e6 };
    };
    // The first runs fetch (and search): what the navigator waits for the first time.
    const firstPlain = await run('first-plain', plain);
    const firstHull = await run('first-hull', withHull);
    const base = await run('plain', plain);
    const hull = await run('hull', withHull);
    for (const [label, r] of [
      ['without a hull, first run (fetch + search)', firstPlain],
      ['with the hull, first run (fetch + search)', firstHull],
    ] as const) {
      report.row(label, `${fmt(r.wallS, 1)} s, ${r.answer.creditsSpent} credits`);
    }
    for (const [label, r] of [
      ['without a hull, stored (baseline)', base],
      ['with the hull, stored', hull],
    ] as const) {
      const o = r.answer.optimised;
      report.row(
        `${label}: wall, CPU`,
        `${fmt(r.wallS, 1)} s, ${fmt(r.cpuS, 1)} s CPU (${r.answer.creditsSpent} credits, method ${r.answer.method})`,
      );
      const zones = o.dangerHours === undefined ? '' : `, ${fmt(o.dangerHours, 1)} h in a zone`;
      report.row(
        `${label}: route`,
        `${fmt(o.durationS / 3600, 1)} h, ${r.answer.route.waypoints.length} waypoints, ${r.answer.route.waypoints.filter((w) => w.gain?.danger).length} turn(s) keeping out of a zone${zones}; ${searchedFor(r.answer, r === hull)}`,
      );
    }
    const wallRatio = hull.wallS / base.wallS;
    const cpuRatio = hull.cpuS / base.cpuS;
    report.row('with the hull against without', `${fmt(wallRatio, 1)}× wall, ${fmt(cpuRatio, 1)}× CPU`);
    report.target(
      `${passage} with a hull, from stored answers, ≤ ${TARGET_S} s`,
      !quick && hull.wallS <= TARGET_S,
      `${fmt(hull.wallS, 1)} s (${fmt(hull.cpuS, 1)} s CPU)`,
    );
    report.target(
      `the hull's search ≤ ${TARGET_RATIO}× the search without one (CPU)`,
      !quick && cpuRatio <= TARGET_RATIO,
      `${fmt(cpuRatio, 1)}× (wall ${fmt(wallRatio, 1)}×)`,
    );
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the route minimised, in words: least time only without limits broken and without a hull. */
function searchedFor(answer: OptimisedRoute, withHull: boolean): string {
  const price = `${SOFT_COST_PRICE_H} h`;
  if (answer.softLimits === null) return withHull ? `least hours + ${price} × zone hours` : 'least time';
  return `limits not kept: least hours + ${price} × ${withHull ? '(excess + zone hours)' : 'excess'}`;
}
