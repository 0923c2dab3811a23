// What the window opens with, and whether an autosaved draft is restored: pure decisions, so
// the rules (never lose typed work, never resurrect changes that were saved or discarded) are
// tested on their own.
import type { Voyage } from '../../../shared/domain/voyage';
import type { VoyageSummary } from '../../../shared/ipc';
import { hasContent, sameVoyageContent } from './compare';

/** The voyage a window last had open: a saved one by id, or the one new voyage not yet saved. */
export type LastVoyage = { readonly kind: 'saved'; readonly id: string } | { readonly kind: 'new' };

export type StartupPlan =
  | { readonly action: 'open'; readonly id: string }
  /**
   * A new voyage. `restore`: the never-saved draft slot holds this window's own unsaved work, to
   * be checked and restored; otherwise the voyage starts empty and leaves the slot alone until
   * the navigator types.
   */
  | { readonly action: 'new'; readonly restore: boolean };

/**
 * - The voyage open before the reload, if it still exists.
 * - The never-saved voyage, with its unsaved work, when that was open.
 * - Otherwise (a first start, a new browser profile, the remembered voyage deleted meanwhile) a
 *   new empty voyage; saved voyages are one click away in the list. Opening "the latest" instead
 *   would hand one window's voyage (or another window's unsaved slot) to a window that never
 *   had it, which is a surprise for the navigator and makes every test depend on the ones before.
 */
export function startupPlan(last: LastVoyage | null, voyages: readonly VoyageSummary[]): StartupPlan {
  if (last?.kind === 'saved' && voyages.some((v) => v.id === last.id)) return { action: 'open', id: last.id };
  return { action: 'new', restore: last?.kind === 'new' };
}

/** An autosaved draft: from the backend's draft slot, or the window's own copy in local storage. */
export interface DraftCandidate {
  readonly voyage: Voyage;
  /** Unix seconds UTC. */
  readonly savedAtUtc: number;
  readonly origin: 'backend' | 'local';
}

/** The saved state a draft is weighed against: the voyage as saved, or null for a voyage never saved. */
export interface SavedBaseline {
  readonly voyage: Voyage;
  /** Unix seconds UTC. */
  readonly savedAtUtc: number;
}

/**
 * The draft to restore, or null. A draft is restored when it holds different content from the
 * saved voyage and is not older than that save (a save in another window since then wins; the
 * backend drops a voyage's draft on save, but the local copy may outlive it). For a voyage never
 * saved, a draft is restored when it holds anything at all. Of several, the newest wins.
 */
export function draftToRestore(
  saved: SavedBaseline | null,
  candidates: readonly DraftCandidate[],
): DraftCandidate | null {
  const worth = candidates.filter((c) =>
    saved === null
      ? hasContent(c.voyage)
      : c.savedAtUtc >= saved.savedAtUtc && !sameVoyageContent(c.voyage, saved.voyage),
  );
  // Equal times: the backend's copy, which is what other windows see.
  const ranked = [...worth].sort((a, b) => b.savedAtUtc - a.savedAtUtc || (a.origin === 'backend' ? -1 : 1));
  return ranked[0] ?? null;
}
