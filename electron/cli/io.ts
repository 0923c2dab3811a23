// What a CLI command may touch: two output streams. Commands return an exit code and never
// call process.exit, so tests run them in-process.

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** stderr is a terminal: progress rewrites one line (options/progress.ts). Absent: not one. */
  readonly stderrIsTTY?: boolean;
  /** The terminal's width in characters, where stderr is one: a progress line longer would wrap. */
  readonly stderrColumns?: number;
}

/**
 * 0 done; 1 bad input (a value out of range, a file unreadable, invalid or not writable) or the
 * work failed; 2 usage error (unknown option, missing value, wrong number of files, a value not
 * of its kind); 130 / 143 stopped by SIGINT / SIGTERM. Every message goes to stderr.
 */
export type ExitCode = 0 | 1 | 2 | 130 | 143;

/** The command line cannot be understood: exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
