// Where a port-to-port plan meets a port: the port's approach in navigable water. A port's listed
// position is its town or its docks, often inland by the land data (Rotterdam, Cape Town,
// Luanda), so a leg to it runs over drawn land. The approach is the port's known pilot station
// (pilot-stations.ts) or else the nearest point of open water off the port, with no land within
// APPROACH_CLEARANCE_NM, so the first leg out to sea starts clear of the coast.
import type { Position } from '../domain/position';
import { geodesicInverse } from '../geodesy/geodesic';
import { normalizeLonDeg } from '../geodesy/angles';
import { M_PER_NM } from '../domain/units';
import { distanceToCoastNm, distanceToLandNm, type LandData } from './land';
import { PILOT_STATIONS, type PilotStation } from './pilot-stations';
import { MAX_APPROACH_NM } from './approach-of';

/** No land within this distance of an approach, NM: beyond the land check's 1 NM "in a port" radius. */
export const APPROACH_CLEARANCE_NM = 1.5;
/** A pilot station farther than this from a port of its name is another port's (a namesake), NM. */
const STATION_MATCH_NM = 120;
/** Spacing of the candidate points on each ring round the port, NM (under the clearance: no gap is missed). */
const RING_SPACING_NM = 0.5;

/** The part of a port record (spec §2.15) an approach needs. */
export interface PortPlace {
  readonly name: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
}

export type PortApproach =
  /** The port's pilot station. */
  | { readonly kind: 'pilot'; readonly position: Position; readonly distanceNm: number; readonly station: string }
  /** The nearest open water off the port. */
  | { readonly kind: 'sea'; readonly position: Position; readonly distanceNm: number }
  /** The port is itself in open water: sail to it. */
  | { readonly kind: 'port'; readonly position: Position; readonly distanceNm: 0 }
  /** No open water within MAX_APPROACH_NM (a lake or far river port): the port's own position. */
  | { readonly kind: 'none'; readonly position: Position; readonly distanceNm: 0 };

function distanceNm(a: Position, b: Position): number {
  return geodesicInverse(a.lat, a.lon, b.lat, b.lon).distanceM / M_PER_NM;
}

/**
 * The point `rNm` from `from` towards `bearingRad` on the local equirectangular plane (the
 * land module's own): a candidate to test, so its small departure from the geodesic does not
 * matter. Null past a pole.
 */
function offsetOnPlane(from: Position, bearingRad: number, rNm: number): Position | null {
  const lat = from.lat + (rNm / 60) * Math.cos(bearingRad);
  if (!(lat > -90 && lat < 90)) return null;
  const kx = Math.cos((from.lat * Math.PI) / 180);
  if (!(kx > 1e-6)) return null;
  return { lat, lon: normalizeLonDeg(from.lon + ((rNm / 60) * Math.sin(bearingRad)) / kx) };
}

/** True when no land lies within the approach clearance of the position. */
export function isOpenWater(land: LandData, p: Position): boolean {
  return distanceToLandNm(land, p.lat, p.lon, APPROACH_CLEARANCE_NM) === Infinity;
}

/** The pilot station listed for this port, if any (name, country and a plausible distance must match). */
export function pilotStationOf(port: PortPlace): PilotStation | undefined {
  const at = { lat: port.latitude, lon: port.longitude };
  return PILOT_STATIONS.find(
    (s) => s.port === port.name && s.country === port.country && distanceNm(at, s.position) <= STATION_MATCH_NM,
  );
}

/**
 * The nearest open water to a position (no land within APPROACH_CLEARANCE_NM), searched on rings
 * round it from the nearest coast outwards, up to `maxNm`; null when there is none. Of the
 * candidates on the first ring that has any, the one farthest from land wins.
 */
export function nearestOpenWater(land: LandData, from: Position, maxNm = MAX_APPROACH_NM): Position | null {
  if (isOpenWater(land, from)) return from;
  const coastNm = distanceToCoastNm(land, from.lat, from.lon, maxNm);
  if (!Number.isFinite(coastNm)) return null;
  // Open water lies at least as far as the coast; start a little inside it for the ring spacing.
  for (let rNm = Math.max(RING_SPACING_NM, coastNm); rNm <= maxNm; rNm += RING_SPACING_NM) {
    const count = Math.max(16, Math.ceil((2 * Math.PI * rNm) / RING_SPACING_NM));
    let best: Position | null = null;
    let bestClearNm = -1;
    for (let k = 0; k < count; k++) {
      const p = offsetOnPlane(from, (2 * Math.PI * k) / count, rNm);
      if (p === null) continue;
      if (!isOpenWater(land, p)) continue;
      const clearNm = distanceToLandNm(land, p.lat, p.lon, 4 * APPROACH_CLEARANCE_NM);
      if (clearNm > bestClearNm) {
        best = p;
        bestClearNm = clearNm;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The port's approach: its pilot station, else itself when in open water, else the nearest open water. */
export function portApproach(land: LandData, port: PortPlace): PortApproach {
  const at: Position = { lat: port.latitude, lon: port.longitude };
  const station = pilotStationOf(port);
  if (station) {
    return {
      kind: 'pilot',
      position: station.position,
      distanceNm: distanceNm(at, station.position),
      station: station.station,
    };
  }
  if (isOpenWater(land, at)) return { kind: 'port', position: at, distanceNm: 0 };
  const sea = nearestOpenWater(land, at);
  if (!sea) return { kind: 'none', position: at, distanceNm: 0 };
  return { kind: 'sea', position: sea, distanceNm: distanceNm(at, sea) };
}
