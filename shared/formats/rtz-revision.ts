// RTZ waypoint revisions: IEC 61174 asks that a waypoint's revision go up on every change, so
// an ECDIS can tell an edited waypoint from the one it already holds. Passage remembers what a
// waypoint looked like at its revision (the "basis") and compares at export.
import type { Waypoint } from '../domain/voyage';

/** Decimals of a degree that count as "the same position" (1e-7° is about 1 cm). */
const POSITION_DECIMALS = 7;

/** Name, position, leg geometry and radius as one comparable string. */
export function rtzRevisionBasis(w: Pick<Waypoint, 'name' | 'position' | 'legGeometry' | 'radiusNm'>): string {
  return JSON.stringify([w.name, w.position.lat.toFixed(POSITION_DECIMALS), w.position.lon.toFixed(POSITION_DECIMALS), w.legGeometry, w.radiusNm ?? null]);
}

/**
 * The revision to export: the imported one while the waypoint is as it was, one more once it
 * has been edited, and 0 for a waypoint that never came from an RTZ file.
 */
export function exportRevision(w: Waypoint): number {
  if (!w.rtz) return 0;
  return rtzRevisionBasis(w) === w.rtz.basis ? w.rtz.revision : w.rtz.revision + 1;
}
