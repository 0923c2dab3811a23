// Ctrl+S / Cmd+S saves the voyage, as in every desktop editor. Unlike the route editor's keys
// it also works while a field has focus: saving is what a navigator reaches for mid-typing.
import type { KeyEventLike } from '../voyage/shortcuts';

export function isSaveShortcut(event: KeyEventLike): boolean {
  if (event.altKey === true || event.shiftKey) return false;
  return event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey);
}
