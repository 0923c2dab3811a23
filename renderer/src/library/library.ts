// The voyage library wired for the app: the saved voyages' list, the drafts kept of unsaved
// work, and the voyage open in the editor, which the list tells of what concerns it (a rename,
// a delete) through callbacks. Each unit stays testable on its own.
import type { Backend } from '../lib/backend';
import { BackendError } from '../lib/backend-error';
import type { ConfirmRequest } from '../components/confirm.svelte';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import { DraftKeeper } from './draft-keeper.svelte';
import { LocalLibraryStore } from './local-store';
import { OpenVoyage, type OpenVoyageOptions } from './open-voyage.svelte';
import { VoyageList } from './voyage-list.svelte';

export interface Library {
  readonly voyage: OpenVoyage;
  readonly list: VoyageList;
  readonly drafts: DraftKeeper;
}

export interface LibraryOptions extends Pick<OpenVoyageOptions, 'onLoaded' | 'onVoyageChanged'> {
  readonly store: VoyageStore;
  readonly voyages: Backend['voyages'];
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  readonly local?: LocalLibraryStore;
}

export function createLibrary(options: LibraryOptions): Library {
  const { voyages, ask } = options;
  const local = options.local ?? LocalLibraryStore.fromWindow();
  const drafts = new DraftKeeper({ voyages, local });
  const list: VoyageList = new VoyageList({
    voyages,
    ask,
    onRenamed: (ref, name) => voyage.renamed(ref, name),
    onDeleted: (id) => voyage.deleted(id),
  });
  const voyage = new OpenVoyage({
    ...options,
    local,
    drafts,
    refreshList: () => list.refresh(),
  });
  return { voyage, list, drafts };
}

/**
 * The saved revision a forecast is made for, saving first when needed. For ForecastState, which
 * reads a failure as the backend's error (its code picks the advice), so it gets one.
 */
export async function savedRevision(voyage: Pick<OpenVoyage, 'save'>): Promise<{ voyageId: string; revision: number }> {
  const saved = await voyage.save();
  if (!saved.ok) throw new BackendError({ code: saved.code, message: saved.words });
  return { voyageId: saved.ref.id, revision: saved.ref.revision };
}
