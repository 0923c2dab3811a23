// The circular's verdict for one ship, speed and heading, and sea: the periods it rests on and
// each dangerous zone she is in, in words, with the speed or course that leaves it.
import { dangerDetail } from './danger-words';
import { encounterOf, withDraught, type SeaState, type ShipCourse, type ShipHull } from './encounter';
import { dangerKinds, ZONES, type DangerKind } from './imo-1228';
import { wayOut, type WayOut } from './way-out';

export interface Danger {
  readonly kind: DangerKind;
  /** Why, in a master's words, with the speed or course that leaves the zone. */
  readonly detail: string;
  /** The speed or course that leaves the zone, as the detail says it. */
  readonly wayOut: WayOut;
}

export interface SeakeepingAssessment {
  readonly encounterPeriodS: number;
  readonly rollPeriodS: number;
  readonly waveLengthM: number;
  /** The draught used, m, and whether it was assumed (not given). */
  readonly draughtM: number;
  readonly draughtAssumed: boolean;
  readonly encounterDeg: number;
  readonly dangers: readonly Danger[];
}

/** The circular's zones for one ship, speed and heading, and sea, each with its way out. */
export function assessSeakeeping(hull: ShipHull, course: ShipCourse, sea: SeaState): SeakeepingAssessment {
  const full = withDraught(hull);
  const e = encounterOf(full, course, sea);
  return {
    encounterPeriodS: e.encounterPeriodS,
    rollPeriodS: e.rollPeriodS,
    waveLengthM: e.waveLengthM,
    draughtM: full.draughtM,
    draughtAssumed: hull.draughtM === undefined,
    encounterDeg: e.encounterDeg,
    dangers: dangerKinds(e).map((kind) => {
      const out = wayOut(ZONES[kind], e);
      return { kind, detail: dangerDetail(kind, e, out), wayOut: out };
    }),
  };
}
