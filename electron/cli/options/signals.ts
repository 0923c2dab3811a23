// Ctrl-C and SIGTERM for every command: one place turns them into an AbortSignal. A server
// (sandbox, web) waits on it and closes; a one-shot command (report) races its long waits
// against it, so its `finally` blocks remove what it made, and exits 130 (SIGINT) or 143
// (SIGTERM). A second signal while that cleanup runs gets Node's default: the process ends.

export type StopSignal = 'SIGINT' | 'SIGTERM';
const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** Exit codes of a command stopped by a signal: 128 + the signal's number, as shells report. */
export const STOPPED_EXIT_CODE = { SIGINT: 130, SIGTERM: 143 } as const;

/** Thrown out of a one-shot command's work when it is stopped; main turns it into 130 or 143. */
export class Stopped extends Error {
  override readonly name = 'Stopped';
  constructor(readonly signal: StopSignal) {
    super(`stopped (${signal})`);
  }
}

/** Minimal process surface, so tests send signals without touching the real process. */
export interface SignalSource {
  once(signal: StopSignal, listener: () => void): unknown;
  off(signal: StopSignal, listener: () => void): unknown;
}

/**
 * Runs `work` with a signal that aborts (reason: the StopSignal) on the first SIGINT or SIGTERM.
 * The listeners are removed on that first signal and when `work` settles.
 */
export async function whileListeningForStop<T>(
  work: (stop: AbortSignal) => Promise<T>,
  source: SignalSource = process,
): Promise<T> {
  const controller = new AbortController();
  const listeners = SIGNALS.map((signal) => {
    const listener = (): void => {
      removeAll();
      controller.abort(signal);
    };
    return [signal, listener] as const;
  });
  const removeAll = (): void => {
    for (const [signal, listener] of listeners) source.off(signal, listener);
  };
  for (const [signal, listener] of listeners) source.once(signal, listener);
  try {
    return await work(controller.signal);
  } finally {
    removeAll();
  }
}

/** Resolves when `stop` aborts (at once if it has). */
export function untilStopped(stop: AbortSignal): Promise<void> {
  if (stop.aborted) return Promise.resolve();
  return new Promise((done) => stop.addEventListener('abort', () => done(), { once: true }));
}

/** `promise`, unless `stop` aborts first: then a Stopped error. */
export async function unlessStopped<T>(promise: Promise<T>, stop: AbortSignal): Promise<T> {
  throwIfStopped(stop);
  let onAbort = (): void => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(new Stopped(stopReason(stop)));
    stop.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, stopped]);
  } finally {
    stop.removeEventListener('abort', onAbort);
  }
}

export function throwIfStopped(stop: AbortSignal): void {
  if (stop.aborted) throw new Stopped(stopReason(stop));
}

function stopReason(stop: AbortSignal): StopSignal {
  return stop.reason === 'SIGTERM' ? 'SIGTERM' : 'SIGINT';
}
