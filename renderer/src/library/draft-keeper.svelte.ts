// Keeps the navigator's unsaved work: every edit autosaved as a draft (debounced, to the
// backend's draft slot of the open voyage, with a copy in this window's local storage), the
// pending draft copied locally at once when the window hides or closes, and the newest worthwhile
// draft found again when a voyage is opened or the window starts. Which voyage is open is not
// its business: the caller names the slot (a voyage id, or null for the voyage never saved).
import type { Backend } from '../lib/backend';
import { emptyDraft, fromVoyage, toVoyage, type VoyageDraft } from '../voyage/editor';
import { AUTOSAVE_DELAY_MS, DraftAutosaver, type AutosaveTimers } from './autosave';
import type { LocalLibraryStore } from './local-store';
import { inWords } from './results';
import { draftToRestore, type DraftCandidate, type SavedBaseline } from './startup';
import { defined } from '../../../shared/domain/defined';

export interface DraftKeeperOptions {
  readonly voyages: Pick<Backend['voyages'], 'saveDraft' | 'loadDraft' | 'get'>;
  readonly local: LocalLibraryStore;
  /** Now, Unix seconds UTC. */
  readonly nowUtc?: () => number;
  /** Where to listen for the window hiding or closing (null: nowhere, e.g. in tests). */
  readonly window?: Window | null;
  readonly timers?: AutosaveTimers;
}

interface DraftSnapshot {
  readonly voyageId: string | null;
  readonly draft: VoyageDraft;
}

export class DraftKeeper {
  /** When the current changes were autosaved as a draft, Unix seconds UTC; null if not yet. */
  savedAtUtc = $state<number | null>(null);
  /** Set when unsaved work was brought back (at start, on open): when that draft was saved. */
  restored = $state.raw<{ readonly savedAtUtc: number } | null>(null);
  /** Why the last autosave failed, in words; null when it worked. */
  problem = $state<string | null>(null);

  private readonly voyages: DraftKeeperOptions['voyages'];
  private readonly local: LocalLibraryStore;
  private readonly now: () => number;
  private readonly autosaver: DraftAutosaver<DraftSnapshot>;
  /** The draft last handed over: an answer about an older one does not date the current changes. */
  private latest: VoyageDraft | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(options: DraftKeeperOptions) {
    this.voyages = options.voyages;
    this.local = options.local;
    this.now = options.nowUtc ?? (() => Math.floor(Date.now() / 1000));
    this.autosaver = new DraftAutosaver<DraftSnapshot>({
      delayMs: AUTOSAVE_DELAY_MS,
      save: (snapshot) => this.write(snapshot),
      onSaved: (savedAtUtc, snapshot) => {
        if (snapshot.draft === this.latest) this.savedAtUtc = savedAtUtc;
        this.problem = null;
      },
      onError: (error) => {
        this.problem = `The draft could not be autosaved: ${inWords(error)} A copy is kept in this window.`;
      },
      ...defined({ timers: options.timers }),
    });
    const win = options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
    if (win !== null) this.listenForLeaving(win);
  }

  /** The navigator edited: the draft is autosaved once the edits pause; a restored draft is now theirs. */
  edited(voyageId: string | null, draft: VoyageDraft): void {
    this.restored = null;
    this.keep(voyageId, draft);
  }

  /** Autosaves a draft that did not come from an edit (an old revision opened, a local copy restored). */
  keep(voyageId: string | null, draft: VoyageDraft): void {
    this.latest = draft;
    this.autosaver.changed({ voyageId, draft });
  }

  /** Another voyage replaces the editor's: nothing pending, nothing to say about drafts. */
  reset(): void {
    this.autosaver.cancel();
    this.latest = null;
    this.savedAtUtc = null;
    this.restored = null;
    this.problem = null;
  }

  /** The voyage was saved: its drafts (this window's copy included) must not come back. */
  saved(previousSlot: string | null): void {
    this.reset();
    this.local.dropDraft(previousSlot);
  }

  /** Drops the pending autosave and waits for the one under way (before a save). */
  async quiet(): Promise<void> {
    this.autosaver.cancel();
    await this.autosaver.flush();
  }

  /** Saves the pending autosave now; resolves when it (and every one before it) has finished. */
  flush(): Promise<void> {
    return this.autosaver.flush();
  }

  /** Stops listening to the window, after the pending autosave. */
  async destroy(): Promise<void> {
    await this.autosaver.flush();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /**
   * The draft to bring back for a slot, weighed against its last save (null: never saved), or
   * null when there is none worth it. `backend`: the backend's draft when the caller read it
   * already; otherwise it is read here (and when that fails, this window's copy still counts).
   * Sets `restored`, and hands a draft only this window had to the backend too.
   */
  async restore(
    voyageId: string | null,
    saved: SavedBaseline | null,
    backend?: readonly DraftCandidate[],
  ): Promise<VoyageDraft | null> {
    const candidates = [...(backend ?? (await this.backendDraft(voyageId)))];
    const local = this.local.draft(voyageId);
    if (local !== null) candidates.push(local);
    const chosen = draftToRestore(saved, candidates);
    if (chosen === null) return null;
    const draft = fromVoyage(chosen.voyage);
    this.restored = { savedAtUtc: chosen.savedAtUtc };
    this.savedAtUtc = chosen.savedAtUtc;
    if (chosen.origin === 'local') this.keep(voyageId, draft);
    else this.latest = draft;
    return draft;
  }

  /** The backend's draft of a slot, as a candidate; none when it cannot be read. */
  async backendDraft(voyageId: string | null): Promise<DraftCandidate[]> {
    try {
      const { draft } = await this.voyages.loadDraft({ voyageId });
      return draft === null ? [] : [{ ...draft, origin: 'backend' }];
    } catch {
      return [];
    }
  }

  /**
   * Throws away a slot's unsaved work. The backend's draft is replaced by the LATEST saved
   * content (or an empty voyage for the never-saved slot), which the restore rule ignores: there
   * is no "delete draft" method, and this needs none. The latest, not the revision this window
   * opened: another window may have saved since, and older content written as a "draft" would
   * come back over it. `wait` false: the write goes on in the background.
   */
  async discard(voyageId: string | null, wait = true): Promise<void> {
    this.reset();
    this.local.dropDraft(voyageId);
    const write = (async (): Promise<void> => {
      const voyage =
        voyageId === null ? toVoyage(emptyDraft(this.now())) : (await this.voyages.get({ id: voyageId })).voyage;
      await this.voyages.saveDraft({ voyageId, voyage });
    })().catch(() => {
      // Best effort: the voyage may have been deleted meanwhile; the local copy is gone anyway.
    });
    if (wait) await write;
  }

  /** The voyage was deleted: this window's copy of its draft goes too. */
  forget(voyageId: string): void {
    this.local.dropDraft(voyageId);
  }

  /** The never-saved slot now holds an empty voyage: an older draft there is replaced. */
  async takeOverNew(empty: VoyageDraft): Promise<void> {
    this.local.dropDraft(null);
    this.keep(null, empty);
    await this.autosaver.flush();
  }

  /** The window's copy first (synchronous, survives anything), then the backend's draft. */
  private async write(snapshot: DraftSnapshot): Promise<number> {
    const voyage = toVoyage(snapshot.draft);
    this.local.keepDraft(snapshot.voyageId, voyage, this.now());
    return (await this.voyages.saveDraft({ voyageId: snapshot.voyageId, voyage })).savedAtUtc;
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
}
