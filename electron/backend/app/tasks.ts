// Long work the navigator can stop: a weather routing, a departure sweep, a forecast run, a
// quick outlook. Each runs under its caller's taskId with an AbortSignal that every request of
// its connection carries (service-source.ts), so `tasks.cancel` (the app's Cancel, the CLI's
// Ctrl-C) stops what is in flight and starts nothing more; what was fetched stays stored, and
// what was spent is in the ledger. Closing the backend cancels everything still running.
import { IpcFailure } from '../../../shared/ipc';

export interface TaskRegistry {
  /** Runs `work` as the task `taskId`; a second task of the same id while the first runs is refused. */
  run<T>(taskId: string, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** True when the task was running and is now told to stop. */
  cancel(taskId: string): boolean;
  cancelAll(): void;
}

/** Thrown where long work checks between its steps (a search, a member's route). */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw cancelledFailure();
}

export function cancelledFailure(): IpcFailure {
  return new IpcFailure('cancelled', 'Cancelled. What was fetched before is stored; nothing else was spent.');
}

export function createTaskRegistry(): TaskRegistry {
  const running = new Map<string, AbortController>();
  return {
    async run(taskId, work) {
      if (running.has(taskId))
        throw new IpcFailure(
          'conflict',
          `A task with the id "${taskId}" is already running: wait for it or cancel it.`,
        );
      const controller = new AbortController();
      running.set(taskId, controller);
      try {
        return await work(controller.signal);
      } catch (error) {
        // Whatever a cancelled request threw on its way out, the navigator asked for this.
        if (controller.signal.aborted) throw cancelledFailure();
        throw error;
      } finally {
        running.delete(taskId);
      }
    },
    cancel(taskId) {
      const controller = running.get(taskId);
      if (controller === undefined) return false;
      controller.abort();
      return true;
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
    },
  };
}
