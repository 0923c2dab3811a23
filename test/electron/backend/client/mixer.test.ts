// planTrip over a real WebSocket: results streamed in order and checked, a clean end on 1000,
// typed errors for a drop, a silence, a refused upgrade and a bad message, and the socket
// closed when the caller stops early.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/backend/client';
import {
  BadRequestError,
  CancelledError,
  ConnectionLostError,
  InvalidResponse,
  isServiceClientError,
  TimeoutError,
  UnauthorizedError,
} from '../../../../electron/backend/client';
import type { MixerResult } from '../../../../shared/api/resources/mixer';
import { mixerResult } from '../../../shared/api/examples-land';
import type { FakeMixer } from './helpers/fake-mixer';
import { decodeJsonMessage, jsonMessage, startFakeMixer } from './helpers/fake-mixer';
import { CANARY_KEY, testClient } from './helpers/test-client';

let mixer: FakeMixer;
beforeAll(async () => {
  mixer = await startFakeMixer();
});
afterAll(() => mixer.close());
beforeEach(() => {
  mixer.requests.length = 0;
  mixer.connections.length = 0;
});

const trip = { fromPlace: '51.92,4.48', toId: 'NL:S:asd' };
const STOP = new Uint8Array([8, 1]);

function client(overrides: Parameters<typeof testClient>[1] = {}): ReturnType<typeof testClient> {
  return testClient(mixer.baseUrl, {
    decodeMixerMessage: decodeJsonMessage,
    encodeMixerCancel: () => STOP,
    ...overrides,
  });
}

function result(grade: number): unknown {
  return { ...mixerResult(), grade };
}

/** Drains the stream: the results before the end, and the error it ended with (if any). */
async function drain(stream: AsyncIterable<MixerResult>): Promise<{ grades: number[]; error: unknown }> {
  const grades: number[] = [];
  try {
    for await (const one of stream) grades.push(one.grade);
    return { grades, error: undefined };
  } catch (error) {
    return { grades, error };
  }
}

/** The only socket of this test, once closed: its close code and what the client sent on it. */
async function onlyConnection(): Promise<{ code: number; received: Uint8Array[] }> {
  expect(mixer.connections).toHaveLength(1);
  const [connection] = mixer.connections;
  if (connection === undefined) throw new Error('no connection');
  return { code: await connection.closed, received: connection.received };
}

describe('planTrip', () => {
  it('yields each result in order and ends cleanly when the server closes with 1000', async () => {
    const { client: c, credits, logLines } = client();
    mixer.script({
      kind: 'accept',
      messages: [jsonMessage(result(80)), jsonMessage(result(95)), jsonMessage(result(60))],
      then: { close: 1000 },
    });
    const { grades, error } = await drain(c.planTrip(trip, { voyageId: 'v1' }));
    expect(error).toBeUndefined();
    expect(grades).toEqual([80, 95, 60]);
    expect(mixer.requests).toEqual([
      `/v1/transit/plannermixer?fromPlace=51.92,4.48&toId=NL%3AS%3Aasd&api_key=${CANARY_KEY}`,
    ]);
    expect(credits).toEqual([{ endpoint: 'transit.plannermixer', credits: 1, voyageId: 'v1' }]);
    expect(logLines.at(-1)).toBe(
      `SOCKET ws://127.0.0.1:${new URL(mixer.baseUrl).port}/v1/transit/plannermixer?fromPlace=51.92,4.48&toId=NL%3AS%3Aasd&api_key=*** -> closed normally after 3 result(s)`,
    );
    // A normal end needs no stop message.
    expect(await onlyConnection()).toEqual({ code: 1000, received: [] });
  });

  it('connects only when iterated', async () => {
    const { client: c } = client();
    c.planTrip(trip);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mixer.requests).toEqual([]);
  });

  it('keeps the results that arrived and fails with ConnectionLost when the socket drops (1006)', async () => {
    const { client: c } = client();
    mixer.script({ kind: 'accept', messages: [jsonMessage(result(70))], then: 'drop' });
    const { grades, error } = await drain(c.planTrip(trip));
    expect(grades).toEqual([70]);
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error).toMatchObject({ code: 'connection-lost', detail: 'close code 1006; after 1 result(s)' });
    expect(mixer.requests).toHaveLength(1);
  });

  it('fails with ConnectionLost on any other close code', async () => {
    const { client: c } = client();
    mixer.script({ kind: 'accept', messages: [], then: { close: 1011 } });
    const { error } = await drain(c.planTrip(trip));
    expect(error).toMatchObject({ code: 'connection-lost', detail: 'close code 1011; after 0 result(s)' });
  });

  it('fails with Timeout when no next message arrives in time, and closes the socket', async () => {
    const { client: c } = client();
    mixer.script({ kind: 'accept', messages: [jsonMessage(result(50))], then: 'silent' });
    const { grades, error } = await drain(c.planTrip(trip, { timeoutMs: 100 }));
    expect(grades).toEqual([50]);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100 });
    expect(await onlyConnection()).toEqual({ code: 1000, received: [STOP] });
  });

  it('turns a 401 on the upgrade into Unauthorized, read from the refusal body, not retried', async () => {
    const { client: c, delaysMs } = client();
    mixer.script({
      kind: 'refuse',
      status: 401,
      body: JSON.stringify({ success: false, meta: { credits_used: 0 }, error: { message: 'The API key is invalid' } }),
    });
    const { error } = await drain(c.planTrip(trip));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ serviceMessage: 'The API key is invalid', attempts: 1 });
    expect(mixer.requests).toHaveLength(1);
    expect(delaysMs).toEqual([]);
  });

  it('turns a 400 on the upgrade into BadRequest naming the parameter', async () => {
    const { client: c } = client();
    mixer.script({
      kind: 'refuse',
      status: 400,
      body: JSON.stringify({
        success: false,
        meta: { credits_used: 0 },
        error: { message: 'toId: unknown stop place' },
      }),
    });
    const { error } = await drain(c.planTrip(trip));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ parameter: 'toId', serviceMessage: 'toId: unknown stop place' });
  });

  it('retries the handshake on 503 and 429 (honouring Retry-After), then streams', async () => {
    const { client: c, delaysMs, credits } = client();
    mixer.script(
      { kind: 'refuse', status: 503, body: '{}' },
      { kind: 'refuse', status: 429, body: '{}', headers: { 'retry-after': '2' } },
      { kind: 'accept', messages: [jsonMessage(result(90))], then: { close: 1000 } },
    );
    const { grades, error } = await drain(c.planTrip(trip));
    expect(error).toBeUndefined();
    expect(grades).toEqual([90]);
    expect(delaysMs).toEqual([50, 2000]);
    expect(credits).toHaveLength(1);
  });

  it('closes the socket with 1000 and a stop message when the caller breaks out of the loop', async () => {
    const { client: c } = client();
    mixer.script({ kind: 'accept', messages: [jsonMessage(result(1)), jsonMessage(result(2))], then: 'silent' });
    const grades: number[] = [];
    for await (const one of c.planTrip(trip)) {
      grades.push(one.grade);
      break;
    }
    expect(grades).toEqual([1]);
    expect(await onlyConnection()).toEqual({ code: 1000, received: [STOP] });
  });

  it('fails with Cancelled when the caller aborts mid-stream', async () => {
    const { client: c } = client();
    const controller = new AbortController();
    mixer.script({ kind: 'accept', messages: [jsonMessage(result(3))], then: 'silent' });
    const grades: number[] = [];
    const error = await (async () => {
      for await (const one of c.planTrip(trip, { signal: controller.signal })) {
        grades.push(one.grade);
        controller.abort();
      }
    })().catch((caught: unknown) => caught);
    expect(grades).toEqual([3]);
    expect(error).toBeInstanceOf(CancelledError);
    expect(await onlyConnection()).toEqual({ code: 1000, received: [STOP] });
  });

  it.each([
    [
      'schema',
      jsonMessage({ ...mixerResult(), trips: [{ ...mixerResult().trips[0], duration: 'long' }] }),
      'trips[0].duration',
    ],
    ['undecodable', new Uint8Array([0xff, 0x00, 0x13]), ''],
    ['not-binary', '{"grade": 1}', ''],
  ])('fails with InvalidResponse (%s) on a bad message and names the path', async (reason, message, path) => {
    const { client: c } = client();
    mixer.script({ kind: 'accept', messages: [message], then: 'silent' });
    const { error } = await drain(c.planTrip(trip));
    expect(error).toBeInstanceOf(InvalidResponse);
    expect(error).toMatchObject({ reason, issues: [expect.objectContaining({ path })] });
    expect(await onlyConnection()).toEqual({ code: 1000, received: [STOP] });
  });

  it('never shows the key in a mixer error or log line', async () => {
    const outcomes: unknown[] = [];
    const lines: string[] = [];
    const scripts = [
      {
        kind: 'refuse',
        status: 401,
        body: JSON.stringify({
          success: false,
          meta: { credits_used: 0 },
          error: { message: `bad key ${CANARY_KEY}` },
        }),
      },
      { kind: 'accept', messages: [], then: 'drop' },
      { kind: 'accept', messages: [jsonMessage({ grade: CANARY_KEY })], then: 'silent' },
    ] as const;
    for (const script of scripts) {
      const { client: c, logLines } = client();
      mixer.script(script);
      outcomes.push((await drain(c.planTrip(trip))).error);
      lines.push(...logLines);
    }
    expect(outcomes.map((error) => (isServiceClientError(error) ? error.code : 'other'))).toEqual([
      'unauthorized',
      'connection-lost',
      'invalid-response',
    ]);
    for (const error of outcomes) {
      if (!isServiceClientError(error)) continue;
      for (const text of [error.message, error.stack ?? '', JSON.stringify(error), error.detail])
        expect(text).not.toContain(CANARY_KEY);
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(CANARY_KEY);
  });

  it('needs a decoder: without one planTrip is a wiring error, before connecting', async () => {
    const bare: ServiceClient = testClient(mixer.baseUrl).client;
    const { error } = await drain(bare.planTrip(trip));
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain('decodeMixerMessage');
    expect(mixer.requests).toEqual([]);
  });
});
