// The client against the real sandbox server (startSandbox) and every fault kind it can inject:
// the right typed error, the right number of attempts, and what the sandbox's ledger charged.
// Handlers are this test's own small ones, so the faults are what is tested, not area data.
import { create } from '@bufbuild/protobuf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MixerResult } from '../../../../shared/api/resources/mixer';
import { shippingRouteResultSchema } from '../../../../shared/api/resources/shipping';
import { stormsResultSchema } from '../../../../shared/api/resources/storms';
import {
  decodeMixerResult,
  encodeMixerCancel,
  encodeMixerResult,
  mixerResultToJson,
  MixerResultSchema,
} from '../../../../shared/transit';
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import type { ServiceClientOptions } from '../../../../electron/backend/client';
import { elementErrors } from '../../../../electron/backend/client';
import { shippingRoute, storm } from '../../../shared/api/examples';
import { CANARY_KEY, testClient } from './helpers/test-client';

const GRADES = [80, 95, 60];
const route = { lats: [51.95, 52.4], lons: [4.05, 2.9] };
const trip = { fromPlace: '52.09,5.11', toId: 'NL:S:8400058' };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    keys: [CANARY_KEY],
    now: () => 1_718_150_400,
    handlers: {
      http: {
        // The examples are plain objects; parsing types them as the handlers must answer.
        storms: () => stormsResultSchema.parse({ storms: [storm()] }),
        'marine.shipping.route': () => shippingRouteResultSchema.parse(shippingRoute()),
        'weather.ensemble.route': (params) => {
          throw new SandboxBadRequest('model', `unknown model "${params.model}"`);
        },
      },
      socket: {
        'transit.plannermixer': async (_params, _env, socket) => {
          for (const grade of GRADES) {
            await socket.send(
              encodeMixerResult(create(MixerResultSchema, { grade, timestamp: '2024-06-12T09:50:03+02:00' })),
            );
          }
        },
      },
      images: {},
    },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.ledger.reset();
});

function client(overrides: Partial<ServiceClientOptions> = {}): ReturnType<typeof testClient> {
  return testClient(sandbox.url, {
    decodeMixerMessage: (bytes) => mixerResultToJson(decodeMixerResult(bytes)),
    encodeMixerCancel,
    ...overrides,
  });
}

async function drain(stream: AsyncIterable<MixerResult>): Promise<{ grades: number[]; error: unknown }> {
  const grades: number[] = [];
  try {
    for await (const one of stream) grades.push(one.grade);
    return { grades, error: undefined };
  } catch (error) {
    return { grades, error };
  }
}

function usage(): { requests: number; credits: number } {
  const { requests, credits } = sandbox.ledger.get(CANARY_KEY);
  return { requests, credits };
}

describe('client against the sandbox', () => {
  it('gets a parsed answer, with element errors kept, and reports what the sandbox charged', async () => {
    const { client: c, credits } = client();
    const result = await c.call('marine.shipping.route', route, { voyageId: 'v-1' });
    expect(elementErrors(result).map((error) => error.key)).toEqual(['seaWaterTemperature']);
    expect(credits).toEqual([{ endpoint: 'marine.shipping.route', credits: 1, voyageId: 'v-1' }]);
    expect(usage()).toEqual({ requests: 1, credits: 1 });
  });

  it('is refused with Unauthorized for a wrong key, not retried', async () => {
    const { client: c } = client({ apiKey: () => 'not-the-key' });
    await expect(c.call('storms', {})).rejects.toMatchObject({ code: 'unauthorized', attempts: 1 });
    expect(sandbox.ledger.get('not-the-key')).toMatchObject({ requests: 0 });
  });

  it('names the parameter of a 400, not retried', async () => {
    const { client: c } = client();
    const params = { lats: [52, 53], lons: [3, 4], model: 'nomodel', elements: ['windspeed'], levels: ['10m'] };
    await expect(c.call('weather.ensemble.route', params)).rejects.toMatchObject({
      code: 'bad-request',
      parameter: 'model',
      attempts: 1,
    });
    expect(usage()).toEqual({ requests: 1, credits: 0 });
  });

  it('says a request too long for the service is too long, not a wrong model, element or time', async () => {
    const { client: c } = client();
    // 2,000 points make an address over the sandbox's 16 KiB: it answers 414 before any handler.
    const lats = Array.from({ length: 2000 }, (_, i) => 50 + i * 0.00137);
    const lons = lats.map((_, i) => -20 + i * 0.00731);
    const error: unknown = await c
      .call('weather.ensemble.route', { lats, lons, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'] })
      .catch((e: unknown) => e);
    if (!(error instanceof Error)) throw new Error('the request was answered');
    expect(error).toMatchObject({ code: 'bad-request', attempts: 1, name: 'RequestTooLargeError' });
    expect(error.message).toContain('too large (HTTP 414)');
    expect(error.message).not.toContain('another model');
    expect(usage()).toEqual({ requests: 0, credits: 0 });
  });

  it("retries '429' after its Retry-After and gets through", async () => {
    sandbox.faults.set('storms', { kind: '429', retryAfterS: 2, times: 2 });
    const { client: c, delaysMs } = client();
    await expect(c.call('storms', {})).resolves.toMatchObject({
      storms: [expect.objectContaining({ name: storm().name })],
    });
    expect(delaysMs).toEqual([2000, 2000]);
    expect(usage()).toEqual({ requests: 3, credits: 1 });
  });

  it("ends with RateLimited when '429' persists", async () => {
    sandbox.faults.set('storms', { kind: '429', retryAfterS: 1, times: 'always' });
    const { client: c } = client();
    await expect(c.call('storms', {})).rejects.toMatchObject({ code: 'rate-limited', retryAfterS: 1, attempts: 4 });
    expect(usage()).toEqual({ requests: 4, credits: 0 });
  });

  it("retries '500' with backoff, and ends with ServerUnavailable when it persists", async () => {
    sandbox.faults.set('storms', [{ kind: '500', times: 2 }]);
    const first = client();
    await first.client.call('storms', {});
    expect(first.delaysMs).toEqual([50, 100]);
    sandbox.faults.set('storms', { kind: '500', times: 'always' });
    const second = client();
    await expect(second.client.call('storms', {})).rejects.toMatchObject({
      code: 'server-unavailable',
      status: 500,
      attempts: 4,
    });
    expect(second.delaysMs).toEqual([50, 100, 200]);
  });

  it("retries '503' after its Retry-After", async () => {
    sandbox.faults.set('storms', { kind: '503', retryAfterS: 3 });
    const { client: c, delaysMs } = client();
    await c.call('storms', {});
    expect(delaysMs).toEqual([3000]);
  });

  it("times out on a 'delay' longer than the client waits, and gets a shorter one", async () => {
    sandbox.faults.set('storms', [
      { kind: 'delay', delayMs: 400 },
      { kind: 'delay', delayMs: 20 },
    ]);
    const { client: c } = client({ timeoutMs: 150 });
    await expect(c.call('storms', {})).rejects.toMatchObject({ code: 'timeout', timeoutMs: 150, attempts: 1 });
    // The shorter delay, to a client that waits as long as a busy machine may need.
    await expect(client().client.call('storms', {})).resolves.toMatchObject({ storms: [expect.anything()] });
    // The sandbox books the abandoned request when its delay ends: wait for it, or the next test counts it.
    await expect.poll(() => usage().requests).toBe(2);
  });

  it("retries a 'truncate'd body, and ends with ConnectionLost when every body is cut", async () => {
    sandbox.faults.set('marine.shipping.route', { kind: 'truncate', times: 1 });
    const { client: c, credits } = client();
    await expect(c.call('marine.shipping.route', route)).resolves.toMatchObject({ routing: 'rhumbline' });
    expect(credits).toHaveLength(1);
    expect(usage()).toEqual({ requests: 2, credits: 1 });
    sandbox.faults.set('marine.shipping.route', { kind: 'truncate', bytes: 10, times: 'always' });
    await expect(c.call('marine.shipping.route', route)).rejects.toMatchObject({
      code: 'connection-lost',
      attempts: 4,
    });
  });

  it("reports a 'bad-schema' body as InvalidResponse naming the path, not retried", async () => {
    sandbox.faults.set('marine.shipping.route', { kind: 'bad-schema' });
    const { client: c } = client();
    const error = await c.call('marine.shipping.route', route).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-response', reason: 'schema', attempts: 1 });
    expect(error).toHaveProperty('issues', [expect.objectContaining({ path: expect.stringMatching(/^[a-z]/) })]);
    expect(usage()).toEqual({ requests: 1, credits: 0 });
  });

  it('streams the plannermixer and ends cleanly', async () => {
    const { client: c, credits } = client();
    const { grades, error } = await drain(c.planTrip(trip, { voyageId: 'v-2' }));
    expect(error).toBeUndefined();
    expect(grades).toEqual(GRADES);
    expect(credits).toEqual([{ endpoint: 'transit.plannermixer', credits: 1, voyageId: 'v-2' }]);
    expect(usage()).toEqual({ requests: 1, credits: 1 });
  });

  it("fails with ConnectionLost on a 'socket-drop', keeping the results before it", async () => {
    sandbox.faults.set('transit.plannermixer', { kind: 'socket-drop', afterMessages: 1 });
    const { client: c } = client();
    const { grades, error } = await drain(c.planTrip(trip));
    expect(grades).toEqual([GRADES[0]]);
    expect(error).toMatchObject({ code: 'connection-lost', detail: expect.stringContaining('close code 1006') });
  });

  it("retries the handshake on '429' and '503', then streams", async () => {
    sandbox.faults.set('transit.plannermixer', [{ kind: '429', retryAfterS: 1 }, { kind: '503' }]);
    const { client: c, delaysMs } = client();
    const { grades, error } = await drain(c.planTrip(trip));
    expect(error).toBeUndefined();
    expect(grades).toEqual(GRADES);
    expect(delaysMs).toEqual([1000, 100]);
  });

  it("times out on a handshake 'delay' longer than the client waits", async () => {
    sandbox.faults.set('transit.plannermixer', { kind: 'delay', delayMs: 400 });
    const { client: c } = client();
    const { error } = await drain(c.planTrip(trip, { timeoutMs: 150 }));
    expect(error).toMatchObject({ code: 'timeout', timeoutMs: 150 });
  });

  it('is refused with Unauthorized on the socket for a wrong key', async () => {
    const { client: c } = client({ apiKey: () => 'not-the-key' });
    const { error } = await drain(c.planTrip(trip));
    expect(error).toMatchObject({ code: 'unauthorized', serviceMessage: expect.stringContaining('invalid') });
  });
});
