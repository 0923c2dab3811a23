// One operation at a time: each starts when the one before it has settled, whatever its
// outcome, so two actions on the same voyage never interleave.
export class Serial {
  private queue: Promise<unknown> = Promise.resolve();

  run<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
