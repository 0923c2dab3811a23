// The saved-voyage library around the app's VoyageStore: which saved voyage is open (id and
// revision), whether the editor holds unsaved changes, save / save as / new / open, the list
// and its rename, duplicate, delete and revision history, and the autosaved draft that makes
// sure nothing typed is lost (debounced to the backend, copied to local storage when the window
// hides or closes, restored on start). The rules live in the plain modules next to this file.
import { untrack } from 'svelte';
import type { IpcOutput, VoyageSummary } from '../../../shared/ipc';
import { BackendError, type Backend } from '../lib/backend';
import { emptyDraft, fromVoyage, toVoyage, type VoyageDraft } from '../voyage/editor';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import { AUTOSAVE_DELAY_MS, DraftAutosaver } from './autosave';
import { errorInWords } from '../components/error-words';
import { sameDraftContent } from './compare';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { LocalLibraryStore } from './local-store';
import { copyName, displayName, suggestedName, voyageNameProblem } from './naming';
import { saveStatusText } from './save-status';
import { draftToRestore, startupPlan, type DraftCandidate } from './startup';

/** The saved voyage open in the editor. */
export interface SavedVoyageRef {
  readonly id: string;
  readonly revision: number;
  /** Unix seconds UTC. */
  readonly savedAtUtc: number;
}

export type RevisionList = IpcOutput<'voyages.history'>['revisions'];

export interface LibraryOptions {
  readonly voyages: Backend['voyages'];
  /** Asks the navigator (Confirmations.ask); resolves with the choice id, null for cancel. */
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  readonly local?: LocalLibraryStore;
  /** Now, Unix seconds UTC. */
  readonly nowUtc?: () => number;
  /** Where to listen for the window hiding or closing (null: nowhere, e.g. in tests). */
  readonly window?: Window | null;
}

interface DraftSnapshot {
  readonly voyageId: string | null;
  readonly draft: VoyageDraft;
}

const LEAVE_SAVE = 'save';
const LEAVE_DISCARD = 'discard';

/** A failure the navigator should read, in words, with what to do next. */
function inWords(error: unknown): string {
  return errorInWords(
    error,
    'Something went wrong in this window. Your work is kept as a draft; reload the window to continue.',
  );
}

function isConflict(error: unknown): error is BackendError {
  return error instanceof BackendError && error.code === 'conflict';
}

/** The next whole hour UTC: the departure a new voyage starts with. */
function nextWholeHourUtc(nowUtc: number): number {
  return Math.ceil(nowUtc / 3600) * 3600;
}

export class VoyageLibrary {
  /** The saved voyage open, or null while the voyage was never saved. */
  saved = $state.raw<SavedVoyageRef | null>(null);
  /** Every saved voyage, most recently saved first. */
  voyages = $state.raw<readonly VoyageSummary[]>([]);
  /** Why the list could not be read, in words; null when it could. */
  listError = $state<string | null>(null);
  /** A save is under way. */
  saving = $state(false);
  /** Opening, deleting, renaming...: the panel's buttons wait. */
  busy = $state(false);
  /** The last save or autosave failed: why, in words. */
  error = $state<string | null>(null);
  /** When the current changes were autosaved as a draft, Unix seconds UTC. */
  draftSavedAtUtc = $state<number | null>(null);
  /** Set when start() brought back unsaved work: when that draft was saved. */
  restored = $state.raw<{ readonly savedAtUtc: number } | null>(null);
  /** The old revision the editor holds as unsaved changes (open(id, revision)), or null. */
  openedRevision = $state<number | null>(null);
  /** A short message about the last action ("Copied as …"), for a live region. */
  notice = $state<string | null>(null);
  /** start() has finished: the editor holds the voyage it should. */
  ready = $state(false);

  /** The editor's content as last saved or opened: what "unsaved changes" are measured against. */
  private baseline = $state.raw<VoyageDraft>(emptyDraft(0));
  readonly dirty: boolean;
  /** The save state for the status bar: "Saved rev 3 at 12:04Z", "Unsaved changes", … */
  readonly statusText: string;
  /** The open voyage's name as shown ("Untitled voyage" when it has none). */
  readonly name: string;

  private readonly voyagesApi: Backend['voyages'];
  private readonly ask: LibraryOptions['ask'];
  private readonly local: LocalLibraryStore;
  private readonly now: () => number;
  private readonly autosaver: DraftAutosaver<DraftSnapshot>;
  /** The draft the autosave last looked at; loads set it, so what they load is not re-saved. */
  private seenDraft: VoyageDraft;
  private started = false;
  private readonly cleanups: (() => void)[] = [];
  /** Why the last save failed, for ensureSaved's caller. */
  private lastFailure: unknown = null;
  /** Operations that change which voyage is open run one after another. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: VoyageStore,
    options: LibraryOptions,
  ) {
    this.voyagesApi = options.voyages;
    this.ask = options.ask;
    this.local = options.local ?? LocalLibraryStore.fromWindow();
    this.now = options.nowUtc ?? (() => Math.floor(Date.now() / 1000));
    this.seenDraft = store.draft;
    // Assigned here, not as field initialisers: they read the constructor's parameters.
    this.dirty = $derived(!sameDraftContent(this.store.draft, this.baseline));
    this.statusText = $derived(
      saveStatusText({
        saved: this.saved,
        dirty: this.dirty,
        saving: this.saving,
        draftSavedAtUtc: this.draftSavedAtUtc,
        error: this.error,
        nowUtc: this.now(),
      }),
    );
    this.name = $derived(displayName(this.store.draft.name));
    this.autosaver = new DraftAutosaver<DraftSnapshot>({
      delayMs: AUTOSAVE_DELAY_MS,
      save: (snapshot) => this.writeDraft(snapshot),
      onSaved: (savedAtUtc, snapshot) => {
        if (snapshot.draft === this.store.draft) this.draftSavedAtUtc = savedAtUtc;
        this.error = null;
      },
      onError: (error) => {
        this.error = `The draft could not be autosaved: ${inWords(error)} A copy is kept in this window.`;
      },
    });
    // Every edit schedules an autosave. An effect, not a callback in the store, so the store
    // stays unaware of saving; it runs after the edit, and only reads the draft.
    this.cleanups.push(
      $effect.root(() => {
        $effect(() => {
          const draft = this.store.draft;
          untrack(() => this.draftChanged(draft));
        });
      }),
    );
    const win = options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
    if (win !== null) this.listenForLeaving(win);
  }

  /**
   * Opens what the window had before (or the latest voyage, or a new one) and restores any
   * newer autosaved draft. Call once when the app starts.
   */
  start(): Promise<void> {
    return this.exclusive(async () => {
      const initial = this.store.draft;
      try {
        const list = await this.voyagesApi.list({});
        this.voyages = list.voyages;
        this.listError = null;
        const plan = startupPlan(this.local.lastVoyage(), list.voyages);
        const unsaved =
          plan.action === 'new' && plan.restore ? (await this.voyagesApi.loadDraft({ voyageId: null })).draft : null;
        // Edits made while the backend answered belong to the navigator: keep them as a new voyage.
        if (this.store.draft !== initial) return this.becomeNew(this.store.draft);
        if (plan.action === 'open') await this.openNow(plan.id, undefined);
        else if (plan.restore)
          this.startNew({ kind: 'restore', backend: unsaved === null ? [] : [{ ...unsaved, origin: 'backend' }] });
        else this.startNew({ kind: 'leave' });
      } catch (error) {
        this.listError = inWords(error);
        // The backend did not answer: the window's own copy of a new voyage is still worth having.
        if (this.store.draft === initial)
          this.startNew(this.local.lastVoyage()?.kind === 'new' ? { kind: 'restore', backend: [] } : { kind: 'leave' });
      } finally {
        this.started = true;
        this.ready = true;
      }
    });
  }

  /** Stops listening to the window and to the editor. Flushes the pending autosave first. */
  async destroy(): Promise<void> {
    await this.autosaver.flush();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /**
   * Saves the open voyage as a new revision (or as a new voyage if never saved). Null if not
   * saved. Without changes there is nothing to save: no new revision, so a forecast made for
   * the saved one still belongs to the route on screen.
   */
  save(): Promise<SavedVoyageRef | null> {
    return this.exclusive(async () => (this.saved !== null && !this.dirty ? this.saved : this.saveNow()));
  }

  /** Saves the editor's voyage as a new voyage named `name`; the one open before keeps its last save. */
  saveAs(name: string): Promise<SavedVoyageRef | null> {
    return this.exclusive(() => this.saveAsNow(name));
  }

  /**
   * The saved voyage and revision a forecast is made for: saves first when the voyage was never
   * saved or has changes. Rejects with the reason in words when it could not be saved.
   */
  async ensureSaved(): Promise<{ voyageId: string; revision: number }> {
    const ref = await this.exclusive(async () => (this.saved !== null && !this.dirty ? this.saved : this.saveNow()));
    if (ref === null) {
      if (this.lastFailure instanceof BackendError) throw this.lastFailure;
      throw new BackendError({
        code: 'internal',
        message: this.error ?? 'The voyage must be saved before a forecast is made for it, and it was not saved.',
      });
    }
    return { voyageId: ref.id, revision: ref.revision };
  }

  /** Starts a new, empty voyage, asking first when the open one has unsaved changes. */
  newVoyage(): Promise<boolean> {
    return this.exclusive(async () => {
      if (!(await this.mayLeave('start a new voyage'))) return false;
      this.startNew({ kind: 'take-over' });
      // The slot of the voyage never saved now holds nothing: an older draft there is discarded.
      await this.autosaver.flush();
      return true;
    });
  }

  /**
   * Opens a saved voyage (its latest revision, with a newer autosaved draft restored), or an
   * older revision. An older revision opens as unsaved changes of the same voyage, not read-only:
   * "Save voyage" then makes it the newest revision (every earlier one stays in the history),
   * and "Discard changes" goes back to the latest. Looking back is nearly always about going
   * back to it or copying from it, and a read-only mode would have to be honoured by every
   * editing control, chart and table alike.
   */
  open(id: string, revision?: number): Promise<boolean> {
    return this.exclusive(async () => {
      const what = revision === undefined ? 'open another voyage' : `open revision ${revision}`;
      if (!(await this.mayLeave(what))) return false;
      await this.openNow(id, revision);
      return true;
    });
  }

  /** Throws away unsaved changes (a restored draft, an old revision): back to the last save. */
  discardChanges(): Promise<void> {
    return this.exclusive(async () => {
      await this.discardDraftOf(this.saved?.id ?? null);
      this.load(this.baseline);
      this.notice = 'Unsaved changes discarded.';
    });
  }

  /** Reads the list again. */
  refreshList(): Promise<void> {
    return this.exclusive(() => this.refreshListNow());
  }

  rename(id: string, name: string): Promise<boolean> {
    return this.exclusive(async () => {
      const problem = voyageNameProblem(name);
      if (problem !== null) {
        this.notice = problem;
        return false;
      }
      return this.busyWith(async () => {
        const ref = await this.voyagesApi.rename({ id, name: name.trim() });
        if (this.saved?.id === id) {
          // A rename is a new revision of the saved content; unsaved changes stay unsaved on top of it.
          this.saved = ref;
          this.baseline = { ...this.baseline, name: name.trim() };
          this.store.setVoyageName(name);
        }
        this.notice = `Renamed to “${name.trim()}”.`;
      });
    });
  }

  duplicate(id: string): Promise<boolean> {
    return this.exclusive(() =>
      this.busyWith(async () => {
        const source = this.voyages.find((v) => v.id === id);
        const name = copyName(source?.name ?? '');
        await this.voyagesApi.duplicate({ id, name });
        this.notice = `Copied as “${name}”.`;
      }),
    );
  }

  /** Deletes a saved voyage with all its revisions, after the navigator confirms it by name. */
  remove(id: string): Promise<boolean> {
    return this.exclusive(async () => {
      const summary = this.voyages.find((v) => v.id === id);
      const name = displayName(summary?.name ?? '');
      const revisions = summary === undefined ? '' : ` and all ${summary.revision} of its revisions`;
      const choice = await this.ask({
        title: 'Delete voyage?',
        message: `Delete “${name}”${revisions}? Its forecasts go with it. This cannot be undone.`,
        choices: [{ id: 'delete', label: 'Delete voyage', danger: true }],
      });
      if (choice !== 'delete') return false;
      return this.busyWith(async () => {
        await this.voyagesApi.delete({ id });
        this.local.dropDraft(id);
        if (this.saved?.id === id) {
          // Its content is gone on purpose; what stays in the editor would only confuse.
          this.startNew({ kind: 'take-over' });
          await this.autosaver.flush();
        }
        this.notice = `Deleted “${name}”.`;
      });
    });
  }

  /** Every revision of a voyage, newest first. */
  history(id: string): Promise<RevisionList> {
    return this.voyagesApi.history({ id }).then((answer) => answer.revisions);
  }

  // ---- internals (run inside exclusive()) ----

  private async saveNow(): Promise<SavedVoyageRef | null> {
    if (this.store.draft.name.trim() === '') this.store.setVoyageName(suggestedName(this.store.draft));
    const ref = this.saved;
    return this.writeVoyage(ref === null ? {} : { id: ref.id, baseRevision: ref.revision });
  }

  private async saveAsNow(name: string): Promise<SavedVoyageRef | null> {
    const problem = voyageNameProblem(name);
    if (problem !== null) {
      this.error = problem;
      this.lastFailure = new BackendError({ code: 'bad-input', message: problem, field: 'name' });
      return null;
    }
    const previous = this.saved;
    this.store.setVoyageName(name);
    const ref = await this.writeVoyage({});
    // The changes now live in the new voyage: the old one's draft must not bring them back.
    if (ref !== null && previous !== null) await this.discardDraftOf(previous.id, false);
    return ref;
  }

  /** voyages.save; on a conflict (saved in another window meanwhile), offers to save as a new voyage. */
  private async writeVoyage(target: { id?: string; baseRevision?: number }): Promise<SavedVoyageRef | null> {
    const draft = this.store.draft;
    const previousSlot = this.saved?.id ?? null;
    this.saving = true;
    try {
      // An autosave landing after the save would bring the saved changes back as a "draft".
      this.autosaver.cancel();
      await this.autosaver.flush();
      const ref = await this.voyagesApi.save({ ...target, voyage: toVoyage(draft) });
      this.local.dropDraft(previousSlot);
      this.saved = ref;
      this.baseline = draft;
      this.restored = null;
      this.openedRevision = null;
      this.error = null;
      this.lastFailure = null;
      this.draftSavedAtUtc = null;
      this.local.rememberVoyage({ kind: 'saved', id: ref.id });
      // Edits made while saving are still unsaved: autosave them into the saved voyage's slot.
      if (this.store.draft !== draft) this.autosaver.changed({ voyageId: ref.id, draft: this.store.draft });
      await this.refreshListNow();
      return ref;
    } catch (error) {
      if (isConflict(error)) return this.offerSaveAsNew(error);
      this.error = inWords(error);
      this.lastFailure = error;
      return null;
    } finally {
      this.saving = false;
    }
  }

  private async offerSaveAsNew(conflict: BackendError): Promise<SavedVoyageRef | null> {
    this.saving = false;
    // The list shows the other window's save (its revision and time) while the navigator decides.
    await this.refreshListNow();
    const name = copyName(this.store.draft.name);
    const choice = await this.ask({
      title: 'Saved elsewhere meanwhile',
      message: `${conflict.message} Save your version as a new voyage “${name}”? If you keep editing, your changes stay here as a draft.`,
      choices: [{ id: 'save-as-new', label: 'Save as new voyage' }],
      cancelLabel: 'Keep editing',
    });
    if (choice === 'save-as-new') return this.saveAsNow(name);
    this.error =
      'Another window saved this voyage meanwhile; your changes are kept here as a draft. Save them as a new voyage, or discard them and open the latest.';
    this.lastFailure = conflict;
    return null;
  }

  /** Before replacing the editor's voyage: asks to save or discard unsaved changes. False: stay. */
  private async mayLeave(action: string): Promise<boolean> {
    if (!this.dirty) return true;
    const choice = await this.ask({
      title: 'Unsaved changes',
      message: `“${this.name}” has changes that are not saved. Save them before you ${action}, or discard them?`,
      choices: [
        { id: LEAVE_SAVE, label: 'Save changes' },
        { id: LEAVE_DISCARD, label: 'Discard changes', danger: true },
      ],
    });
    if (choice === LEAVE_SAVE) return (await this.saveNow()) !== null;
    if (choice === LEAVE_DISCARD) {
      await this.discardDraftOf(this.saved?.id ?? null);
      return true;
    }
    return false;
  }

  private async openNow(id: string, revision: number | undefined): Promise<void> {
    await this.busyWith(async () => {
      const latest = await this.voyagesApi.get({ id });
      const old =
        revision === undefined || revision === latest.revision ? null : await this.voyagesApi.get({ id, revision });
      this.autosaver.cancel();
      this.saved = { id: latest.id, revision: latest.revision, savedAtUtc: latest.savedAtUtc };
      this.baseline = fromVoyage(latest.voyage);
      this.error = null;
      this.draftSavedAtUtc = null;
      this.restored = null;
      this.openedRevision = null;
      this.local.rememberVoyage({ kind: 'saved', id });
      if (old !== null) {
        this.load(fromVoyage(old.voyage));
        this.openedRevision = old.revision;
        // Autosaved like any change, so a reload keeps the old revision open as unsaved changes.
        this.autosaver.changed({ voyageId: id, draft: this.store.draft });
        this.notice = `Revision ${old.revision} of “${displayName(old.voyage.name)}” is open as unsaved changes. Save to make it the newest revision.`;
        return;
      }
      const { draft } = await this.voyagesApi.loadDraft({ voyageId: id });
      const candidates: DraftCandidate[] = [...(draft === null ? [] : [{ ...draft, origin: 'backend' as const }])];
      const local = this.local.draft(id);
      if (local !== null) candidates.push(local);
      const restore = draftToRestore({ voyage: latest.voyage, savedAtUtc: latest.savedAtUtc }, candidates);
      this.load(restore === null ? this.baseline : fromVoyage(restore.voyage));
      if (restore !== null) {
        this.restored = { savedAtUtc: restore.savedAtUtc };
        this.draftSavedAtUtc = restore.savedAtUtc;
        // The backend may not have it (the window's own copy won): put it there too.
        if (restore.origin === 'local') this.autosaver.changed({ voyageId: id, draft: this.store.draft });
      }
      this.notice = null;
    });
  }

  /**
   * A new voyage, with the never-saved slot:
   * - 'restore': checked (the backend's draft given, and the window's copy) for unsaved work to
   *   bring back; when there is none, the empty voyage takes the slot over.
   * - 'take-over': the navigator asked for a new voyage; whatever the slot held is replaced.
   * - 'leave': left alone until the navigator types (a window that never had it open).
   */
  private startNew(
    slot:
      | { readonly kind: 'restore'; readonly backend: readonly DraftCandidate[] }
      | { readonly kind: 'take-over' | 'leave' },
  ): void {
    this.autosaver.cancel();
    const empty = emptyDraft(nextWholeHourUtc(this.now()));
    this.saved = null;
    this.baseline = empty;
    this.error = null;
    this.draftSavedAtUtc = null;
    this.restored = null;
    this.openedRevision = null;
    this.notice = null;
    this.local.rememberVoyage({ kind: 'new' });
    const local = slot.kind === 'restore' ? this.local.draft(null) : null;
    const restore =
      slot.kind === 'restore' ? draftToRestore(null, local === null ? slot.backend : [...slot.backend, local]) : null;
    if (restore !== null) {
      this.load(fromVoyage(restore.voyage));
      this.restored = { savedAtUtc: restore.savedAtUtc };
      this.draftSavedAtUtc = restore.savedAtUtc;
      // The backend may not have it (the window's own copy won): put it there too.
      if (restore.origin === 'local') this.autosaver.changed({ voyageId: null, draft: this.store.draft });
      return;
    }
    this.load(empty);
    if (slot.kind === 'leave') return;
    this.local.dropDraft(null);
    this.autosaver.changed({ voyageId: null, draft: empty });
  }

  /** Edits made before start() finished: they become the new voyage, unsaved. */
  private becomeNew(draft: VoyageDraft): void {
    this.saved = null;
    this.baseline = emptyDraft(draft.departureUtc);
    this.local.rememberVoyage({ kind: 'new' });
    this.autosaver.changed({ voyageId: null, draft });
  }

  /**
   * Replaces a slot's draft with the LATEST saved content (or an empty voyage for the
   * never-saved slot), which the restore rule ignores: there is no "delete draft" method, and
   * this needs none. The latest, not the revision this window opened: another window may have
   * saved since, and this window's older content written as a "draft" would come back over it.
   */
  private async discardDraftOf(voyageId: string | null, wait = true): Promise<void> {
    this.autosaver.cancel();
    this.local.dropDraft(voyageId);
    this.restored = null;
    this.openedRevision = null;
    this.draftSavedAtUtc = null;
    const write = (async (): Promise<void> => {
      const voyage =
        voyageId === null ? toVoyage(emptyDraft(this.now())) : (await this.voyagesApi.get({ id: voyageId })).voyage;
      await this.voyagesApi.saveDraft({ voyageId, voyage });
    })().catch(() => {
      // Best effort: the voyage may have been deleted meanwhile; the local copy is gone anyway.
    });
    if (wait) await write;
  }

  private async refreshListNow(): Promise<void> {
    try {
      this.voyages = (await this.voyagesApi.list({})).voyages;
      this.listError = null;
    } catch (error) {
      this.listError = inWords(error);
    }
  }

  /** Runs a list action with the buttons waiting; failures become the notice. True when it worked. */
  private async busyWith(action: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    try {
      await action();
      return true;
    } catch (error) {
      this.notice = inWords(error);
      return false;
    } finally {
      await this.refreshListNow();
      this.busy = false;
    }
  }

  private load(draft: VoyageDraft): void {
    this.store.load(draft);
    this.seenDraft = this.store.draft;
  }

  private draftChanged(draft: VoyageDraft): void {
    if (draft === this.seenDraft) return;
    this.seenDraft = draft;
    if (!this.started) return;
    this.restored = null;
    this.autosaver.changed({ voyageId: this.saved?.id ?? null, draft });
  }

  /** The window's copy first (synchronous, survives anything), then the backend's draft. */
  private async writeDraft(snapshot: DraftSnapshot): Promise<number> {
    const voyage = toVoyage(snapshot.draft);
    this.local.keepDraft(snapshot.voyageId, voyage, this.now());
    const answer = await this.voyagesApi.saveDraft({ voyageId: snapshot.voyageId, voyage });
    return answer.savedAtUtc;
  }

  /**
   * The window hides (another app, a minimised window) or goes away (closed, reloaded): the
   * pending draft goes to local storage at once, synchronously. No request is started here: one
   * started while the page unloads is cut off half-way; the next start brings the local copy
   * back and hands it to the backend, and a page that stays alive autosaves on its timer.
   */
  private listenForLeaving(win: Window): void {
    const keepLocally = (): void => {
      const pending = this.autosaver.peek();
      if (pending !== null) this.local.keepDraft(pending.voyageId, toVoyage(pending.draft), this.now());
    };
    const onVisibility = (): void => {
      if (win.document.visibilityState === 'hidden') keepLocally();
    };
    win.addEventListener('pagehide', keepLocally);
    win.addEventListener('beforeunload', keepLocally);
    win.document.addEventListener('visibilitychange', onVisibility);
    this.cleanups.push(() => {
      win.removeEventListener('pagehide', keepLocally);
      win.removeEventListener('beforeunload', keepLocally);
      win.document.removeEventListener('visibilitychange', onVisibility);
    });
  }

  private exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
