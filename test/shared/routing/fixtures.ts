// What the routing tests share: the departure, a synthetic time-dependent speed field whose least
// time is found by brute force, and the points along a route to check it against a hazard.
import type { Position } from '../../../shared/domain/position';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../shared/geodesy/rhumb';
import type { TimedPosition } from '../../../shared/routing/model';

export const DEPART = Date.UTC(2026, 0, 10, 0) / 1000;
const DEG = Math.PI / 180;

/** 10 kn ± 3 kn in bands of latitude that swing with a 36 h period, ± 2 kn with the heading (a current setting 045°). */
export function bandedSpeedKn(p: Position, timeUtc: number, headingDeg: number): number {
  const hours = (timeUtc - DEPART) / 3600;
  return (
    10 +
    3 * Math.sin((p.lat - 10) * 2 * Math.PI) * Math.cos((2 * Math.PI * hours) / 36) +
    2 * Math.cos((headingDeg - 45) * DEG)
  );
}

/** Points every `stepNm` along the waypoints' rhumb legs, timed linearly within each leg. */
export function along(waypoints: readonly TimedPosition[], stepNm: number): TimedPosition[] {
  const out: TimedPosition[] = [];
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    for (let d = 0; d <= distanceM; d += stepNm * M_PER_NM) {
      const p = rhumbDirect(a.lat, a.lon, courseDeg, d);
      out.push({ ...p, timeUtc: a.timeUtc + ((b.timeUtc - a.timeUtc) * d) / distanceM });
    }
  }
  return out;
}
