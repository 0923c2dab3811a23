// The seakeeping check as a cost of the route (issue 29): the share of the ensemble's members whose
// sea puts the ship in one of the dangerous zones of IMO MSC.1/Circ.1228 annex 4.2 (surf-riding and
// broaching-to 4.2.1, successive high waves 4.2.2, synchronous and parametric rolling 4.2.3) on the
// heading and at the speed she sails there. A risk rate (model.ts RiskFn): time in a zone is priced
// like time over the soft limits, so the router prefers the headings and speeds out of the zones,
// as the circular tells the master to (annex 4.2, figures 2 and 3).
import type { Position } from '../domain/position';
import { encounterInto, encounterOf, withDraught, type EncounterScratch, type ShipHull } from '../seakeeping/encounter';
import { inAnyZone } from '../seakeeping/imo-1228';
import { isWholeSea } from '../seakeeping/member-shares';
import type { RiskFn } from './model';

/**
 * What a soft cost costs the search, in hours of passage per unit of risk: a day. An hour with a
 * limit's value doubled, ten hours 10 % over it (the soft limits: electron/backend's soft-route.ts),
 * or an hour with every member's sea in a dangerous zone, costs a day of passage: the router goes
 * well out of its way (within the corridor) to avoid it, and still prefers the shorter of two
 * routes that meet it alike.
 */
export const SOFT_COST_PRICE_H = 24;

/** One value per member, written by MemberSeasField.seasAt; NaN where a member has no sea there. */
export interface MemberSeaBuffers {
  /** Significant wave height, m. */
  readonly hsM: Float64Array;
  /** Mean wave direction, degrees true the waves come FROM. */
  readonly waveFromDeg: Float64Array;
  /** Mean wave period, s. */
  readonly wavePeriodS: Float64Array;
}

/** The ensemble's seas, member by member, anywhere the router may ask. */
export interface MemberSeasField {
  readonly members: number;
  /** Each member's sea at p and the instant (Unix seconds) into `out`; NaN where unknown. */
  seasAt(p: Position, timeUtc: number, out: MemberSeaBuffers): void;
}

/** Buffers for `members` members. */
export function memberSeaBuffers(members: number): MemberSeaBuffers {
  return {
    hsM: new Float64Array(members),
    waveFromDeg: new Float64Array(members),
    wavePeriodS: new Float64Array(members),
  };
}

/**
 * The share of the members with a sea there (height, direction and period: member-shares.ts's
 * count) that put the ship, on `headingDeg` at `speedKn`, in any of the circular's zones
 * (imo-1228.ts, the same test the seakeeping check makes); 0 where no member has a sea.
 */
export function shareInDangerousZone(
  hull: ShipHull,
  seas: MemberSeaBuffers,
  members: number,
  headingDeg: number,
  speedKn: number,
): number {
  const full = withDraught(hull);
  const course = { speedKn, headingDeg };
  // One sea and one encounter rewritten member by member: this runs at every sub-step searched.
  const sea = { hsM: 0, waveFromDeg: 0, wavePeriodS: 0 };
  const e: EncounterScratch = { ...encounterOf(full, course, sea) };
  let counted = 0;
  let inZone = 0;
  for (let m = 0; m < members; m++) {
    sea.hsM = seas.hsM[m]!;
    sea.waveFromDeg = seas.waveFromDeg[m]!;
    sea.wavePeriodS = seas.wavePeriodS[m]!;
    if (!isWholeSea(sea.hsM, sea.waveFromDeg, sea.wavePeriodS)) continue;
    counted++;
    if (sea.hsM > 0 && inAnyZone(encounterInto(e, full, course, sea))) inZone++;
  }
  return counted === 0 ? 0 : inZone / counted;
}

/**
 * The risk rate of the dangerous zones for this hull: per hour at sea, the share of the members
 * that put her in a zone on the heading and at the speed she sails (sail.ts gives both).
 */
export function dangerousSeasRisk(hull: ShipHull, field: MemberSeasField): RiskFn {
  const seas = memberSeaBuffers(field.members);
  const full = withDraught(hull);
  // The search asks one point and instant on several headings (the edges leaving a node).
  let lastLat = Number.NaN;
  let lastLon = Number.NaN;
  let lastT = Number.NaN;
  return (p, timeUtc, headingDeg, speedKn) => {
    if (p.lat !== lastLat || p.lon !== lastLon || timeUtc !== lastT) {
      field.seasAt(p, timeUtc, seas);
      lastLat = p.lat;
      lastLon = p.lon;
      lastT = timeUtc;
    }
    return shareInDangerousZone(full, seas, field.members, headingDeg, speedKn);
  };
}

/** The two risks summed (either may be absent); absent when both are. */
export function sumOfRisks(a: RiskFn | undefined, b: RiskFn | undefined): RiskFn | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return (p, t, headingDeg, speedKn) => a(p, t, headingDeg, speedKn) + b(p, t, headingDeg, speedKn);
}
