// renderer/src/library/local-store.ts: the window's own memory (last voyage, a draft copy),
// read back defensively because local storage is outside this process's control.
import { describe, expect, it } from 'vitest';
import { LocalLibraryStore, type KeyValueStorage } from '../../../renderer/src/library/local-store';
import { northSeaVoyage } from './fixtures';

class MapStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('LocalLibraryStore', () => {
  it('remembers the last voyage, saved or new', () => {
    const store = new LocalLibraryStore(new MapStorage());
    expect(store.lastVoyage()).toBeNull();
    store.rememberVoyage({ kind: 'saved', id: 'v-1' });
    expect(store.lastVoyage()).toEqual({ kind: 'saved', id: 'v-1' });
    store.rememberVoyage({ kind: 'new' });
    expect(store.lastVoyage()).toEqual({ kind: 'new' });
  });

  it('keeps one draft copy per voyage and one for the voyage never saved', () => {
    const store = new LocalLibraryStore(new MapStorage());
    const voyage = northSeaVoyage();
    store.keepDraft('v-1', voyage, 1000);
    store.keepDraft(null, { ...voyage, name: 'unsaved' }, 2000);
    expect(store.draft('v-1')).toEqual({ voyage, savedAtUtc: 1000, origin: 'local' });
    expect(store.draft(null)?.voyage.name).toBe('unsaved');
    expect(store.draft('v-2')).toBeNull();
    store.dropDraft('v-1');
    expect(store.draft('v-1')).toBeNull();
    expect(store.draft(null)).not.toBeNull();
  });

  it('reads nothing from damaged or foreign entries instead of failing', () => {
    const storage = new MapStorage();
    const store = new LocalLibraryStore(storage);
    storage.setItem('passage.lastVoyage', '{not json');
    storage.setItem('passage.draft.saved.v-1', JSON.stringify({ voyage: { name: 3 }, savedAtUtc: 1 }));
    expect(store.lastVoyage()).toBeNull();
    expect(store.draft('v-1')).toBeNull();
    storage.setItem('passage.lastVoyage', JSON.stringify({ kind: 'saved' }));
    expect(store.lastVoyage()).toBeNull();
  });

  it('works as "remembers nothing" when storage is off or full', () => {
    const off = new LocalLibraryStore(null);
    off.rememberVoyage({ kind: 'new' });
    expect(off.lastVoyage()).toBeNull();
    expect(off.keepDraft(null, northSeaVoyage(), 1)).toBe(false);
    const storage = new MapStorage();
    storage.full = true;
    const full = new LocalLibraryStore(storage);
    expect(full.keepDraft(null, northSeaVoyage(), 1)).toBe(false);
    expect(full.draft(null)).toBeNull();
  });
});
