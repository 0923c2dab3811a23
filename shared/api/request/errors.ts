// The error a request builder throws before anything is sent: a stable code for the UI, the
// parameter at fault (e.g. `lats[3]`, `max_hourly`) and a sentence a navigator can act on.
import type { z } from 'zod';
import { formatPath } from '../path';

export type RequestErrorCode =
  | 'missing-parameter'
  | 'invalid-parameter'
  | 'out-of-range'
  | 'unknown-parameter'
  | 'length-mismatch'
  | 'too-few-points'
  | 'unknown-endpoint'
  | 'missing-api-key'
  | 'invalid-base-url';

const CUSTOM_CODES: readonly RequestErrorCode[] = [
  'missing-parameter',
  'invalid-parameter',
  'out-of-range',
  'length-mismatch',
  'too-few-points',
];

export interface RequestIssue {
  readonly code: RequestErrorCode;
  /** The parameter at fault, e.g. `lats[3]`; empty when no single parameter is. */
  readonly parameter: string;
  /** A whole sentence, e.g. "lats[3] must be between -90 and 90 degrees (got 91)." */
  readonly message: string;
}

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly code: RequestErrorCode;
  readonly parameter: string;
  /** Every problem found; `code`, `parameter` and `message` are those of the first. */
  readonly issues: readonly RequestIssue[];

  constructor(issues: readonly [RequestIssue, ...RequestIssue[]]) {
    const [first] = issues;
    super(first.message);
    this.code = first.code;
    this.parameter = first.parameter;
    this.issues = issues;
  }

  static single(code: RequestErrorCode, parameter: string, message: string): ApiRequestError {
    return new ApiRequestError([{ code, parameter, message }]);
  }
}

function describeInput(input: unknown): string {
  if (typeof input === 'number' || typeof input === 'boolean') return ` (got ${String(input)})`;
  if (typeof input === 'string') return ` (got ${JSON.stringify(input)})`;
  return '';
}

function codeOf(issue: z.core.$ZodIssue): RequestErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'missing-parameter' : 'invalid-parameter';
    case 'too_small':
    case 'too_big':
      return issue.origin === 'number' ? 'out-of-range' : 'invalid-parameter';
    case 'custom': {
      const code: unknown = issue.params?.['code'];
      return CUSTOM_CODES.find((known) => known === code) ?? 'invalid-parameter';
    }
    default:
      return 'invalid-parameter';
  }
}

/** Converts zod issues of a parameter schema to request issues, one per offending parameter. */
export function toRequestIssues(issues: readonly z.core.$ZodIssue[]): RequestIssue[] {
  return issues.flatMap((issue): RequestIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        code: 'unknown-parameter',
        parameter: key,
        message: `${key} is not a parameter of this request.`,
      }));
    }
    const parameter = formatPath(issue.path);
    const subject = parameter === '' ? 'The request' : parameter;
    const got = issue.code === 'invalid_type' && issue.input === undefined ? '' : describeInput(issue.input);
    return [{ code: codeOf(issue), parameter, message: `${subject} ${issue.message}${got}.` }];
  });
}
