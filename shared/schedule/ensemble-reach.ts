// How far the 51-member ensemble forecast reaches, and from which instant: the one home of the
// horizon, the run-age allowance, the step and the words that name them (STYLE 11). It lives
// beside forecastStep.ts, below shared/ipc and shared/forecast, so the contract's bounds, the
// backend's requests, the renderer's and the CLI's words all read it without an import cycle.

/** The ensemble's horizon, hours from its run (ECMWF ENS: 240 h; the deterministic runs reach about as far). */
export const ENSEMBLE_HORIZON_H = 240;

/** How old the newest run may be when it is read, hours: runs are published twice a day. */
export const ENSEMBLE_RUN_AGE_H = 12;

/** The ensemble model's step, hours (ECMWF ENS: 3-hourly). */
export const ENSEMBLE_STEP_H = 3;

/** The steps worth asking for as of an instant, Unix seconds UTC (both ends included). */
export interface EnsembleReach {
  readonly fromUtc: number;
  readonly toUtc: number;
}

/** From one step before now (the step the ship is in, shown whole) ... */
const REACH_BEFORE_H = ENSEMBLE_STEP_H;
/** ... to the horizon of a run as old as allowed: 228 h, 9.5 days. Later steps hold no members. */
const REACH_AHEAD_H = ENSEMBLE_HORIZON_H - ENSEMBLE_RUN_AGE_H;

/** The ensemble steps worth asking for at `nowUtc`: a run, a sweep, a route and a point read within these. */
export function ensembleReach(nowUtc: number): EnsembleReach {
  return { fromUtc: nowUtc - REACH_BEFORE_H * 3600, toUtc: nowUtc + REACH_AHEAD_H * 3600 };
}

/** True when `timeUtc` lies past the ensemble's reach as of `nowUtc` (both Unix seconds): only climate speaks. */
export function beyondEnsembleReach(timeUtc: number, nowUtc: number): boolean {
  return timeUtc > ensembleReach(nowUtc).toUtc;
}

/** Whole or half days, as a navigator says them: 228 h is "9.5 days". */
function daysText(hours: number): string {
  const days = Math.round((hours / 24) * 2) / 2;
  return `${days} days`;
}

/**
 * The reach in words, the same in every error, panel, report and help text:
 * "from 3 hours ago to 9.5 days ahead".
 */
export function ensembleReachWords(): string {
  return `from ${REACH_BEFORE_H} hours ago to ${daysText(REACH_AHEAD_H)} ahead`;
}
