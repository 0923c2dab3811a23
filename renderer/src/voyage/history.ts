// Undo and redo over immutable states, with a size cap and coalescing of gestures (a drag is
// many moves but one undo step). Pure and immutable: every method returns a new history.

export interface UndoHistoryOptions {
  /** Most undo steps kept; the oldest fall off. Default 200. */
  readonly limit?: number;
}

export const DEFAULT_UNDO_LIMIT = 200;

export class UndoHistory<T> {
  private constructor(
    /** States before the present, oldest first. */
    private readonly past: readonly T[],
    readonly present: T,
    /** States undone, the next redo first. */
    private readonly future: readonly T[],
    /** Gesture of the last push, while that gesture may still coalesce. */
    private readonly gesture: string | null,
    readonly limit: number,
  ) {}

  static start<T>(initial: T, options: UndoHistoryOptions = {}): UndoHistory<T> {
    const limit = options.limit ?? DEFAULT_UNDO_LIMIT;
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`undo limit must be a whole number above 0, got ${limit}`);
    return new UndoHistory<T>([], initial, [], null, limit);
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Undo steps available. */
  get undoDepth(): number {
    return this.past.length;
  }

  get redoDepth(): number {
    return this.future.length;
  }

  /**
   * Records `state` as the new present and clears the redo list. With a `gesture` equal to the
   * previous push's, it replaces the present instead of adding a step, so the whole gesture
   * undoes at once back to the state before it began. Pushing the present itself is a no-op.
   */
  push(state: T, gesture?: string): UndoHistory<T> {
    if (state === this.present) return this;
    const g = gesture ?? null;
    if (g !== null && g === this.gesture) return new UndoHistory(this.past, state, [], g, this.limit);
    const past = [...this.past, this.present];
    return new UndoHistory(
      past.length > this.limit ? past.slice(past.length - this.limit) : past,
      state,
      [],
      g,
      this.limit,
    );
  }

  /** Ends coalescing: the next push starts a new step even with the same gesture id. */
  seal(): UndoHistory<T> {
    return this.gesture === null ? this : new UndoHistory(this.past, this.present, this.future, null, this.limit);
  }

  undo(): UndoHistory<T> {
    const previous = this.past.at(-1);
    if (this.past.length === 0) return this;
    return new UndoHistory(this.past.slice(0, -1), previous as T, [this.present, ...this.future], null, this.limit);
  }

  redo(): UndoHistory<T> {
    if (this.future.length === 0) return this;
    const [next, ...rest] = this.future;
    return new UndoHistory([...this.past, this.present], next as T, rest, null, this.limit);
  }

  /** A fresh history at `state` (a voyage opened or a new one started): nothing to undo. */
  reset(state: T): UndoHistory<T> {
    return UndoHistory.start(state, { limit: this.limit });
  }
}
