// When two voyages are "the same" for the navigator: what decides whether there are unsaved
// changes and whether an autosaved draft is worth restoring. Compared as the saved Voyage
// (editor.toVoyage), so bookkeeping that is not saved (next waypoint number, default speed)
// never makes a voyage look changed.
import type { Voyage } from '../../../shared/domain/voyage';
import { fromVoyage, toVoyage, type VoyageDraft } from '../voyage/editor';

/** Deep equality of JSON-like values (plain objects, arrays, primitives); key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  // An absent key and a key holding undefined are the same once saved as JSON.
  const keysA = Object.keys(a).filter((k) => Reflect.get(a, k) !== undefined);
  const keysB = Object.keys(b).filter((k) => Reflect.get(b, k) !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => jsonEqual(Reflect.get(a, k), Reflect.get(b, k)));
}

/** Same content once saved. Identity first: an undo back to the opened draft is the same object. */
export function sameDraftContent(a: VoyageDraft, b: VoyageDraft): boolean {
  return a === b || jsonEqual(toVoyage(a), toVoyage(b));
}

/**
 * Same content, for voyages that came from different places (the store, a draft, a file):
 * both go through the editor's own reading first, so defaults (a speed list shorter than the
 * legs, missing stays) compare equal to their spelled-out form.
 */
export function sameVoyageContent(a: Voyage, b: Voyage): boolean {
  return jsonEqual(toVoyage(fromVoyage(a)), toVoyage(fromVoyage(b)));
}

/** Whether a voyage never saved holds anything a navigator typed (an empty new voyage does not). */
export function hasContent(voyage: Voyage): boolean {
  return voyage.route.waypoints.length > 0 || voyage.name.trim() !== '' || voyage.vessel !== undefined;
}
