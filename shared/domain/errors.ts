// Expected failures of the pure core (bad input from a navigator, a file or a caller).
// Each carries a stable code the UI can word, and names the field that is wrong.

export type InputErrorCode =
  | 'coordinate-syntax'
  | 'coordinate-ambiguous'
  | 'coordinate-range'
  | 'not-finite'
  | 'too-few-waypoints'
  | 'invalid-speed'
  | 'invalid-speeds-length'
  | 'invalid-stay'
  | 'invalid-step'
  | 'invalid-time'
  | 'invalid-unit'
  | 'invalid-hull'
  /** No saved vessel profile, or more than one, by the name given (the CLI's --vessel). */
  | 'unknown-vessel'
  | 'route-file'
  /** A name longer than VOYAGE_LIMITS.nameMaxChars. */
  | 'name-too-long'
  /** A command's estimate is over the credits it may spend (the CLI's --max-credits). */
  | 'over-budget';

export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly code: InputErrorCode,
    message: string,
    /** The field, parameter or path that is wrong, e.g. `speedsKn[2]`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Throws InputError('not-finite') unless `value` is a finite number. */
export function requireFinite(value: number, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InputError('not-finite', `${field} must be a finite number, got ${String(value)}`, field);
  }
  return value;
}

/** For switch exhaustiveness: a programmer error, so it crashes loudly. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
