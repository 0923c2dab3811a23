// The demo world's wind made to blow, on average, as the sea's climate does. The world's own
// weather (climate.ts background, systems, breezes) gives a mean that was set from memory at six
// points; here each point's wind is scaled by target / own mean, month by month: the target from
// NOAA's Blended Sea Winds (sea-wind-climate.ts), the world's own mean from data/world-raw-winds.json,
// which scripts/calibrate-sandbox-winds.ts measures from the uncalibrated world (regenerate it
// when the world's wind formulas change; the realism test fails when it is stale). Over land the
// world keeps its own wind: the scale fades with the land around the point.
import rawWinds from './data/world-raw-winds.json' with { type: 'json' };
import { MonthlyGrid } from './monthly-grid';
import { seaWindMeanMs } from './sea-wind-climate';

/** Never more than this, nor less than its inverse: a stale or noisy cell cannot run away. */
const MAX_SCALE = 4;

let enabled = true;
const own = new MonthlyGrid('world-raw-winds.json', rawWinds.months);

/** For the calibration script only: the world as it blows by itself. */
export function setWindCalibration(on: boolean): void {
  enabled = on;
}

/** The factor on the world's own (non-cyclone) wind here and now: 1 over land and where no figures are. */
export function windScale(lat: number, lon: number, timeUtc: number, landFraction: number): number {
  if (!enabled || landFraction >= 1) return 1;
  const target = seaWindMeanMs(lat, lon, timeUtc);
  const ownMean = own.at(lat, lon, timeUtc);
  if (target === null || ownMean === null || ownMean <= 0) return 1;
  const scale = Math.min(MAX_SCALE, Math.max(1 / MAX_SCALE, target / ownMean));
  return 1 + (scale - 1) * (1 - landFraction);
}
