// The departure sweep's analysis (issue 16): 28 departures (every 6 h over 7 days) × 51 members
// of a 30-day voyage, once the ensemble answers are in, against one departure in the same run.
import { DEFAULT_VESSEL_LIMITS } from '../shared/domain/voyage';
import { sweepDepartures, type MemberLookup, type SweepInput } from '../shared/forecast/departure-sweep';
import { placesNeeded, sweepPlaces, type SweepVoyage } from '../shared/forecast/sweep-steps';
import { rankDepartures } from '../shared/forecast/departure-rank';
import { arrivalProblems } from '../shared/forecast/departure-constraints';
import { analyseDepartures } from '../electron/backend/app/departures/analyse';
import { stormPasses } from '../electron/backend/app/departures/storm-passes';
import { activeStorms } from '../electron/sandbox/storms/storms';
import { fmt, keep, timeRuns, type BenchSize, type Report } from './harness';

const MEMBERS = 51;
const STEP_H = 3;
const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;

/** Twelve ~720 NM legs zig-zagging east near the equator (synthetic: land ignored), a 12 h stay halfway: 30 days at 12 kn. */
function benchVoyage(legs: number): SweepVoyage {
  const waypoints = Array.from({ length: legs + 1 }, (_, i) => ({
    id: `w${i}`,
    name: `WP${i + 1}`,
    position: { lat: i % 2 ? 4 : -2, lon: -170 + i * 10.4 },
    legGeometry: i % 3 ? ('rhumb' as const) : ('greatCircle' as const),
  }));
  return { route: { name: 'bench', waypoints }, speedsKn: [12], staysS: { [String(legs >> 1)]: 12 * 3600 } };
}

/**
 * The stored answers: per place, per quantity, members × steps of the whole horizon in one
 * Float32Array (as the cache would hold them), a smooth synthetic field read by subarray.
 */
function answers(placeKeys: readonly string[], firstUtc: number, steps: number): MemberLookup {
  const stepS = STEP_H * 3600;
  const store = new Map<string, { wind: Float32Array; gust: Float32Array; hs: Float32Array }>();
  placeKeys.forEach((key, p) => {
    const wind = new Float32Array(steps * MEMBERS);
    const gust = new Float32Array(steps * MEMBERS);
    const hs = new Float32Array(steps * MEMBERS);
    for (let s = 0; s < steps; s++) {
      for (let m = 0; m < MEMBERS; m++) {
        const w = 18 + 12 * Math.sin(p / 17 + s / 9 + m / 13) + (m % 7);
        wind[s * MEMBERS + m] = w;
        gust[s * MEMBERS + m] = w * 1.35;
        hs[s * MEMBERS + m] = w / 9;
      }
    }
    store.set(key, { wind, gust, hs });
  });
  return (key, timeUtc) => {
    const at = store.get(key);
    const s = (timeUtc - firstUtc) / stepS;
    if (at === undefined || s < 0 || s >= steps) return { wind: null, gust: null, hs: null };
    const from = s * MEMBERS;
    return {
      wind: at.wind.subarray(from, from + MEMBERS),
      gust: at.gust.subarray(from, from + MEMBERS),
      hs: at.hs.subarray(from, from + MEMBERS),
    };
  };
}

export function benchDepartureSweep(report: Report, size: BenchSize): void {
  report.section('Departure sweep: 28 departures × 51 members, 30-day voyage, after the answers are in');
  const quick = size === 'quick';
  const voyage = benchVoyage(quick ? 2 : 12);
  const departuresUtc = Array.from({ length: quick ? 4 : 28 }, (_, i) => DEPART + i * 6 * 3600);
  const places = sweepPlaces(voyage, STEP_H);
  const [probe] = sweepDepartures({
    voyage,
    departuresUtc: [DEPART],
    places,
    lookup: () => ({ wind: null, gust: null, hs: null }),
    limits: DEFAULT_VESSEL_LIMITS,
    stepH: STEP_H,
  });
  const durationS = probe!.arrivalUtc - probe!.departureUtc;
  const steps = Math.ceil((departuresUtc[departuresUtc.length - 1]! - DEPART + durationS) / (STEP_H * 3600)) + 2;
  const lookup = answers(
    places.map((p) => p.key),
    DEPART,
    steps,
  );
  const input = (ds: readonly number[]): SweepInput => ({
    voyage,
    departuresUtc: ds,
    places,
    lookup,
    limits: DEFAULT_VESSEL_LIMITS,
    stepH: STEP_H,
  });
  const rows = sweepDepartures(input(departuresUtc));
  report.row(
    'voyage',
    `${fmt(durationS / 86400, 1)} days, ${places.length} places (the ship every ${STEP_H} h), ${steps} stored steps each`,
  );
  report.row(
    'departures covered whole',
    `${rows.filter((r) => r.covered).length} of ${rows.length}; safest first departs ${new Date(rankDepartures(rows, { rank: 'safest' })[0]!.departureUtc * 1000).toISOString()}`,
  );
  // What a 7-day sweep asks against one forecast run departing first, both within the ensemble's
  // reach counted from one step before the first departure (plan.ts's bounds): the credits ratio.
  const withinUtc = { fromUtc: DEPART - 2 * STEP_H * 3600, toUtc: DEPART + (240 - 12 - STEP_H) * 3600 };
  const needed = (ds: readonly number[]) =>
    placesNeeded({ voyage, departuresUtc: ds, places, stepH: STEP_H, withinUtc }).length;
  const sweepAsks = needed(departuresUtc);
  const runAsks = needed([DEPART]);
  report.row(
    'ensemble answers read (places within reach)',
    `${sweepAsks} for ${departuresUtc.length} departures, ${runAsks} for one run (${fmt(sweepAsks / runAsks, 2)}×)`,
  );
  report.target(
    'a 7-day sweep asks at most 1.1 × one forecast run',
    sweepAsks <= 1.1 * runAsks,
    `${fmt(sweepAsks / runAsks, 2)}×`,
  );
  const runs = quick ? 2 : 30;
  const one = timeRuns(() => keep(sweepDepartures(input([DEPART]))), runs * 4, quick ? 0 : 20);
  const all = timeRuns(
    () => keep(rankDepartures(sweepDepartures(input(departuresUtc)), { rank: 'balanced' })),
    runs,
    quick ? 0 : 5,
  );
  report.row('median ms, one departure (baseline)', fmt(one.medianMs, 3));
  report.row(
    `median ms, ${departuresUtc.length} departures swept and ranked`,
    `${fmt(all.medianMs, 3)}  (${fmt(all.medianMs / one.medianMs, 1)}× one departure; p99 ${fmt(all.p99Ms, 3)})`,
  );
  // The backend's whole analysis: the core above, then each storm's closest approach for each
  // departure (hourly positions), the arrival constraints (daylight at the destination), the
  // ranking and the words, with the demo world's storms of that day.
  const storms = { storms: activeStorms(1, DEPART), fetchedAtUtc: DEPART };
  const window = {
    fromUtc: DEPART,
    toUtc: departuresUtc[departuresUtc.length - 1]!,
    everyH: 6,
    arriveInDaylight: true,
  };
  const whole = timeRuns(
    () =>
      keep(
        analyseDepartures({
          voyage,
          window,
          departuresUtc,
          places,
          lookup,
          limits: DEFAULT_VESSEL_LIMITS,
          rank: 'balanced',
          storms: (ds, durationS) => stormPasses(voyage, ds, durationS, storms),
          arrivalProblems,
        }),
      ),
    runs,
    quick ? 0 : 5,
  );
  report.row(
    `median ms, the backend's whole analysis (${storms.storms.length} storm${storms.storms.length === 1 ? '' : 's'}, daylight, words)`,
    `${fmt(whole.medianMs, 3)}  (p99 ${fmt(whole.p99Ms, 3)})`,
  );
  report.target(
    `${departuresUtc.length} departures × ${MEMBERS} members analysed in at most 1 s`,
    whole.medianMs <= 1000,
    `${fmt(whole.medianMs, 1)} ms median, storms and words included`,
  );
}
