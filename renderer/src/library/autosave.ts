// Debounced autosave of the voyage draft: one save ~1 s after the navigator stops editing,
// saves strictly one after another (an older draft can never land after a newer one), and a
// flush for when the window is hidden or closed. Timers are injected so tests drive the clock.

export interface AutosaveTimers {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

export interface AutosaverOptions<T> {
  /** Quiet time after the last change before saving, ms. */
  readonly delayMs: number;
  /** Saves one snapshot; resolves with when it was saved (Unix seconds UTC). */
  readonly save: (snapshot: T) => Promise<number>;
  readonly onSaved: (savedAtUtc: number, snapshot: T) => void;
  /** A failed save; the snapshot stays pending and is tried again on the next change or flush. */
  readonly onError: (error: unknown, snapshot: T) => void;
  readonly timers?: AutosaveTimers;
}

export const AUTOSAVE_DELAY_MS = 1000;

const realTimers: AutosaveTimers = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class DraftAutosaver<T> {
  private pendingSnapshot: { value: T } | null = null;
  private timer: unknown = null;
  /** The save in flight (or the last one), so the next waits for it. */
  private chain: Promise<void> = Promise.resolve();
  private readonly timers: AutosaveTimers;

  constructor(private readonly options: AutosaverOptions<T>) {
    this.timers = options.timers ?? realTimers;
  }

  /** A change not yet saved (waiting for the quiet time, or for the save before it). */
  get pending(): boolean {
    return this.pendingSnapshot !== null;
  }

  /** The change waiting to be saved, if any (to copy it somewhere synchronous on unload). */
  peek(): T | null {
    return this.pendingSnapshot === null ? null : this.pendingSnapshot.value;
  }

  /** Records the latest state; it is saved once changes stop for `delayMs`. */
  changed(snapshot: T): void {
    this.pendingSnapshot = { value: snapshot };
    this.stopTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs);
  }

  /** Saves the pending state now; resolves when it (and every save before it) has finished. */
  flush(): Promise<void> {
    this.stopTimer();
    const next = this.pendingSnapshot;
    if (next === null) return this.chain;
    this.pendingSnapshot = null;
    this.chain = this.chain.then(async () => {
      try {
        this.options.onSaved(await this.options.save(next.value), next.value);
      } catch (error) {
        // Kept for the next try unless a newer change replaced it meanwhile.
        this.pendingSnapshot ??= next;
        this.options.onError(error, next.value);
      }
    });
    return this.chain;
  }

  /** Forgets the pending state (the voyage was saved, or replaced by another one). */
  cancel(): void {
    this.stopTimer();
    this.pendingSnapshot = null;
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
  }
}
