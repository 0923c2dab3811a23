// The one SOCKET endpoint against the assembled sandbox, as a client sees it: key checked on
// the upgrade, parameters checked before it, 3 to 6 protobuf results that map to spec §2.17,
// then a normal close; and the same bytes for the same seed and clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildRequest } from '../../../shared/api/request/build';
import { toUrl } from '../../../shared/api/request/url';
import { mixerResultSchema } from '../../../shared/api/resources/mixer';
import { decodeMixerResult, mixerResultToJson } from '../../../shared/transit';
import { startSandbox, type Sandbox } from '../../../electron/sandbox/server/sandbox';

const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const KEY = 'test-key';
const trip = { fromPlace: '52.0894,5.1100', toPlace: '52.3791,4.9003', timestamp: '2026-09-10T11:30:00+02:00' };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 3, keys: [KEY], now: () => NOW });
});
afterAll(() => sandbox.close());

interface Outcome {
  status?: number | undefined;
  body?: string | undefined;
  messages: Uint8Array[];
  closeCode?: number | undefined;
}

function connect(url: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const out: Outcome = { messages: [] };
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      out.status = res.statusCode;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ ...out, body }));
    });
    ws.on('message', (data: Buffer) => out.messages.push(new Uint8Array(data)));
    ws.on('close', (code) => resolve({ ...out, closeCode: code }));
    ws.on('error', (e) => (out.status === undefined ? reject(e) : undefined));
  });
}

const urlFor = (params: Record<string, unknown>, key: string) =>
  toUrl(buildRequest('transit.plannermixer', params as never), sandbox.url, key);

describe('transit.plannermixer (SOCKET)', () => {
  it('streams 3 to 6 results that map to the spec shape, then closes normally', async () => {
    const r = await connect(urlFor(trip, KEY));
    expect(r.closeCode).toBe(1000);
    expect(r.messages.length).toBeGreaterThanOrEqual(3);
    expect(r.messages.length).toBeLessThanOrEqual(6);
    for (const bytes of r.messages) {
      const json = mixerResultToJson(decodeMixerResult(bytes));
      const parsed = mixerResultSchema.safeParse(json);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      expect(json.trips.length).toBeGreaterThan(0);
    }
    expect(sandbox.ledger.get(KEY).byEndpoint['transit.plannermixer']?.credits).toBeGreaterThanOrEqual(1);
  });

  it('refuses the upgrade with 401 for a missing and an invalid key', async () => {
    const noKey = await connect(urlFor(trip, KEY).replace(/[?&]api_key=[^&]*/, ''));
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.body ?? '{}')).toMatchObject({ success: false, meta: { credits_used: 0 } });
    expect(JSON.parse(noKey.body ?? '{}').error.message.toLowerCase()).toContain('missing');
    const bad = await connect(urlFor(trip, 'not-a-key'));
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.body ?? '{}').error.message.toLowerCase()).toContain('invalid');
  });

  it('refuses the upgrade with 400 naming the parameter', async () => {
    const url = `${sandbox.url.replace('http', 'ws')}/v1/transit/plannermixer?fromPlace=95,5&toPlace=52.3,4.9&api_key=${KEY}`;
    const r = await connect(url);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body ?? '{}').error.message).toContain('fromPlace');
  });

  it('is deterministic for the same seed and clock', async () => {
    const a = await connect(urlFor(trip, KEY));
    const b = await connect(urlFor(trip, KEY));
    expect(a.messages.map((m) => Buffer.from(m).toString('base64'))).toEqual(
      b.messages.map((m) => Buffer.from(m).toString('base64')),
    );
  });
});
