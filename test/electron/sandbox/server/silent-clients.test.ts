// Issue 27: a client that opened a connection and went silent (nothing sent, half a request
// line, a refused or accepted upgrade and then nothing) was held for ever, and close() could
// wait on it. Short timeouts are passed here; the defaults are in sandbox/server/timeouts.ts.
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { SocketHandlers } from '../../../../electron/sandbox/contract';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { resolveTimeouts, type SandboxTimeouts } from '../../../../electron/sandbox/server/timeouts';
import { fakeHttp, KEY, urlFor } from './fakes';

const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 200, socketIdleMs: 300 } satisfies SandboxTimeouts;
/**
 * Bounds with room for a busy machine: the point is let go in about a second, where it was held
 * until the client left (or, before any answer, Node's 60 s default plus its 30 s check).
 */
const SOON_MS = 3000;
const trip = { fromPlace: '52.09,5.11', toId: 'NL:S:8400058' };
let handlerAborts = 0;

/** Streams nothing and waits for the client to leave or the sandbox to close, as a slow planner would. */
const waiting: SocketHandlers = {
  'transit.plannermixer': (_params, _env, _socket, signal) =>
    new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => {
        handlerAborts += 1;
        resolve();
      }),
    ),
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp, socket: waiting }, timeouts: TIMEOUTS });
});
afterAll(async () => {
  await sandbox.close();
});

interface Silent {
  readonly socket: Socket;
  /** Everything the server sent, as text. */
  readonly received: () => string;
  /** When (Date.now()) the server ended the connection: its FIN, or a reset. */
  readonly endedAt: Promise<number>;
}

const clients: Socket[] = [];
afterEach(() => {
  for (const socket of clients.splice(0)) socket.destroy();
});

/**
 * A raw client that writes `text` (maybe nothing), then never writes, ends or closes: its side
 * stays open as long as the server lets it, which is what held the sandbox's sockets.
 */
function silentClient(port: number, text: string): Silent {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
    if (text !== '') socket.write(text);
  });
  clients.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const endedAt = new Promise<number>((resolve) => {
    socket.once('end', () => resolve(Date.now()));
    socket.once('close', () => resolve(Date.now()));
  });
  return { socket, received: () => received, endedAt };
}

function upgradeRequest(target: URL): string {
  return [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    '',
    '',
  ].join('\r\n');
}

const mixer = (on: Sandbox, key = KEY): URL => new URL(urlFor(on, key, 'transit.plannermixer', trip));

/** Waits until the sandbox holds no connection, up to `withinMs`; returns how long it took. */
async function allLetGo(on: Sandbox, withinMs: number): Promise<number> {
  const started = Date.now();
  await vi.waitFor(() => expect(on.openConnections()).toBe(0), { timeout: withinMs, interval: 20 });
  return Date.now() - started;
}

describe('a silent client is let go', () => {
  it('closes a connection that sends nothing, or half a request line, after headersMs with 408', async () => {
    const started = Date.now();
    const nothing = silentClient(sandbox.port, '');
    const half = silentClient(sandbox.port, 'GET /v1/sto');
    for (const client of [nothing, half]) {
      expect((await client.endedAt) - started).toBeLessThan(SOON_MS);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received()).toContain('did not arrive in time');
    }
    // Their half-open sides too, though the clients never close them.
    await allLetGo(sandbox, SOON_MS);
  });

  it('closes a refused upgrade whose client never closes its side', async () => {
    const refused = silentClient(sandbox.port, upgradeRequest(mixer(sandbox, 'not-the-key')));
    await refused.endedAt;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 401 /);
    await allLetGo(sandbox, SOON_MS);
  });

  it('cuts an upgraded socket that answers no ping, and its handler stops', async () => {
    const aborts = handlerAborts;
    const started = Date.now();
    const upgraded = silentClient(sandbox.port, upgradeRequest(mixer(sandbox)));
    expect((await upgraded.endedAt) - started).toBeLessThan(SOON_MS);
    expect(upgraded.received()).toMatch(/^HTTP\/1\.1 101 /);
    await allLetGo(sandbox, SOON_MS);
    expect(handlerAborts).toBe(aborts + 1);
  });

  it('keeps a WebSocket whose client answers pings open for as long as its handler runs', async () => {
    const ws = new WebSocket(mixer(sandbox).href.replace('http', 'ws'));
    let pings = 0;
    ws.on('ping', () => (pings += 1));
    await new Promise((resolve) => ws.once('open', resolve));
    await new Promise((resolve) => setTimeout(resolve, 5 * TIMEOUTS.socketIdleMs));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(pings).toBeGreaterThanOrEqual(2);
    ws.close();
    await allLetGo(sandbox, SOON_MS);
  });
});

describe('close()', () => {
  it('ends every open connection at once, silent ones included, with the default timeouts', async () => {
    const plain = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp, socket: waiting } });
    const port = plain.port;
    const silent = [
      silentClient(port, ''),
      silentClient(port, 'GET /v1/sto'),
      silentClient(port, `GET /v1/storms?api_key=${KEY} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
      silentClient(port, upgradeRequest(mixer(plain, 'not-the-key'))),
      silentClient(port, upgradeRequest(mixer(plain))),
    ];
    // Every client that gets an answer has it: the state close() meets.
    await vi.waitFor(() => {
      expect(silent[2]!.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(silent[3]!.received()).toMatch(/^HTTP\/1\.1 401 [^]*\}$/);
      expect(silent[4]!.received()).toMatch(/^HTTP\/1\.1 101 /);
    });
    expect(plain.openConnections()).toBe(5);
    const started = Date.now();
    await plain.close();
    // The upgraded client gets a second to answer the close handshake; this one never does.
    expect(Date.now() - started).toBeLessThan(SOON_MS);
    expect(plain.openConnections()).toBe(0);
    for (const client of silent) expect((await client.endedAt) - started).toBeLessThan(SOON_MS);
  });
});

describe('timeouts', () => {
  it('fills in sensible defaults and refuses nonsense', () => {
    expect(resolveTimeouts()).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
      idleMs: 180_000,
      socketIdleMs: 10_000,
    });
    expect(() => resolveTimeouts({ headersMs: 0 })).toThrow(RangeError);
    expect(() => resolveTimeouts({ socketIdleMs: 1.5 })).toThrow(RangeError);
    expect(() => resolveTimeouts({ headersMs: 40_000 })).toThrow(/must not exceed/);
  });
});
