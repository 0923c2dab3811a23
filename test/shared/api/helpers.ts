// Small helpers for the api tests: the paths of every issue a schema reports.
import type { z } from 'zod';
import { ApiRequestError, parseResource } from '../../../shared/api';

/** The issue paths for `data`, in report order; [] when it parses. */
export function issuePaths(schema: z.ZodType, data: unknown): string[] {
  const result = parseResource(schema, data);
  return result.ok ? [] : result.issues.map((issue) => issue.path);
}

/** The parsed value, failing the test with every issue when it does not parse. */
export function parsed<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseResource(schema, data);
  if (!result.ok) {
    throw new Error(`expected to parse: ${JSON.stringify(result.issues)}`);
  }
  return result.value;
}

/** The ApiRequestError thrown by `build`; fails the test when nothing or something else is thrown. */
export function requestError(build: () => unknown): ApiRequestError {
  try {
    build();
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected an ApiRequestError, but the call succeeded');
}
