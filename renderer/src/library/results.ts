// How the library's actions answer: done (with what to tell the navigator, if anything),
// cancelled by the navigator, or failed with why in words. The caller shows the words; no field
// is read afterwards to learn how a call went.
import type { IpcErrorCode } from '../../../shared/ipc';
import { BackendError } from '../lib/backend-error';
import { errorInWords } from '../components/error-words';

/** The saved voyage open in the editor. */
export interface SavedVoyageRef {
  readonly id: string;
  readonly revision: number;
  /** Unix seconds UTC. */
  readonly savedAtUtc: number;
}

export type ActionResult =
  /** `words`: a short message for a live region ("Copied as …"), or null for none. */
  | { readonly ok: true; readonly words: string | null }
  /** The navigator said no (Cancel, Escape, Keep editing). */
  | { readonly ok: false; readonly reason: 'cancelled' }
  | { readonly ok: false; readonly reason: 'failed'; readonly words: string };

export type SaveResult =
  | { readonly ok: true; readonly ref: SavedVoyageRef }
  /** `code`: the backend's error code ('conflict' when another window saved meanwhile). */
  | { readonly ok: false; readonly words: string; readonly code: IpcErrorCode };

export const done = (words: string | null = null): ActionResult => ({ ok: true, words });
export const cancelled: ActionResult = { ok: false, reason: 'cancelled' };
export const failed = (words: string): ActionResult => ({ ok: false, reason: 'failed', words });

/** A failure the navigator should read, in words, with what to do next. */
export function inWords(error: unknown): string {
  return errorInWords(
    error,
    'Something went wrong in this window. Your work is kept as a draft; reload the window to continue.',
  );
}

export function codeOf(error: unknown): IpcErrorCode {
  return error instanceof BackendError ? error.code : 'internal';
}
