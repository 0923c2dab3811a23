// Writes the editor's voyage as a saved revision: save (a new revision, or a new voyage when
// it was never saved), save as, and the conflict when another window saved meanwhile, which is
// never written over: the navigator is offered a new voyage instead. OpenVoyage runs these one
// at a time and is told of each save through onSaved.
import type { IpcErrorCode, IpcOutput } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import { BackendError } from '../lib/backend-error';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { toVoyage, type VoyageDraft } from '../voyage/editor';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import type { DraftKeeper } from './draft-keeper.svelte';
import { copyName, suggestedName, voyageNameProblem } from './naming';
import { CONFLICT_KEPT, conflictQuestion, SAVE_AS_NEW } from './questions';
import { codeOf, inWords, type SaveResult, type SavedVoyageRef } from './results';

export interface VoyageSaverOptions {
  readonly store: VoyageStore;
  readonly drafts: DraftKeeper;
  readonly voyages: Pick<Backend['voyages'], 'save'>;
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  readonly refreshList: () => Promise<IpcOutput<'voyages.list'> | null>;
  /** The saved voyage open (null: never saved) and whether the editor holds changes to it. */
  readonly current: () => { readonly saved: SavedVoyageRef | null; readonly dirty: boolean };
  /** Saved: `ref` is the voyage open now, and `draft` its content as saved. */
  readonly onSaved: (ref: SavedVoyageRef, draft: VoyageDraft) => void;
}

export class VoyageSaver {
  /** A save is under way. */
  saving = $state(false);
  /** Why the last save failed, in words, for the save status; null when there is nothing to say. */
  problem = $state<string | null>(null);

  constructor(private readonly options: VoyageSaverOptions) {}

  /** Saves the changes, if any: without changes (and once saved) the saved revision is the answer. */
  save(): Promise<SaveResult> {
    const { saved, dirty } = this.options.current();
    if (saved !== null && !dirty) return Promise.resolve({ ok: true, ref: saved });
    const { store } = this.options;
    if (store.draft.name.trim() === '') store.setVoyageName(suggestedName(store.draft));
    return this.write(saved === null ? {} : { id: saved.id, baseRevision: saved.revision });
  }

  /** Saves the editor's voyage as a new voyage named `name`; the one open before keeps its last save. */
  async saveAs(name: string): Promise<SaveResult> {
    const problem = voyageNameProblem(name);
    if (problem !== null) return this.failed(problem, 'bad-input');
    const previous = this.options.current().saved;
    this.options.store.setVoyageName(name);
    const result = await this.write({});
    // The changes now live in the new voyage: the old one's draft must not bring them back.
    if (result.ok && previous !== null) await this.options.drafts.discard(previous.id, false);
    return result;
  }

  private async write(target: { id?: string; baseRevision?: number }): Promise<SaveResult> {
    const { store, drafts } = this.options;
    const draft = store.draft;
    const previousSlot = this.options.current().saved?.id ?? null;
    this.saving = true;
    try {
      // An autosave landing after the save would bring the saved changes back as a "draft".
      await drafts.quiet();
      const ref = await this.options.voyages.save({ ...target, voyage: toVoyage(draft) });
      drafts.saved(previousSlot);
      this.problem = null;
      this.options.onSaved(ref, draft);
      // Edits made while saving are still unsaved: autosave them into the saved voyage's slot.
      if (store.draft !== draft) drafts.keep(ref.id, store.draft);
      this.saving = false;
      await this.options.refreshList();
      return { ok: true, ref };
    } catch (error) {
      this.saving = false;
      if (error instanceof BackendError && error.code === 'conflict') return this.offerSaveAsNew(error);
      return this.failed(inWords(error), codeOf(error));
    }
  }

  private async offerSaveAsNew(conflict: BackendError): Promise<SaveResult> {
    // The list shows the other window's save (its revision and time) while the navigator decides.
    await this.options.refreshList();
    const name = copyName(this.options.store.draft.name);
    const choice = await this.options.ask(conflictQuestion(conflict.message, name));
    return choice === SAVE_AS_NEW ? this.saveAs(name) : this.failed(CONFLICT_KEPT, 'conflict');
  }

  private failed(words: string, code: IpcErrorCode): SaveResult {
    this.problem = words;
    return { ok: false, words, code };
  }
}
