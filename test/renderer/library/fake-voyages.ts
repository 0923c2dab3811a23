// An in-memory voyages backend for the library's state tests: every revision kept, one draft
// per slot, 'conflict' when a save's baseRevision is not the latest (as the store answers), and
// any method made to fail on demand. The clock moves one second per write.
import { voyageSchema, type Voyage } from '../../../shared/domain/voyage';
import type { Backend } from '../../../renderer/src/lib/backend';
import { BackendError } from '../../../renderer/src/lib/backend-error';
import { LocalLibraryStore, type KeyValueStorage } from '../../../renderer/src/library/local-store';

type Voyages = Backend['voyages'];
type Method = keyof Voyages;

interface Revision {
  readonly voyage: Voyage;
  readonly savedAtUtc: number;
}

export const START_UTC = Date.UTC(2026, 10, 25, 12) / 1000;

export class FakeVoyages {
  nowUtc = START_UTC;
  readonly saved = new Map<string, Revision[]>();
  readonly drafts = new Map<string | null, Revision>();
  /** Every call, as `method` names, in order. */
  readonly calls: Method[] = [];
  private readonly failures = new Map<Method, BackendError>();
  /** While set, voyages.list waits for it: to act while the backend has not answered yet. */
  private listHeld: Promise<void> | null = null;
  private nextId = 1;

  /** The next calls of `method` fail with `message` (until `heal`). */
  fail(method: Method, message: string, code: BackendError['code'] = 'server-unavailable'): void {
    this.failures.set(method, new BackendError({ code, message }));
  }

  /** voyages.list answers only once the returned function is called. */
  holdList(): () => void {
    let release = (): void => {};
    this.listHeld = new Promise((done) => (release = done));
    return () => {
      this.listHeld = null;
      release();
    };
  }

  heal(method: Method): void {
    this.failures.delete(method);
  }

  count(method: Method): number {
    return this.calls.filter((c) => c === method).length;
  }

  latest(id: string): Revision & { revision: number } {
    const revisions = this.saved.get(id) ?? [];
    const last = revisions.at(-1);
    if (last === undefined) throw new Error(`no voyage ${id}`);
    return { ...last, revision: revisions.length };
  }

  /** Another window saves a new revision meanwhile. */
  saveElsewhere(id: string, voyage: Voyage): void {
    this.saved.get(id)?.push({ voyage, savedAtUtc: this.tick() });
  }

  readonly api: Voyages = {
    list: async () => {
      this.called('list');
      await this.listHeld;
      const voyages = [...this.saved.entries()].map(([id, revisions]) => {
        const last = revisions.at(-1)!;
        return {
          id,
          name: last.voyage.name,
          revision: revisions.length,
          savedAtUtc: last.savedAtUtc,
          departureUtc: last.voyage.departureUtc,
          waypointCount: last.voyage.route.waypoints.length,
        };
      });
      return { voyages: voyages.sort((a, b) => b.savedAtUtc - a.savedAtUtc) };
    },
    get: async ({ id, revision }) => {
      this.called('get');
      const revisions = this.revisionsOf(id);
      const n = revision ?? revisions.length;
      const found = revisions[n - 1];
      if (found === undefined) throw new BackendError({ code: 'not-found', message: `No revision ${n}.` });
      return { id, revision: n, savedAtUtc: found.savedAtUtc, voyage: found.voyage };
    },
    history: async ({ id }) => {
      this.called('history');
      const revisions = this.revisionsOf(id).map((r, i) => ({
        revision: i + 1,
        savedAtUtc: r.savedAtUtc,
        name: r.voyage.name,
      }));
      return { id, revisions: revisions.reverse() };
    },
    save: async ({ id, baseRevision, voyage }) => {
      this.called('save');
      if (id === undefined) return this.create(voyageSchema.parse(voyage));
      const revisions = this.revisionsOf(id);
      if (baseRevision !== undefined && baseRevision !== revisions.length)
        throw new BackendError({
          code: 'conflict',
          message: `This voyage was saved elsewhere meanwhile (now revision ${revisions.length}).`,
        });
      revisions.push({ voyage: voyageSchema.parse(voyage), savedAtUtc: this.tick() });
      this.drafts.delete(id);
      return { id, revision: revisions.length, savedAtUtc: this.nowUtc };
    },
    rename: async ({ id, name }) => {
      this.called('rename');
      const revisions = this.revisionsOf(id);
      revisions.push({ voyage: { ...revisions.at(-1)!.voyage, name }, savedAtUtc: this.tick() });
      return { id, revision: revisions.length, savedAtUtc: this.nowUtc };
    },
    duplicate: async ({ id, name }) => {
      this.called('duplicate');
      const source = this.latest(id).voyage;
      return this.create({ ...source, name: name ?? source.name });
    },
    delete: async ({ id }) => {
      this.called('delete');
      this.revisionsOf(id);
      this.saved.delete(id);
      this.drafts.delete(id);
      return { id };
    },
    saveDraft: async ({ voyageId, voyage }) => {
      this.called('saveDraft');
      this.drafts.set(voyageId, { voyage: voyageSchema.parse(voyage), savedAtUtc: this.tick() });
      return { savedAtUtc: this.nowUtc };
    },
    loadDraft: async ({ voyageId }) => {
      this.called('loadDraft');
      return { draft: this.drafts.get(voyageId) ?? null };
    },
  };

  private called(method: Method): void {
    this.calls.push(method);
    const failure = this.failures.get(method);
    if (failure !== undefined) throw failure;
  }

  private revisionsOf(id: string): Revision[] {
    const revisions = this.saved.get(id);
    if (revisions === undefined) throw new BackendError({ code: 'not-found', message: 'That voyage was deleted.' });
    return revisions;
  }

  private create(voyage: Voyage): { id: string; revision: number; savedAtUtc: number } {
    const id = `v${this.nextId++}`;
    this.saved.set(id, [{ voyage, savedAtUtc: this.tick() }]);
    return { id, revision: 1, savedAtUtc: this.nowUtc };
  }

  private tick(): number {
    this.nowUtc += 1;
    return this.nowUtc;
  }
}

/** A Map behind the Web Storage calls the library makes. */
export function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function memoryLocal(): LocalLibraryStore {
  return new LocalLibraryStore(memoryStorage());
}
