// Names of voyages as the navigator sees them in lists, questions and new copies.
import type { VoyageDraft } from '../voyage/editor';
import { VOYAGE_LIMITS } from '../../../shared/domain/voyage';

const UNTITLED = 'Untitled voyage';
/** voyages.save, rename and duplicate accept at most this many characters. */
const MAX_VOYAGE_NAME_LENGTH = VOYAGE_LIMITS.nameMaxChars;

/** The name to show: the voyage's own, or "Untitled voyage". */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? UNTITLED : trimmed;
}

/**
 * A name for a voyage saved without one: "Rotterdam to Dover Strait" from its end waypoints,
 * else "Untitled voyage". The list would otherwise fill with blank rows.
 */
export function suggestedName(draft: VoyageDraft): string {
  const first = draft.waypoints[0]?.name.trim() ?? '';
  const last = draft.waypoints.at(-1)?.name.trim() ?? '';
  if (draft.waypoints.length >= 2 && first !== '' && last !== '')
    return `${first} to ${last}`.slice(0, MAX_VOYAGE_NAME_LENGTH);
  return UNTITLED;
}

/** The name of a copy: "Biscay crossing (copy)", cut to fit the limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${displayName(name).slice(0, MAX_VOYAGE_NAME_LENGTH - suffix.length)}${suffix}`;
}

/** A typed name checked as the backend will: null when fine, else what is wrong, in words. */
export function voyageNameProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'A voyage needs a name: type at least one character.';
  if (trimmed.length > MAX_VOYAGE_NAME_LENGTH)
    return `A voyage name may be at most ${MAX_VOYAGE_NAME_LENGTH} characters; this one has ${trimmed.length}.`;
  return null;
}
