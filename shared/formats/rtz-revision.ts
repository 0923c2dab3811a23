// RTZ waypoint revisions: IEC 61174 asks that a waypoint's revision go up on every change, so
// an ECDIS can tell an edited waypoint from the one it already holds. Passage remembers what a
// waypoint looked like at its revision (the "basis") and compares at export.
import type { Waypoint } from '../domain/voyage';
import { waypointName } from '../domain/waypoint-name';

/** Decimals of a degree that count as "the same position" (1e-7° is about 1 cm). */
const POSITION_DECIMALS = 7;

/**
 * Name, position, leg geometry and radius as one short fingerprint (53-bit cyrb53 hash, hex):
 * bounded in size whatever the name, and equal only for the same waypoint in practice. The name
 * is the one written (an unnamed waypoint is written "WP <n>" by its place `index`), so an
 * unnamed waypoint that moves to another place, and so gets another name in the file, is a change.
 */
export function rtzRevisionBasis(
  w: Pick<Waypoint, 'name' | 'position' | 'legGeometry' | 'radiusNm'>,
  index: number,
): string {
  return hash53(
    JSON.stringify([
      waypointName(w.name, index),
      w.position.lat.toFixed(POSITION_DECIMALS),
      w.position.lon.toFixed(POSITION_DECIMALS),
      w.legGeometry,
      w.radiusNm ?? null,
    ]),
  );
}

/** cyrb53 (public domain, bryc): a fast 53-bit string hash; not for security, only to notice edits. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The revision to export: the imported one while the waypoint is as it was, one more once it
 * has been edited, and 0 for a waypoint that never came from an RTZ file.
 */
export function exportRevision(w: Waypoint, index: number): number {
  if (!w.rtz) return 0;
  return rtzRevisionBasis(w, index) === w.rtz.basis ? w.rtz.revision : w.rtz.revision + 1;
}
