// The save state in words for the status bar: "Saved rev 3 at 12:04Z", "Unsaved changes ·
// draft autosaved 12:05Z", "Saving…". Pure, so every state's wording is tested.
import { formatUtcMinute } from '../../../shared/domain/time';

export interface SaveStatusInput {
  /** The saved voyage open, or null for a voyage never saved. */
  readonly saved: { readonly revision: number; readonly savedAtUtc: number } | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  /** When the current changes were last autosaved as a draft, Unix seconds UTC; null if not yet. */
  readonly draftSavedAtUtc: number | null;
  /** The last save or autosave failed: why, as a whole sentence. */
  readonly error: string | null;
  /** Now, Unix seconds UTC (times of today show as HH:MMZ only). */
  readonly nowUtc: number;
}

/** `12:04Z` today (UTC), `2026-12-01 12:04Z` on another day. */
export function shortUtc(timeUtc: number, nowUtc: number): string {
  const full = formatUtcMinute(timeUtc);
  return full.slice(0, 10) === formatUtcMinute(nowUtc).slice(0, 10) ? full.slice(11) : full;
}

export function saveStatusText(input: SaveStatusInput): string {
  if (input.saving) return 'Saving…';
  if (input.error !== null) return `Not saved. ${input.error}`;
  if (input.dirty) {
    const draft =
      input.draftSavedAtUtc === null ? '' : ` · draft autosaved ${shortUtc(input.draftSavedAtUtc, input.nowUtc)}`;
    return `Unsaved changes${draft}`;
  }
  if (input.saved === null) return 'New voyage, not saved yet';
  return `Saved rev ${input.saved.revision} at ${shortUtc(input.saved.savedAtUtc, input.nowUtc)}`;
}
