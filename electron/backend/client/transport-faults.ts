// Telling apart why a request or a socket failed below HTTP: the caller cancelled, the time
// ran out, no connection could be made (offline), or a made connection broke (lost).
import type { ServiceErrorContext } from './errors';
import { CancelledError, ConnectionLostError, OfflineError, TimeoutError } from './errors';
import { redactSecret } from './redact';
import type { AttemptFailure } from './status';

/** Errors of connect(): nothing reached the service. */
const OFFLINE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Errors of a connection that was made and then broke. */
const LOST_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

function causeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'cause' in value ? value.cause : undefined;
}

/** The system error code of `error` or of its cause chain (undici wraps it: TypeError 'fetch failed' -> cause). */
export function systemCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined; depth += 1) {
    const code = codeOf(current);
    if (code !== undefined) return code;
    current = causeOf(current);
  }
  return undefined;
}

export interface AbortSources {
  /** The caller's signal: aborted means Cancel. */
  readonly caller: AbortSignal | undefined;
  /** This attempt's deadline. */
  readonly deadline: AbortSignal;
  readonly timeoutMs: number;
}

/** Cancelled or timed out, when one of the signals is the reason `error` happened; else undefined. */
export function abortFailure(sources: AbortSources): AttemptFailure | undefined {
  // The caller is checked first: a Cancel that races the deadline is still a Cancel.
  if (sources.caller?.aborted === true) {
    return { retryable: false, toError: (context) => new CancelledError(context) };
  }
  if (sources.deadline.aborted) {
    // Not retried: the navigator has already waited timeoutMs, and a slow link stays slow.
    return { retryable: false, toError: (context) => new TimeoutError(sources.timeoutMs, context) };
  }
  return undefined;
}

/**
 * A rejection of fetch() or of reading the body. `phase` says whether the answer had started
 * to arrive: a failure while reading the body is a lost connection, whatever its code.
 * Anything that is not a network fault (a bug) is returned as undefined so the caller rethrows it.
 * `apiKey` is only used to redact the detail.
 */
export function networkFailure(error: unknown, phase: 'connect' | 'body', apiKey: string): AttemptFailure | undefined {
  const code = systemCodeOf(error);
  // A library's message may quote the URL, key included.
  const detail = code ?? redactSecret(error instanceof Error ? error.message : 'network error', apiKey);
  const withDetail = (context: ServiceErrorContext): ServiceErrorContext => ({ ...context, detail });
  const lost: AttemptFailure = { retryable: true, toError: (context) => new ConnectionLostError(withDetail(context)) };
  const offline: AttemptFailure = { retryable: true, toError: (context) => new OfflineError(withDetail(context)) };
  if (phase === 'body') return lost;
  if (code !== undefined && LOST_CODES.has(code)) return lost;
  if (code !== undefined && OFFLINE_CODES.has(code)) return offline;
  // fetch rejects every network failure as TypeError('fetch failed'), whatever the cause.
  if (error instanceof TypeError) return offline;
  return undefined;
}
