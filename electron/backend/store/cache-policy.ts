// What the store keeps and for how long (issue 27): the navigator's own data is kept and backed
// up; cached service answers expire by age and by a size budget, except what a saved voyage's
// review reads. One home for the budget and the ages: upkeep, Settings and the README read them.
import { FRESHNESS_POLICY } from './freshness';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const MIB = 1024 * 1024;

/** The navigator's own data: never expired, backed up, and its changes move the data mark. */
export const NAVIGATOR_TABLES = [
  'settings',
  'vessel_profiles',
  'voyages',
  'voyage_revisions',
  'voyage_drafts',
  'unsaved_draft',
  'crew_journeys',
  'port_calls',
  'credits_ledger',
] as const;

/** Cached service answers and what was computed from them: disposable (STYLE 9), kept within the policy. */
export const CACHE_TABLES = ['forecast_snapshots', 'response_cache', 'departure_sweeps', 'storm_snapshots'] as const;
export type CacheTable = (typeof CACHE_TABLES)[number];

/**
 * Reference data fetched from the service: a bounded catalogue (some 3,700 ports, vessels found
 * by name), needed offline for search and never large; neither expired nor left out of backups.
 */
export const REFERENCE_TABLES = ['ports', 'vessel_search_cache'] as const;

export interface CachePolicy {
  /** The cached answers' bytes kept at most; the oldest fetched go first. */
  readonly budgetBytes: number;
  /** Forecast data (weather and marine answers, snapshots, sweeps, storm lists): removed this long after its fetch. */
  readonly forecastMaxAgeS: number;
  /** Other answers (places, vessels, climate averages, traffic, transit): removed this long after their fetch. */
  readonly otherMaxAgeS: number;
  /**
   * Answers younger than this are never removed by upkeep, only by "Clear cached forecasts": a
   * forecast answer serves the next run for 0 credits until a newer model run is out (at most a
   * run interval plus its publication delay after the run), and a run in progress in another
   * window on the same data folder may be reading it.
   */
  readonly freshGraceS: number;
  /**
   * Upkeep runs again when the pages in use have grown this much since it last ran (a routing or
   * a departure sweep stores some 2 to 10 MB of ensemble samples), and at least once a day.
   */
  readonly upkeepAfterGrowthBytes: number;
}

const forecastRule = FRESHNESS_POLICY.forecast;

/**
 * 200 MB: some 25 weather routings' ensemble samples over a long corridor, or a season of forecasts
 * of a dozen voyages. Forecast data is past after 14 days (the ensemble reaches 9.5 days ahead,
 * shared/schedule/ensemble-reach.ts, the deterministic forecast 16), so a stored answer older than
 * that only stands in for an answer offline about a time that has gone by. Places, vessels, climate averages change slowly: 90 days.
 */
export const DEFAULT_CACHE_POLICY: CachePolicy = {
  budgetBytes: 200 * MIB,
  forecastMaxAgeS: 14 * DAY_S,
  otherMaxAgeS: 90 * DAY_S,
  freshGraceS: forecastRule.runIntervalS + forecastRule.publishDelayS,
  upkeepAfterGrowthBytes: 16 * MIB,
};

/** Upkeep runs at least this often while Passage runs (a `passage web` left open for weeks). */
export const UPKEEP_INTERVAL_S = DAY_S;

/** Free pages are handed back to the file system when at least this many bytes are free. */
export const RECLAIM_MIN_BYTES = 8 * MIB;

/**
 * The answers of a saved voyage's latest quick outlook (or forecast parts) are those fetched for it
 * within this long of the newest such answer of the same kind; older ones belong to a route it had
 * before, and expire like any answer.
 */
export const VOYAGE_ANSWERS_WINDOW_S = DAY_S;

/** Whether a cached answer of this kind (an endpoint id) is forecast data: weather and marine, climate averages aside. */
export function isForecastKind(kind: string): boolean {
  return (kind.startsWith('weather.') && kind !== 'weather.climate') || kind.startsWith('marine.');
}
