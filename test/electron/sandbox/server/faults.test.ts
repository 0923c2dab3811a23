// Fault injection (tests of the client's error handling) and the loopback-only control route.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/api/request/endpoints';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { FaultController, FaultPlanError } from '../../../../electron/sandbox/server/faults';
import { isLoopbackAddress } from '../../../../electron/sandbox/server/control';
import { fakeHttp, get, KEY, NOW, rawGet, urlFor } from './fakes';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    keys: [KEY],
    now: () => NOW,
    handlers: { http: fakeHttp },
    faults: { 'geo.search': { kind: '503' } },
  });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.ledger.reset();
});

const storms = (): string => urlFor(sandbox, KEY, 'storms');

describe('fault kinds', () => {
  it('applies an initial plan from the options', async () => {
    const fresh = await startSandbox({
      keys: [KEY],
      handlers: { http: fakeHttp },
      faults: { storms: [{ kind: '500' }, { kind: '429', retryAfterS: 3 }] },
    });
    expect((await get(urlFor(fresh, KEY, 'storms'))).status).toBe(500);
    expect((await get(urlFor(fresh, KEY, 'storms'))).status).toBe(429);
    expect((await get(urlFor(fresh, KEY, 'storms'))).status).toBe(200);
    await fresh.close();
  });

  it('429 carries Retry-After, 503 carries it only when given, 500 is the internal-error body; all cost 0', async () => {
    sandbox.faults.set('storms', [
      { kind: '429', retryAfterS: 7 },
      { kind: '503', retryAfterS: 2 },
      { kind: '503' },
      { kind: '500' },
    ]);
    const tooMany = await get(storms());
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get('retry-after')).toBe('7');
    expect(JSON.parse(tooMany.text)).toEqual({
      success: false,
      meta: { credits_used: 0 },
      error: { message: 'Too many requests: retry after 7 seconds.' },
    });
    const busy = await get(storms());
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, '2']);
    const busyNoHint = await get(storms());
    expect([busyNoHint.status, busyNoHint.headers.get('retry-after')]).toEqual([503, null]);
    const broken = await get(storms());
    expect(broken.status).toBe(500);
    expect(JSON.parse(broken.text).error.message).toBe('internal error in the sandbox');
    expect((await get(storms())).status).toBe(200);
    expect(sandbox.ledger.get(KEY)).toMatchObject({ requests: 5, credits: 1 });
  });

  it('counts `times`, and Infinity applies until cleared', async () => {
    sandbox.faults.set('storms', { kind: '500', times: 2 });
    expect(sandbox.faults.list()).toEqual([{ endpoint: 'storms', fault: { kind: '500', times: 2 }, remaining: 2 }]);
    expect((await get(storms())).status).toBe(500);
    expect(sandbox.faults.list()[0]?.remaining).toBe(1);
    expect((await get(storms())).status).toBe(500);
    expect((await get(storms())).status).toBe(200);
    expect(sandbox.faults.list()).toEqual([]);
    sandbox.faults.set('storms', { kind: '503', times: Infinity });
    for (let i = 0; i < 4; i++) expect((await get(storms())).status).toBe(503);
    sandbox.faults.clear('storms');
    expect((await get(storms())).status).toBe(200);
  });

  it('only a request to the planned endpoint, and only one that passed auth and parameters, takes a fault', async () => {
    sandbox.faults.set('storms', { kind: '500' });
    expect((await get(urlFor(sandbox, KEY, 'geo.search', { query: 'Brest' }))).status).toBe(200);
    expect((await get(`${sandbox.url}/v1/storms`)).status).toBe(401);
    expect((await get(`${sandbox.url}/v1/storms?bogus=1&api_key=${KEY}`)).status).toBe(400);
    expect((await get(storms())).status).toBe(500);
  });

  it('delay answers normally after the wait and charges as usual', async () => {
    sandbox.faults.set('weather.forecast', { kind: 'delay', delayMs: 30 });
    const r = await get(urlFor(sandbox, KEY, 'weather.forecast', { lat: 1, lon: 2 }));
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text).requested).toEqual([1, 2, NOW, 1]);
    expect(sandbox.ledger.get(KEY).credits).toBe(1);
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('truncate sends a prefix of the real body under its full length, then drops the connection', async () => {
    const whole = (await get(storms())).text;
    sandbox.faults.set('storms', [{ kind: 'truncate' }, { kind: 'truncate', bytes: 10 }, { kind: 'truncate' }]);
    const half = await rawGet(storms());
    expect(half.status).toBe(200);
    expect(half.complete).toBe(false);
    expect(half.body).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    expect(() => JSON.parse(half.body)).toThrow(SyntaxError);
    const ten = await rawGet(storms());
    expect(ten.body).toBe(whole.slice(0, 10));
    const res = await fetch(storms());
    await expect(res.text()).rejects.toThrow();
    expect(sandbox.ledger.get(KEY).credits).toBe(1);
  });

  it('bad-schema sends a 200 whose JSON breaks the endpoint response schema, at no cost', async () => {
    for (const id of ['storms', 'weather.ensemble.route', 'geo.search'] as const) {
      sandbox.faults.set(id, { kind: 'bad-schema' });
    }
    const bodies = [
      await get(storms()),
      await get(
        urlFor(sandbox, KEY, 'weather.ensemble.route', {
          lats: [1, 2],
          lons: [3, 4],
          model: 'm',
          elements: ['windspeed'],
          levels: ['10m'],
        }),
      ),
      await get(urlFor(sandbox, KEY, 'geo.search', { query: 'Brest' })),
    ];
    const schemas = [
      endpoints.storms.response,
      endpoints['weather.ensemble.route'].response,
      endpoints['geo.search'].response,
    ];
    bodies.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(schemas[i]?.safeParse(JSON.parse(r.text)).success).toBe(false);
    });
    // The first required field goes: the rest of the body is what was asked for.
    expect(Object.keys(JSON.parse(bodies[1]?.text ?? '{}'))).not.toContain('model');
    expect(sandbox.ledger.get(KEY).credits).toBe(0);
  });

  it('refuses a plan that cannot apply', () => {
    const faults = new FaultController();
    expect(() => faults.set('storms', { kind: 'socket-drop', afterMessages: 1 })).toThrow(
      new FaultPlanError('a "socket-drop" fault does not apply to storms, which is an HTTP endpoint.'),
    );
    expect(() => faults.set('transit.plannermixer', { kind: 'bad-schema' })).toThrow(FaultPlanError);
    expect(() => faults.set('storms', { kind: 'delay', delayMs: -1 })).toThrow(FaultPlanError);
    expect(() => faults.setFromUnknown('weather.nowcast', { kind: '500' })).toThrow(
      '"weather.nowcast" is not an endpoint of the service.',
    );
    expect(faults.list()).toEqual([]);
  });
});

describe('control route', () => {
  it('counts only loopback callers as local', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.2', '::ffff:192.168.1.2', '128.0.0.1', 'fe80::1', undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is absent without control: true', async () => {
    const r = await get(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'storms', fault: { kind: '500' } }),
    });
    expect(r.status).toBe(404);
    expect(sandbox.faults.list()).toEqual([]);
    expect((await get(`${sandbox.url}/__sandbox/ledger?key=${KEY}`)).status).toBe(404);
  });

  it('plans and clears faults and reads the ledger from loopback', async () => {
    const controlled = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp }, control: true });
    const base = `${controlled.url}/__sandbox`;
    const planned = await get(`${base}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'storms', fault: [{ kind: '429', retryAfterS: 4, times: 'always' }] }),
    });
    expect(planned.status).toBe(200);
    expect(JSON.parse(planned.text)).toEqual({
      faults: [{ endpoint: 'storms', fault: { kind: '429', retryAfterS: 4, times: 'always' }, remaining: 'always' }],
    });
    expect((await get(urlFor(controlled, KEY, 'storms'))).status).toBe(429);
    expect((await get(`${base}/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await get(urlFor(controlled, KEY, 'storms'))).status).toBe(200);
    const ledger = await get(`${base}/ledger?key=${KEY}`);
    expect(JSON.parse(ledger.text)).toEqual({
      requests: 2,
      credits: 1,
      byEndpoint: { storms: { requests: 2, credits: 1 } },
    });
    for (const body of [
      'not json',
      JSON.stringify({ endpoint: 'storms', fault: { kind: 'meltdown' } }),
      JSON.stringify({ endpoint: 'nowhere', fault: { kind: '500' } }),
      JSON.stringify({ fault: {} }),
    ]) {
      const bad = await get(`${base}/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(bad.status, body).toBe(400);
      expect(JSON.parse(bad.text).success).toBe(false);
    }
    expect((await get(`${base}/ledger`)).status).toBe(400);
    await controlled.close();
  });

  it('refuses a control request a web page could send: foreign Host or Origin, or a body not typed as JSON', async () => {
    const controlled = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp }, control: true });
    const base = `${controlled.url}/__sandbox`;
    const plan = JSON.stringify({ endpoint: 'storms', fault: { kind: '500' } });
    const cases: [RequestInit, number][] = [
      [{ method: 'POST', body: plan }, 415],
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: plan }, 415],
      [
        { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: plan },
        403,
      ],
      [{ method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: plan }, 403],
      [{ method: 'DELETE', headers: { origin: 'http://attacker.test:8787' } }, 403],
    ];
    for (const [init, status] of cases) {
      const refused = await get(`${base}/faults`, init);
      expect(refused.status, JSON.stringify(init.headers)).toBe(status);
      expect(JSON.parse(refused.text)).toMatchObject({ success: false, meta: { credits_used: 0 } });
    }
    expect(controlled.faults.list()).toEqual([]);
    // A rebinding page reaches 127.0.0.1 under its own name: the Host header gives it away
    // (at the sandbox's front door, before the control route's own check).
    const rebound = await rawRequest(controlled.port, 'GET /__sandbox/faults HTTP/1.1\r\nHost: evil.example\r\n');
    expect(rebound).toMatch(/^HTTP\/1\.1 421/);
    const fromPage = await get(`${base}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: controlled.url },
      body: plan,
    });
    expect(fromPage.status).toBe(200);
    await controlled.close();
  });

  it('answers headers over 64 KiB with 431 and the spec body, not a bare status', async () => {
    const answer = await rawRequest(
      sandbox.port,
      `GET /v1/storms HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      meta: { credits_used: 0 },
      error: { message: expect.stringContaining('bytes') },
    });
  });
});

/** One request written by hand (fetch cannot send a foreign Host), answered as text. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}Connection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}
