// Where a route's legs run over land (issue 6): each leg, rhumb line or great circle, is cut
// into short chords that are tested exactly against the coastline edges near them.
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { M_PER_NM } from '../domain/units';
import { formatPosition } from '../domain/coordinates';
import { waypointName } from '../domain/waypoint-name';
import { lonDiffDeg, normalizeLonDeg } from '../geodesy/angles';
import { legTrack } from '../geodesy/leg';
import { cellCol, cellRow, pointOnLand } from './grid';
import { distanceToLandNm, type LandData } from './land';

export interface LandCrossingOptions {
  /**
   * Length of the chords a leg is cut into, NM (default 5). A 5 NM chord in the lon/lat plane
   * strays from the true rhumb line or great circle by under 20 m below 85° of latitude, less
   * than the 1e-4° rounding of the data and far less than the 1:10m coastline's own accuracy.
   */
  readonly sampleSpacingNm?: number;
  /** A waypoint on land or within this distance of it is taken to be in a port, NM (default 1). */
  readonly portRadiusNm?: number;
  /** Land within this distance of a waypoint in a port, along the leg, is not reported, NM (default 2). */
  readonly portApproachNm?: number;
}

const DEFAULTS = { sampleSpacingNm: 5, portRadiusNm: 1, portApproachNm: 2 } as const;

/** Options with defaults filled in; a chord under 0.01 NM or a non-number falls back to the default spacing. */
function resolve(o: LandCrossingOptions): Required<LandCrossingOptions> {
  const spacing = o.sampleSpacingNm ?? NaN;
  return {
    sampleSpacingNm: spacing >= 0.01 ? spacing : DEFAULTS.sampleSpacingNm,
    portRadiusNm: o.portRadiusNm ?? DEFAULTS.portRadiusNm,
    portApproachNm: o.portApproachNm ?? DEFAULTS.portApproachNm,
  };
}

/** One stretch of a leg over land. */
export interface LandCrossing {
  /** Where the leg runs onto land: the first land point (on the leg, to the chord accuracy above). */
  readonly entry: Position;
  /** Distance of the entry from the leg's start, NM. */
  readonly entryNm: number;
  /** Where the leg leaves land again. */
  readonly exit: Position;
  readonly exitNm: number;
  /** Length over land, NM. */
  readonly landNm: number;
}

/**
 * The stretches of the leg from `from` to `to` that lie over land, in order along the leg.
 * Either end counts as in a port when it is on land or within `portRadiusNm` of it; land within
 * `portApproachNm` of such an end is then left out (a route from a berth legitimately starts
 * among land), but a longer stretch over land is still reported from that point on.
 * Across the antimeridian the leg is followed the short way round, as legTrack sails it.
 */
export function legCrossesLand(
  land: LandData,
  from: Position,
  to: Position,
  geometry: LegGeometry,
  options: LandCrossingOptions = {},
): LandCrossing[] {
  const o = resolve(options);
  return crossings(land, from, to, geometry, inPort(land, from, o.portRadiusNm), inPort(land, to, o.portRadiusNm), o);
}

export interface LandCheckWaypoint {
  readonly name: string;
  readonly position: Position;
  /** Geometry of the leg that ends here (ignored on the first waypoint); default rhumb. */
  readonly legGeometry?: LegGeometry;
}

/** A stretch over land on a named leg of a route. */
export interface RouteLandCrossing extends LandCrossing {
  /** The leg runs from waypoint `fromIndex` to `fromIndex + 1` (0-based, as ScheduledLeg). */
  readonly fromIndex: number;
  readonly fromName: string;
  readonly toName: string;
  readonly geometry: LegGeometry;
}

/** Every stretch over land along the route, leg by leg; the port rule applies at every waypoint. */
export function routeLandCrossings(
  land: LandData,
  waypoints: readonly LandCheckWaypoint[],
  options: LandCrossingOptions = {},
): RouteLandCrossing[] {
  const o = resolve(options);
  const ports = waypoints.map((w) => inPort(land, w.position, o.portRadiusNm));
  const out: RouteLandCrossing[] = [];
  for (let i = 0; i + 1 < waypoints.length; i++) {
    const a = waypoints[i]!;
    const b = waypoints[i + 1]!;
    const geometry = b.legGeometry ?? 'rhumb';
    for (const c of crossings(land, a.position, b.position, geometry, ports[i]!, ports[i + 1]!, o)) {
      out.push({
        fromIndex: i,
        fromName: waypointName(a.name, i),
        toName: waypointName(b.name, i + 1),
        geometry,
        ...c,
      });
    }
  }
  return out;
}

/** The warning in a navigator's words: "Leg 3 (Brest → Vigo) runs over land for 12.4 NM from 47°50.12'N 004°05.61'W, 38.2 NM after Brest." */
export function describeLandCrossing(c: RouteLandCrossing): string {
  const from = waypointName(c.fromName, c.fromIndex);
  const to = waypointName(c.toName, c.fromIndex + 1);
  return `Leg ${c.fromIndex + 1} (${from} → ${to}) runs over land for ${c.landNm.toFixed(1)} NM from ${formatPosition(c.entry)}, ${c.entryNm.toFixed(1)} NM after ${from}.`;
}

function inPort(land: LandData, p: Position, radiusNm: number): boolean {
  return distanceToLandNm(land, p.lat, p.lon, radiusNm) <= radiusNm;
}

/** Hits closer together than this along a leg are the same place, NM. */
const SAME_NM = 1e-9;

function crossings(
  land: LandData,
  from: Position,
  to: Position,
  geometry: LegGeometry,
  fromInPort: boolean,
  toInPort: boolean,
  o: Required<LandCrossingOptions>,
): LandCrossing[] {
  const track = legTrack(from, to, geometry);
  const lengthNm = track.distanceM / M_PER_NM;
  if (!(lengthNm > 0)) return [];
  const n = Math.max(1, Math.ceil(lengthNm / o.sampleSpacingNm));
  const stepNm = lengthNm / n;
  // Sample points, longitudes unwrapped so that each chord is the short way round.
  const xs = new Float64Array(n + 1);
  const ys = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    const p = track.pointAt(i * stepNm * M_PER_NM);
    xs[i] = i === 0 ? p.lon : xs[i - 1]! + lonDiffDeg(xs[i - 1]!, p.lon);
    ys[i] = p.lat;
  }
  const hits: number[] = [];
  for (let i = 0; i < n; i++) {
    const x0 = xs[i]!;
    const x1 = xs[i + 1]!;
    // Bring the chord's start into [-180, 180]; cut it where it leaves that range.
    const shift = normalizeLonDeg(x0) - x0;
    const a = x0 + shift;
    const b = x1 + shift;
    const edge = b > 180 ? 180 : b < -180 ? -180 : NaN;
    if (Number.isNaN(edge)) {
      chordHits(land, a, ys[i]!, b, ys[i + 1]!, i * stepNm, stepNm, hits);
    } else {
      const t = (edge - a) / (b - a);
      const yCut = ys[i]! + t * (ys[i + 1]! - ys[i]!);
      chordHits(land, a, ys[i]!, edge, yCut, i * stepNm, t * stepNm, hits);
      chordHits(land, -edge, yCut, b - 2 * edge, ys[i + 1]!, (i + t) * stepNm, (1 - t) * stepNm, hits);
    }
  }
  hits.sort((p, q) => p - q);
  const bounds = [0, ...hits.filter((d) => d > 0 && d < lengthNm), lengthNm];
  // Land is decided between hits, not by counting them: an edge met twice (it lies in two
  // cells) or a cut along the antimeridian (a hit on each side) then changes nothing.
  const stretches: [number, number][] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const lo = bounds[k]!;
    const hi = bounds[k + 1]!;
    if (hi - lo < SAME_NM) continue;
    const mid = (lo + hi) / 2;
    const i = Math.min(n - 1, Math.floor(mid / stepNm));
    const f = mid / stepNm - i;
    const lon = normalizeLonDeg(xs[i]! + f * (xs[i + 1]! - xs[i]!));
    const lat = ys[i]! + f * (ys[i + 1]! - ys[i]!);
    if (!pointOnLand(land.grid, land, lon, lat)) continue;
    const last = stretches[stretches.length - 1];
    if (last && lo - last[1] < SAME_NM) last[1] = hi;
    else stretches.push([lo, hi]);
  }
  const startNm = fromInPort ? o.portApproachNm : 0;
  const endNm = toInPort ? lengthNm - o.portApproachNm : lengthNm;
  const out: LandCrossing[] = [];
  for (const [lo, hi] of stretches) {
    const entryNm = Math.max(lo, startNm);
    const exitNm = Math.min(hi, endNm);
    if (!(exitNm > entryNm)) continue;
    out.push({
      entry: track.pointAt(entryNm * M_PER_NM),
      entryNm,
      exit: track.pointAt(exitNm * M_PER_NM),
      exitNm,
      landNm: exitNm - entryNm,
    });
  }
  return out;
}

/**
 * Appends the distances along the leg at which the chord (ax, ay)–(bx, by), longitudes within
 * [-180, 180], meets a coastline edge. The chord starts `startNm` along the leg and is `lengthNm` long.
 */
function chordHits(
  land: LandData,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  startNm: number,
  lengthNm: number,
  hits: number[],
): void {
  const { grid, lons, lats } = land;
  const c0 = cellCol(grid, Math.min(ax, bx));
  const c1 = cellCol(grid, Math.max(ax, bx));
  const r0 = cellRow(grid, Math.min(ay, by));
  const r1 = cellRow(grid, Math.max(ay, by));
  const rx = bx - ax;
  const ry = by - ay;
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const cell = row * grid.cols + col;
      const end = grid.cellStart[cell + 1]!;
      for (let k = grid.cellStart[cell]!; k < end; k++) {
        const e = grid.cellEdges[k]!;
        const cx = lons[e]!;
        const cy = lats[e]!;
        const sx = lons[e + 1]! - cx;
        const sy = lats[e + 1]! - cy;
        const denom = rx * sy - ry * sx;
        if (denom === 0) continue; // parallel: a touch along a line, not a crossing
        const qx = cx - ax;
        const qy = cy - ay;
        const t = (qx * sy - qy * sx) / denom;
        const u = (qx * ry - qy * rx) / denom;
        if (t >= 0 && t <= 1 && u >= 0 && u <= 1) hits.push(startNm + t * lengthNm);
      }
    }
  }
}
