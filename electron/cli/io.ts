// What a CLI command may touch: two output streams. Commands return an exit code and never
// call process.exit, so tests run them in-process.

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** 0 done, 1 the input was wrong or the work failed (message on stderr), 2 usage error. */
export type ExitCode = 0 | 1 | 2;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
