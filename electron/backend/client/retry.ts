// When and how long the client waits before asking again: exponential backoff with FULL
// jitter (AWS Architecture Blog, "Exponential Backoff And Jitter", 2015: a random wait in
// [0, min(cap, base × 2^n)) spreads clients out best), and the service's Retry-After wins.
import { setTimeout as delay } from 'node:timers/promises';

export interface RetryPolicy {
  /** Retries after the first attempt (so at most retries + 1 requests). */
  readonly retries: number;
  /** Backoff of the first retry before jitter. */
  readonly baseDelayMs: number;
  /** Ceiling of the exponential backoff. */
  readonly maxDelayMs: number;
  /**
   * The longest Retry-After Passage will sit through; a longer one ends the call at once with
   * the wait in the error, so the navigator is told "try again in N s" instead of a frozen UI.
   */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

/** Waits `ms`; rejects (with the signal's reason) when `signal` aborts first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const defaultSleep: Sleep = async (ms, signal) => {
  await delay(ms, undefined, signal === undefined ? {} : { signal });
};

/**
 * Full-jitter backoff before retry number `retry` (1 for the first retry). `random` returns a
 * number in [0, 1), as Math.random does; tests pass a fixed one.
 */
export function backoffDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  const ceilingMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceilingMs);
}

const DELTA_SECONDS = /^\d+$/;
/** Every HTTP-date form (IMF-fixdate, RFC 850, asctime) starts with the day name. */
const HTTP_DATE_START = /^[A-Za-z]{3}/;

/**
 * Retry-After (RFC 9110 §10.2.3) in milliseconds from `nowMs`: delay-seconds or an HTTP-date.
 * Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (DELTA_SECONDS.test(text)) return Number(text) * 1000;
  // Date.parse reads the IMF-fixdate form RFC 9110 requires (and the obsolete forms), but also
  // guesses at text such as "-5" or "1.5"; only a day-name start is taken for a date.
  if (!HTTP_DATE_START.test(text)) return undefined;
  const dateMs = Date.parse(text);
  if (Number.isNaN(dateMs)) return undefined;
  return Math.max(0, dateMs - nowMs);
}

export type RetryDecision =
  | { readonly retry: true; readonly delayMs: number }
  | { readonly retry: false; readonly reason: 'exhausted' | 'retry-after-too-long' };

/**
 * Whether to retry after failed attempt number `attempt` (1-based), and after how long.
 * `retryAfterMs` is what the service asked for, if it did.
 */
export function decideRetry(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
): RetryDecision {
  if (attempt > policy.retries) return { retry: false, reason: 'exhausted' };
  if (retryAfterMs !== undefined) {
    if (retryAfterMs > policy.maxRetryAfterMs) return { retry: false, reason: 'retry-after-too-long' };
    return { retry: true, delayMs: retryAfterMs };
  }
  return { retry: true, delayMs: backoffDelayMs(policy, attempt, random) };
}
