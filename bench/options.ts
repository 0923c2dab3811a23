// The command line of `npm run bench`: which sections, full or quick, and the time limit per
// section. Pure, so that it is unit-tested (test/bench/options.test.ts).

export interface BenchOptions {
  /** Every section at small sizes: proves each still runs; its figures mean nothing. */
  readonly quick: boolean;
  /** Section names in the order given (every section when none is named). */
  readonly names: readonly string[];
  /** A section still running this long after it started is stopped and counts as failed, ms. */
  readonly timeLimitMs: number;
}

/** Per section: generous for a full run (the UI sections take minutes), tight for CI. */
export const FULL_TIME_LIMIT_MS = 15 * 60_000;
export const QUICK_TIME_LIMIT_MS = 90_000;

export const USAGE =
  'usage: npm run bench -- [--quick] [--time-limit=SECONDS] [section ...]\n' +
  '  --quick               every section at small sizes, to prove it still runs (no timing judged)\n' +
  `  --time-limit=SECONDS  stop a section after this long (default ${QUICK_TIME_LIMIT_MS / 1000} s quick, ${FULL_TIME_LIMIT_MS / 1000} s full)`;

/** Reads the arguments after `npm run bench --`; an unknown flag or section is an error in words. */
export function parseBenchArgs(
  argv: readonly string[],
  known: readonly string[],
): { ok: true; options: BenchOptions } | { ok: false; error: string } {
  let quick = false;
  let limitS: number | null = null;
  const names: string[] = [];
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--time-limit=')) {
      const s = Number(arg.slice('--time-limit='.length));
      if (!Number.isFinite(s) || s <= 0) return { ok: false, error: `${arg}: give a number of seconds above 0` };
      limitS = s;
    } else if (arg.startsWith('-')) return { ok: false, error: `unknown option ${arg}` };
    else if (!known.includes(arg)) return { ok: false, error: `unknown section "${arg}"; known: ${known.join(', ')}` };
    else names.push(arg);
  }
  return {
    ok: true,
    options: {
      quick,
      names: names.length > 0 ? names : [...known],
      timeLimitMs: limitS !== null ? limitS * 1000 : quick ? QUICK_TIME_LIMIT_MS : FULL_TIME_LIMIT_MS,
    },
  };
}
