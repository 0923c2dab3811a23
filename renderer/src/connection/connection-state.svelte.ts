// The one connection state in the renderer: connection.status asked at start and then every few
// seconds (the backend answers from what it has heard, probing for free when that can tell
// something), the backend's clock for the ages of stored answers, and a call to the panels that
// refresh what they showed from the store when the service answers again.
import type { ConnectionStatus, IpcInput, IpcOutput } from '../../../shared/ipc';
import { cannotRefresh } from './connection-text';

export interface ConnectionApi {
  readonly connection: {
    readonly status: (input: IpcInput<'connection.status'>) => Promise<IpcOutput<'connection.status'>>;
  };
}

/** How often the state is asked; cheap, since the backend probes only when that can tell something. */
export const POLL_MS = 5000;

export interface Timers {
  readonly every: (ms: number, run: () => void) => () => void;
  readonly nowMs: () => number;
}

const browserTimers: Timers = {
  every: (ms, run) => {
    const id = setInterval(run, ms);
    return () => clearInterval(id);
  },
  nowMs: () => Date.now(),
};

/**
 * Whether the service answers again after failing: the last state was offline (or degraded), or
 * it was online but a failure was heard since (an outage shorter than a poll, seen by a panel
 * that then showed stored data as stale). Not at the first answer: nothing was shown stale yet.
 */
export function backOnline(before: ConnectionStatus | null, next: ConnectionStatus): boolean {
  if (next.state !== 'online' || before === null || before.state === 'unknown') return false;
  if (before.state !== 'online') return true;
  const failedAt = next.lastFailure?.atUtc ?? null;
  return failedAt !== null && failedAt !== (before.lastFailure?.atUtc ?? null);
}

export class ConnectionState {
  status = $state.raw<ConnectionStatus | null>(null);
  /** Why the backend could not be asked for the state, in words; null after an answer. */
  error = $state<string | null>(null);
  /** The backend's clock now, Unix seconds, as of the last answer plus the time since. */
  nowUtc = $state<number | null>(null);
  /** Stored answers must carry their age: the service cannot give fresher ones now. */
  readonly offline: boolean = $derived(cannotRefresh(this.status));

  /** Plain callbacks, not state: nothing renders from them. */
  private onlineListeners: readonly (() => void)[] = [];
  private answeredAtMs = 0;
  private asking = false;

  constructor(
    private readonly api: ConnectionApi,
    private readonly timers: Timers = browserTimers,
  ) {}

  /** Asks now and then every POLL_MS; returns the stop. */
  start(): () => void {
    void this.refresh();
    return this.timers.every(POLL_MS, () => void this.refresh());
  }

  /** Calls `listener` each time the service answers again after failing (backOnline); returns the unsubscribe. */
  onBackOnline(listener: () => void): () => void {
    this.onlineListeners = [...this.onlineListeners, listener];
    return () => {
      this.onlineListeners = this.onlineListeners.filter((l) => l !== listener);
    };
  }

  async refresh(): Promise<void> {
    if (this.asking) {
      this.tick();
      return;
    }
    this.asking = true;
    try {
      const next = await this.api.connection.status({});
      const before = this.status;
      this.status = next;
      this.error = null;
      this.answeredAtMs = this.timers.nowMs();
      this.nowUtc = next.nowUtc;
      if (backOnline(before, next)) for (const listener of this.onlineListeners) listener();
    } catch (error) {
      this.error = error instanceof Error && error.message !== '' ? error.message : 'The backend did not answer.';
    } finally {
      this.asking = false;
    }
  }

  /** Moves the backend clock on by the time since its last answer (while a slow probe runs). */
  private tick(): void {
    if (this.status === null) return;
    this.nowUtc = this.status.nowUtc + Math.floor((this.timers.nowMs() - this.answeredAtMs) / 1000);
  }
}
