// A test-only clock seam: $PASSAGE_CLOCK_OFFSET_H hours added to the wall clock of the backend
// and of the sandbox, so an end-to-end test or a rehearsal can move to a newer model run (the
// sandbox's runs come every 6 h) without waiting. Said on stderr whenever it is set.
import { UsageError, type CliIo } from '../io';

export const CLOCK_OFFSET_ENV = 'PASSAGE_CLOCK_OFFSET_H';

/** A year either way is more than any rehearsal needs; further is a typo. */
const MAX_OFFSET_H = 8784;

/** The offset in hours, or null when the variable is unset or empty; a UsageError naming it otherwise. */
export function readClockOffsetH(env: NodeJS.ProcessEnv): number | null {
  const text = env[CLOCK_OFFSET_ENV]?.trim();
  if (text === undefined || text === '') return null;
  const hours = Number(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) || !Number.isFinite(hours) || Math.abs(hours) > MAX_OFFSET_H)
    throw new UsageError(
      `$${CLOCK_OFFSET_ENV} must be a number of hours within ±${MAX_OFFSET_H} (e.g. 12 or -1.5), got "${env[CLOCK_OFFSET_ENV]}".`,
    );
  return hours;
}

function wallClockUtc(): number {
  return Date.now() / 1000;
}

/**
 * The clock the command's backend and sandbox run on (Unix seconds), or undefined for the plain
 * wall clock when $PASSAGE_CLOCK_OFFSET_H is unset. Prints the one warning line when it is set.
 */
export function commandClock(
  command: string,
  env: NodeJS.ProcessEnv,
  io: CliIo,
  base: () => number = wallClockUtc,
): (() => number) | undefined {
  const offsetH = readClockOffsetH(env);
  if (offsetH === null) return undefined;
  io.stderr(`passage ${command}: clock offset ${offsetH < 0 ? '' : '+'}${offsetH} h: for tests and rehearsals only.\n`);
  return () => base() + offsetH * 3600;
}
