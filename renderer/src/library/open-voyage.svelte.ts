// Which saved voyage the editor holds (id and revision), whether it has unsaved changes, and
// the actions that change it, one at a time: open (latest or an older revision), new, discard,
// save and save as (written by VoyageSaver, conflicts included). Drafts are the DraftKeeper's;
// the list is the VoyageList's, refreshed through a callback.
import type { IpcOutput } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { emptyDraft, fromVoyage, type VoyageDraft } from '../voyage/editor';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import { sameDraftContent } from './compare';
import type { DraftKeeper } from './draft-keeper.svelte';
import type { LocalLibraryStore } from './local-store';
import { displayName } from './naming';
import { LEAVE_DISCARD, LEAVE_SAVE, unsavedChangesQuestion } from './questions';
import { cancelled, done, failed, inWords, type ActionResult, type SaveResult, type SavedVoyageRef } from './results';
import { saveStatusText } from './save-status';
import { Serial } from './serial';
import { startupPlan } from './startup';
import { VoyageSaver } from './voyage-saver.svelte';

export interface OpenVoyageOptions {
  readonly store: VoyageStore;
  readonly drafts: DraftKeeper;
  readonly voyages: Pick<Backend['voyages'], 'save' | 'get'>;
  readonly local: LocalLibraryStore;
  /** Asks the navigator (Confirmations.ask); resolves with the choice id, null for cancel. */
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  /** Reads the saved voyages again (VoyageList.refresh); at start, the answer decides what opens. */
  readonly refreshList: () => Promise<IpcOutput<'voyages.list'> | null>;
  /** A whole voyage was put in the editor (opened, restored, started): e.g. fit the chart to it. */
  readonly onLoaded?: (draft: VoyageDraft) => void;
  /** The saved voyage open changed (null: one never saved), e.g. to list its forecasts. */
  readonly onVoyageChanged?: (id: string | null) => void;
  /** Now, Unix seconds UTC. */
  readonly nowUtc?: () => number;
}

/** The next whole hour UTC: the departure a new voyage starts with. */
function nextWholeHourUtc(nowUtc: number): number {
  return Math.ceil(nowUtc / 3600) * 3600;
}

export class OpenVoyage {
  /** The saved voyage open, or null while the voyage was never saved. */
  saved = $state.raw<SavedVoyageRef | null>(null);
  /** A voyage is being opened: the panel's buttons wait. */
  opening = $state(false);
  /** The old revision the editor holds as unsaved changes (open(id, revision)), or null. */
  openedRevision = $state<number | null>(null);
  /** start() has finished: the editor holds the voyage it should. */
  ready = $state(false);

  /** The editor's content as last saved or opened: what "unsaved changes" are measured against. */
  private baseline = $state.raw<VoyageDraft>(emptyDraft(0));
  readonly dirty: boolean;
  /** The save state for the status bar: "Saved rev 3 at 12:04Z", "Unsaved changes", … */
  readonly statusText: string;
  /** The open voyage's name as shown ("Untitled voyage" when it has none). */
  readonly name: string;

  private readonly store: VoyageStore;
  private readonly drafts: DraftKeeper;
  private readonly options: OpenVoyageOptions;
  private readonly now: () => number;
  private readonly saver: VoyageSaver;
  private started = false;
  /** Operations that change which voyage is open run one after another. */
  private readonly serial = new Serial();

  constructor(options: OpenVoyageOptions) {
    this.options = options;
    this.store = options.store;
    this.drafts = options.drafts;
    this.now = options.nowUtc ?? (() => Math.floor(Date.now() / 1000));
    this.saver = new VoyageSaver({
      ...options,
      current: () => ({ saved: this.saved, dirty: this.dirty }),
      onSaved: (ref, draft) => this.become(ref, draft),
    });
    // Assigned here, not as field initialisers: they read the constructor's parameters.
    this.dirty = $derived(!sameDraftContent(this.store.draft, this.baseline));
    this.statusText = $derived(
      saveStatusText({
        saved: this.saved,
        dirty: this.dirty,
        saving: this.saving,
        draftSavedAtUtc: this.drafts.savedAtUtc,
        error: this.problem ?? this.drafts.problem,
        nowUtc: this.now(),
      }),
    );
    this.name = $derived(displayName(this.store.draft.name));
  }

  /** A save is under way. */
  get saving(): boolean {
    return this.saver.saving;
  }

  /** Why the last save failed, in words (shown in the status); null after a save, an open or an edit. */
  get problem(): string | null {
    return this.saver.problem;
  }

  /**
   * Opens what the window had before (or a new voyage) and restores any newer autosaved draft.
   * Call once when the app starts. Edits made while the backend answers are kept, as a new voyage.
   */
  start(): Promise<void> {
    return this.serial.run(async () => {
      const initial = this.store.draft;
      try {
        const list = await this.options.refreshList();
        const last = this.options.local.lastVoyage();
        const plan = startupPlan(last, list?.voyages ?? []);
        const backend = plan.action === 'new' && plan.restore ? await this.drafts.backendDraft(null) : [];
        if (this.store.draft !== initial) return this.becomeNew(this.store.draft);
        if (plan.action === 'open') await this.openNow(plan.id, undefined);
        // Also with no list (the backend did not answer): the window's own copy is worth having.
        else if (plan.restore) await this.startNew('restore', backend);
        else await this.startNew('leave');
      } finally {
        this.started = true;
        this.ready = true;
      }
    });
  }

  /** The navigator edited the voyage (VoyageStore's onEdit): the draft keeper autosaves it. */
  edited(draft: VoyageDraft): void {
    // Before start() has finished, start() itself keeps the edits.
    if (!this.started) return;
    this.saver.problem = null;
    this.drafts.edited(this.saved?.id ?? null, draft);
  }

  /**
   * Saves the open voyage as a new revision (or as a new voyage if never saved): the revision a
   * forecast or report is made for. Without changes there is nothing to save: no new revision,
   * so a forecast made for the saved one still belongs to the route on screen.
   */
  save(): Promise<SaveResult> {
    return this.serial.run(() => this.saver.save());
  }

  /** Saves the editor's voyage as a new voyage named `name`; the one open before keeps its last save. */
  saveAs(name: string): Promise<SaveResult> {
    return this.serial.run(() => this.saver.saveAs(name));
  }

  /**
   * Starts a new voyage, asking first when the open one has unsaved changes. `content` makes
   * what it holds from the empty voyage (e.g. an imported route), as unsaved changes.
   */
  newVoyage(content?: (empty: VoyageDraft) => VoyageDraft): Promise<ActionResult> {
    return this.serial.run(async () => {
      const leave = await this.mayLeave('start a new voyage');
      if (!leave.ok) return leave;
      await this.startNew('take-over');
      if (content !== undefined) this.loadChanges(null, content(this.baseline));
      return done();
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
  open(id: string, revision?: number): Promise<ActionResult> {
    return this.serial.run(async () => {
      const leave = await this.mayLeave(revision === undefined ? 'open another voyage' : `open revision ${revision}`);
      return leave.ok ? this.openNow(id, revision) : leave;
    });
  }

  /** Throws away unsaved changes (a restored draft, an old revision): back to the last save. */
  discardChanges(): Promise<ActionResult> {
    return this.serial.run(async () => {
      await this.drafts.discard(this.saved?.id ?? null);
      this.openedRevision = null;
      this.load(this.baseline);
      return done('Unsaved changes discarded.');
    });
  }

  /** A voyage was renamed (a new revision): when it is the open one, the editor takes the name. */
  renamed(ref: SavedVoyageRef, name: string): void {
    if (this.saved?.id !== ref.id) return;
    // Unsaved changes stay unsaved on top of the renamed revision.
    this.saved = ref;
    this.baseline = { ...this.baseline, name };
    this.store.setVoyageName(name);
  }

  /** A voyage was deleted: when it was open, its content is gone on purpose and a new voyage starts. */
  deleted(id: string): Promise<void> {
    this.drafts.forget(id);
    return this.serial.run(async () => {
      if (this.saved?.id === id) await this.startNew('take-over');
    });
  }

  // ---- internals (run inside serial.run()) ----

  /** Before replacing the editor's voyage: asks to save or discard unsaved changes. */
  private async mayLeave(action: string): Promise<ActionResult> {
    if (!this.dirty) return done();
    const choice = await this.options.ask(unsavedChangesQuestion(this.name, action));
    if (choice === LEAVE_SAVE) {
      const saved = await this.saver.save();
      return saved.ok ? done() : failed(saved.words);
    }
    if (choice !== LEAVE_DISCARD) return cancelled;
    await this.drafts.discard(this.saved?.id ?? null);
    return done();
  }

  private async openNow(id: string, revision: number | undefined): Promise<ActionResult> {
    this.opening = true;
    try {
      const latest = await this.options.voyages.get({ id });
      const old =
        revision === undefined || revision === latest.revision
          ? null
          : await this.options.voyages.get({ id, revision });
      this.become(latest, fromVoyage(latest.voyage));
      if (old !== null) {
        this.loadChanges(id, fromVoyage(old.voyage));
        this.openedRevision = old.revision;
        return done(
          `Revision ${old.revision} of “${displayName(old.voyage.name)}” is open as unsaved changes. Save to make it the newest revision.`,
        );
      }
      const restored = await this.drafts.restore(id, { voyage: latest.voyage, savedAtUtc: latest.savedAtUtc });
      this.load(restored ?? this.baseline);
      return done();
    } catch (error) {
      return failed(inWords(error));
    } finally {
      this.opening = false;
      await this.options.refreshList();
    }
  }

  /**
   * A new voyage, with the never-saved draft slot:
   * - 'restore': checked (with the backend's draft given, and the window's copy) for unsaved
   *   work to bring back; when there is none, the empty voyage takes the slot over.
   * - 'take-over': the navigator asked for a new voyage; whatever the slot held is replaced.
   * - 'leave': left alone until the navigator types (a window that never had it open).
   */
  private async startNew(
    slot: 'restore' | 'take-over' | 'leave',
    backend: Parameters<DraftKeeper['restore']>[2] = [],
  ): Promise<void> {
    const empty = emptyDraft(nextWholeHourUtc(this.now()));
    this.become(null, empty);
    const restored = slot === 'restore' ? await this.drafts.restore(null, null, backend) : null;
    this.load(restored ?? empty);
    if (restored === null && slot !== 'leave') await this.drafts.takeOverNew(empty);
  }

  /** Edits made before start() finished: they become the new voyage, unsaved. */
  private becomeNew(draft: VoyageDraft): void {
    this.become(null, emptyDraft(draft.departureUtc));
    this.drafts.keep(null, draft);
  }

  /** The one reset: `ref` is open now (null: a voyage never saved), as `baseline`; nothing is pending. */
  private become(ref: SavedVoyageRef | null, baseline: VoyageDraft): void {
    const changed = ref?.id !== this.saved?.id;
    this.saved = ref === null ? null : { id: ref.id, revision: ref.revision, savedAtUtc: ref.savedAtUtc };
    this.baseline = baseline;
    this.saver.problem = null;
    this.openedRevision = null;
    this.drafts.reset();
    this.options.local.rememberVoyage(ref === null ? { kind: 'new' } : { kind: 'saved', id: ref.id });
    if (changed) this.options.onVoyageChanged?.(ref?.id ?? null);
  }

  /** Puts a whole voyage in the editor, and says so. */
  private load(draft: VoyageDraft): void {
    this.store.load(draft);
    this.options.onLoaded?.(draft);
  }

  /** Puts a voyage in the editor as unsaved changes of `voyageId`'s slot (autosaved, so a reload keeps them). */
  private loadChanges(voyageId: string | null, draft: VoyageDraft): void {
    this.load(draft);
    this.drafts.keep(voyageId, draft);
  }
}
