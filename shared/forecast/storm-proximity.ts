// Storm warnings along a voyage (issue 5 §Storms): the closest point of approach of each storm
// to the ship at the same instants, the warning distance of its category, and cone entry.
import type { Storm } from '../api/resources/storms';
import { mToNm } from '../domain/units';
import { geodesicInverse } from '../geodesy/geodesic';
import type { Snapshot } from '../ipc/methods/forecasts';
import { coneContains } from './point-in-polygon';
import {
  DEFAULT_WARNING_DISTANCES_NM,
  stormAt,
  stormFixes,
  stormWindKnAt,
  warningDistanceNm,
  type WarningDistancesNm,
} from './storm-track';

type ShipStep = Pick<Snapshot['steps'][number], 'timeUtc' | 'lat' | 'lon'>;

interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

export interface ClosestApproach {
  /** Geodesic (WGS84) distance between ship and storm at `timeUtc`, NM. */
  readonly distanceNm: number;
  readonly timeUtc: number;
  readonly ship: LatLon;
  readonly storm: LatLon;
  /** The storm's category then (the stronger of the fixes either side). */
  readonly category: string;
  /** Warning distance of that category, NM. */
  readonly thresholdNm: number;
  /** The storm's sustained wind then (stormWindKnAt), kn; null when its track gives none. */
  readonly windKn: number | null;
}

export interface StormProximity {
  readonly stormId: string;
  readonly name: string;
  /** The storm's current category, as the service gives it. */
  readonly category: string;
  /** Null when no voyage step falls within the storm's track times. */
  readonly cpa: ClosestApproach | null;
  /** Warning distance at the CPA (of the current category when there is no CPA), NM. */
  readonly thresholdNm: number;
  /** At some step the ship is within the warning distance of the storm's category at that time. */
  readonly breaches: boolean;
  /** The earliest such step, or null. */
  readonly firstBreach: ClosestApproach | null;
  /** A ship position, at a time within the forecast period, lies inside a cone polygon. */
  readonly entersCone: boolean;
  readonly firstConeEntryUtc: number | null;
  /**
   * Indices of the steps given at which the storm warns: the ship within the warning distance
   * of the storm's category then, or inside the cone within the forecast period. The forecast's
   * table and charts mark these steps; the CPA and first breach above are among them or nearer.
   */
  readonly warnedSteps: readonly number[];
}

export interface StormProximityOptions {
  /** Warning distances per class, NM; missing entries take the defaults (300/200/150). */
  readonly warningDistancesNm?: Partial<WarningDistancesNm>;
  /**
   * Start of the forecast period the cone covers, Unix seconds: the advisory or fetch time.
   * Default: the first timed fix of the storm's path. The period ends at the last fix.
   */
  readonly forecastFromUtc?: number;
}

/**
 * The storm against the voyage's steps. The track is sampled at the steps' own times, so
 * ship and storm are compared at the same instant; steps outside the track's times are
 * skipped (no extrapolation). The CPA is the smallest distance over those steps, the earliest
 * of equals. A breach is a distance within (≤) the warning distance of the category at that
 * time; since the CPA is one of the steps tested, a CPA inside its threshold always breaches,
 * and a weaker CPA can still sit beside an earlier breach when the storm was stronger.
 */
export function stormProximity(
  steps: readonly ShipStep[],
  storm: Storm,
  options: StormProximityOptions = {},
): StormProximity {
  const distances = { ...DEFAULT_WARNING_DISTANCES_NM, ...options.warningDistancesNm };
  const fixes = stormFixes(storm);
  const coneFrom = options.forecastFromUtc ?? fixes[0]?.timeUtc ?? Infinity;
  const coneTo = fixes[fixes.length - 1]?.timeUtc ?? -Infinity;

  let cpa: ClosestApproach | null = null;
  let firstBreach: ClosestApproach | null = null;
  let firstConeEntryUtc: number | null = null;
  const warnedSteps: number[] = [];
  for (const [index, step] of steps.entries()) {
    const inCone = step.timeUtc >= coneFrom && step.timeUtc <= coneTo && coneContains(storm.cone, step.lat, step.lon);
    if (inCone) firstConeEntryUtc ??= step.timeUtc;
    const at = stormAt(fixes, step.timeUtc);
    if (at === null) {
      if (inCone) warnedSteps.push(index);
      continue;
    }
    const approach: ClosestApproach = {
      distanceNm: mToNm(geodesicInverse(step.lat, step.lon, at.lat, at.lon).distanceM),
      timeUtc: step.timeUtc,
      ship: { lat: step.lat, lon: step.lon },
      storm: { lat: at.lat, lon: at.lon },
      category: at.category,
      thresholdNm: warningDistanceNm(at.category, distances),
      windKn: stormWindKnAt(storm, step.timeUtc),
    };
    if (cpa === null || approach.distanceNm < cpa.distanceNm) cpa = approach;
    const within = approach.distanceNm <= approach.thresholdNm;
    if (firstBreach === null && within) firstBreach = approach;
    if (within || inCone) warnedSteps.push(index);
  }
  return {
    stormId: storm.id,
    name: storm.name,
    category: storm.category,
    cpa,
    thresholdNm: cpa?.thresholdNm ?? warningDistanceNm(storm.category, distances),
    breaches: firstBreach !== null,
    firstBreach,
    entersCone: firstConeEntryUtc !== null,
    firstConeEntryUtc,
    warnedSteps,
  };
}

/** Every storm against the voyage, in the order given. */
export function stormProximities(
  steps: readonly ShipStep[],
  storms: readonly Storm[],
  options: StormProximityOptions = {},
): StormProximity[] {
  return storms.map((storm) => stormProximity(steps, storm, options));
}
