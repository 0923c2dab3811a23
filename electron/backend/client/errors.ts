// The errors the service client throws, one class per thing that can go wrong, each with a
// stable `code` a UI can switch on and a message in a navigator's words saying what to do.
// Every message is built already redacted: no class here ever sees the API key.
import type { ParseIssue } from '../../../shared/api/parse';
import { InvalidResponseError } from '../../../shared/api/parse';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { changeAdvice, lighterAdvice, serviceName, ServiceName } from './service-words';

export type ServiceErrorCode =
  | 'unauthorized'
  | 'bad-request'
  | 'not-found'
  | 'rate-limited'
  | 'server-unavailable'
  | 'offline'
  | 'connection-lost'
  | 'timeout'
  | 'cancelled'
  | 'invalid-response';

/** What every client error knows besides its message. */
export interface ServiceErrorContext {
  readonly endpoint: EndpointId;
  /** Requests made before giving up (1 when the first answer was final). */
  readonly attempts: number;
  /** Technical detail for a log or a "details" disclosure, already redacted; '' when none. */
  readonly detail?: string;
}

abstract class ServiceClientErrorBase extends Error {
  abstract readonly code: ServiceErrorCode;
  readonly endpoint: EndpointId;
  readonly attempts: number;
  readonly detail: string;

  constructor(message: string, context: ServiceErrorContext) {
    super(message);
    this.endpoint = context.endpoint;
    this.attempts = context.attempts;
    this.detail = context.detail ?? '';
  }

  /** What crosses IPC/RPC or lands in a log as JSON: the message is not an own enumerable field. */
  toJSON(): Record<string, unknown> {
    const own: Record<string, unknown> = Object.fromEntries(Object.entries(this));
    return { ...own, name: this.name, message: this.message };
  }
}

function tries(attempts: number): string {
  return attempts > 1 ? ` Passage tried ${attempts} times.` : '';
}

/** 401 (spec §5, §7): the key is missing, invalid or revoked. */
export class UnauthorizedError extends ServiceClientErrorBase {
  override readonly name = 'UnauthorizedError';
  readonly code = 'unauthorized';
  constructor(
    /** The service's own words (error.message of the spec §7 body), redacted. */
    readonly serviceMessage: string,
    context: ServiceErrorContext,
  ) {
    super(
      `${ServiceName(context.endpoint)} rejected the API key${serviceMessage === '' ? '' : ` ("${serviceMessage}")`}. ` +
        'Check the key in Settings, or switch to demo mode.',
      context,
    );
  }
}

/** 400: the service refused a parameter that Passage's own checks let through. */
export class BadRequestError extends ServiceClientErrorBase {
  override readonly name = 'BadRequestError';
  readonly code = 'bad-request';
  constructor(
    readonly serviceMessage: string,
    /** The parameter the service named, e.g. `model` or `lats[3]`; '' when it named none. */
    readonly parameter: string,
    context: ServiceErrorContext,
  ) {
    const what = parameter === '' ? 'the request' : `the value of ${parameter}`;
    super(
      `${ServiceName(context.endpoint)} refused ${what}${serviceMessage === '' ? '' : `: ${serviceMessage}`}. ` +
        `Change it (${changeAdvice(context.endpoint)}) and try again.`,
      context,
    );
  }
}

/**
 * 413, 414, 431: the request was too big for the service (or a proxy before it). Passage cuts long
 * lists of points into several requests, so this is Passage's fault, not the navigator's choice
 * of model, element or time.
 */
export class RequestTooLargeError extends ServiceClientErrorBase {
  override readonly name = 'RequestTooLargeError';
  readonly code = 'bad-request';
  /** No one parameter is at fault: the whole request is. */
  readonly parameter = '';
  constructor(status: number, context: ServiceErrorContext) {
    super(
      `${ServiceName(context.endpoint)} refused the request as too large (HTTP ${status}). Passage splits long ` +
        'requests, but this one was not split enough: please report it. A voyage with fewer ' +
        'waypoints asks less meanwhile.',
      context,
    );
  }
}

/** 404: the service does not know this address. */
export class NotFoundError extends ServiceClientErrorBase {
  override readonly name = 'NotFoundError';
  readonly code = 'not-found';
  constructor(context: ServiceErrorContext) {
    super(
      `${ServiceName(context.endpoint)} does not offer this request at the configured address. ` +
        'Check the service address in Settings; demo mode works meanwhile.',
      context,
    );
  }
}

/** 429 after the retries, or with a Retry-After longer than Passage will wait. */
export class RateLimitedError extends ServiceClientErrorBase {
  override readonly name = 'RateLimitedError';
  readonly code = 'rate-limited';
  constructor(
    /** Seconds the service asked to wait; undefined when it did not say. */
    readonly retryAfterS: number | undefined,
    context: ServiceErrorContext,
  ) {
    const wait = retryAfterS === undefined ? 'in a minute' : `in ${retryAfterS} s`;
    super(
      `${ServiceName(context.endpoint)} is limiting requests from this key.${tries(context.attempts)} Try again ${wait}.`,
      context,
    );
  }
}

/** 5xx after the retries (or a 5xx that is not worth retrying, e.g. 501). */
export class ServerUnavailableError extends ServiceClientErrorBase {
  override readonly name = 'ServerUnavailableError';
  readonly code = 'server-unavailable';
  constructor(
    readonly status: number,
    readonly retryAfterS: number | undefined,
    context: ServiceErrorContext,
  ) {
    super(
      `${ServiceName(context.endpoint)} is unavailable (HTTP ${status}).${tries(context.attempts)} ` +
        'Try again in a few minutes; saved voyages and forecasts stay available.',
      context,
    );
  }
}

/** No connection could be made: no network, DNS failure, refused connection. */
export class OfflineError extends ServiceClientErrorBase {
  override readonly name = 'OfflineError';
  readonly code = 'offline';
  constructor(context: ServiceErrorContext) {
    super(
      `Passage could not reach ${serviceName(context.endpoint)}.${tries(context.attempts)} ` +
        'Check the internet connection (on board: the satellite or 4G link) and try again; ' +
        'saved voyages and forecasts stay available offline.',
      context,
    );
  }
}

/** The connection broke after it was made: a reset, a cut-off answer, a dropped socket. */
export class ConnectionLostError extends ServiceClientErrorBase {
  override readonly name = 'ConnectionLostError';
  readonly code = 'connection-lost';
  constructor(context: ServiceErrorContext) {
    super(
      `The connection to ${serviceName(context.endpoint)} was lost before the answer was complete.${tries(context.attempts)} ` +
        'The link may be unstable; try again.',
      context,
    );
  }
}

/** No answer (or, on the socket, no next message) within the time allowed. */
export class TimeoutError extends ServiceClientErrorBase {
  override readonly name = 'TimeoutError';
  readonly code = 'timeout';
  constructor(
    readonly timeoutMs: number,
    context: ServiceErrorContext,
  ) {
    super(
      `${ServiceName(context.endpoint)} did not answer within ${formatSeconds(timeoutMs)}. ` +
        `The link may be slow; ${lighterAdvice(context.endpoint)}.`,
      context,
    );
  }
}

/** The caller aborted (the navigator pressed Cancel, or the window closed). Not retried. */
export class CancelledError extends ServiceClientErrorBase {
  override readonly name = 'CancelledError';
  readonly code = 'cancelled';
  constructor(context: ServiceErrorContext) {
    super(`The request to ${serviceName(context.endpoint)} was cancelled.`, context);
  }
}

/** Why an answer could not be read. */
export type InvalidResponseReason = 'schema' | 'not-json' | 'not-binary' | 'undecodable' | 'too-large';

/** A complete answer that does not have the shape of spec §2 (or is not JSON at all). */
export class InvalidResponse extends ServiceClientErrorBase {
  override readonly name = 'InvalidResponse';
  readonly code = 'invalid-response';
  constructor(
    readonly reason: InvalidResponseReason,
    /** What was being read, e.g. `marine.shipping.route response`. */
    readonly resource: string,
    /** Every problem, with its path (`elements[2].data[0].value`; '' for the whole body). */
    readonly issues: readonly ParseIssue[],
    context: ServiceErrorContext,
  ) {
    // shared/api words a schema mismatch; the same sentence serves for a body that is not JSON.
    super(new InvalidResponseError(resource, issues).message, context);
  }
}

export type ServiceClientError =
  | UnauthorizedError
  | BadRequestError
  | RequestTooLargeError
  | NotFoundError
  | RateLimitedError
  | ServerUnavailableError
  | OfflineError
  | ConnectionLostError
  | TimeoutError
  | CancelledError
  | InvalidResponse;

export function isServiceClientError(error: unknown): error is ServiceClientError {
  return (
    error instanceof UnauthorizedError ||
    error instanceof BadRequestError ||
    error instanceof RequestTooLargeError ||
    error instanceof NotFoundError ||
    error instanceof RateLimitedError ||
    error instanceof ServerUnavailableError ||
    error instanceof OfflineError ||
    error instanceof ConnectionLostError ||
    error instanceof TimeoutError ||
    error instanceof CancelledError ||
    error instanceof InvalidResponse
  );
}

function formatSeconds(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
