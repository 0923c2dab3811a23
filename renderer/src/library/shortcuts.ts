// Ctrl+S / Cmd+S saves the voyage, as in every desktop editor. Unlike the route editor's keys
// it also works while a field has focus: saving is what a navigator reaches for mid-typing.
import { keyEventLike, type KeyEventLike } from '../voyage/shortcuts';

export function isSaveShortcut(event: KeyEventLike): boolean {
  if (event.altKey === true || event.shiftKey) return false;
  return event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey);
}

/**
 * Handles Ctrl+S / Cmd+S from anywhere in the window: true when it was the save shortcut.
 * What the navigator typed in the focused field is committed first. Fields commit on `change`,
 * which the browser fires only on Enter or on leaving the field, so a save mid-typing saved the
 * value from before (a voyage name typed and not yet left was lost, and the save then named the
 * voyage automatically). The field keeps its focus.
 */
export function onSaveKey(event: KeyboardEvent, save: () => void): boolean {
  if (!isSaveShortcut(keyEventLike(event))) return false;
  event.preventDefault();
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    field.dispatchEvent(new Event('change', { bubbles: true }));
  save();
  return true;
}
