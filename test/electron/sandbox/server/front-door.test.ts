// Issue 27: the sandbox answered any Host and any Origin, so a page of another site could reach
// the loopback demo service through the navigator's browser (DNS rebinding, a cross-site fetch
// or WebSocket). Only its own address and no page but its own may reach it now.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SocketHandlers } from '../../../../electron/sandbox/contract';
import { frontDoor } from '../../../../electron/sandbox/server/front-door';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { fakeHttp, get, KEY, urlFor } from './fakes';

const trip = { fromPlace: '52.09,5.11', toId: 'NL:S:8400058' };
/** Streams one message and closes: enough to see an upgrade was accepted. */
const socketHandlers: SocketHandlers = {
  'transit.plannermixer': async (_params, _env, socket) => {
    await socket.send(new Uint8Array([1]));
    socket.close();
  },
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp, socket: socketHandlers } });
});
afterAll(async () => {
  await sandbox.close();
});

/** One GET of the storms endpoint written by hand (fetch cannot send a foreign Host). */
function rawGet(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1', () =>
      socket.write(`GET /v1/storms?api_key=${KEY} ${head}Connection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () =>
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) }),
    );
    socket.on('error', reject);
  });
}

/** The status an upgrade was answered with: 101 when it opened, else the refusal's. */
function upgradeStatus(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(urlFor(sandbox, KEY, 'transit.plannermixer', trip).replace('http', 'ws'), { headers });
    ws.on('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('error', () => {});
  });
}

describe('Host: only the address the sandbox listens on', () => {
  it('answers a request addressed to a foreign name (DNS rebinding) with 421 and says what to use', async () => {
    for (const host of ['evil.example', `evil.example:${sandbox.port}`, `127.0.0.1:${sandbox.port + 1}`, '127.0.0.1']) {
      const refused = await rawGet(`HTTP/1.1\r\nHost: ${host}\r\n`);
      expect(refused.status, host).toBe(421);
      const body = JSON.parse(refused.body);
      expect(body).toMatchObject({ success: false, meta: { credits_used: 0 } });
      expect(body.error.message).toContain('Misdirected');
      expect(body.error.message).toContain(sandbox.url);
    }
    expect((await rawGet('HTTP/1.0\r\n')).status).toBe(421); // no Host at all
    expect(sandbox.ledger.get(KEY).requests).toBe(0);
  });

  it('answers its loopback names on its port, in any case', async () => {
    const port = sandbox.port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
      expect((await rawGet(`HTTP/1.1\r\nHost: ${host}\r\n`)).status, host).toBe(200);
    }
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });

  it('refuses an upgrade addressed to a foreign name', async () => {
    const refused = await upgradeStatus({ host: 'rebound.example' });
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body).error.message).toContain('Misdirected');
  });

  it('accepts the name it was told to listen on', async () => {
    const named = await startSandbox({ host: 'localhost', keys: [KEY], handlers: { http: fakeHttp } });
    try {
      expect(named.url).toBe(`http://localhost:${named.port}`);
      expect((await get(urlFor(named, KEY, 'storms'))).status).toBe(200);
    } finally {
      await named.close();
    }
  });

  it('takes the bound name, and this machine addresses when bound to every interface', () => {
    expect(frontDoor('passage.lan', 8787, 'http://passage.lan:8787').hosts).toContain('passage.lan:8787');
    const everywhere = frontDoor('0.0.0.0', 8787, 'http://0.0.0.0:8787');
    expect(everywhere.hosts).toContain('127.0.0.1:8787');
    expect(everywhere.hosts).not.toContain('evil.example:8787');
    expect(frontDoor('::1', 80, 'http://[::1]').hosts).toEqual(
      new Set(['127.0.0.1:80', '127.0.0.1', 'localhost:80', 'localhost', '[::1]:80', '[::1]']),
    );
  });
});

describe('Origin: no page of another site', () => {
  it('refuses a request from another site with 403, and answers its own page and clients without Origin', async () => {
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:${sandbox.port + 1}`]) {
      const refused = await get(urlFor(sandbox, KEY, 'storms'), { headers: { origin } });
      expect(refused.status, origin).toBe(403);
      expect(JSON.parse(refused.text).error.message).toContain('pages of other sites');
    }
    expect((await get(urlFor(sandbox, KEY, 'storms'), { headers: { origin: sandbox.url } })).status).toBe(200);
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });

  it('refuses a cross-site WebSocket, and opens one with its own Origin or none (Node clients)', async () => {
    const crossSite = await upgradeStatus({ origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body)).toMatchObject({ success: false, meta: { credits_used: 0 } });
    expect((await upgradeStatus({ origin: `http://localhost:${sandbox.port}` })).status).toBe(101);
    expect((await upgradeStatus({})).status).toBe(101);
  });
});
