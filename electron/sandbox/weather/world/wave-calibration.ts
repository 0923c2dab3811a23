// The demo world's seas made as high, on average, as the KNMI/ERA-40 wave atlas's
// (sea-wave-climate.ts). The wind sea grows from the calibrated wind by the growth laws
// (waves.ts) and is left alone where it can be; what it lacks of the atlas's monthly mean Hs is
// the swell's part, so the swell's height is scaled, cell by cell and month by month, and the
// wind sea only where it alone already exceeds the atlas's mean (or the swell could not make up
// the rest). The periods are then scaled to the atlas's mean period. The factors are measured by scripts/calibrate-sandbox-waves.ts from the uncalibrated
// seas into data/wave-calibration.json (regenerate it when the world's wind or wave formulas
// change; wave-climate-realism.test.ts fails when it is stale). Over land and near the coast the
// factors fade to 1 as the wind's do.
import calibration from './data/wave-calibration.json' with { type: 'json' };
import { MonthlyGrid } from './monthly-grid';

/** The tables hold hundredths; MonthlyGrid reads tenths. */
const PER_TENTH = 10;

let enabled = true;
const sea = new MonthlyGrid('wave-calibration.json (sea)', calibration.seaScale);
const swell = new MonthlyGrid('wave-calibration.json (swell)', calibration.swellScale);
const period = new MonthlyGrid('wave-calibration.json (period)', calibration.periodScale);

/** For the calibration script only: the seas as the world raises them by itself. */
export function setWaveCalibration(on: boolean): void {
  enabled = on;
}

export interface WaveScales {
  readonly seaScale: number;
  readonly swellScale: number;
  readonly periodScale: number;
}

const NONE: WaveScales = { seaScale: 1, swellScale: 1, periodScale: 1 };

/** The factors on the wind sea's and the swell's height, and on the periods, here and now. */
export function waveScales(lat: number, lon: number, timeUtc: number, landFraction: number): WaveScales {
  if (!enabled || landFraction >= 1) return NONE;
  const seaScale = (sea.at(lat, lon, timeUtc) ?? PER_TENTH) / PER_TENTH;
  const swellScale = (swell.at(lat, lon, timeUtc) ?? PER_TENTH) / PER_TENTH;
  const periodScale = (period.at(lat, lon, timeUtc) ?? PER_TENTH) / PER_TENTH;
  const open = 1 - landFraction;
  return {
    seaScale: 1 + (seaScale - 1) * open,
    swellScale: 1 + (swellScale - 1) * open,
    periodScale: 1 + (periodScale - 1) * open,
  };
}
