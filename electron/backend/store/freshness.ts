// Offline policy: how long stored data of each kind stays fresh. When the service fails or
// is unreachable the backend answers from the store anyway, marked stale with its age.
import { TRAFFIC_FRESH_S } from '../../../shared/ipc/methods/traffic';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

export type FreshnessRule =
  /** Fresh for a fixed age after fetching. */
  | { readonly by: 'age'; readonly maxAgeS: number }
  /**
   * Fresh until a newer model run can be fetched: the next run starts `runIntervalS` after
   * the stored one and is published `publishDelayS` after its start. Without a known run,
   * `runIntervalS` after fetching. Whatever the expected publication, data stays fresh for
   * `minFreshAfterFetchS` after it was fetched: the service answered with this run then, so no
   * newer one was out (publication delays vary by model and by day; without this, a run
   * fetched a minute ago could already read as stale and be bought again).
   */
  | {
      readonly by: 'modelRun';
      readonly runIntervalS: number;
      readonly publishDelayS: number;
      readonly minFreshAfterFetchS: number;
    };

/** The policy table (issue 4): ports 30 days, storms 1 hour, forecasts per model run. */
export const FRESHNESS_POLICY = {
  ports: { by: 'age', maxAgeS: 30 * DAY_S },
  storms: { by: 'age', maxAgeS: HOUR_S },
  /** Vessel search results: names and identifiers change rarely. */
  vessels: { by: 'age', maxAgeS: 7 * DAY_S },
  /** Ten-year climate averages: the service refreshes them once a year (spec §8); a month is plenty. */
  climate: { by: 'age', maxAgeS: 30 * DAY_S },
  /** The ensemble model catalogue: models and their elements change over months, not runs. */
  models: { by: 'age', maxAgeS: DAY_S },
  /** Global ensembles run every 6 h and appear ~7 h after their start (ECMWF ENS, GEFS). */
  forecast: { by: 'modelRun', runIntervalS: 6 * HOUR_S, publishDelayS: 7 * HOUR_S, minFreshAfterFetchS: HOUR_S },
  /** A radar nowcast is redone every 5 minutes (spec §8 radar step): older than that, a newer one exists. */
  radar: { by: 'age', maxAgeS: 5 * 60 },
  /**
   * Conditions at a place (weather/forecast): "now" and the next hours move on, and the answer
   * names no model run, so an hour by age (an identical request within it costs nothing).
   */
  conditions: { by: 'age', maxAgeS: HOUR_S },
  /** Transit stop places near a berth (spec §2.16): stations move over years; a week is plenty. */
  transitStops: { by: 'age', maxAgeS: 7 * DAY_S },
  /** Dutch road traffic: younger than this it is served from the store, so nothing asks faster. */
  traffic: { by: 'age', maxAgeS: TRAFFIC_FRESH_S },
} as const satisfies Record<string, FreshnessRule>;

export type FreshnessKind = keyof typeof FRESHNESS_POLICY;

/** Until when data of `kind` fetched at `fetchedAtUtc` (from `modelRunUtc`) stays fresh, Unix seconds. */
export function freshUntilUtc(kind: FreshnessKind, fetchedAtUtc: number, modelRunUtc?: number | null): number {
  const rule: FreshnessRule = FRESHNESS_POLICY[kind];
  switch (rule.by) {
    case 'age':
      return fetchedAtUtc + rule.maxAgeS;
    case 'modelRun':
      return modelRunUtc === undefined || modelRunUtc === null
        ? fetchedAtUtc + rule.runIntervalS
        : Math.max(modelRunUtc + rule.runIntervalS + rule.publishDelayS, fetchedAtUtc + rule.minFreshAfterFetchS);
  }
}

export function isFresh(
  kind: FreshnessKind,
  fetchedAtUtc: number,
  nowUtc: number,
  modelRunUtc?: number | null,
): boolean {
  return nowUtc < freshUntilUtc(kind, fetchedAtUtc, modelRunUtc);
}

export interface Staleness {
  readonly stale: boolean;
  /** Seconds since the data was fetched (0 when the clock says it is from the future). */
  readonly ageS: number;
}

/** What a stored answer carries: whether it is stale, and how old it is. */
export function staleness(
  kind: FreshnessKind,
  fetchedAtUtc: number,
  nowUtc: number,
  modelRunUtc?: number | null,
): Staleness {
  return { stale: !isFresh(kind, fetchedAtUtc, nowUtc, modelRunUtc), ageS: Math.max(0, nowUtc - fetchedAtUtc) };
}
