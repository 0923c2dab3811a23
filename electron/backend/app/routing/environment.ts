// The routing core's world from the fields, the storms and the land: where the vessel may be, how
// fast it goes and what risk it runs there.
import { INDEX, Q, beyondAt, excessAt, limitVector } from './quantity-index';
import type { Storm } from '../../../../shared/api/resources/storms';
import type { VesselLimits } from '../../../../shared/domain/voyage';
import type { LandData } from '../../../../shared/land';
import type { Position } from '../../../../shared/domain/position';
import type { Hull } from '../../../../shared/routing/speed-loss';
import { speedInWaves, waveAngleOffBowDeg } from '../../../../shared/routing/speed-loss';
import { landClearance } from '../../../../shared/routing/land-clear';
import { allOf, stormZones } from '../../../../shared/routing/storm-zones';
import type { AllowedFn, RiskFn, RoutingEnvironment } from '../../../../shared/routing/model';
import { dangerousSeasRisk, sumOfRisks, type MemberSeasField } from '../../../../shared/routing/dangerous-seas';
import type { ShipHull } from '../../../../shared/seakeeping/encounter';
import type { Fields } from './fields';

export interface EnvironmentInput {
  readonly fields: Fields;
  /** Start, vias and end: the land margin is smaller near them. */
  readonly ends: readonly Position[];
  readonly land: LandData;
  readonly storms: readonly Pick<Storm, 'path'>[];
  /** When the storm list was fetched: forecast positions' lead times count from it. */
  readonly stormsFetchedAtUtc: number;
  readonly speedKn: number;
  /** Hard limits on the percentile field; null for none. */
  readonly limits: VesselLimits | null;
  /** Least risk: the share of members above the limits is the risk, and the limits are not hard. */
  readonly objective: 'time' | 'risk';
  /**
   * 'hard' (default): the limits may not be broken. 'soft': when no route keeps them, the route
   * that breaks them least: the risk is how far the percentile is above the limits (softExcess),
   * searched as least risk within an allowance of the least time.
   */
  readonly limitsAs?: 'hard' | 'soft';
  /** Null: no speed loss. */
  readonly hull: Hull | null;
  /**
   * Route in one member's weather instead of the percentile's: its wind for the speed loss and
   * its wind, gust and Hs against the limits (least time only).
   */
  readonly member?: number;
  /**
   * The hull and the members' seas when the route carries a hull (issue 29): time in a dangerous
   * zone of MSC.1/Circ.1228 is a risk (shared/routing/dangerous-seas.ts), beside the limits' risk
   * where there is one; absent or null: not judged.
   */
  readonly dangers?: { readonly hull: ShipHull; readonly seas: MemberSeasField } | null;
}

/** The baseline's world: the planned speed everywhere, land only. */
export function calmEnvironment(land: LandData, ends: readonly Position[], speedKn: number): RoutingEnvironment {
  return { speedKn: () => speedKn, landClear: landClearance(land, ends), maxSpeedKn: speedKn };
}

/**
 * Speed: Kwon's speed through the water with the Beaufort force of the percentile wind and the
 * waves' angle off the bow from the ensemble's mean wave direction (the members' circular mean).
 * Where that direction is unknown, or the members disagree on it, the waves are taken as head
 * seas: the largest loss Kwon gives for that force, the conservative choice. Where the ensemble
 * does not reach (past its horizon) the planned speed is sailed and no limit is checked: the
 * figures then cover part of the route.
 */
export function weatherEnvironment(input: EnvironmentInput): RoutingEnvironment {
  const { fields, limits, hull, speedKn, member } = input;
  const pct = new Float64Array(Q);
  const limitOf = limits === null ? null : limitVector(limits);
  // The search asks the speed and the limits at the same point and instant, one after the other.
  let lastLat = Number.NaN;
  let lastLon = Number.NaN;
  let lastT = Number.NaN;
  const read = (p: Position, t: number): Float64Array => {
    if (p.lat !== lastLat || p.lon !== lastLon || t !== lastT) {
      if (member === undefined) fields.percentileAt(p, t, pct);
      else fields.memberAt(member, p, t, pct);
      lastLat = p.lat;
      lastLon = p.lon;
      lastT = t;
    }
    return pct;
  };
  const soft = input.limitsAs === 'soft';
  const hard: AllowedFn | null =
    limits === null || input.objective === 'risk' || soft
      ? null
      : (p, t) => {
          const v = read(p, t);
          for (let k = 0; k < Q; k++) if (beyondAt(k, v[k]!, limitOf![k]!)) return false;
          return true;
        };
  const storms = stormZones(input.storms, { forecastFromUtc: input.stormsFetchedAtUtc });
  // The search sails each sub-step on one heading; the direction is read once per point and instant.
  let fromLat = Number.NaN;
  let fromLon = Number.NaN;
  let fromT = Number.NaN;
  let fromDeg = Number.NaN;
  const waveFrom = (p: Position, t: number): number => {
    if (p.lat !== fromLat || p.lon !== fromLon || t !== fromT) {
      fromDeg = fields.waveFromAt(p, t);
      fromLat = p.lat;
      fromLon = p.lon;
      fromT = t;
    }
    return fromDeg;
  };
  const speedAt = (p: Position, t: number, headingDeg: number): number => {
    if (hull === null) return speedKn;
    const windKn = read(p, t)[INDEX.wind]!;
    if (Number.isNaN(windKn)) return speedKn;
    const from = waveFrom(p, t);
    const waveAngleDeg = Number.isNaN(from) ? 0 : waveAngleOffBowDeg(headingDeg, from);
    return speedInWaves({ speedKn, windKn: Math.max(0, windKn), waveAngleDeg, hull });
  };
  const limitsRisk: RiskFn | undefined =
    limits === null
      ? undefined
      : soft
        ? (p, t) => softExcess(read(p, t), limits)
        : input.objective === 'risk'
          ? (p, t) => {
              const share = fields.shareAboveAt(p, t);
              return Number.isNaN(share) ? 0 : share;
            }
          : undefined;
  // The dangerous zones, on the percentile's route only: a member's route is its least time.
  const dangersRisk =
    input.dangers === undefined || input.dangers === null || member !== undefined
      ? undefined
      : dangerousSeasRisk(input.dangers.hull, input.dangers.seas);
  return {
    speedKn: speedAt,
    allowed: hard === null ? storms : allOf(hard, storms),
    landClear: landClearance(input.land, input.ends),
    ...withRisk(sumOfRisks(limitsRisk, dangersRisk)),
    maxSpeedKn: speedKn,
  };
}

const withRisk = (risk: RiskFn | undefined): { risk?: RiskFn } => (risk === undefined ? {} : { risk });

/**
 * How far each quantity (slots of quantity-index.ts) is beyond its limit, as a fraction of the
 * limit, summed: 0 within all, 0.2 for a wind 20 % over, 0.5 for a visibility half the minimum.
 * Unknown values (NaN), and limits the vessel does not have, count as within: past the ensemble's
 * reach nothing is checked, as with hard limits.
 */
export function softExcess(values: ArrayLike<number>, limits: VesselLimits): number {
  const limitOf = limitVector(limits);
  let sum = 0;
  for (let k = 0; k < Q; k++) sum += excessAt(k, values[k] ?? Number.NaN, limitOf[k]!);
  return sum;
}
