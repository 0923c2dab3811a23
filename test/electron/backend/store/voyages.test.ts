// Voyages: create, save revisions, history, rename, duplicate, delete with cascade, drafts.
import { describe, expect, it } from 'vitest';
import { StoreNotFoundError } from '../../../../electron/backend/store/errors';
import { sampleGrid, sampleVoyage, testStore } from './fixtures';

describe('voyages', () => {
  it('creates at revision 1 and saves new revisions, each parsed back', () => {
    const store = testStore();
    const created = store.voyages.create(sampleVoyage());
    expect(created).toMatchObject({ id: 'id-1', revision: 1 });
    const faster = { ...sampleVoyage(), speedsKn: [15, 16] };
    const saved = store.voyages.save(created.id, faster);
    expect(saved.revision).toBe(2);
    expect(store.voyages.get(created.id)?.voyage.speedsKn).toEqual([15, 16]);
    expect(store.voyages.get(created.id, 1)?.voyage.speedsKn).toEqual([12, 14.5]);
    expect(store.voyages.get(created.id, 3)).toBeUndefined();
    expect(store.voyages.get('nope')).toBeUndefined();
    expect(store.voyages.history(created.id).map((h) => h.revision)).toEqual([2, 1]);
  });

  it('fills schema defaults on write and rejects an invalid voyage without a revision', () => {
    const store = testStore();
    const { staysS: _stays, ...withoutStays } = sampleVoyage();
    const created = store.voyages.create({ ...withoutStays, staysS: {} });
    expect(created.voyage.staysS).toEqual({});
    expect(() => store.voyages.save(created.id, { ...sampleVoyage(), speedsKn: [] })).toThrow();
    expect(store.voyages.history(created.id)).toHaveLength(1);
    expect(() => store.voyages.save('missing', sampleVoyage())).toThrow(StoreNotFoundError);
  });

  it('lists most recently saved first, with the current name and revision', () => {
    const store = testStore();
    const a = store.voyages.create(sampleVoyage('A'));
    const b = store.voyages.create(sampleVoyage('B'));
    store.voyages.save(a.id, sampleVoyage('A2'));
    expect(store.voyages.list().map((v) => [v.id, v.name, v.currentRevision])).toEqual([
      [a.id, 'A2', 2],
      [b.id, 'B', 1],
    ]);
  });

  it('renames as a new revision and duplicates from the current revision', () => {
    const store = testStore();
    const a = store.voyages.create(sampleVoyage('Outbound'));
    const renamed = store.voyages.rename(a.id, 'Outbound (winter)');
    expect(renamed.revision).toBe(2);
    expect(store.voyages.history(a.id).map((h) => h.name)).toEqual(['Outbound (winter)', 'Outbound']);
    const copy = store.voyages.duplicate(a.id);
    expect(copy).toMatchObject({ revision: 1, voyage: { name: 'Outbound (winter) (copy)' } });
    expect(copy.id).not.toBe(a.id);
    expect(store.voyages.duplicate(a.id, 'Return').voyage.name).toBe('Return');
    expect(() => store.voyages.rename('missing', 'x')).toThrow(StoreNotFoundError);
  });

  it('deletes with revisions, draft and snapshots; the credits ledger keeps its rows', () => {
    const store = testStore();
    const a = store.voyages.create(sampleVoyage());
    store.voyages.save(a.id, sampleVoyage('again'));
    store.voyages.saveDraft(a.id, sampleVoyage('draft'));
    const snapshotId = store.forecasts.save({
      voyageId: a.id,
      revision: 2,
      kind: 'ensemble-route',
      request: { endpoint: 'weather.ensemble.route', params: {} },
      modelRuns: {},
      fetchedAtUtc: 1,
      credits: 5,
      source: 'demo',
      grid: sampleGrid(),
    });
    store.credits.record({ atUtc: 1, endpoint: 'weather.ensemble.route', credits: 5, voyageId: a.id });
    expect(store.voyages.remove(a.id)).toBe(true);
    expect(store.voyages.remove(a.id)).toBe(false);
    expect(store.voyages.get(a.id, 1)).toBeUndefined();
    expect(store.voyages.history(a.id)).toEqual([]);
    expect(store.voyages.getDraft(a.id)).toBeUndefined();
    expect(store.forecasts.load(snapshotId)).toBeUndefined();
    expect(store.credits.totalForVoyage(null)).toBe(5);
  });

  it('keeps one draft per voyage apart from revisions; a save discards it', () => {
    const store = testStore();
    const a = store.voyages.create(sampleVoyage());
    expect(store.voyages.getDraft(a.id)).toBeUndefined();
    store.voyages.saveDraft(a.id, sampleVoyage('typing'));
    const draft = store.voyages.saveDraft(a.id, sampleVoyage('typing more'));
    expect(store.voyages.getDraft(a.id)).toEqual(draft);
    expect(store.voyages.get(a.id)?.voyage.name).toBe('Rotterdam - New York');
    expect(store.voyages.list()[0]?.hasDraft).toBe(true);
    store.voyages.save(a.id, draft.voyage);
    expect(store.voyages.getDraft(a.id)).toBeUndefined();
    expect(store.voyages.discardDraft(a.id)).toBe(false);
    expect(() => store.voyages.saveDraft('missing', sampleVoyage())).toThrow(StoreNotFoundError);
  });

  it('keeps the draft of a voyage never saved in one slot, gone with the save that creates it', () => {
    const store = testStore();
    expect(store.voyages.getUnsavedDraft()).toBeUndefined();
    store.voyages.saveUnsavedDraft(sampleVoyage('first try'));
    const draft = store.voyages.saveUnsavedDraft(sampleVoyage('typed from scratch'));
    expect(store.voyages.getUnsavedDraft()).toEqual(draft);
    // A voyage created otherwise (a duplicate, an import) leaves the draft alone.
    store.voyages.create(sampleVoyage('imported'));
    expect(store.voyages.getUnsavedDraft()?.voyage.name).toBe('typed from scratch');
    const created = store.voyages.create(draft.voyage, { replacesUnsavedDraft: true });
    expect(created.voyage.name).toBe('typed from scratch');
    expect(store.voyages.getUnsavedDraft()).toBeUndefined();
    expect(store.voyages.discardUnsavedDraft()).toBe(false);
    // An invalid voyage is refused and the slot keeps what it had.
    store.voyages.saveUnsavedDraft(sampleVoyage('kept'));
    expect(() => store.voyages.saveUnsavedDraft({ ...sampleVoyage(), speedsKn: [] })).toThrow();
    expect(store.voyages.getUnsavedDraft()?.voyage.name).toBe('kept');
  });

  it('does not create the voyage when it cannot be stored, and keeps the unsaved draft then', () => {
    const store = testStore();
    store.voyages.saveUnsavedDraft(sampleVoyage('kept'));
    expect(() => store.voyages.create({ ...sampleVoyage(), speedsKn: [] }, { replacesUnsavedDraft: true })).toThrow();
    expect(store.voyages.list()).toHaveLength(0);
    expect(store.voyages.getUnsavedDraft()?.voyage.name).toBe('kept');
  });
});

describe('voyages saved before today’s limits', () => {
  it('still open, whole: a 75 kn speed and a 300-character name an earlier Passage accepted', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { default: Database } = await import('better-sqlite3');
    const { openStore } = await import('../../../../electron/backend/store/store');
    const dir = mkdtempSync(join(tmpdir(), 'passage-old-voyage-'));
    try {
      const path = join(dir, 'old.sqlite');
      const store = testStore({}, path);
      const saved = store.voyages.create(sampleVoyage());
      store.close();
      const long = 'N'.repeat(300);
      const db = new Database(path);
      db.prepare(
        "UPDATE voyage_revisions SET voyage_json = json_set(voyage_json, '$.speedsKn', json('[75, 0.05]'), '$.name', ?)",
      ).run(long);
      db.close();
      const reopened = openStore(path);
      const voyage = reopened.voyages.get(saved.id)?.voyage;
      expect(voyage?.speedsKn).toEqual([75, 0.05]);
      expect(voyage?.name).toBe(long);
      // Saving it as it is names what today's limits refuse; nothing stored changes.
      expect(() => reopened.voyages.save(saved.id, voyage!)).toThrow(/speedsKn|name/);
      expect(reopened.voyages.get(saved.id)?.revision).toBe(1);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
