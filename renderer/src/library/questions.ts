// The library's questions to the navigator, in one place: each names the voyage it is about and
// says what each answer does. Answered in ConfirmDialog (Confirmations.ask).
import type { ConfirmRequest } from '../components/confirm.svelte';

export const LEAVE_SAVE = 'save';
export const LEAVE_DISCARD = 'discard';
export const SAVE_AS_NEW = 'save-as-new';
export const DELETE = 'delete';

/** Before the editor's voyage is replaced: `action` e.g. "open another voyage". */
export function unsavedChangesQuestion(name: string, action: string): ConfirmRequest {
  return {
    title: 'Unsaved changes',
    message: `“${name}” has changes that are not saved. Save them before you ${action}, or discard them?`,
    choices: [
      { id: LEAVE_SAVE, label: 'Save changes' },
      { id: LEAVE_DISCARD, label: 'Discard changes', danger: true },
    ],
  };
}

/** Another window saved the voyage meanwhile (`why`: the backend's words); `copy` is the new name offered. */
export function conflictQuestion(why: string, copy: string): ConfirmRequest {
  return {
    title: 'Saved elsewhere meanwhile',
    message: `${why} Save your version as a new voyage “${copy}”? If you keep editing, your changes stay here as a draft.`,
    choices: [{ id: SAVE_AS_NEW, label: 'Save as new voyage' }],
    cancelLabel: 'Keep editing',
  };
}

/** The navigator kept editing after a conflict: the save status says what now. */
export const CONFLICT_KEPT =
  'Another window saved this voyage meanwhile; your changes are kept here as a draft. Save them as a new voyage, or discard them and open the latest.';

/** `revisions`: how many go with it, when known. */
export function deleteQuestion(name: string, revisions: number | null): ConfirmRequest {
  const all = revisions === null ? '' : ` and all ${revisions} of its revisions`;
  return {
    title: 'Delete voyage?',
    message: `Delete “${name}”${all}? Its forecasts go with it. This cannot be undone.`,
    choices: [{ id: DELETE, label: 'Delete voyage', danger: true }],
  };
}
