// renderer/src/library/shortcuts.ts: the save shortcut.
import { describe, expect, it } from 'vitest';
import { isSaveShortcut } from '../../../renderer/src/library/shortcuts';

const key = (
  k: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean; tag?: string } = {},
) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
  targetTag: mods.tag ?? 'BODY',
});

describe('isSaveShortcut', () => {
  it('is Ctrl+S or Cmd+S, also inside a field and with Caps Lock', () => {
    expect(isSaveShortcut(key('s', { ctrl: true }))).toBe(true);
    expect(isSaveShortcut(key('s', { meta: true }))).toBe(true);
    expect(isSaveShortcut(key('S', { ctrl: true }))).toBe(true);
    expect(isSaveShortcut(key('s', { ctrl: true, tag: 'INPUT' }))).toBe(true);
  });
  it('is not plain S, Ctrl+Shift+S (save as elsewhere) or AltGr+S', () => {
    expect(isSaveShortcut(key('s'))).toBe(false);
    expect(isSaveShortcut(key('S', { ctrl: true, shift: true }))).toBe(false);
    expect(isSaveShortcut(key('s', { ctrl: true, alt: true }))).toBe(false);
  });
});
