// Turns whatever a backend service throws into an IpcFailure a navigator can read: the client's
// typed errors, request-builder and domain input errors, store errors. Never a stack, never the key.
import { z } from 'zod';
import { IpcFailure } from '../../../shared/ipc';
import { ApiRequestError } from '../../../shared/api/request/errors';
import { InputError } from '../../../shared/domain/errors';
import { isServiceClientError, type ServiceClientError } from '../client';
import { FileProblem } from '../files';
import { StoreNotFoundError, StoreRowError, StoreVersionError } from '../store/errors';
import { DISK_FULL_TEXT, sqliteCode } from '../store/open-problem';

const UNEXPECTED = 'Passage hit an unexpected problem. The details are in its log.';

/** Failures after which stored data may stand in for the service's answer (offline policy). */
const FALLBACK_CODES: ReadonlySet<string> = new Set([
  'offline',
  'connection-lost',
  'server-unavailable',
  'timeout',
  'rate-limited',
]);

/** True when the service could not answer now, so a stored (stale) answer is better than none. */
export function canServeFromStore(error: unknown): boolean {
  return isServiceClientError(error) && FALLBACK_CODES.has(error.code);
}

function fromClient(error: ServiceClientError): IpcFailure {
  switch (error.code) {
    case 'unauthorized':
      return new IpcFailure('unauthorized', error.message, 'apiKey');
    case 'bad-request':
      return new IpcFailure('bad-input', error.message, error.parameter === '' ? undefined : error.parameter);
    case 'not-found':
      return new IpcFailure('not-found', error.message, 'serviceUrl');
    case 'rate-limited':
      return new IpcFailure('rate-limited', error.message);
    case 'server-unavailable':
      return new IpcFailure('server-unavailable', error.message);
    // A link that drops mid-answer is, to the navigator, the same as no link: try again later.
    case 'offline':
    case 'connection-lost':
      return new IpcFailure('offline', error.message);
    case 'timeout':
      return new IpcFailure('timeout', error.message);
    case 'cancelled':
      return new IpcFailure('cancelled', error.message);
    case 'invalid-response': {
      const path = error.issues[0]?.path;
      return new IpcFailure('invalid-response', error.message, path === undefined || path === '' ? undefined : path);
    }
  }
}

function fromRequest(error: ApiRequestError): IpcFailure {
  if (error.code === 'missing-api-key') return new IpcFailure('unauthorized', error.message, 'apiKey');
  if (error.code === 'invalid-base-url') return new IpcFailure('bad-input', error.message, 'serviceUrl');
  return new IpcFailure('bad-input', error.message, error.parameter === '' ? undefined : error.parameter);
}

function fromStore(error: StoreNotFoundError | StoreRowError | StoreVersionError): IpcFailure {
  if (error instanceof StoreNotFoundError) {
    const what = error.table.startsWith('voyage')
      ? 'voyage'
      : error.table === 'vessel_profiles'
        ? 'vessel profile'
        : 'item';
    return new IpcFailure(
      'not-found',
      `There is no saved ${what} with id ${error.rowKey}; it may have been deleted in another window.`,
    );
  }
  if (error instanceof StoreRowError) {
    return new IpcFailure(
      'internal',
      `Part of the saved data (${error.table}) is damaged and could not be read: ${error.detail}`,
    );
  }
  return new IpcFailure('internal', error.message);
}

/** SQLite's refusals a navigator can act on; undefined for the rest (a bug: unexpected). */
function fromSqlite(error: unknown, readOnlyReason: string | null): IpcFailure | undefined {
  switch (sqliteCode(error)) {
    case 'SQLITE_FULL':
      return new IpcFailure('disk-full', DISK_FULL_TEXT);
    case 'SQLITE_READONLY':
      return new IpcFailure(
        'read-only',
        `Saving is off: ${readOnlyReason ?? 'the store is open read-only'}. Nothing was written.`,
      );
    case 'SQLITE_CORRUPT':
    case 'SQLITE_NOTADB':
      return new IpcFailure(
        'internal',
        'The store is damaged: nothing was written. Restart Passage: it checks the store and offers to restore the last good backup.',
      );
    default:
      return undefined;
  }
}

/**
 * The IpcFailure for anything thrown. `redact` removes secrets from the text of errors that
 * were not built by Passage's own redacting code (a zod message may quote the input).
 * `readOnlyReason`: why the store is open read-only, to say why a write was refused.
 */
export function toIpcFailure(
  error: unknown,
  redact: (text: string) => string = (text) => text,
  readOnlyReason: string | null = null,
): IpcFailure {
  if (error instanceof IpcFailure) return new IpcFailure(error.code, redact(error.message), error.field);
  if (isServiceClientError(error)) return fromClient(error);
  if (error instanceof ApiRequestError) return fromRequest(error);
  if (error instanceof InputError) return new IpcFailure('bad-input', redact(error.message), error.field);
  if (error instanceof StoreNotFoundError || error instanceof StoreRowError || error instanceof StoreVersionError) {
    return fromStore(error);
  }
  if (error instanceof FileProblem) {
    // Already in words, naming the file; a full or read-only disk gets its own code, any other
    // problem (folder gone, no permission, the input itself) is the path the navigator chose.
    if (error.kind === 'disk-full' || error.kind === 'read-only')
      return new IpcFailure(error.kind, redact(error.message));
    return new IpcFailure('bad-input', redact(error.message), 'path');
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.map(String).join('.');
    return new IpcFailure('bad-input', redact(`${field ?? 'The input'}: ${issue?.message ?? 'is not valid'}.`), field);
  }
  return fromSqlite(error, readOnlyReason) ?? new IpcFailure('internal', UNEXPECTED);
}

/** Whether toIpcFailure had to give up on the error (worth a log line with its detail). */
export function isUnexpected(failure: IpcFailure): boolean {
  return failure.code === 'internal' && failure.message === UNEXPECTED;
}
