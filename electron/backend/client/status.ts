// What an HTTP status other than 200 means for Passage: which typed error, whether asking
// again can help, and the service's own words (the spec §7 body) with the parameter it names.
import { serviceErrorBodySchema } from '../../../shared/api/error-body';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { endpoints } from '../../../shared/api/request/endpoints';
import type { ServiceClientError, ServiceErrorContext } from './errors';
import {
  BadRequestError,
  NotFoundError,
  RateLimitedError,
  RequestTooLargeError,
  ServerUnavailableError,
  UnauthorizedError,
} from './errors';

/** A failed attempt: the error to throw if Passage gives up, and whether to ask again. */
export interface AttemptFailure {
  readonly retryable: boolean;
  /** What the service asked for in Retry-After, if it did. */
  readonly retryAfterMs?: number;
  readonly toError: (context: ServiceErrorContext) => ServiceClientError;
}

/** Spec §7 does not list server faults; these are the ones a proxy or a busy service sends. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Payload Too Large, URI Too Long, Request Header Fields Too Large. */
const TOO_LARGE_STATUSES: ReadonlySet<number> = new Set([413, 414, 431]);

/** Longest service message quoted in an error; a proxy's HTML error page is not worth more. */
const MAX_SERVICE_MESSAGE_CHARS = 300;

/** The spec §7 `error.message`, else the body text when it is short plain text, else ''. */
export function serviceMessageOf(bodyText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    const text = bodyText.trim();
    return text.startsWith('<') ? '' : text.slice(0, MAX_SERVICE_MESSAGE_CHARS);
  }
  const parsed = serviceErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data.error.message.slice(0, MAX_SERVICE_MESSAGE_CHARS) : '';
}

/** A parameter as the service writes it: `model`, `lats[3]`, `pressure.level`. */
const PARAMETER_TOKEN = /[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])?(?:\.[A-Za-z0-9_]+)*/g;

/**
 * The parameter a 400 message names, if it names one of the endpoint's parameters: the
 * sandbox writes "model: unknown model" or "lats[3] must be between...", other services
 * "Invalid parameter 'model'". Only known names count, so ordinary words never match.
 */
export function parameterNamedIn(message: string, endpoint: EndpointId): string {
  const known = new Set(Object.keys(endpoints[endpoint].params.shape));
  for (const match of message.matchAll(PARAMETER_TOKEN)) {
    const token = match[0];
    const base = /^[A-Za-z_][A-Za-z0-9_]*/.exec(token)?.[0] ?? '';
    if (known.has(base)) return token;
  }
  return '';
}

/** The failure an HTTP status stands for; `bodyText` is the (redacted) body of the answer. */
export function failureForStatus(
  status: number,
  bodyText: string,
  retryAfterMs: number | undefined,
  endpoint: EndpointId,
): AttemptFailure {
  const serviceMessage = serviceMessageOf(bodyText);
  const retryable = RETRYABLE_STATUSES.has(status);
  const retryAfterS = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
  const withDetail = (context: ServiceErrorContext): ServiceErrorContext => ({
    ...context,
    detail: `HTTP ${status}${serviceMessage === '' ? '' : `: ${serviceMessage}`}`,
  });
  const failure = (toError: AttemptFailure['toError']): AttemptFailure =>
    retryAfterMs === undefined ? { retryable, toError } : { retryable, retryAfterMs, toError };

  if (status === 401 || status === 403) {
    return failure((context) => new UnauthorizedError(serviceMessage, withDetail(context)));
  }
  if (status === 404 || (status >= 300 && status < 400)) {
    // A redirect is not followed (the key would travel along to wherever it points): to the
    // navigator it is the same as a wrong address.

    return failure((context) => new NotFoundError(withDetail(context)));
  }
  if (status === 429) {
    return failure((context) => new RateLimitedError(retryAfterS, withDetail(context)));
  }
  if (status >= 500) {
    return failure((context) => new ServerUnavailableError(status, retryAfterS, withDetail(context)));
  }
  if (TOO_LARGE_STATUSES.has(status)) {
    return failure((context) => new RequestTooLargeError(status, withDetail(context)));
  }
  // 400 and any other refusal: the request itself is at fault, so asking again cannot help.
  const parameter = parameterNamedIn(serviceMessage, endpoint);
  return failure((context) => new BadRequestError(serviceMessage, parameter, withDetail(context)));
}
