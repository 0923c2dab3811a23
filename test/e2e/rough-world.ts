// A demo world with weather above a vessel's wind limit somewhere on a passage now, for the tests
// that show limits exceeded (marks in the weather table, "above … forecast" in the summary). The
// demo world is a function of its seed and the clock: on seed 1 a North Atlantic passage has no
// wind above 34 kn in about half the weeks of a year (most of the summer), so a test that needs
// it picks the first seed whose deterministic forecast blows well above the limit on the passage,
// sailed as the app will schedule it.
import { PRODUCT_MODEL_ID } from '../../electron/sandbox/weather/products/field';
import type { WorldClock } from './world-clock';
import { getWeatherWorld } from '../../electron/sandbox/weather/world';
import { MS_PER_KN } from '../../shared/domain/units';
import type { Position } from '../../shared/domain/position';
import { scheduledPositionAt, scheduleVoyage } from '../../shared/schedule';

const H = 3600;
/** Above the limit by this much, kn: the app's steps fall on the hour, not on the samples here. */
const MARGIN_KN = 5;
/** At this many sampled hours at least: one gust of a front is not a passage above its limit. */
const MIN_HOURS = 3;

export interface RoughPassage {
  readonly waypoints: readonly Position[];
  readonly speedKn: number;
  readonly windLimitKn: number;
}

/** Hours of the passage (departing at `departureUtc`) with 10 m wind above limit + margin, in the run of `runUtc`. */
function roughHours(seed: number, passage: RoughPassage, departureUtc: number, runUtc: number): number {
  const world = getWeatherWorld(seed);
  const schedule = scheduleVoyage({
    waypoints: passage.waypoints.map((position, i) => ({ name: `WP ${i + 1}`, position })),
    speedsKn: [passage.speedKn],
    departureUtc,
  });
  const arrivalUtc = schedule.waypoints[schedule.waypoints.length - 1]!.etaUtc;
  let hours = 0;
  for (let t = departureUtc; t <= arrivalUtc; t += H) {
    const at = scheduledPositionAt(schedule, t);
    if (at === null) continue;
    const { lat, lon } = at.position;
    const mps = world.sample({ element: 'windspeed', level: '10m', lat, lon, timeUtc: t, runUtc }) ?? 0;
    if (mps / MS_PER_KN >= passage.windLimitKn + MARGIN_KN) hours += 1;
  }
  return hours;
}

/**
 * The first seed from 1 whose demo world forecasts wind above the limit (by MARGIN_KN, for
 * MIN_HOURS or more) on the passage departing at the next whole hour or the one after (the test
 * may start its voyage after an hour turns) by the wall clock `wallUtc`, in the run latest at
 * the world's `clock` (world-clock.ts: no new run due while the test runs).
 */
export function roughWorld(passage: RoughPassage, wallUtc: number, clock: WorldClock): number {
  const departures = [Math.ceil(wallUtc / H) * H, Math.ceil(wallUtc / H) * H + H];
  for (let seed = 1; seed < 500; seed++) {
    const world = getWeatherWorld(seed);
    const run = world.latestRun(world.model(PRODUCT_MODEL_ID), clock.nowUtc);
    if (departures.every((d) => roughHours(seed, passage, d, run) >= MIN_HOURS)) return seed;
  }
  throw new Error(`no seed below 500 blows above ${passage.windLimitKn} kn on the passage now`);
}
