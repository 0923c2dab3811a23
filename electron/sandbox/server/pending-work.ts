// What the sandbox is in the middle of (planned delays, socket handlers), each with an abort of
// its own that close() fires. Not one shared AbortSignal that every request listens to: eleven
// at once made Node print MaxListenersExceededWarning (issue 27), and raising the limit would
// only hide a list that grows with the load.

/** One piece of work: its signal aborts when the sandbox closes or `end` is called. */
export interface Job {
  readonly signal: AbortSignal;
  /** Forgets the job (and aborts it, which stops anything still waiting on it); safe twice. */
  end(): void;
}

export class PendingWork {
  private readonly jobs = new Set<AbortController>();
  private closed = false;

  /** A job; already aborted once the sandbox is closing. */
  start(): Job {
    const controller = new AbortController();
    if (this.closed) controller.abort();
    else this.jobs.add(controller);
    return {
      signal: controller.signal,
      end: () => {
        this.jobs.delete(controller);
        controller.abort();
      },
    };
  }

  /** How many jobs are running: bounded by the requests and sockets open now. */
  get size(): number {
    return this.jobs.size;
  }

  /** Aborts every job, and every later one at its start. */
  abortAll(): void {
    this.closed = true;
    for (const controller of this.jobs) controller.abort();
    this.jobs.clear();
  }
}
