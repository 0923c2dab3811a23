// Waiting for the navigator to stop typing before asking the backend: the call runs `delayMs`
// after the last of a burst of calls, with the last arguments. Timers are injectable so the
// tests need no real time.

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now (e.g. on Enter), else does nothing. */
  flush(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
  timers: Timers = realTimers,
): Debounced<A> {
  let handle: unknown = null;
  let pending: A | null = null;
  const run = (): void => {
    handle = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    pending = args;
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, delayMs);
  };
  debounced.cancel = (): void => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pending = null;
  };
  debounced.flush = (): void => {
    if (handle === null) return;
    timers.clearTimeout(handle);
    run();
  };
  return debounced;
}
