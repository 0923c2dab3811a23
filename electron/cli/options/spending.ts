// A ceiling on what one command spends (issue 27): the commands that can spend many credits
// (optimise, departures, report) say their estimate first, refuse with exit 1 and nothing spent
// when it is over --max-credits N, and without that option ask at a terminal before spending more
// than ASK_ABOVE_CREDITS; a script (no terminal) is refused instead, and told the option to give.
// The demo service's credits are not real: it is never asked about, but --max-credits holds.
import { createInterface } from 'node:readline/promises';
import { InputError } from '../../../shared/domain/errors';
import { UsageError } from '../io';
import { readWholeInRange, type Range } from './values';

/** Credits a command spends without asking, live. */
export const ASK_ABOVE_CREDITS = 500;
const MAX_CREDITS: Range = { min: 0, max: 10_000_000, unit: '' };

export const SPENDING_OPTIONS = {
  'max-credits': { type: 'string' },
} as const;

export const SPENDING_OPTIONS_HELP = `  --max-credits N    Spend at most N credits: when the estimate is over N, refuse (exit 1) with
                     nothing spent. Without it Passage asks at a terminal before spending more
                     than ${ASK_ABOVE_CREDITS} credits, and refuses in a script.`;

export function readMaxCredits(values: { 'max-credits'?: string | undefined }): number | undefined {
  const text = values['max-credits'];
  if (text === undefined) return undefined;
  if (text.trim() === '') throw new UsageError('--max-credits needs a number of credits, e.g. --max-credits 800.');
  return readWholeInRange(text, '--max-credits', MAX_CREDITS);
}

/** Asks a yes/no question at the terminal; undefined when there is none to ask at. */
export type AskYesNo = (question: string) => Promise<boolean>;

/** The terminal's own question, when both stdin and stderr are one; else undefined. */
export function terminalAsk(): AskYesNo | undefined {
  if (process.stdin.isTTY !== true || process.stderr.isTTY !== true) return undefined;
  return async (question) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return /^\s*y(es)?\s*$/i.test(await rl.question(question));
    } finally {
      rl.close();
    }
  };
}

export interface SpendingChoice {
  readonly command: string;
  /** What the work would spend now, credits. */
  readonly estimate: number;
  readonly maxCredits: number | undefined;
  /** The demo service: its credits are not real. */
  readonly demo: boolean;
  readonly ask: AskYesNo | undefined;
}

function credits(n: number): string {
  return `${n.toLocaleString('en-GB')} credit${n === 1 ? '' : 's'}`;
}

/** Returns when the spending may go ahead; throws InputError (exit 1) when it may not. */
export async function approveSpending(c: SpendingChoice): Promise<void> {
  if (c.maxCredits !== undefined) {
    if (c.estimate > c.maxCredits)
      throw new InputError(
        'over-budget',
        `this would spend about ${credits(c.estimate)}, more than --max-credits ${c.maxCredits}: nothing was spent. ` +
          'Raise --max-credits, or ask for less (a shorter window, fewer places).',
        '--max-credits',
      );
    return;
  }
  if (c.demo || c.estimate <= ASK_ABOVE_CREDITS) return;
  if (c.ask === undefined)
    throw new InputError(
      'over-budget',
      `this would spend about ${credits(c.estimate)}, more than the ${ASK_ABOVE_CREDITS} Passage spends without ` +
        `asking, and there is no terminal to ask at: nothing was spent. Give --max-credits ${c.estimate} (or more) to allow it.`,
      '--max-credits',
    );
  if (!(await c.ask(`passage ${c.command}: spend about ${credits(c.estimate)}? [y/N] `)))
    throw new InputError('over-budget', `not spending ${credits(c.estimate)}: nothing was spent.`, '--max-credits');
}
