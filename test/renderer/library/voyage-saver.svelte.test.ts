// VoyageSaver on its own, against the in-memory backend: a first save makes a voyage, a second
// a revision, nothing is written without changes, a bad name is refused before any request, a
// failed save answers in words, and another window's save is never written over.
import { describe, expect, it } from 'vitest';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { DraftKeeper } from '../../../renderer/src/library/draft-keeper.svelte';
import { LocalLibraryStore } from '../../../renderer/src/library/local-store';
import type { SavedVoyageRef } from '../../../renderer/src/library/results';
import { VoyageSaver } from '../../../renderer/src/library/voyage-saver.svelte';
import { emptyDraft, type VoyageDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { FakeVoyages, memoryStorage } from './fake-voyages';
import { northSeaDraft } from './fixtures';

function harness(answers: (string | null)[] = []) {
  const backend = new FakeVoyages();
  const store = new VoyageStore(emptyDraft(0));
  const local = new LocalLibraryStore(memoryStorage());
  const drafts = new DraftKeeper({ voyages: backend.api, local, nowUtc: () => backend.nowUtc, window: null });
  const asked: ConfirmRequest[] = [];
  let saved: SavedVoyageRef | null = null;
  let baseline: VoyageDraft | null = null;
  const saver = new VoyageSaver({
    store,
    drafts,
    voyages: backend.api,
    ask: async (request) => {
      asked.push(request);
      return answers.shift() ?? null;
    },
    refreshList: () => backend.api.list({}),
    current: () => ({ saved, dirty: store.draft !== baseline }),
    onSaved: (ref, draft) => {
      saved = ref;
      baseline = draft;
    },
  });
  store.replace(northSeaDraft());
  return { backend, store, saver, asked, saved: () => saved };
}

describe('VoyageSaver', () => {
  it('makes a voyage on the first save and a revision on the next, and writes nothing without changes', async () => {
    const h = harness();
    const first = await h.saver.save();
    expect(first).toMatchObject({ ok: true, ref: { revision: 1 } });
    const calls = h.backend.calls.filter((c) => c === 'save').length;
    expect(await h.saver.save()).toEqual(first);
    expect(h.backend.calls.filter((c) => c === 'save').length).toBe(calls);
    h.store.setVoyageName('North Sea, second go');
    const second = await h.saver.save();
    expect(second).toMatchObject({ ok: true, ref: { revision: 2 } });
    expect(second.ok && first.ok && second.ref.id).toBe(first.ok && first.ref.id);
    expect(h.saver.saving).toBe(false);
  });

  it('refuses a bad name for save as before any request, in words', async () => {
    const h = harness();
    const before = h.backend.calls.length;
    const result = await h.saver.saveAs('   ');
    expect(result).toMatchObject({ ok: false, code: 'bad-input' });
    expect(h.saver.problem).toBe(!result.ok && result.words);
    expect(h.backend.calls.length).toBe(before);
  });

  it('answers a failed save in words and keeps the problem for the status until a save works', async () => {
    const h = harness();
    h.backend.fail('save', 'The service did not answer.');
    const failed = await h.saver.save();
    expect(failed).toMatchObject({ ok: false, code: 'server-unavailable' });
    expect(h.saver.problem).toContain('The service did not answer.');
    h.backend.heal('save');
    expect(await h.saver.save()).toMatchObject({ ok: true });
    expect(h.saver.problem).toBeNull();
  });

  it('never writes over another window’s save: it offers a new voyage, and keeps editing when declined', async () => {
    const h = harness([null]);
    const first = await h.saver.save();
    if (!first.ok) throw new Error('first save failed');
    // Another window saves revision 2 of the same voyage.
    const other = await h.backend.api.get({ id: first.ref.id });
    await h.backend.api.save({ id: first.ref.id, baseRevision: 1, voyage: other.voyage });
    h.store.setVoyageName('Changed here');
    const declined = await h.saver.save();
    expect(declined).toMatchObject({ ok: false, code: 'conflict' });
    expect(h.asked).toHaveLength(1);
    expect(h.saved()?.revision).toBe(1);
  });
});
