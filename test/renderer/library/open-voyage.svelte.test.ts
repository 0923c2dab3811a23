// OpenVoyage with its VoyageSaver, a real DraftKeeper and VoyageStore, against an in-memory
// backend: start, save (and nothing to save), a conflict offered as a new voyage, save as,
// unsaved changes asked about before another voyage opens, old revisions, and the callbacks.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { DraftKeeper } from '../../../renderer/src/library/draft-keeper.svelte';
import { LocalLibraryStore } from '../../../renderer/src/library/local-store';
import { OpenVoyage } from '../../../renderer/src/library/open-voyage.svelte';
import { emptyDraft, setVoyageName, toVoyage } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { FakeVoyages, memoryStorage } from './fake-voyages';
import { northSeaDraft } from './fixtures';

interface Harness {
  readonly backend: FakeVoyages;
  readonly store: VoyageStore;
  readonly drafts: DraftKeeper;
  readonly voyage: OpenVoyage;
  readonly local: LocalLibraryStore;
  /** Every question asked, in order. */
  readonly asked: ConfirmRequest[];
  /** The answers the navigator will give, in order (null: Cancel). */
  readonly answers: (string | null)[];
  readonly loaded: number[];
  readonly changedTo: (string | null)[];
}

function harness(backend = new FakeVoyages(), storage = memoryStorage()): Harness {
  const local = new LocalLibraryStore(storage);
  const asked: ConfirmRequest[] = [];
  const answers: (string | null)[] = [];
  const loaded: number[] = [];
  const changedTo: (string | null)[] = [];
  const store: VoyageStore = new VoyageStore(emptyDraft(0), { onEdit: (draft) => voyage.edited(draft) });
  const drafts = new DraftKeeper({ voyages: backend.api, local, nowUtc: () => backend.nowUtc, window: null });
  const voyage: OpenVoyage = new OpenVoyage({
    store,
    drafts,
    voyages: backend.api,
    local,
    nowUtc: () => backend.nowUtc,
    ask: async (request) => {
      asked.push(request);
      return answers.shift() ?? null;
    },
    refreshList: () => backend.api.list({}),
    onLoaded: (draft) => loaded.push(draft.waypoints.length),
    onVoyageChanged: (id) => changedTo.push(id),
  });
  return { backend, store, drafts, voyage, local, asked, answers, loaded, changedTo };
}

/** Puts the North Sea route in the editor as edits, as the navigator would (one undo step). */
function plan(h: Harness): void {
  h.store.replace(northSeaDraft());
}

let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.voyage.start();
});

describe('start', () => {
  it('opens a new, empty voyage when the window had none, and says so', () => {
    expect(h.voyage.ready).toBe(true);
    expect(h.voyage.saved).toBeNull();
    expect(h.voyage.dirty).toBe(false);
    expect(h.voyage.statusText).toBe('New voyage, not saved yet');
    expect(h.loaded).toEqual([0]);
  });

  it('reopens the voyage the window had, with its newer draft restored', async () => {
    plan(h);
    const saved = await h.voyage.save();
    if (!saved.ok) throw new Error(saved.words);
    h.store.addWaypoint({ lat: 49.5, lon: -3 }, 'Start Point');
    await h.drafts.flush();
    // A reload: a new window on the same backend and local storage.
    const again = harness(h.backend, memoryStorage());
    again.local.rememberVoyage({ kind: 'saved', id: saved.ref.id });
    await again.voyage.start();
    expect(again.voyage.saved?.id).toBe(saved.ref.id);
    expect(again.store.draft.waypoints.map((w) => w.name)).toContain('Start Point');
    expect(again.drafts.restored).not.toBeNull();
    expect(again.voyage.dirty).toBe(true);
    expect(again.changedTo).toEqual([saved.ref.id]);
  });

  it('keeps edits made while the backend answered, as a new unsaved voyage', async () => {
    const slow = harness();
    const release = slow.backend.holdList();
    const started = slow.voyage.start();
    await vi.waitFor(() => expect(slow.backend.count('list')).toBe(1));
    slow.store.addWaypoint({ lat: 50, lon: -5 }, 'Early');
    release();
    await started;
    expect(slow.store.draft.waypoints.map((w) => w.name)).toEqual(['Early']);
    expect(slow.voyage.dirty).toBe(true);
    expect(slow.voyage.statusText).toMatch(/^Unsaved changes/);
  });
});

describe('save', () => {
  it('saves a new voyage as revision 1 under a name made from its ends, and tells who listens', async () => {
    h.store.replace(setVoyageName(northSeaDraft(), ''));
    const result = await h.voyage.save();
    expect(result).toEqual({ ok: true, ref: { id: 'v1', revision: 1, savedAtUtc: h.backend.nowUtc } });
    expect(h.store.draft.name).toBe('Rotterdam to St Catherines');
    expect(h.voyage.dirty).toBe(false);
    expect(h.voyage.statusText).toMatch(/^Saved rev 1 at \d\d:\d\dZ$/);
    expect(h.changedTo).toEqual(['v1']);
  });

  it('makes no new revision without changes: a forecast made for the saved one still fits', async () => {
    plan(h);
    await h.voyage.save();
    const again = await h.voyage.save();
    expect(again.ok && again.ref.revision).toBe(1);
    expect(h.backend.count('save')).toBe(1);
  });

  it('answers a failure in words with its code, shown in the status until the next edit', async () => {
    plan(h);
    h.backend.fail('save', 'The backend is not answering. Try again in a moment.');
    const result = await h.voyage.save();
    expect(result).toEqual({
      ok: false,
      words: 'The backend is not answering. Try again in a moment.',
      code: 'server-unavailable',
    });
    expect(h.voyage.statusText).toBe('Not saved. The backend is not answering. Try again in a moment.');
    h.store.setDeparture(h.store.draft.departureUtc + 3600);
    expect(h.voyage.statusText).toMatch(/^Unsaved changes/);
  });
});

describe('a save from another window meanwhile', () => {
  beforeEach(async () => {
    plan(h);
    await h.voyage.save();
    h.backend.saveElsewhere('v1', toVoyage(setVoyageName(northSeaDraft(), 'Theirs')));
    h.store.addWaypoint({ lat: 49.5, lon: -3 }, 'Start Point');
  });

  it('is never written over: keeping on editing leaves the changes unsaved, and says why', async () => {
    h.answers.push(null);
    const result = await h.voyage.save();
    expect(h.asked[0]?.title).toBe('Saved elsewhere meanwhile');
    expect(h.asked[0]?.message).toContain('Save your version as a new voyage “North Sea run (copy)”?');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe('conflict');
    expect(h.backend.latest('v1').voyage.name).toBe('Theirs');
    expect(h.voyage.statusText).toMatch(/^Not saved\. Another window saved this voyage meanwhile/);
  });

  it('saves the changes as a new voyage when the navigator chooses so', async () => {
    h.answers.push('save-as-new');
    const result = await h.voyage.save();
    expect(result.ok && result.ref).toMatchObject({ id: 'v2', revision: 1 });
    expect(h.store.draft.name).toBe('North Sea run (copy)');
    expect(h.backend.latest('v2').voyage.route.waypoints).toHaveLength(4);
    expect(h.backend.latest('v1').voyage.name).toBe('Theirs');
    expect(h.voyage.saved?.id).toBe('v2');
  });
});

describe('save as', () => {
  it('refuses a blank name in words', async () => {
    plan(h);
    const result = await h.voyage.saveAs('   ');
    expect(result).toEqual({
      ok: false,
      words: 'A voyage needs a name: type at least one character.',
      code: 'bad-input',
    });
    expect(h.backend.count('save')).toBe(0);
  });

  it('saves a new voyage; the one open before keeps its last save', async () => {
    plan(h);
    await h.voyage.save();
    h.store.addWaypoint({ lat: 49.5, lon: -3 }, 'Start Point');
    const result = await h.voyage.saveAs('Channel run');
    expect(result.ok && result.ref.id).toBe('v2');
    expect(h.backend.latest('v1')).toMatchObject({ revision: 1, voyage: { name: 'North Sea run' } });
    expect(h.backend.latest('v2').voyage.name).toBe('Channel run');
    expect(h.voyage.dirty).toBe(false);
  });
});

describe('leaving unsaved changes', () => {
  beforeEach(async () => {
    plan(h);
    await h.voyage.save();
    await h.backend.api.save({ voyage: toVoyage(emptyDraft(0, { name: 'Other' })) });
    h.store.addWaypoint({ lat: 49.5, lon: -3 }, 'Start Point');
  });

  it('asks, naming the voyage; Cancel stays with the changes', async () => {
    const result = await h.voyage.open('v2');
    expect(result).toEqual({ ok: false, reason: 'cancelled' });
    expect(h.asked[0]?.message).toBe(
      '“North Sea run” has changes that are not saved. Save them before you open another voyage, or discard them?',
    );
    expect(h.voyage.saved?.id).toBe('v1');
    expect(h.store.draft.waypoints).toHaveLength(4);
  });

  it('"Save changes" saves them as a new revision, then opens the other voyage', async () => {
    h.answers.push('save');
    expect(await h.voyage.open('v2')).toEqual({ ok: true, words: null });
    expect(h.backend.latest('v1').revision).toBe(2);
    expect(h.voyage.saved?.id).toBe('v2');
    expect(h.store.draft.name).toBe('Other');
    expect(h.changedTo).toEqual(['v1', 'v2']);
  });

  it('"Discard changes" drops them: the voyage reopens as saved, with no draft restored', async () => {
    h.answers.push('discard');
    await h.voyage.open('v2');
    h.answers.push('discard');
    await h.voyage.open('v1');
    expect(h.store.draft.waypoints).toHaveLength(3);
    expect(h.drafts.restored).toBeNull();
  });

  it('a new voyage can hold an import, as unsaved changes of a voyage never saved', async () => {
    h.answers.push('discard');
    const result = await h.voyage.newVoyage((empty) => ({ ...northSeaDraft(), departureUtc: empty.departureUtc }));
    expect(result.ok).toBe(true);
    expect(h.voyage.saved).toBeNull();
    expect(h.store.draft.waypoints).toHaveLength(3);
    expect(h.voyage.dirty).toBe(true);
    expect(h.loaded.at(-1)).toBe(3);
  });
});

describe('older revisions', () => {
  it('opens one as unsaved changes, and goes back to the latest on discard', async () => {
    plan(h);
    await h.voyage.save();
    h.store.addWaypoint({ lat: 49.5, lon: -3 }, 'Start Point');
    await h.voyage.save();
    const result = await h.voyage.open('v1', 1);
    expect(result).toEqual({
      ok: true,
      words: 'Revision 1 of “North Sea run” is open as unsaved changes. Save to make it the newest revision.',
    });
    expect(h.voyage.openedRevision).toBe(1);
    expect(h.store.draft.waypoints).toHaveLength(3);
    expect(h.voyage.dirty).toBe(true);
    expect(await h.voyage.discardChanges()).toEqual({ ok: true, words: 'Unsaved changes discarded.' });
    expect(h.voyage.openedRevision).toBeNull();
    expect(h.store.draft.waypoints).toHaveLength(4);
  });

  it('says in words when a voyage cannot be opened, and keeps the one open', async () => {
    const result = await h.voyage.open('v9');
    expect(result).toEqual({ ok: false, reason: 'failed', words: 'That voyage was deleted.' });
    expect(h.voyage.saved).toBeNull();
  });
});

describe('told by the list', () => {
  it('takes the new name and revision of the open voyage when it is renamed', async () => {
    plan(h);
    await h.voyage.save();
    const ref = await h.backend.api.rename({ id: 'v1', name: 'Renamed run' });
    h.voyage.renamed(ref, 'Renamed run');
    expect(h.store.draft.name).toBe('Renamed run');
    expect(h.voyage.saved?.revision).toBe(2);
    expect(h.voyage.dirty).toBe(false);
  });

  it('starts a new voyage when the open one is deleted', async () => {
    plan(h);
    await h.voyage.save();
    vi.spyOn(h.drafts, 'forget');
    await h.voyage.deleted('v1');
    expect(h.drafts.forget).toHaveBeenCalledWith('v1');
    expect(h.voyage.saved).toBeNull();
    expect(h.store.draft.waypoints).toHaveLength(0);
    expect(h.changedTo.at(-1)).toBeNull();
  });
});
