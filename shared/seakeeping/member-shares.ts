// The seakeeping check against an ensemble (issue 29): each member's sea at one place and step
// judged by MSC.1/Circ.1228 annex 4.2 for one hull and course, and the share of the members that
// put the ship in each dangerous zone. The voyage's steps are shared/forecast/seakeeping-steps.ts.
import { encounterOf, withDraught, type SeaState, type ShipCourse, type ShipHull } from './encounter';
import { DANGER_KINDS, dangerKinds, ZONES, type DangerKind } from './imo-1228';
import { wayOutOf, type WayOut } from './way-out';

/** The ensemble's sea at one place and step: one value per member (NaN where a member has none). */
export interface MemberSeas {
  /** Significant wave height, m. */
  readonly hsM: ArrayLike<number>;
  /** Mean wave direction, degrees true the waves come FROM. */
  readonly waveFromDeg: ArrayLike<number>;
  /** Mean wave period, s. */
  readonly wavePeriodS: ArrayLike<number>;
}

export interface DangerShare {
  readonly kind: DangerKind;
  /** Share of the members with a sea at this step that put the ship in the zone, 0..1. */
  readonly shareOfMembers: number;
}

export interface MemberVerdict {
  /** Members with a whole sea (height, direction and period) at this step: the shares' denominator. */
  readonly members: number;
  /** Only the zones some member puts her in, in the circular's order (4.2.1, 4.2.2, 4.2.3.1, 4.2.3.2). */
  readonly dangers: readonly DangerShare[];
}

/**
 * Each member's sea judged by the circular's zones (annex 4.2, imo-1228.ts) for this hull and
 * course, and the share of members in each. A member missing any of the three values (a sea on
 * land, past its horizon) is left out of the count rather than taken as calm.
 */
export function memberDangerShares(hull: ShipHull, course: ShipCourse, seas: MemberSeas): MemberVerdict {
  const full = withDraught(hull);
  const counts = new Map<DangerKind, number>();
  const whole = wholeSeas(seas);
  const members = whole.length;
  for (const sea of whole)
    for (const kind of dangerKinds(encounterOf(full, course, sea))) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const dangers = DANGER_KINDS.flatMap((kind) => {
    const count = counts.get(kind) ?? 0;
    return count === 0 ? [] : [{ kind, shareOfMembers: count / members }];
  });
  return { members, dangers };
}

/** The members' seas with all three values; a member missing any is left out, not taken as calm. */
function wholeSeas(seas: MemberSeas): SeaState[] {
  const whole: SeaState[] = [];
  const n = Math.min(seas.hsM.length, seas.waveFromDeg.length, seas.wavePeriodS.length);
  for (let m = 0; m < n; m++) {
    const hsM = seas.hsM[m]!;
    const waveFromDeg = seas.waveFromDeg[m]!;
    const wavePeriodS = seas.wavePeriodS[m]!;
    if (isWholeSea(hsM, waveFromDeg, wavePeriodS)) whole.push({ hsM, waveFromDeg, wavePeriodS });
  }
  return whole;
}

/** A member's sea with all three values: one missing any is left out of the count, not taken as calm. */
export function isWholeSea(hsM: number, waveFromDeg: number, wavePeriodS: number): boolean {
  return Number.isFinite(hsM) && Number.isFinite(waveFromDeg) && wavePeriodS > 0;
}

/**
 * The speed or course that leaves `kind`'s zone in every member (way-out.ts, annex figures 2 and
 * 3): a speed or heading counts only when no member's sea puts her in the zone, by the same test
 * (and the same "no sea running" at Hs 0) that raised the danger.
 */
export function memberWayOut(hull: ShipHull, course: ShipCourse, seas: MemberSeas, kind: DangerKind): WayOut {
  const full = withDraught(hull);
  const running = wholeSeas(seas).filter((sea) => sea.hsM > 0);
  const zone = ZONES[kind];
  return wayOutOf((c) => running.some((sea) => zone(encounterOf(full, c, sea))), course);
}
