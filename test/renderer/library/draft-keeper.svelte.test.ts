// DraftKeeper: the autosave's quiet second, its failure in words, the window's own copy when
// it hides, the draft brought back (or not) on open, and a discarded draft staying discarded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftKeeper } from '../../../renderer/src/library/draft-keeper.svelte';
import { LocalLibraryStore } from '../../../renderer/src/library/local-store';
import { emptyDraft, setVoyageName, toVoyage } from '../../../renderer/src/voyage/editor';
import { FakeVoyages, memoryStorage } from './fake-voyages';
import { northSeaDraft, northSeaVoyage } from './fixtures';

let backend: FakeVoyages;
let storage: ReturnType<typeof memoryStorage>;
let local: LocalLibraryStore;

function keeper(window: Window | null = null): DraftKeeper {
  return new DraftKeeper({ voyages: backend.api, local, nowUtc: () => backend.nowUtc, window });
}

beforeEach(() => {
  vi.useFakeTimers();
  backend = new FakeVoyages();
  storage = memoryStorage();
  local = new LocalLibraryStore(storage);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves once, the latest draft, a second after the edits stop', async () => {
    const drafts = keeper();
    const first = northSeaDraft();
    const second = setVoyageName(first, 'North Sea run, later');
    drafts.edited('v1', first);
    await vi.advanceTimersByTimeAsync(600);
    drafts.edited('v1', second);
    await vi.advanceTimersByTimeAsync(600);
    expect(backend.count('saveDraft')).toBe(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(backend.count('saveDraft')).toBe(1);
    expect(backend.drafts.get('v1')?.voyage.name).toBe('North Sea run, later');
    expect(drafts.savedAtUtc).toBe(backend.nowUtc);
    // The window keeps its own copy too.
    expect(local.draft('v1')?.voyage.name).toBe('North Sea run, later');
  });

  it('says in words when the draft could not be autosaved, and clears it once a later one is', async () => {
    const drafts = keeper();
    backend.fail('saveDraft', 'The backend is not answering.');
    drafts.edited(null, northSeaDraft());
    await vi.advanceTimersByTimeAsync(1000);
    expect(drafts.problem).toBe(
      'The draft could not be autosaved: The backend is not answering. A copy is kept in this window.',
    );
    expect(local.draft(null)?.voyage.name).toBe('North Sea run');
    expect(drafts.savedAtUtc).toBeNull();
    backend.heal('saveDraft');
    await drafts.flush();
    expect(drafts.problem).toBeNull();
    expect(backend.drafts.get(null)?.voyage.name).toBe('North Sea run');
  });

  it('quiet() drops the pending draft: a save then leaves no stale draft behind', async () => {
    const drafts = keeper();
    drafts.edited('v1', northSeaDraft());
    await drafts.quiet();
    await vi.advanceTimersByTimeAsync(5000);
    expect(backend.count('saveDraft')).toBe(0);
  });
});

describe('when the window hides', () => {
  it('copies the pending draft to local storage at once, without a request', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const win = Object.assign(new EventTarget(), { document: doc }) as unknown as Window;
    const drafts = keeper(win);
    drafts.edited(null, northSeaDraft());
    expect(local.draft(null)).toBeNull();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(local.draft(null)?.voyage).toEqual(northSeaVoyage());
    expect(backend.count('saveDraft')).toBe(0);
  });

  it('stops listening when destroyed', async () => {
    const win = Object.assign(new EventTarget(), { document: new EventTarget() }) as unknown as Window;
    const drafts = keeper(win);
    await drafts.destroy();
    drafts.edited(null, northSeaDraft());
    win.dispatchEvent(new Event('pagehide'));
    expect(local.draft(null)).toBeNull();
  });
});

describe('restore', () => {
  const savedAtUtc = Date.UTC(2026, 10, 25, 10) / 1000;
  const saved = { voyage: toVoyage(emptyDraft(0, { name: 'Saved' })), savedAtUtc };

  it('brings back the newer of the backend draft and the window copy, and hands a window-only one to the backend', async () => {
    const drafts = keeper();
    backend.drafts.set('v1', {
      voyage: toVoyage(setVoyageName(northSeaDraft(), 'Backend copy')),
      savedAtUtc: savedAtUtc + 10,
    });
    local.keepDraft('v1', toVoyage(setVoyageName(northSeaDraft(), 'Window copy')), savedAtUtc + 20);
    const draft = await drafts.restore('v1', saved);
    expect(draft?.name).toBe('Window copy');
    expect(drafts.restored).toEqual({ savedAtUtc: savedAtUtc + 20 });
    expect(drafts.savedAtUtc).toBe(savedAtUtc + 20);
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.drafts.get('v1')?.voyage.name).toBe('Window copy');
  });

  it('ignores a draft older than the save, or one holding the saved content', async () => {
    const drafts = keeper();
    backend.drafts.set('v1', { voyage: northSeaVoyage(), savedAtUtc: savedAtUtc - 1 });
    local.keepDraft('v1', saved.voyage, savedAtUtc + 5);
    expect(await drafts.restore('v1', saved)).toBeNull();
    expect(drafts.restored).toBeNull();
  });

  it('still finds the window copy of a voyage never saved when the backend does not answer', async () => {
    const drafts = keeper();
    backend.fail('loadDraft', 'The backend is not answering.');
    local.keepDraft(null, northSeaVoyage(), savedAtUtc);
    expect((await drafts.restore(null, null))?.waypoints).toHaveLength(3);
  });

  it('discard replaces the backend draft with the latest save and drops the window copy', async () => {
    const drafts = keeper();
    const { id } = await backend.api.save({ voyage: saved.voyage });
    backend.drafts.set(id, { voyage: northSeaVoyage(), savedAtUtc: backend.nowUtc + 1 });
    local.keepDraft(id, northSeaVoyage(), backend.nowUtc + 1);
    await drafts.discard(id);
    expect(local.draft(id)).toBeNull();
    expect(await drafts.restore(id, { voyage: saved.voyage, savedAtUtc })).toBeNull();
  });
});
