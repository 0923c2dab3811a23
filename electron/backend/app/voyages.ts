// voyages.*: the navigator's saved voyages with every revision, and one autosaved draft each,
// over the store's voyages repository (validated with shared/domain's voyageSchema there).
import type { BackendApi, IpcOutput } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { StoreRevisionConflict } from '../store/errors';
import type { StoredVoyage } from '../store/voyages';
import { defined } from '../../../shared/domain/defined';
import type { BackendContext } from './context';

type VoyageMethods = Pick<
  BackendApi,
  | 'voyages.list'
  | 'voyages.get'
  | 'voyages.history'
  | 'voyages.save'
  | 'voyages.rename'
  | 'voyages.duplicate'
  | 'voyages.delete'
  | 'voyages.saveDraft'
  | 'voyages.loadDraft'
>;

function savedRef(stored: StoredVoyage): IpcOutput<'voyages.save'> {
  return { id: stored.id, revision: stored.revision, savedAtUtc: Math.floor(stored.savedAtUtc) };
}

function notFound(id: string): IpcFailure {
  return new IpcFailure(
    'not-found',
    `There is no saved voyage with id ${id}; it may have been deleted in another window.`,
    'id',
  );
}

export function voyageMethods(ctx: BackendContext): VoyageMethods {
  const { voyages } = ctx.store;

  function mustGet(id: string, revision?: number): StoredVoyage {
    const stored = voyages.get(id, revision);
    if (stored !== undefined) return stored;
    if (revision !== undefined && voyages.get(id) !== undefined) {
      throw new IpcFailure('not-found', `Voyage ${id} has no revision ${revision}.`, 'revision');
    }
    throw notFound(id);
  }

  return {
    async 'voyages.list'() {
      const list = voyages.list().flatMap((summary) => {
        const current = voyages.get(summary.id);
        if (current === undefined) return [];
        return [
          {
            id: summary.id,
            name: summary.name,
            revision: current.revision,
            savedAtUtc: Math.floor(current.savedAtUtc),
            departureUtc: current.voyage.departureUtc,
            waypointCount: current.voyage.route.waypoints.length,
          },
        ];
      });
      return { voyages: list };
    },
    async 'voyages.get'({ id, revision }) {
      const stored = mustGet(id, revision);
      return { ...savedRef(stored), voyage: stored.voyage };
    },
    async 'voyages.history'({ id }) {
      mustGet(id);
      return {
        id,
        revisions: voyages
          .history(id)
          .map((r) => ({ revision: r.revision, savedAtUtc: Math.floor(r.savedAtUtc), name: r.name })),
      };
    },
    async 'voyages.save'({ id, baseRevision, voyage }) {
      if (id === undefined) {
        return savedRef(voyages.create(voyage, { replacesUnsavedDraft: true }));
      }
      mustGet(id);
      try {
        return savedRef(voyages.save(id, voyage, defined({ baseRevision })));
      } catch (error) {
        if (error instanceof StoreRevisionConflict) throw new IpcFailure('conflict', error.message, 'baseRevision');
        throw error;
      }
    },
    async 'voyages.rename'({ id, name }) {
      mustGet(id);
      return savedRef(voyages.rename(id, name));
    },
    async 'voyages.duplicate'({ id, name }) {
      mustGet(id);
      return savedRef(voyages.duplicate(id, name));
    },
    async 'voyages.delete'({ id }) {
      if (!voyages.remove(id)) throw notFound(id);
      return { id };
    },
    async 'voyages.saveDraft'({ voyageId, voyage }) {
      if (voyageId === null) return { savedAtUtc: Math.floor(voyages.saveUnsavedDraft(voyage).savedAtUtc) };
      mustGet(voyageId);
      return { savedAtUtc: Math.floor(voyages.saveDraft(voyageId, voyage).savedAtUtc) };
    },
    async 'voyages.loadDraft'({ voyageId }) {
      if (voyageId === null) {
        const draft = voyages.getUnsavedDraft();
        return {
          draft: draft === undefined ? null : { voyage: draft.voyage, savedAtUtc: Math.floor(draft.savedAtUtc) },
        };
      }
      const draft = voyages.getDraft(voyageId);
      return { draft: draft === undefined ? null : { voyage: draft.voyage, savedAtUtc: Math.floor(draft.savedAtUtc) } };
    },
  };
}
