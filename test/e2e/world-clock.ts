// The demo world's clock for a test that runs its own world (world-instance.ts). The world is a
// function of the seed and the model run, and a new run comes out every 6 hours: a world chosen
// in one run may not hold in the next. Rather than ask one world to hold in both (rare when what
// it must have is rare), the test's world runs on a clock moved past a run due while it runs.
import { getWeatherWorld } from '../../electron/sandbox/weather/world';

export interface WorldClock {
  /** The world's now, Unix seconds: the wall clock, or a little later when a new run is due. */
  readonly nowUtc: number;
  /** Hours the world's clock is ahead of the wall clock ($PASSAGE_CLOCK_OFFSET_H), 0 mostly. */
  readonly offsetH: number;
}

/** Longer than a world test takes from choosing its world to its last look at it. */
const TEST_SPAN_S = 15 * 60;
const STEP_S = 60;

/**
 * The wall clock `wallUtc`, moved on by whole minutes (at most TEST_SPAN_S) until no model of
 * `modelIds` has a new run out within TEST_SPAN_S: the latest run of each is the one the test's
 * world was chosen in for as long as the test runs.
 */
export function clockClearOfNewRun(wallUtc: number, modelIds: readonly string[]): WorldClock {
  const world = getWeatherWorld(1);
  const models = modelIds.map((id) => world.model(id));
  const settled = (t: number): boolean =>
    models.every((model) => world.latestRun(model, t) === world.latestRun(model, t + TEST_SPAN_S));
  let nowUtc = Math.floor(wallUtc);
  while (!settled(nowUtc)) nowUtc += STEP_S;
  return { nowUtc, offsetH: (nowUtc - Math.floor(wallUtc)) / 3600 };
}
