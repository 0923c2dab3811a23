// Parsing a service response (`unknown`) against a resource schema, reporting EVERY problem
// with a readable path, and the error a caller throws when a response does not fit.
import type { z } from 'zod';
import { formatPath } from './path';

export interface ParseIssue {
  /** Where the problem is, e.g. `elements[2].data[0].value`; empty for the whole body. */
  readonly path: string;
  readonly message: string;
}

export type ParseResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly ParseIssue[] };

/** Converts zod issues to path + message pairs, keeping all of them. */
export function toParseIssues(issues: readonly z.core.$ZodIssue[]): ParseIssue[] {
  return issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

/** Parses `data` with `schema`; never throws for bad data. */
export function parseResource<S extends z.ZodType>(schema: S, data: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) {
    return { ok: true, value: result.data };
  }
  return { ok: false, issues: toParseIssues(result.error.issues) };
}

/** How many issues the message lists; all of them stay on `issues`. */
const ISSUES_IN_MESSAGE = 5;

/**
 * A response that does not have the shape of spec §2. Expected, not a bug in Passage: the
 * service changed or sent something broken, so the UI says so and offers a retry.
 */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    /** What was being read, e.g. `shipping route`. */
    readonly resource: string,
    readonly issues: readonly ParseIssue[],
  ) {
    super(describeIssues(resource, issues));
  }
}

function describeIssues(resource: string, issues: readonly ParseIssue[]): string {
  const listed = issues
    .slice(0, ISSUES_IN_MESSAGE)
    .map((issue) => `${issue.path === '' ? '(whole response)' : issue.path}: ${issue.message}`)
    .join('; ');
  const more = issues.length > ISSUES_IN_MESSAGE ? `; and ${issues.length - ISSUES_IN_MESSAGE} more` : '';
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  return `The service sent a ${resource} that Passage cannot read (${count}): ${listed}${more}. Try again later; if it persists the service may have changed.`;
}

/** Parses `data` or throws InvalidResponseError naming every problem. */
export function expectResource<S extends z.ZodType>(schema: S, data: unknown, resource: string): z.output<S> {
  const result = parseResource(schema, data);
  if (!result.ok) {
    throw new InvalidResponseError(resource, result.issues);
  }
  return result.value;
}
