// Reading option values from the command line, with the CLI's one exit-code rule: text that is
// not a value of the option's kind (not a number, not one of the choices) is a usage error
// (exit 2); a value of the right kind outside what a ship or a calendar allows is bad input
// (exit 1, an InputError naming the option and the range).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError, type InputErrorCode } from '../../../shared/domain/errors';
import { UsageError } from '../io';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type CommandLine<O extends OptionsConfig> = { args: string[]; allowPositionals: true; strict: true; options: O };

/**
 * `--from -21,6`, `--lon -73.8`: a value that starts with a minus (a southern latitude, a western
 * longitude, a negative number) after an option that takes one is that option's value, as the
 * navigator meant, not an unknown option; parseArgs alone refuses it as ambiguous.
 */
function negativeValuesJoined(args: readonly string[], options: OptionsConfig): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : null;
    if (name !== null && options[name]?.type === 'string' && next !== undefined && /^[-−](\d|\.\d)/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * node:util parseArgs with its complaints (unknown option, missing value) as a UsageError
 * carrying the command's help, so every command words them alike.
 */
export function parseCommandLine<O extends OptionsConfig>(
  args: string[],
  options: O,
  help: string,
): ReturnType<typeof parseArgs<CommandLine<O>>> {
  try {
    return parseArgs({ args: negativeValuesJoined(args, options), allowPositionals: true, strict: true, options });
  } catch (e) {
    throw new UsageError(`${e instanceof Error ? e.message : String(e)}\n\n${help}`);
  }
}

/** An inclusive range with its unit, for checks and for messages ("0.1..60 kn"). */
export interface Range {
  readonly min: number;
  readonly max: number;
  readonly unit: string;
}

export function rangeText(range: Range): string {
  return `${range.min}..${range.max}${range.unit === '' ? '' : ` ${range.unit}`}`;
}

/** A decimal number, or a UsageError: "--speed must be a number, got "NaN"". */
export function readNumber(text: string, what: string): number {
  const t = text.trim();
  const n = Number(t);
  // Number('') is 0 and Number('0x1f') is 31: neither is what a navigator types for a number.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) || !Number.isFinite(n))
    throw new UsageError(`${what} must be a number, got "${text}".`);
  return n;
}

/** Throws an InputError (exit 1) naming `what` and the range when `value` is outside it. */
export function requireInRange(value: number, range: Range, what: string, code: InputErrorCode): number {
  if (value < range.min || value > range.max)
    throw new InputError(
      code,
      `${what} must be ${rangeText(range)}, got ${value}${range.unit === '' ? '' : ` ${range.unit}`}.`,
      what,
    );
  return value;
}

/** A TCP port to listen on; 0 lets the system choose a free one. */
export const PORT: Range = { min: 0, max: 65_535, unit: '' };

/** A whole number in `range`: not a whole number is a usage error (2), outside the range bad input (1). */
export function readWholeInRange(text: string, what: string, range: Range): number {
  const t = text.trim();
  const words = `${what} must be a whole number ${rangeText(range)}, got "${text}".`;
  if (!/^[+-]?\d+$/.test(t)) throw new UsageError(words);
  const n = Number(t);
  if (n < range.min || n > range.max) throw new InputError('not-finite', words, what);
  return n;
}
