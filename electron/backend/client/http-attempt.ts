// One HTTP request to the service, start to finish (connect, status, whole body, JSON), with
// its own deadline. It never retries and never throws for an expected failure: it says what
// happened, and the retry loop in service-client.ts decides.
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { BodyTooLarge, maxBodyBytes, readCapped } from './body-limits';
import { InvalidResponse } from './errors';
import { redactSecret } from './redact';
import type { Attempt } from './retry-loop';
import { parseRetryAfterMs } from './retry';
import type { AttemptFailure } from './status';
import { failureForStatus } from './status';
import { abortFailure, networkFailure } from './transport-faults';

/** The parsed JSON of a 200, or why there is none. */
export type AttemptOutcome = Attempt<unknown>;

export interface AttemptInput {
  readonly endpoint: EndpointId;
  /** The full URL WITH the key: used for fetch only, never written anywhere. */
  readonly url: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
  readonly nowMs: () => number;
  /** The most of the body read; default per operation (body-limits.ts). */
  readonly maxBodyBytes?: number;
}

/** An answer over the cap: not retried (the same request gets the same answer), nothing of it kept. */
function tooLarge(endpoint: EndpointId, maxBytes: number): AttemptFailure {
  return {
    retryable: false,
    toError: (context) =>
      new InvalidResponse(
        'too-large',
        `${endpoint} response`,
        [
          {
            path: '',
            message: `${new BodyTooLarge(maxBytes).message}, more than Passage reads for this request; nothing of it was kept (ask for a shorter route or period)`,
          },
        ],
        context,
      ),
  };
}

/** A 200 whose body is not JSON: cut off without the connection failing, or garbled. Retried. */
function notJson(endpoint: EndpointId): AttemptFailure {
  return {
    retryable: true,
    toError: (context) =>
      new InvalidResponse(
        'not-json',
        `${endpoint} response`,
        [{ path: '', message: 'is not JSON (the answer was cut off or garbled)' }],
        context,
      ),
  };
}

export async function attemptRequest(input: AttemptInput): Promise<AttemptOutcome> {
  const deadline = AbortSignal.timeout(input.timeoutMs);
  const signal = input.signal === undefined ? deadline : AbortSignal.any([input.signal, deadline]);
  const sources = { caller: input.signal, deadline, timeoutMs: input.timeoutMs };
  const failed = (status: number | undefined, error: unknown, phase: 'connect' | 'body'): AttemptOutcome => {
    const failure = abortFailure(sources) ?? networkFailure(error, phase, input.apiKey);
    if (failure === undefined) throw error;
    return { ok: false, status, failure };
  };

  let response: Response;
  try {
    // redirect 'manual': a redirect is reported, never followed with the key in its URL.
    response = await input.fetch(input.url, { signal, redirect: 'manual', headers: { accept: 'application/json' } });
  } catch (error) {
    return failed(undefined, error, 'connect');
  }
  let text: string;
  const maxBytes = input.maxBodyBytes ?? maxBodyBytes(input.endpoint);
  try {
    text = await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { ok: false, status: response.status, failure: tooLarge(input.endpoint, maxBytes) };
    return failed(response.status, error, 'body');
  }

  if (response.status !== 200) {
    const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'), input.nowMs());
    const bodyText = redactSecret(text, input.apiKey);
    return {
      ok: false,
      status: response.status,
      failure: failureForStatus(response.status, bodyText, retryAfterMs, input.endpoint),
    };
  }
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, status: response.status, value };
  } catch {
    return { ok: false, status: response.status, failure: notJson(input.endpoint) };
  }
}
