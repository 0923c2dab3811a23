// The mixer socket client against the demo sandbox's real transit planner, with faults planned
// through the sandbox's control route as a separate process would: a drop mid-stream keeps the
// results so far, broken frames are errors in words, 401 and 429 on the upgrade, the caps.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MixerResult } from '../../../../shared/api/resources/mixer';
import { decodeMixerResult, encodeMixerCancel, mixerResultToJson } from '../../../../shared/transit';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import type { ServiceClientOptions } from '../../../../electron/backend/client';
import {
  ConnectionLostError,
  InvalidResponse,
  RateLimitedError,
  TimeoutError,
  UnauthorizedError,
} from '../../../../electron/backend/client';
import { CANARY_KEY, testClient } from './helpers/test-client';

/** Rotterdam Waalhaven to Schiphol Airport, departing 12 June 2024 10:00 UTC. */
const trip = { fromPlace: '51.885,4.43', toPlace: '52.3094,4.7617', timestamp: '2024-06-12T10:00:00Z' };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ keys: [CANARY_KEY], now: () => 1_718_186_400, control: true });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
});

/** Plans a fault the way an e2e test or a separate process does: over the control route. */
async function planFault(fault: unknown): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: 'transit.plannermixer', fault }),
  });
  expect(response.status).toBe(200);
}

function client(overrides: Partial<ServiceClientOptions> = {}): ReturnType<typeof testClient> {
  return testClient(sandbox.url, {
    decodeMixerMessage: (bytes) => mixerResultToJson(decodeMixerResult(bytes)),
    encodeMixerCancel,
    ...overrides,
  });
}

async function drain(stream: AsyncIterable<MixerResult>): Promise<{ results: MixerResult[]; error: unknown }> {
  const results: MixerResult[] = [];
  try {
    for await (const one of stream) results.push(one);
    return { results, error: undefined };
  } catch (error) {
    return { results, error };
  }
}

describe('the mixer socket against the sandbox with planned faults', () => {
  it('streams three or more checked results and ends cleanly without a fault', async () => {
    const { results, error } = await drain(client().client.planTrip(trip));
    expect(error).toBeUndefined();
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results[0]?.trips[0]?.legs.length).toBeGreaterThan(0);
  });

  it('keeps the results that arrived when the socket drops mid-stream, and says it was lost', async () => {
    await planFault({ kind: 'socket-drop', afterMessages: 2 });
    const { results, error } = await drain(client().client.planTrip(trip));
    expect(results).toHaveLength(2);
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error).toMatchObject({ message: expect.stringContaining('connection to the transit planner was lost') });
  });

  it.each([
    ['garbage', 'undecodable', 'is not a MixerResult message'],
    ['truncated', 'undecodable', 'is not a MixerResult message'],
    ['oversized', 'too-large', 'is larger than 1048576 bytes'],
    ['text', 'not-binary', 'is a text message'],
  ])('turns a %s frame after one good result into InvalidResponse (%s) in words', async (frame, reason, words) => {
    await planFault({ kind: 'bad-frame', frame, afterMessages: 1 });
    const { results, error } = await drain(client().client.planTrip(trip));
    expect(results).toHaveLength(1);
    expect(error).toBeInstanceOf(InvalidResponse);
    expect(error).toMatchObject({ reason });
    expect(error).toMatchObject({ message: expect.stringContaining(words) });
  });

  it('says a wrong key is refused on the upgrade (401), in words, without retrying', async () => {
    const { client: c, delaysMs } = client({ apiKey: () => 'not-the-key' });
    const { results, error } = await drain(c.planTrip(trip));
    expect(results).toEqual([]);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ message: expect.stringMatching(/key/i) });
    expect(delaysMs).toEqual([]);
  });

  it('backs off after a 429 on the upgrade (its Retry-After) and then streams', async () => {
    await planFault({ kind: '429', retryAfterS: 2 });
    const { client: c, delaysMs } = client();
    const { results, error } = await drain(c.planTrip(trip));
    expect(error).toBeUndefined();
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(delaysMs).toEqual([2000]);
  });

  it('gives up with RateLimited, saying when to try again, when every upgrade gets 429', async () => {
    await planFault({ kind: '429', retryAfterS: 1, times: 'always' });
    const { client: c, delaysMs } = client();
    const { error } = await drain(c.planTrip(trip));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ message: expect.stringContaining('Try again in 1 s') });
    expect(delaysMs).toEqual([1000, 1000, 1000]);
  });

  it('stops reading past the cap on the number of results, keeping those within it', async () => {
    const { results, error } = await drain(client().client.planTrip(trip, { maxResults: 2 }));
    expect(results).toHaveLength(2);
    expect(error).toMatchObject({ reason: 'too-large' });
    expect(error).toMatchObject({ message: expect.stringContaining('Passage reads at most 2') });
  });

  it('times out a handshake that does not complete within the connect timeout', async () => {
    await planFault({ kind: 'delay', delayMs: 2000, times: 'always' });
    const { client: c } = client({ retry: { retries: 0 } });
    const { error } = await drain(c.planTrip(trip, { connectTimeoutMs: 150 }));
    expect(error).toBeInstanceOf(TimeoutError);
  });
});
