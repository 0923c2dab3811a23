// The loop around one kind of attempt (an HTTP request, a socket handshake): ask, and on a
// retryable failure wait (backoff or Retry-After) and ask again, logging one line per attempt.
import type { EndpointId } from '../../../shared/api/request/endpoints';
import type { ServiceClientError } from './errors';
import { CancelledError } from './errors';
import type { RetryPolicy, Sleep } from './retry';
import { decideRetry } from './retry';
import type { AttemptFailure } from './status';

export type Attempt<T> =
  | { readonly ok: true; readonly status: number; readonly value: T }
  | { readonly ok: false; readonly status: number | undefined; readonly failure: AttemptFailure };

export interface RetryLoopInput<T> {
  readonly endpoint: EndpointId;
  readonly policy: RetryPolicy;
  readonly sleep: Sleep;
  readonly random: () => number;
  readonly signal: AbortSignal | undefined;
  /** Writes a log line; it redacts, so `label` may hold the URL with the key. */
  readonly write: (line: string) => void;
  /** e.g. `GET <url>`; starts each log line. */
  readonly label: string;
  readonly attempt: () => Promise<Attempt<T>>;
}

export interface RetryLoopResult<T> {
  readonly value: T;
  /** Attempts made, the successful one included. */
  readonly attempts: number;
}

/** Runs attempts until one succeeds or a failure is final; throws that failure's typed error. */
export async function runWithRetries<T>(input: RetryLoopInput<T>): Promise<RetryLoopResult<T>> {
  const total = input.policy.retries + 1;
  for (let attempt = 1; ; attempt += 1) {
    const startedMs = performance.now();
    const outcome = await input.attempt();
    const tookMs = Math.round(performance.now() - startedMs);
    const status = outcome.status === undefined ? 'no answer' : String(outcome.status);
    const line = `${input.label} -> ${status} in ${tookMs} ms (attempt ${attempt}/${total})`;
    if (outcome.ok) {
      input.write(line);
      return { value: outcome.value, attempts: attempt };
    }
    const context = { endpoint: input.endpoint, attempts: attempt };
    const giveUp = (): ServiceClientError => {
      const error = outcome.failure.toError(context);
      input.write(`${line}; ${error.code}${error.detail === '' ? '' : ` (${error.detail})`}: giving up`);
      return error;
    };
    if (!outcome.failure.retryable) throw giveUp();
    const decision = decideRetry(input.policy, attempt, outcome.failure.retryAfterMs, input.random);
    if (!decision.retry) throw giveUp();
    input.write(`${line}; retrying in ${decision.delayMs} ms`);
    try {
      await input.sleep(decision.delayMs, input.signal);
    } catch (error) {
      if (input.signal?.aborted === true) throw new CancelledError(context);
      throw error;
    }
  }
}
