// What leaves a dangerous zone, as the circular's diagrams show it (annex figures 2 and 3): the
// speed to slow to, or the alteration of course to either side. Found by trying speeds 0.1 kn
// apart and courses 1° apart against the zone's own test, so the answer can never disagree with
// the test that raised the danger. One sea here; every member of an ensemble in member-shares.ts.
import { encounterOf, SEAKEEPING_LIMITS, type Encounter, type ShipCourse } from './encounter';

export interface WayOut {
  /** The highest speed below the present one, a multiple of 0.1 kn, that is outside the zone; null if none is. */
  readonly slowToKn: number | null;
  /** Every speed from 0 up to slowToKn is outside the zone too ("or less"). */
  readonly slowerStaysOut: boolean;
  /** When no slower speed leaves: the lowest faster speed that does, up to SEAKEEPING_LIMITS' top; else null. */
  readonly speedUpToKn: number | null;
  /** The smallest alteration to port, whole degrees up to 180, that leaves; null if none does. */
  readonly portDeg: number | null;
  /** The same to starboard. */
  readonly starboardDeg: number | null;
}

const STEPS_PER_KN = 10;

/** The way out of a zone at one sea: `inZone` is the zone's test (imo-1228.ts ZONES). */
export function wayOut(inZone: (e: Encounter) => boolean, e: Encounter): WayOut {
  return wayOutOf((course) => inZone(encounterOf(e.hull, course, e.sea)), e.course);
}

/**
 * The way out from `course` of whatever `inZoneAt` tests: the ship in the zone at that speed and
 * heading (in one sea, or in any member of an ensemble).
 */
export function wayOutOf(inZoneAt: (course: ShipCourse) => boolean, course: ShipCourse): WayOut {
  const atSpeed = (tenths: number): boolean => inZoneAt({ ...course, speedKn: tenths / STEPS_PER_KN });
  const atTurn = (deg: number): boolean => inZoneAt({ ...course, headingDeg: course.headingDeg + deg });

  const present = course.speedKn * STEPS_PER_KN;
  let slowTenths: number | null = null;
  for (let k = Math.ceil(present - 1e-9) - 1; k >= 0; k--) {
    if (!atSpeed(k)) {
      slowTenths = k;
      break;
    }
  }
  let slowerStaysOut = false;
  if (slowTenths !== null) {
    slowerStaysOut = true;
    for (let k = slowTenths - 1; k >= 0 && slowerStaysOut; k--) slowerStaysOut = !atSpeed(k);
  }
  let fastTenths: number | null = null;
  if (slowTenths === null) {
    for (let k = Math.floor(present + 1e-9) + 1; k <= SEAKEEPING_LIMITS.speedKn.max * STEPS_PER_KN; k++) {
      if (!atSpeed(k)) {
        fastTenths = k;
        break;
      }
    }
  }
  const firstTurn = (sign: 1 | -1): number | null => {
    for (let deg = 1; deg <= 180; deg++) if (!atTurn(sign * deg)) return deg;
    return null;
  };
  return {
    slowToKn: slowTenths === null ? null : slowTenths / STEPS_PER_KN,
    slowerStaysOut,
    speedUpToKn: fastTenths === null ? null : fastTenths / STEPS_PER_KN,
    portDeg: firstTurn(-1),
    starboardDeg: firstTurn(1),
  };
}
