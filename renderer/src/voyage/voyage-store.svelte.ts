// The route editor's reactive state for the UI: the draft with its undo history, the live
// schedule derived from it, and the selected waypoint. A thin runes wrapper: the rules live in
// editor.ts, history.ts and shortcuts.ts, which are tested under Node.
import type { Position } from '../../../shared/domain/position';
import type { LegGeometry, Vessel, Voyage } from '../../../shared/domain/voyage';
import type { InputError } from '../../../shared/domain/errors';
import * as editor from './editor';
import { UndoHistory, type UndoHistoryOptions } from './history';
import { keyEventLike, shortcutFor } from './shortcuts';

/** What an edit did: null when it was applied, else the navigator's error to show inline. */
export type EditOutcome = InputError | null;

export interface VoyageStoreOptions extends UndoHistoryOptions {
  /**
   * The navigator changed the draft (an edit, an undo or redo, a route imported into it), not
   * a whole voyage loaded: e.g. to autosave it. Called after the change, with the new draft.
   */
  readonly onEdit?: (draft: editor.VoyageDraft) => void;
}

export class VoyageStore {
  // Raw: drafts are immutable, replaced whole by each edit, never mutated in place.
  private history = $state.raw<UndoHistory<editor.VoyageDraft>>(UndoHistory.start(editor.emptyDraft(0)));
  private gestureCount = 0;
  /** The drag in progress (reactive: settledSchedule holds still while there is one). */
  private activeGesture = $state<string | null>(null);
  /** settledSchedule's last value: a memo of the derivation, not state. */
  private lastSettled: editor.DraftSchedule | null = null;
  private readonly onEdit: (draft: editor.VoyageDraft) => void;

  /** Id of the selected waypoint (stable across edits), or null. */
  selectedId = $state<string | null>(null);

  readonly draft: editor.VoyageDraft = $derived(this.history.present);
  readonly schedule: editor.DraftSchedule = $derived(editor.scheduleFor(this.draft));
  /**
   * The schedule as it was before the drag in progress, else the schedule: for readers that need
   * not follow every step of a drag (storm warnings assess every step against every storm), so
   * they work once when the waypoint is dropped instead of on every frame of the drag.
   */
  readonly settledSchedule: editor.DraftSchedule = $derived.by(() => {
    // While dragging, this reads only activeGesture: the drag's steps do not re-run it.
    if (this.activeGesture !== null && this.lastSettled !== null) return this.lastSettled;
    const schedule = this.schedule;
    this.lastSettled = schedule;
    return schedule;
  });
  readonly canUndo: boolean = $derived(this.history.canUndo);
  readonly canRedo: boolean = $derived(this.history.canRedo);
  readonly selectedIndex: number | null = $derived.by(() => {
    const i = this.draft.waypoints.findIndex((w) => w.id === this.selectedId);
    return i < 0 ? null : i;
  });

  constructor(initial: editor.VoyageDraft, options: VoyageStoreOptions = {}) {
    const { onEdit, ...historyOptions } = options;
    this.history = UndoHistory.start(initial, historyOptions);
    this.onEdit = onEdit ?? (() => {});
  }

  /** The draft as a Voyage, for voyages.save / voyages.saveDraft. */
  toVoyage(): Voyage {
    return editor.toVoyage(this.draft);
  }

  /**
   * Replaces the whole draft (a voyage opened, a new one started): the undo history restarts.
   * Not an edit: onEdit is not called (whoever loads knows, and tells whom it concerns).
   */
  load(draft: editor.VoyageDraft): void {
    this.activeGesture = null;
    this.selectedId = null;
    this.history = this.history.reset(draft);
  }

  /**
   * Replaces the whole draft as ONE undo step (a route file imported into this voyage): unlike
   * load(), the history is kept, so Undo brings the previous route back.
   */
  replace(draft: editor.VoyageDraft): void {
    this.activeGesture = null;
    this.selectedId = null;
    this.changeTo(this.history.seal().push(draft));
  }

  select(id: string | null): void {
    this.selectedId = id;
  }

  addWaypoint(position: Position, name?: string): EditOutcome {
    const before = this.draft.nextWaypointNumber;
    const outcome = this.apply((d) => editor.addWaypoint(d, position, name));
    if (outcome === null) this.selectedId = `wp${before}`;
    return outcome;
  }

  insertWaypoint(afterIndex: number, position: Position, name?: string): EditOutcome {
    const before = this.draft.nextWaypointNumber;
    const outcome = this.apply((d) => editor.insertWaypoint(d, afterIndex, position, name));
    if (outcome === null) this.selectedId = `wp${before}`;
    return outcome;
  }

  insertWaypointMidLeg(legIndex: number, name?: string): EditOutcome {
    const before = this.draft.nextWaypointNumber;
    const outcome = this.apply((d) => editor.insertWaypointMidLeg(d, legIndex, name));
    if (outcome === null) this.selectedId = `wp${before}`;
    return outcome;
  }

  /**
   * Starts a drag: every moveWaypoint until endGesture becomes ONE undo step. Returns the
   * gesture id (moves may also pass it explicitly, e.g. from a chart that tracks its own drags).
   */
  beginGesture(): string {
    this.gestureCount += 1;
    this.activeGesture = `gesture${this.gestureCount}`;
    return this.activeGesture;
  }

  endGesture(): void {
    this.activeGesture = null;
    this.history = this.history.seal();
  }

  /** Moves a waypoint; inside a gesture (beginGesture, or `gesture` given) the steps coalesce. */
  moveWaypoint(index: number, position: Position, gesture: string | null = this.activeGesture): EditOutcome {
    return this.apply((d) => editor.moveWaypoint(d, index, position), gesture);
  }

  deleteWaypoint(index: number): EditOutcome {
    const id = this.draft.waypoints[index]?.id;
    const outcome = this.apply((d) => editor.deleteWaypoint(d, index));
    if (outcome === null && id === this.selectedId) this.selectedId = null;
    return outcome;
  }

  renameWaypoint(index: number, name: string): EditOutcome {
    return this.apply((d) => editor.renameWaypoint(d, index, name));
  }

  setLegGeometry(legIndex: number, geometry: LegGeometry): EditOutcome {
    return this.apply((d) => editor.setLegGeometry(d, legIndex, geometry));
  }

  setLegSpeed(legIndex: number, speedKn: number): EditOutcome {
    return this.apply((d) => editor.setLegSpeed(d, legIndex, speedKn));
  }

  setStay(index: number, stayS: number): EditOutcome {
    return this.apply((d) => editor.setStay(d, index, stayS));
  }

  setDeparture(departureUtc: number): EditOutcome {
    return this.apply((d) => editor.setDeparture(d, departureUtc));
  }

  setVoyageName(name: string): EditOutcome {
    return this.apply((d) => editor.setVoyageName(d, name));
  }

  /** Chooses the voyage's vessel (null: none); one undo step like any other edit. */
  setVessel(vessel: Vessel | null): EditOutcome {
    return this.apply((d) => editor.setVessel(d, vessel));
  }

  undo(): void {
    this.activeGesture = null;
    this.changeTo(this.history.undo());
  }

  redo(): void {
    this.activeGesture = null;
    this.changeTo(this.history.redo());
  }

  /**
   * For a window-level keydown listener: runs the editor shortcut, if any, and returns true when
   * it did (the caller then calls preventDefault). Typing in a field is left alone.
   */
  handleKeydown(event: KeyboardEvent): boolean {
    const shortcut = shortcutFor(keyEventLike(event));
    if (shortcut === 'undo' && this.canUndo) this.undo();
    else if (shortcut === 'redo' && this.canRedo) this.redo();
    else if (shortcut === 'delete-waypoint' && this.selectedIndex !== null) this.deleteWaypoint(this.selectedIndex);
    else return false;
    return true;
  }

  private apply(edit: (d: editor.VoyageDraft) => editor.VoyageDraft, gesture: string | null = null): EditOutcome {
    const result = editor.tryEdit(this.draft, edit);
    if (!result.ok) return result.error;
    this.changeTo(this.history.push(result.draft, gesture ?? undefined));
    return null;
  }

  /** An edit's new history; onEdit hears of it when the draft on screen changed. */
  private changeTo(history: UndoHistory<editor.VoyageDraft>): void {
    const before = this.history.present;
    this.history = history;
    if (history.present !== before) this.onEdit(history.present);
  }
}
