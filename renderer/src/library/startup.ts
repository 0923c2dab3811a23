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
  /** A new voyage; the never-saved draft slot is checked for work to restore. */
  | { readonly action: 'new' };

/**
 * - The voyage open before the reload, if it still exists.
 * - Else the never-saved voyage when that was open, or when there is unsaved work in its slot.
 * - Else the most recently saved voyage, or a new empty one when there are none.
 */
export function startupPlan(last: LastVoyage | null, voyages: readonly VoyageSummary[], unsavedDraftHasContent: boolean): StartupPlan {
  if (last?.kind === 'saved' && voyages.some((v) => v.id === last.id)) return { action: 'open', id: last.id };
  if (last?.kind === 'new' || unsavedDraftHasContent) return { action: 'new' };
  const latest = [...voyages].sort((a, b) => b.savedAtUtc - a.savedAtUtc)[0];
  return latest === undefined ? { action: 'new' } : { action: 'open', id: latest.id };
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
export function draftToRestore(saved: SavedBaseline | null, candidates: readonly DraftCandidate[]): DraftCandidate | null {
  const worth = candidates.filter((c) =>
    saved === null ? hasContent(c.voyage) : c.savedAtUtc >= saved.savedAtUtc && !sameVoyageContent(c.voyage, saved.voyage),
  );
  // Equal times: the backend's copy, which is what other windows see.
  const ranked = [...worth].sort((a, b) => b.savedAtUtc - a.savedAtUtc || (a.origin === 'backend' ? -1 : 1));
  return ranked[0] ?? null;
}
