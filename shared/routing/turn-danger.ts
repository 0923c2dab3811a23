// Which dangerous zone of MSC.1/Circ.1228 a turn keeps the ship out of (issue 29), so a route
// priced with a hull says why it turns in the circular's words: sailing straight past the waypoint
// against sailing through it, the hours in a zone (members' share × hours, dangerous-seas.ts's
// risk) the turn avoids, and the zone most met on the straight leg.
import { DANGER_KINDS, type DangerKind } from '../seakeeping/imo-1228';
import { memberDangerShares } from '../seakeeping/member-shares';
import type { ShipHull } from '../seakeeping/encounter';
import { dangerousSeasRisk, memberSeaBuffers, type MemberSeasField } from './dangerous-seas';
import type { RoutingEnvironment, SpeedFn, TimedPosition } from './model';
import { newSailedLeg, sailRhumb, sailThrough } from './sail';
import type { TurnReason } from './turn-reasons';

/** Below this a turn is not said to avoid a zone: three minutes in it in every member. */
export const TURN_DANGER_MIN_H = 0.05;

export interface TurnDanger {
  /** The zone most met sailing straight past the waypoint. */
  readonly kind: DangerKind;
  /** Hours in any zone (members' share × hours) the turn avoids. */
  readonly hours: number;
}

/**
 * What the turn at `w`, between `a` and `b`, keeps her out of: the straight leg from `a` (left at
 * a's instant) against the legs through `w`, at the speeds `speedKn` gives, in the members' seas
 * for this hull; null when it avoids less than TURN_DANGER_MIN_H.
 */
export function turnDanger(
  a: TimedPosition,
  w: TimedPosition,
  b: TimedPosition,
  speedKn: SpeedFn,
  hull: ShipHull,
  field: MemberSeasField,
  subStepNm: number,
): TurnDanger | null {
  const env: RoutingEnvironment = { speedKn, risk: dangerousSeasRisk(hull, field) };
  const leg = newSailedLeg();
  const straight = sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
  if (Number.isNaN(straight.arrivalUtc)) return null;
  const straightRisk = straight.risk;
  const through = sailThrough(a, [w, b], env, subStepNm, leg);
  const hours = straightRisk - (through?.risk ?? Infinity);
  if (!(hours >= TURN_DANGER_MIN_H)) return null;
  // Each zone's members' share along the straight leg, sub-step by sub-step (the sub-steps of a
  // leg are of one length, so the sums weigh them alike).
  const seas = memberSeaBuffers(field.members);
  const tally = new Map<DangerKind, number>();
  const tallyEnv: RoutingEnvironment = {
    speedKn,
    risk: (p, t, headingDeg, speed) => {
      field.seasAt(p, t, seas);
      for (const d of memberDangerShares(hull, { headingDeg, speedKn: speed }, seas).dangers)
        tally.set(d.kind, (tally.get(d.kind) ?? 0) + d.shareOfMembers);
      return 0;
    },
  };
  sailRhumb(a, b, a.timeUtc, tallyEnv, subStepNm, leg);
  const kind = DANGER_KINDS.reduce((best, k) => ((tally.get(k) ?? 0) > (tally.get(best) ?? 0) ? k : best));
  return { kind, hours };
}

/** turnDanger at each waypoint the weather pays for (`whys`: turn-reasons.ts), null at the others. */
export function turnDangers(
  waypoints: readonly TimedPosition[],
  whys: readonly TurnReason[],
  speedKn: SpeedFn,
  hull: ShipHull,
  field: MemberSeasField,
  subStepNm: number,
): (TurnDanger | null)[] {
  return waypoints.map((w, k) => {
    const a = waypoints[k - 1];
    const b = waypoints[k + 1];
    if (whys[k] !== 'weather' || a === undefined || b === undefined) return null;
    return turnDanger(a, w, b, speedKn, hull, field, subStepNm);
  });
}
