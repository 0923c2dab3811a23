// Sailing one rhumb-line leg through a time-dependent world: the time it takes, the risk met on
// the way, and whether every point of it is allowed at the instant the ship is there.
import type { Position } from '../domain/position';
import { M_PER_NM, MS_PER_KN } from '../domain/units';
import { sinCosDegInto } from '../geodesy/ellipsoid';
import { rhumbInverse, rhumbPoint, rhumbStart } from '../geodesy/rhumb';
import type { RoutingEnvironment, TimedPosition } from './model';

export interface SailedLeg {
  /** Arrival at the leg's end, Unix seconds; NaN when the leg is refused (not allowed, or no way made). */
  arrivalUtc: number;
  /** Risk accumulated on the leg (rate × hours). */
  risk: number;
  /** Rhumb-line length, metres. */
  distanceM: number;
}

const sc = new Float64Array(2);

/**
 * Sails the rhumb line from `from` to `to` leaving at `departUtc`, in sub-steps of at most
 * `subStepNm`. Each sub-step is sailed at the speed of its midpoint at the instant it begins
 * (first order in time, second in space: the fields are smooth over a few miles and minutes), and
 * its risk rate is taken there too, for the leg's course and that speed. `allowed` is asked at
 * every sub-step boundary, ends included, at the instant the ship passes. Land is not checked here (it does not depend on time).
 * FIFO: leaving later never arrives earlier as long as the speed does not more than double within
 * one sub-step's sailing time, which no weather field does; the label-setting search relies on it.
 * Writes into `out` (one object reused on the hot path) and returns it.
 */
export function sailRhumb(
  from: Position,
  to: Position,
  departUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  out: SailedLeg,
): SailedLeg {
  const { distanceM, courseDeg } = rhumbInverse(from.lat, from.lon, to.lat, to.lon);
  out.distanceM = distanceM;
  out.risk = 0;
  out.arrivalUtc = NaN;
  const allowed = env.allowed;
  const risk = env.risk;
  if (allowed !== undefined && !allowed(from, departUtc)) return out;
  if (!(distanceM > 0)) {
    out.arrivalUtc = departUtc;
    return out;
  }
  const n = Math.max(1, Math.ceil(distanceM / (subStepNm * M_PER_NM)));
  const stepM = distanceM / n;
  const origin = rhumbStart(from.lat, from.lon);
  sinCosDegInto(courseDeg, sc);
  const sin = sc[0]!;
  const cos = sc[1]!;
  let t = departUtc;
  let r = 0;
  for (let k = 0; k < n; k++) {
    const mid = rhumbPoint(origin, sin, cos, (k + 0.5) * stepM);
    const v = env.speedKn(mid, t, courseDeg);
    if (!(v > 0)) return out;
    const dt = stepM / (v * MS_PER_KN);
    if (risk !== undefined) r += risk(mid, t, courseDeg, v) * (dt / 3600);
    t += dt;
    if (allowed !== undefined && !allowed(k + 1 === n ? to : rhumbPoint(origin, sin, cos, (k + 1) * stepM), t)) {
      return out;
    }
  }
  out.arrivalUtc = t;
  out.risk = r;
  return out;
}

export function newSailedLeg(): SailedLeg {
  return { arrivalUtc: NaN, risk: 0, distanceM: 0 };
}

/**
 * Sails from `from` through `stops` in turn, rhumb legs each cleared of land where the
 * environment checks it, each reached point pushed to `placed` when given: the last arrival
 * (Unix seconds) and the risk on the way, or null where a leg does not hold.
 */
export function sailThrough(
  from: TimedPosition,
  stops: readonly Position[],
  env: RoutingEnvironment,
  subStepNm: number,
  leg: SailedLeg,
  placed?: TimedPosition[],
): { arrivalUtc: number; risk: number } | null {
  let at = from;
  let risk = 0;
  for (const p of stops) {
    if (env.landClear !== undefined && !env.landClear(at, p)) return null;
    sailRhumb(at, p, at.timeUtc, env, subStepNm, leg);
    if (Number.isNaN(leg.arrivalUtc)) return null;
    risk += leg.risk;
    at = { lat: p.lat, lon: p.lon, timeUtc: leg.arrivalUtc };
    placed?.push(at);
  }
  return { arrivalUtc: at.timeUtc, risk };
}

/** A route sailed: each waypoint's time, and the risk met up to it. */
export interface Sailed {
  readonly waypoints: TimedPosition[];
  readonly riskTo: number[];
}

/** The waypoints sailed leaving the first one at startUtc; null when a leg is not allowed. Land is the caller's. */
export function sailFrom(
  waypoints: readonly Position[],
  startUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
): Sailed | null {
  const out: TimedPosition[] = [{ lat: waypoints[0]!.lat, lon: waypoints[0]!.lon, timeUtc: startUtc }];
  const riskTo = [0];
  const leg = newSailedLeg();
  for (let k = 1; k < waypoints.length; k++) {
    const a = out[k - 1]!;
    const b = waypoints[k]!;
    sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
    if (Number.isNaN(leg.arrivalUtc)) return null;
    riskTo.push(riskTo[k - 1]! + leg.risk);
    out.push({ lat: b.lat, lon: b.lon, timeUtc: leg.arrivalUtc });
  }
  return { waypoints: out, riskTo };
}
