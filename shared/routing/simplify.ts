// From the searched track (a node every stage) to the rhumb-line waypoints a navigator would
// enter: Douglas–Peucker on cross-track distance, then every simplified leg sailed again and
// checked, with track points put back where a straighter leg would break a constraint.
import type { Position } from '../domain/position';
import { M_PER_NM } from '../domain/units';
import { lonDiffDeg, normalizeLonDeg } from '../geodesy/angles';
import type { RoutingEnvironment, TimedPosition } from './model';
import { newSailedLeg, sailRhumb } from './sail';

/** Mean Earth radius (IUGG R1), NM: cross-track distances are tolerances, the sphere is plenty. */
const R_NM = 6371008.8 / M_PER_NM;
const DEG = Math.PI / 180;

/**
 * Distance of p from the rhumb line a–b, NM. On the Mercator projection (x = λ, y = ψ of the
 * sphere) a rhumb line is straight, so the distance there is the planar one, scaled back to the
 * ground by the projection's scale at p (R cos φ per unit). Longitudes are taken relative to a,
 * the short way round, so the antimeridian is no edge.
 */
export function crossTrackNm(p: Position, a: Position, b: Position): number {
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * DEG) / 2));
  const ax = 0;
  const ay = y(a.lat);
  const bx = lonDiffDeg(a.lon, b.lon) * DEG;
  const by = y(b.lat);
  const px = lonDiffDeg(a.lon, p.lon) * DEG;
  const py = y(p.lat);
  const ux = bx - ax;
  const uy = by - ay;
  const len2 = ux * ux + uy * uy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * ux + (py - ay) * uy) / len2)) : 0;
  return Math.hypot(px - ax - t * ux, py - ay - t * uy) * R_NM * Math.cos(p.lat * DEG);
}

/** Indices of the track points Douglas–Peucker keeps at `toleranceNm` (first and last always). */
function douglasPeucker(track: readonly Position[], toleranceNm: number): number[] {
  const keep = new Uint8Array(track.length);
  keep[0] = 1;
  keep[track.length - 1] = 1;
  const stack: [number, number][] = [[0, track.length - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop()!;
    const [worst, d] = farthest(track, i, j);
    if (worst > 0 && d > toleranceNm) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
  const out: number[] = [];
  keep.forEach((k, i) => k === 1 && out.push(i));
  return out;
}

/** The point strictly between i and j farthest from the rhumb line i–j, and its distance (−1, 0 if none). */
function farthest(track: readonly Position[], i: number, j: number): [number, number] {
  let worst = -1;
  let d = -1;
  for (let m = i + 1; m < j; m++) {
    const x = crossTrackNm(track[m]!, track[i]!, track[j]!);
    if (x > d) [worst, d] = [m, x];
  }
  return [worst, d];
}

/**
 * The waypoints of the track simplified to `toleranceNm`, each timed by sailing the simplified
 * legs from the departure. A leg that is not clear of land, or meets a point not allowed at the
 * time it is sailed, gets its farthest track point back, until every leg holds; with all points
 * back the legs are the searched ones, which held, so this ends.
 */
export function simplifyTrack(
  track: readonly TimedPosition[],
  env: RoutingEnvironment,
  toleranceNm: number,
  subStepNm: number,
): TimedPosition[] {
  if (track.length <= 2) return track.slice();
  const keep = new Set(douglasPeucker(track, toleranceNm));
  const leg = newSailedLeg();
  for (;;) {
    const idx = [...keep].sort((p, q) => p - q);
    const out: TimedPosition[] = [track[0]!];
    let broken = -1;
    for (let n = 0; n + 1 < idx.length; n++) {
      const i = idx[n]!;
      const j = idx[n + 1]!;
      const a = out[n]!;
      const b = track[j]!;
      const held = j === i + 1 || env.landClear === undefined || env.landClear(a, b);
      if (held) sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
      if (!held || Number.isNaN(leg.arrivalUtc)) {
        broken = n;
        break;
      }
      out.push({ lat: b.lat, lon: normalizeLonDeg(b.lon), timeUtc: leg.arrivalUtc });
    }
    if (broken < 0) return out;
    const i = idx[broken]!;
    const j = idx[broken + 1]!;
    if (j === i + 1) {
      // A searched edge held at its searched time; reached at another (the simplified legs
      // before it sail differently) it may not: sail the track itself up to it.
      for (let m = 0; m <= j; m++) keep.add(m);
      continue;
    }
    const [worst] = farthest(track, i, j);
    keep.add(worst > 0 ? worst : (i + j) >> 1);
  }
}
