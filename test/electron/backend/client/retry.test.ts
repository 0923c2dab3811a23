// The pure parts of the retry policy: the full-jitter ceiling and reading Retry-After.
import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  parseRetryAfterMs,
} from '../../../../electron/backend/client/retry';

const policy = { retries: 3, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 10_000 };

describe('backoffDelayMs', () => {
  it('draws from [0, min(max, base × 2^(retry-1)))', () => {
    const almostOne = () => 0.9999;
    expect([1, 2, 3, 4, 5, 6].map((retry) => backoffDelayMs(policy, retry, almostOne))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(backoffDelayMs(policy, 3, () => 0)).toBe(0);
  });
});

describe('parseRetryAfterMs', () => {
  const nowMs = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each([
    ['0', 0],
    [' 12 ', 12_000],
    ['Thu, 01 Jan 2026 12:00:30 GMT', 30_000],
    ['Thu, 01 Jan 2026 11:00:00 GMT', 0],
  ])('reads %j as %i ms', (header, expected) => {
    expect(parseRetryAfterMs(header, nowMs)).toBe(expected);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5'])('ignores %j', (header) => {
    expect(parseRetryAfterMs(header, nowMs)).toBeUndefined();
  });
});

describe('decideRetry', () => {
  it('waits what Retry-After says, up to the cap, and stops after the last retry', () => {
    expect(decideRetry(policy, 1, 2000, () => 0.5)).toEqual({ retry: true, delayMs: 2000 });
    expect(decideRetry(policy, 1, 10_001, () => 0.5)).toEqual({ retry: false, reason: 'retry-after-too-long' });
    expect(decideRetry(policy, 3, undefined, () => 0.5)).toEqual({ retry: true, delayMs: 200 });
    expect(decideRetry(policy, 4, undefined, () => 0.5)).toEqual({ retry: false, reason: 'exhausted' });
  });

  it('defaults to 3 retries', () => {
    expect(DEFAULT_RETRY_POLICY.retries).toBe(3);
  });
});
