// The browser-mode host as a browser (and an attacker) sees it: loopback only, the token, the
// Host and Origin checks and the same parsing as IPC (static files and events: host-static.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { IpcFailure } from '../../../../shared/ipc';
import type { WebHost } from '../../../../electron/backend/web';
import { DEFAULT_VESSEL_LIMITS } from '../../../../shared/domain/voyage';
import type { fakeBackend } from './helpers';
import { raw, rpc, startTestHost } from './helpers';

const CANARY = 'CANARY-web-9e41c07d2b';

let host: WebHost;
let root: string;
let logs: string[];

async function start(overrides: Parameters<typeof fakeBackend>[0] = {}) {
  logs = [];
  ({ host, root } = await startTestHost({ overrides, secrets: [CANARY], log: (line) => void logs.push(line) }));
  return host;
}

beforeEach(() => {
  logs = [];
});
afterEach(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

const voyage = {
  name: 'Rotterdam - Hull',
  route: {
    name: 'Rotterdam - Hull',
    waypoints: [
      { id: 'a', name: 'Maas Center', position: { lat: 52.0, lon: 3.9 } },
      { id: 'b', name: 'Humber', position: { lat: 53.55, lon: 0.3 } },
    ],
  },
  departureUtc: 1_718_150_400,
  speedsKn: [14],
  vessel: { name: 'Stena Transit', limits: DEFAULT_VESSEL_LIMITS },
};

const DEMO_ON = { enabled: true, reason: 'chosen' as const, serviceUrl: 'http://127.0.0.1:40000' };

describe('startWebHost: where it listens', () => {
  it('listens on 127.0.0.1 only and prints a URL carrying a 32-byte base64url token in the fragment', async () => {
    await start();
    const address = host.server.address();
    expect(address).toMatchObject({ address: '127.0.0.1', family: 'IPv4', port: host.port });
    expect(host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#token=${host.token}`);
  });

  it('gives every launch its own token', async () => {
    const first = await start();
    const firstToken = first.token;
    await first.close();
    await start();
    expect(host.token).not.toBe(firstToken);
  });
});

describe('POST /rpc/<method>', () => {
  it('calls the backend with parsed input and answers the envelope, not cached', async () => {
    const seen: unknown[] = [];
    await start({
      'ports.search': async (input) => {
        seen.push(input);
        return {
          ports: [],
          provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_700_000_000, ageS: 0, models: [] },
        };
      },
    });
    const res = await rpc(host.port, host.token, 'ports.search', { query: '  Rotterdam ' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({
      ok: true,
      value: {
        ports: [],
        provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_700_000_000, ageS: 0, models: [] },
      },
    });
    // Trimmed and defaulted by the method's schema, as over IPC.
    expect(seen).toEqual([{ query: 'Rotterdam', limit: 20 }]);
  });

  it('refuses a missing or wrong token with 401 and never calls the backend', async () => {
    let calls = 0;
    await start({ 'demo.enable': async () => (calls++, DEMO_ON) });
    const missing = await raw({
      port: host.port,
      path: '/rpc/demo.enable',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(401);
    // One character off (never the same character: a token may end in 'A' by chance).
    const last = host.token.endsWith('A') ? 'B' : 'A';
    const wrong = await rpc(host.port, `${host.token.slice(0, -1)}${last}`, 'demo.enable', {});
    expect(wrong.status).toBe(401);
    const short = await rpc(host.port, 'x', 'demo.enable', {});
    expect(short.status).toBe(401);
    // The query parameter is for the event stream only.
    const inQuery = await raw({
      port: host.port,
      path: `/rpc/demo.enable?token=${host.token}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(inQuery.status).toBe(401);
    expect(calls).toBe(0);
    expect(missing.body).not.toContain(host.token);
  });

  it('refuses a Host header that is not this host and port (DNS rebinding), with no detail', async () => {
    await start({ 'demo.status': async () => DEMO_ON });
    for (const badHost of [
      'evil.example',
      `evil.example:${host.port}`,
      `127.0.0.1:${host.port + 1}`,
      '127.0.0.1',
      `[::1]:${host.port}`,
    ]) {
      const res = await rpc(host.port, host.token, 'demo.status', {}, { host: badHost });
      expect(res.status, badHost).toBe(421);
      expect(res.body).toBe('Misdirected request.\n');
    }
    const page = await raw({ port: host.port, path: '/', headers: { host: 'evil.example' } });
    expect(page.status).toBe(421);
    // Both names of this host pass.
    for (const goodHost of [`127.0.0.1:${host.port}`, `localhost:${host.port}`, `LOCALHOST:${host.port}`]) {
      expect((await rpc(host.port, host.token, 'demo.status', {}, { host: goodHost })).status, goodHost).toBe(200);
    }
  });

  it("refuses a foreign Origin and accepts the host's own", async () => {
    await start({ 'demo.status': async () => DEMO_ON });
    for (const origin of [
      'http://evil.example',
      'null',
      `http://127.0.0.1:${host.port + 1}`,
      `https://127.0.0.1:${host.port}`,
    ]) {
      const res = await rpc(host.port, host.token, 'demo.status', {}, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.body).toBe('Forbidden.\n');
    }
    const own = await rpc(host.port, host.token, 'demo.status', {}, { origin: `http://127.0.0.1:${host.port}` });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual({ ok: true, value: DEMO_ON });
  });

  it('answers 404 for a method the contract does not have, 405 for GET, 415 without JSON', async () => {
    await start();
    expect((await rpc(host.port, host.token, 'key.read', {})).status).toBe(404);
    expect((await rpc(host.port, host.token, '__proto__', {})).status).toBe(404);
    expect((await rpc(host.port, host.token, 'constructor', {})).status).toBe(404);
    const get = await raw({ port: host.port, path: '/rpc/demo.status', headers: { 'x-passage-token': host.token } });
    expect(get.status).toBe(405);
    expect(get.headers['allow']).toBe('POST');
    const form = await rpc(
      host.port,
      host.token,
      'demo.status',
      {},
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.status).toBe(415);
  });

  it('answers bad-input naming the path, never echoing the value', async () => {
    await start();
    const res = await rpc(host.port, host.token, 'key.set', { apiKey: `short` });
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: { code: 'bad-input', message: 'apiKey: is too short to be an API key.', field: 'apiKey' },
    });
    const badWaypoint = {
      ...voyage,
      route: {
        ...voyage.route,
        waypoints: [voyage.route.waypoints[0], { id: 'b', name: 'Humber', position: { lat: 95, lon: 0.3 } }],
      },
    };
    const nested = await rpc(host.port, host.token, 'voyages.saveDraft', { voyageId: null, voyage: badWaypoint });
    expect(JSON.parse(nested.body)).toMatchObject({
      ok: false,
      error: { code: 'bad-input', field: 'voyage.route.waypoints[1].position.lat' },
    });
    const extra = await rpc(host.port, host.token, 'demo.status', { debug: true });
    expect(JSON.parse(extra.body)).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    const spaced = await rpc(host.port, host.token, 'key.set', { apiKey: `${CANARY} x` });
    expect(spaced.body).not.toContain(CANARY);
    const notJson = await raw({
      port: host.port,
      path: '/rpc/demo.status',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-passage-token': host.token },
      body: '{"a":',
    });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toEqual({
      ok: false,
      error: { code: 'bad-input', message: 'The request is not valid JSON.' },
    });
  });

  it('maps backend errors to the envelope: expected codes pass redacted, others become internal without a stack or the key', async () => {
    await start({
      'key.status': async () => {
        throw new IpcFailure('unauthorized', `The service refused the key ${CANARY}.`);
      },
      'demo.enable': async () => {
        throw new Error(`boom at https://api.example/x?api_key=${CANARY}`);
      },
    });
    const expected = JSON.parse((await rpc(host.port, host.token, 'key.status', {})).body);
    expect(expected).toEqual({
      ok: false,
      error: { code: 'unauthorized', message: 'The service refused the key ***.' },
    });
    const unexpected = await rpc(host.port, host.token, 'demo.enable', {});
    expect(JSON.parse(unexpected.body)).toEqual({
      ok: false,
      error: { code: 'internal', message: expect.stringMatching(/unexpected problem/) },
    });
    expect(unexpected.body).not.toContain(CANARY);
    expect(unexpected.body).not.toContain('boom');
    expect(unexpected.body).not.toMatch(/at .*\.ts:\d+/);
    expect(logs.join('\n')).toContain('demo.enable failed');
    expect(logs.join('\n')).not.toContain(CANARY);
  });

  it("validates the backend's answer and refuses one that holds the key", async () => {
    await start({
      'demo.status': async () => ({ enabled: 'yes', reason: null, serviceUrl: null }) as never,
      'demo.enable': async () => ({ enabled: true, reason: 'chosen', serviceUrl: `http://127.0.0.1:1/?k=${CANARY}` }),
    });
    const wrongShape = JSON.parse((await rpc(host.port, host.token, 'demo.status', {})).body);
    expect(wrongShape).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logs.join('\n')).toContain('demo.status answered an unexpected shape at enabled');
    const leaking = await rpc(host.port, host.token, 'demo.enable', {});
    expect(JSON.parse(leaking.body)).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(leaking.body).not.toContain(CANARY);
  });

  it('refuses a body over the limit with 413 before reading it all', async () => {
    await start();
    const res = await raw({
      port: host.port,
      path: '/rpc/routes.import',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-passage-token': host.token,
        'content-length': String(64 * 1024 * 1024),
      },
      body: '',
    }).catch((error: unknown) => ({ status: -1, headers: {}, body: String(error) }));
    // The server answers 413 and closes; the client may see the answer or a reset.
    expect([413, -1]).toContain(res.status);
  });
});
