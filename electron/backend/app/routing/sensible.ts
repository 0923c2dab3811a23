// A routing request that cannot give a route, or only at an absurd price, is refused before
// anything is spent (issue 27: a route to the pole spent 2,954 credits in 187 s; antipodal ends
// spent ~1,800 credits, peaked at 1.46 GB, then found no route clear of land). Each check names
// the point or leg at fault and what to do instead.
import { IpcFailure } from '../../../../shared/ipc';
import type { Position } from '../../../../shared/domain/position';
import { M_PER_NM } from '../../../../shared/domain/units';
import { formatPosition } from '../../../../shared/domain/coordinates';
import { geodesicDirect, geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { distanceToCoastNm, isLand, type LandData } from '../../../../shared/land/land';
import { LAND_CLEAR_DEFAULTS } from '../../../../shared/routing/land-clear';

/**
 * Farthest from the equator a route may reach, degrees: the chart's Mercator ends at 85°, the
 * routing mesh and the wave ensemble hold nothing useful under the polar ice.
 */
export const ROUTING_MAX_LAT = 85;
/** Ends or vias closer than this are one place, NM. */
const SAME_PLACE_NM = 1;
/**
 * Longest leg the router searches, NM: a Pacific crossing (Yokohama to San Francisco, 4,500 NM;
 * Panama to Yokohama, 7,350 NM) fits; beyond it the corridor round one great circle is no
 * sensible track and near-antipodal ends (10,800 NM) have no single great circle at all.
 */
export const ROUTING_MAX_LEG_NM = 8000;
/** Half the meridian, NM: ends nearer than this to antipodal have many shortest paths. */
const NEAR_ANTIPODAL_NM = 10_000;
/**
 * Most mesh places one routing may ask (each a wind and a wave answer, and their members held in
 * memory while the route is searched): Yokohama to San Francisco asks about 760 places, Panama to
 * Yokohama 1,160. Bishop Rock to Ambrose (517 places) peaked at 654 MB with the demo service
 * in the same process, so this bound keeps a routing within about 1.5 GB.
 */
export const ROUTING_MAX_PLACES = 1200;
/** The geodesic is sampled this often to find the highest latitude it reaches, NM. */
const POLAR_SAMPLE_NM = 50;

interface NamedPoint {
  readonly position: Position;
  /** As the request names it: `from`, `to`, `vias.2`. */
  readonly field: string;
  /** In words: "the start", "the end", "via 3". */
  readonly words: string;
}

function namedPoints(from: Position, vias: readonly Position[], to: Position): NamedPoint[] {
  return [
    { position: from, field: 'from', words: 'the start' },
    ...vias.map((position, i) => ({ position, field: `vias.${i}`, words: `via ${i + 1}` })),
    { position: to, field: 'to', words: 'the end' },
  ];
}

function where(p: Position): string {
  return formatPosition(p, { decimals: 2 });
}

/** The highest |latitude| the geodesic from a to b reaches, degrees. */
function highestLatitude(a: Position, b: Position, lengthM: number, courseDeg: number): number {
  let highest = Math.max(Math.abs(a.lat), Math.abs(b.lat));
  const n = Math.ceil(lengthM / M_PER_NM / POLAR_SAMPLE_NM);
  for (let k = 1; k < n; k++) {
    const p = geodesicDirect(a.lat, a.lon, courseDeg, (k / n) * lengthM);
    highest = Math.max(highest, Math.abs(p.lat));
  }
  return highest;
}

/** The ends, vias and legs: refused in words when no routing could answer them sensibly. */
export function checkRoutingShape(from: Position, vias: readonly Position[], to: Position): void {
  const points = namedPoints(from, vias, to);
  for (const p of points) {
    if (Math.abs(p.position.lat) > ROUTING_MAX_LAT)
      throw new IpcFailure(
        'bad-input',
        `${capital(p.words)} (${where(p.position)}) is beyond ${ROUTING_MAX_LAT}° of latitude, where the chart ends ` +
          'and the ensemble has no sea state under the ice: weather routing stops short of the poles.',
        p.field,
      );
  }
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const g = geodesicInverse(a.position.lat, a.position.lon, b.position.lat, b.position.lon);
    const nm = g.distanceM / M_PER_NM;
    if (nm < SAME_PLACE_NM)
      throw new IpcFailure(
        'bad-input',
        `${capital(a.words)} and ${b.words} are the same place (${nm.toFixed(2)} NM apart): there is nothing to route.`,
        b.field,
      );
    if (nm > NEAR_ANTIPODAL_NM)
      throw new IpcFailure(
        'bad-input',
        `${capital(a.words)} and ${b.words} are nearly antipodal (${Math.round(nm).toLocaleString('en-GB')} NM apart): ` +
          'no single great circle joins them. Add vias along the way you mean to go (a canal, a cape).',
        b.field,
      );
    if (nm > ROUTING_MAX_LEG_NM)
      throw new IpcFailure(
        'bad-input',
        `The leg from ${a.words} to ${b.words} is ${Math.round(nm).toLocaleString('en-GB')} NM, longer than the ` +
          `${ROUTING_MAX_LEG_NM.toLocaleString('en-GB')} NM one search covers: add vias along the way you mean to go.`,
        b.field,
      );
    const highest = highestLatitude(a.position, b.position, g.distanceM, g.initialCourseDeg);
    if (highest > ROUTING_MAX_LAT)
      throw new IpcFailure(
        'bad-input',
        `The great circle from ${a.words} to ${b.words} passes ${highest.toFixed(1)}° of latitude, beyond the ` +
          `${ROUTING_MAX_LAT}° weather routing reaches: add a via that keeps the leg south of it.`,
        b.field,
      );
  }
}

/** Ends and vias farther inland than a route can start or arrive (the berth the land check leaves open). */
export function checkRoutingEndsAtSea(land: LandData, from: Position, vias: readonly Position[], to: Position): void {
  const allowedNm = LAND_CLEAR_DEFAULTS.berthNm;
  for (const p of namedPoints(from, vias, to)) {
    const { lat, lon } = p.position;
    if (!isLand(land, lat, lon)) continue;
    const inlandNm = distanceToCoastNm(land, lat, lon, 500);
    if (inlandNm <= allowedNm) continue;
    const how = Number.isFinite(inlandNm) ? `${inlandNm.toFixed(1)} NM inland` : 'far inland';
    throw new IpcFailure(
      'bad-input',
      `${capital(p.words)} (${where(p.position)}) is ${how} by the land data: give a position at sea, ` +
        `within ${allowedNm} NM of the coast at most (a port's pilot station or its approach).`,
      p.field,
    );
  }
}

/** A routing that would ask more places than memory and sense allow. */
export function checkRoutingPlaces(places: number): void {
  if (places > ROUTING_MAX_PLACES)
    throw new IpcFailure(
      'bad-input',
      `This routing would ask the ensemble at ${places.toLocaleString('en-GB')} places, more than the ` +
        `${ROUTING_MAX_PLACES.toLocaleString('en-GB')} one routing holds: route it in parts between vias.`,
      'to',
    );
}

function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
