// renderer/src/voyage/shortcuts.ts: which keys undo, redo or delete, and that typing is left alone.
import { describe, expect, it } from 'vitest';
import { keyEventLike, shortcutFor, type KeyEventLike } from '../../../renderer/src/voyage/shortcuts';

const key = (k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  targetTag: 'BODY',
  ...mods,
});

describe('shortcutFor', () => {
  it.each<[string, KeyEventLike, string | null]>([
    ['Ctrl+Z', key('z', { ctrlKey: true }), 'undo'],
    ['Cmd+Z', key('z', { metaKey: true }), 'undo'],
    ['Ctrl+Z with caps lock', key('Z', { ctrlKey: true }), 'undo'],
    ['Ctrl+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['Cmd+Shift+Z', key('Z', { metaKey: true, shiftKey: true }), 'redo'],
    ['Ctrl+Y', key('y', { ctrlKey: true }), 'redo'],
    ['Cmd+Y (not a redo on macOS)', key('y', { metaKey: true }), null],
    ['Ctrl+Shift+Y', key('Y', { ctrlKey: true, shiftKey: true }), null],
    ['Delete', key('Delete'), 'delete-waypoint'],
    ['Backspace (Mac delete)', key('Backspace'), 'delete-waypoint'],
    ['Shift+Delete', key('Delete', { shiftKey: true }), null],
    ['Ctrl+Delete', key('Delete', { ctrlKey: true }), null],
    ['Ctrl+Alt+Z (AltGr)', key('z', { ctrlKey: true, altKey: true }), null],
    ['plain z', key('z'), null],
    ['Ctrl+S', key('s', { ctrlKey: true }), null],
  ])('%s -> %s', (_name, event, expected) => {
    expect(shortcutFor(event)).toBe(expected);
  });

  it.each(['INPUT', 'input', 'TEXTAREA', 'SELECT'])('ignores every shortcut while typing in %s', (tag) => {
    expect(shortcutFor(key('z', { ctrlKey: true, targetTag: tag }))).toBeNull();
    expect(shortcutFor(key('Backspace', { targetTag: tag }))).toBeNull();
    expect(shortcutFor(key('Delete', { targetTag: tag }))).toBeNull();
  });

  it('ignores shortcuts in contenteditable, and works on buttons and the chart', () => {
    expect(shortcutFor(key('Delete', { targetTag: 'DIV', targetEditable: true }))).toBeNull();
    expect(shortcutFor(key('Delete', { targetTag: 'BUTTON' }))).toBe('delete-waypoint');
    expect(shortcutFor(key('z', { ctrlKey: true, targetTag: 'DIV' }))).toBe('undo');
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBe('undo');
  });
});

describe('keyEventLike', () => {
  const base = { key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
  it('reads the target tag and contenteditable', () => {
    expect(keyEventLike({ ...base, target: { tagName: 'INPUT', isContentEditable: false } })).toEqual({
      ...base,
      targetTag: 'INPUT',
      targetEditable: false,
    });
    expect(keyEventLike({ ...base, target: { tagName: 'DIV', isContentEditable: true } }).targetEditable).toBe(true);
  });
  it('copes with a window or null target', () => {
    expect(keyEventLike({ ...base, target: null })).toMatchObject({ targetTag: '', targetEditable: false });
    expect(keyEventLike({ ...base, target: {} })).toMatchObject({ targetTag: '', targetEditable: false });
  });
});
