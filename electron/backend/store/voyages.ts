// Saved voyages and their revision history, plus one autosave draft per voyage and one for the
// voyage not yet saved. Every save
// is one transaction (new revision + current pointer), so a voyage is never half-saved;
// the voyage is validated with the domain schema on write and parsed again on read.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { storedVoyageSchema, voyageSchema, type Voyage } from '../../../shared/domain/voyage';
import { StoreNotFoundError, StoreRevisionConflict } from './errors';
import { parseStored, parseStoredJson, rowKeyOf } from './rows';

/** A row of the store's voyage list (the IPC's VoyageSummary is what the UI lists). */
export interface StoredVoyageSummary {
  readonly id: string;
  readonly name: string;
  /** Unix seconds. */
  readonly createdAtUtc: number;
  readonly updatedAtUtc: number;
  readonly currentRevision: number;
  readonly hasDraft: boolean;
}

export interface StoredVoyage {
  readonly id: string;
  readonly revision: number;
  readonly savedAtUtc: number;
  readonly voyage: Voyage;
}

export interface VoyageRevisionInfo {
  readonly revision: number;
  readonly savedAtUtc: number;
  readonly name: string;
}

/** The autosaved draft of a saved voyage (the renderer's VoyageDraft is the editor's model). */
export interface SavedVoyageDraft {
  readonly voyageId: string;
  readonly savedAtUtc: number;
  readonly voyage: Voyage;
}

export interface UnsavedDraft {
  readonly savedAtUtc: number;
  readonly voyage: Voyage;
}

export interface VoyagesRepository {
  /**
   * A new voyage at revision 1. `replacesUnsavedDraft`: it is the voyage the unsaved draft was
   * of, so the draft goes in the same transaction (never both, never neither).
   */
  create(voyage: Voyage, options?: { readonly replacesUnsavedDraft?: boolean }): StoredVoyage;
  /**
   * A new revision of an existing voyage; discards its draft. With `baseRevision`, only when that
   * is still the current revision (checked in the same transaction as the write), else
   * StoreRevisionConflict.
   */
  save(id: string, voyage: Voyage, options?: { readonly baseRevision?: number }): StoredVoyage;
  /** Every voyage, most recently saved first. */
  list(): StoredVoyageSummary[];
  /** The current revision, or the given one; undefined when there is none. */
  get(id: string, revision?: number): StoredVoyage | undefined;
  /** Every revision, newest first. */
  history(id: string): VoyageRevisionInfo[];
  /** Saves a new revision with the new name. */
  rename(id: string, name: string): StoredVoyage;
  /** A new voyage (revision 1) from the current revision of `id`. */
  duplicate(id: string, name?: string): StoredVoyage;
  /** Removes the voyage with its revisions, draft and forecast snapshots; true when it existed. */
  remove(id: string): boolean;
  /** Autosave: replaces the voyage's draft, which is not a revision. */
  saveDraft(id: string, voyage: Voyage): SavedVoyageDraft;
  getDraft(id: string): SavedVoyageDraft | undefined;
  discardDraft(id: string): boolean;
  /** Autosave of the voyage not yet saved: replaces the one there was. */
  saveUnsavedDraft(voyage: Voyage): UnsavedDraft;
  getUnsavedDraft(): UnsavedDraft | undefined;
  discardUnsavedDraft(): boolean;
}

const summaryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at_utc: z.number(),
  updated_at_utc: z.number(),
  current_revision: z.number().int().positive(),
  has_draft: z.number().int(),
});
const revisionRowSchema = z.object({
  revision: z.number().int().positive(),
  saved_at_utc: z.number(),
  voyage_json: z.unknown(),
});
const historyRowSchema = z.object({
  revision: z.number().int().positive(),
  saved_at_utc: z.number(),
  name: z.string().nullable(),
});
const revisionNumberSchema = z.object({ current_revision: z.number().int().positive() });

/** The domain schema's output, as the canonical JSON text stored. */
function toJson(voyage: Voyage): { parsed: Voyage; json: string } {
  const parsed = voyageSchema.parse(voyage);
  return { parsed, json: JSON.stringify(parsed) };
}

export function voyagesRepository(db: Database, nowUtc: () => number, newId: () => string): VoyagesRepository {
  const insertVoyage = db.prepare<[string, string, number, number]>(
    'INSERT INTO voyages (id, name, created_at_utc, updated_at_utc, current_revision) VALUES (?, ?, ?, ?, 1)',
  );
  const bump = db.prepare<[string, number, string]>(
    'UPDATE voyages SET current_revision = current_revision + 1, name = ?, updated_at_utc = ? WHERE id = ? RETURNING current_revision',
  );
  const insertRevision = db.prepare<[string, number, number, string]>(
    'INSERT INTO voyage_revisions (voyage_id, revision, saved_at_utc, voyage_json) VALUES (?, ?, ?, ?)',
  );
  const dropDraft = db.prepare<[string]>('DELETE FROM voyage_drafts WHERE voyage_id = ?');
  const listAll = db.prepare(`
    SELECT v.*, EXISTS (SELECT 1 FROM voyage_drafts d WHERE d.voyage_id = v.id) AS has_draft
    FROM voyages v ORDER BY v.updated_at_utc DESC, v.id`);
  const current = db.prepare<[string]>(`
    SELECT r.revision, r.saved_at_utc, r.voyage_json FROM voyages v
    JOIN voyage_revisions r ON r.voyage_id = v.id AND r.revision = v.current_revision WHERE v.id = ?`);
  const atRevision = db.prepare<[string, number]>(
    'SELECT revision, saved_at_utc, voyage_json FROM voyage_revisions WHERE voyage_id = ? AND revision = ?',
  );
  const revisions = db.prepare<[string]>(`
    SELECT revision, saved_at_utc, json_extract(voyage_json, '$.name') AS name
    FROM voyage_revisions WHERE voyage_id = ? ORDER BY revision DESC`);
  const removeVoyage = db.prepare<[string]>('DELETE FROM voyages WHERE id = ?');
  const upsertDraft = db.prepare<[string, number, string]>(`
    INSERT INTO voyage_drafts (voyage_id, saved_at_utc, voyage_json) VALUES (?, ?, ?)
    ON CONFLICT (voyage_id) DO UPDATE SET saved_at_utc = excluded.saved_at_utc, voyage_json = excluded.voyage_json`);
  const draftOf = db.prepare<[string]>('SELECT saved_at_utc, voyage_json FROM voyage_drafts WHERE voyage_id = ?');
  const exists = db.prepare<[string]>('SELECT 1 FROM voyages WHERE id = ?');
  const upsertUnsaved = db.prepare<[number, string]>(`
    INSERT INTO unsaved_draft (slot, saved_at_utc, voyage_json) VALUES (1, ?, ?)
    ON CONFLICT (slot) DO UPDATE SET saved_at_utc = excluded.saved_at_utc, voyage_json = excluded.voyage_json`);
  const unsavedOf = db.prepare('SELECT saved_at_utc, voyage_json FROM unsaved_draft WHERE slot = 1');
  const dropUnsaved = db.prepare('DELETE FROM unsaved_draft');

  function read(id: string, row: unknown): StoredVoyage {
    const r = parseStored(revisionRowSchema, row, 'voyage_revisions', id);
    const voyage = parseStoredJson(storedVoyageSchema, r.voyage_json, 'voyage_revisions', `${id}@${r.revision}`);
    return { id, revision: r.revision, savedAtUtc: r.saved_at_utc, voyage };
  }

  function get(id: string, revision?: number): StoredVoyage | undefined {
    const row = revision === undefined ? current.get(id) : atRevision.get(id, revision);
    return row === undefined ? undefined : read(id, row);
  }

  function mustGet(id: string): StoredVoyage {
    const stored = get(id);
    if (stored === undefined) throw new StoreNotFoundError('voyages', id);
    return stored;
  }

  const createTx = db.transaction((voyage: Voyage, replacesUnsavedDraft = false): StoredVoyage => {
    const { parsed, json } = toJson(voyage);
    const id = newId();
    const now = nowUtc();
    insertVoyage.run(id, parsed.name, now, now);
    insertRevision.run(id, 1, now, json);
    if (replacesUnsavedDraft) dropUnsaved.run();
    return { id, revision: 1, savedAtUtc: now, voyage: parsed };
  });

  const saveTx = db.transaction((id: string, voyage: Voyage, baseRevision?: number): StoredVoyage => {
    const { parsed, json } = toJson(voyage);
    const now = nowUtc();
    if (baseRevision !== undefined) {
      // The IMMEDIATE transaction holds the write lock from here to the commit: no other process
      // can save between this check and the write below.
      const current = mustGet(id).revision;
      if (current !== baseRevision) throw new StoreRevisionConflict(id, current, baseRevision);
    }
    const bumped = bump.get(parsed.name, now, id);
    if (bumped === undefined) throw new StoreNotFoundError('voyages', id);
    const { current_revision: revision } = parseStored(revisionNumberSchema, bumped, 'voyages', id);
    insertRevision.run(id, revision, now, json);
    dropDraft.run(id);
    return { id, revision, savedAtUtc: now, voyage: parsed };
  });

  const renameTx = db.transaction((id: string, name: string) => saveTx(id, { ...mustGet(id).voyage, name }));
  const duplicateTx = db.transaction((id: string, name: string | undefined) => {
    const source = mustGet(id).voyage;
    return createTx({ ...source, name: name ?? `${source.name} (copy)` });
  });

  return {
    create: (voyage, options) => createTx.immediate(voyage, options?.replacesUnsavedDraft === true),
    save: (id, voyage, options) => saveTx.immediate(id, voyage, options?.baseRevision),
    list() {
      return listAll.all().map((row) => {
        const r = parseStored(summaryRowSchema, row, 'voyages', rowKeyOf(row, 'id'));
        return {
          id: r.id,
          name: r.name,
          createdAtUtc: r.created_at_utc,
          updatedAtUtc: r.updated_at_utc,
          currentRevision: r.current_revision,
          hasDraft: r.has_draft !== 0,
        };
      });
    },
    get,
    history(id) {
      return revisions.all(id).map((row) => {
        const r = parseStored(historyRowSchema, row, 'voyage_revisions', id);
        return { revision: r.revision, savedAtUtc: r.saved_at_utc, name: r.name ?? '' };
      });
    },
    rename: (id, name) => renameTx.immediate(id, name),
    duplicate: (id, name) => duplicateTx.immediate(id, name),
    remove: (id) => removeVoyage.run(id).changes > 0,
    saveDraft(id, voyage) {
      if (exists.get(id) === undefined) throw new StoreNotFoundError('voyages', id);
      const { parsed, json } = toJson(voyage);
      const now = nowUtc();
      upsertDraft.run(id, now, json);
      return { voyageId: id, savedAtUtc: now, voyage: parsed };
    },
    getDraft(id) {
      const row = draftOf.get(id);
      if (row === undefined) return undefined;
      const r = parseStored(z.object({ saved_at_utc: z.number(), voyage_json: z.unknown() }), row, 'voyage_drafts', id);
      return {
        voyageId: id,
        savedAtUtc: r.saved_at_utc,
        voyage: parseStoredJson(storedVoyageSchema, r.voyage_json, 'voyage_drafts', id),
      };
    },
    discardDraft: (id) => dropDraft.run(id).changes > 0,
    saveUnsavedDraft(voyage) {
      const { parsed, json } = toJson(voyage);
      const now = nowUtc();
      upsertUnsaved.run(now, json);
      return { savedAtUtc: now, voyage: parsed };
    },
    getUnsavedDraft() {
      const row = unsavedOf.get();
      if (row === undefined) return undefined;
      const r = parseStored(
        z.object({ saved_at_utc: z.number(), voyage_json: z.unknown() }),
        row,
        'unsaved_draft',
        '1',
      );
      return {
        savedAtUtc: r.saved_at_utc,
        voyage: parseStoredJson(storedVoyageSchema, r.voyage_json, 'unsaved_draft', '1'),
      };
    },
    discardUnsavedDraft: () => dropUnsaved.run().changes > 0,
  };
}
