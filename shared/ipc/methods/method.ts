// One backend method as data: the schema its input must pass and the schema of its output.
import { z } from 'zod';

export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly output: O;
}

export function method<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): MethodSpec<I, O> {
  return { input, output };
}

/** Inputs are strict: an unknown key is a caller bug worth naming, not something to drop. */
export const noInput = z.strictObject({});

/** Ids the store hands out (voyages, profiles, snapshots): opaque text, bounded. */
export const idSchema = z.string().min(1).max(64);

/** Unix seconds UTC, whole. */
export const utcSecondsSchema = z.number().int();
