// The saved voyages, most recently saved first, and what can be done to one from the list:
// rename, duplicate, delete (after the navigator confirms it by name) and read its history.
// What that means for the voyage open in the editor is told up through onRenamed / onDeleted.
import type { IpcOutput, VoyageSummary } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { copyName, displayName, voyageNameProblem } from './naming';
import { DELETE, deleteQuestion } from './questions';
import { Serial } from './serial';
import { cancelled, done, failed, inWords, type ActionResult, type SavedVoyageRef } from './results';

export type RevisionList = IpcOutput<'voyages.history'>['revisions'];

export type HistoryResult =
  { readonly ok: true; readonly revisions: RevisionList } | { readonly ok: false; readonly words: string };

export interface VoyageListOptions {
  readonly voyages: Pick<Backend['voyages'], 'list' | 'rename' | 'duplicate' | 'delete' | 'history'>;
  /** Asks the navigator (Confirmations.ask); resolves with the choice id, null for cancel. */
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  /** A voyage was renamed: its new revision, and the name as saved. */
  readonly onRenamed?: (ref: SavedVoyageRef, name: string) => void;
  /** A voyage was deleted with all its revisions. */
  readonly onDeleted?: (id: string) => Promise<void>;
}

export class VoyageList {
  /** Every saved voyage, most recently saved first. */
  voyages = $state.raw<readonly VoyageSummary[]>([]);
  /** Why the list could not be read, in words; null when it could. */
  problem = $state<string | null>(null);
  /** Renaming, duplicating, deleting: the list's buttons wait. */
  busy = $state(false);

  private readonly options: VoyageListOptions;
  /** Only the newest read may set the list: an older answer arriving late is dropped. */
  private reads = 0;
  private readonly serial = new Serial();

  constructor(options: VoyageListOptions) {
    this.options = options;
  }

  /** Reads the list again; null when it could not be read (`problem` says why). */
  async refresh(): Promise<IpcOutput<'voyages.list'> | null> {
    const read = ++this.reads;
    try {
      const answer = await this.options.voyages.list({});
      if (read === this.reads) {
        this.voyages = answer.voyages;
        this.problem = null;
      }
      return answer;
    } catch (error) {
      if (read === this.reads) this.problem = inWords(error);
      return null;
    }
  }

  rename(id: string, name: string): Promise<ActionResult> {
    const problem = voyageNameProblem(name);
    if (problem !== null) return Promise.resolve(failed(problem));
    const trimmed = name.trim();
    return this.busyWith(async () => {
      const ref = await this.options.voyages.rename({ id, name: trimmed });
      this.options.onRenamed?.(ref, trimmed);
      return `Renamed to “${trimmed}”.`;
    });
  }

  duplicate(id: string): Promise<ActionResult> {
    return this.busyWith(async () => {
      const name = copyName(this.find(id)?.name ?? '');
      await this.options.voyages.duplicate({ id, name });
      return `Copied as “${name}”.`;
    });
  }

  /** Deletes a saved voyage with all its revisions, after the navigator confirms it by name. */
  async remove(id: string): Promise<ActionResult> {
    const summary = this.find(id);
    const name = displayName(summary?.name ?? '');
    const choice = await this.options.ask(deleteQuestion(name, summary?.revision ?? null));
    if (choice !== DELETE) return cancelled;
    return this.busyWith(async () => {
      await this.options.voyages.delete({ id });
      await this.options.onDeleted?.(id);
      return `Deleted “${name}”.`;
    });
  }

  /** Every revision of a voyage, newest first. */
  async history(id: string): Promise<HistoryResult> {
    try {
      return { ok: true, revisions: (await this.options.voyages.history({ id })).revisions };
    } catch (error) {
      return { ok: false, words: inWords(error) };
    }
  }

  private find(id: string): VoyageSummary | undefined {
    return this.voyages.find((v) => v.id === id);
  }

  /** One list action at a time, with the buttons waiting; the list is read again after it. */
  private busyWith(action: () => Promise<string>): Promise<ActionResult> {
    return this.serial.run(async () => {
      this.busy = true;
      try {
        return done(await action());
      } catch (error) {
        return failed(inWords(error));
      } finally {
        await this.refresh();
        this.busy = false;
      }
    });
  }
}
