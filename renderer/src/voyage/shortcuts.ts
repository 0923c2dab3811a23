// Keyboard shortcuts of the route editor, decided from the plain facts of a key event so the
// rule is testable without a DOM: undo, redo, and deleting the selected waypoint.

export type EditorShortcut = 'undo' | 'redo' | 'delete-waypoint';

/** What shortcutFor reads from a KeyboardEvent (see keyEventLike). */
export interface KeyEventLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey?: boolean;
  /** Tag name of the event target, any case (INPUT, textarea...). */
  readonly targetTag?: string;
  /** The target is contenteditable. */
  readonly targetEditable?: boolean;
}

/** Where typing happens: there the keys belong to the field (its own text undo, Backspace). */
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Ctrl+Z / Cmd+Z undo; Ctrl+Shift+Z / Cmd+Shift+Z and Ctrl+Y redo; Delete or Backspace with no
 * modifier deletes the selected waypoint (Backspace is the Mac keyboard's "delete"). Nothing
 * while typing in a field, and nothing with Alt (AltGr on European layouts is Ctrl+Alt).
 */
export function shortcutFor(event: KeyEventLike): EditorShortcut | null {
  if (event.targetEditable === true || TYPING_TAGS.has((event.targetTag ?? '').toUpperCase())) return null;
  if (event.altKey === true) return null;
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (command) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    // Ctrl+Y is the Windows and Linux redo; Cmd+Y is not a redo on macOS.
    if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
    return null;
  }
  if ((key === 'delete' || key === 'backspace') && !event.shiftKey) return 'delete-waypoint';
  return null;
}

/** The facts shortcutFor needs, from a DOM keyboard event (structurally typed: no DOM lib needed). */
export function keyEventLike(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: unknown;
}): KeyEventLike {
  const target = typeof event.target === 'object' && event.target !== null ? event.target : {};
  const tag = 'tagName' in target ? target.tagName : undefined;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    targetTag: typeof tag === 'string' ? tag : '',
    targetEditable: 'isContentEditable' in target && target.isContentEditable === true,
  };
}
