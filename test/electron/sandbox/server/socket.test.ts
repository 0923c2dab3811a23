// The WebSocket endpoint (transit plannermixer) with fake socket handlers: auth and parameters
// on the upgrade, streaming, client messages, aborts, handler errors and the socket-drop fault.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SandboxSocket, SocketHandlers } from '../../../../electron/sandbox/contract';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { fakeHttp, KEY, urlFor } from './fakes';

const trip = { fromPlace: '52.09,5.11', toId: 'NL:S:8400058' };
/** What the fake handlers saw, for the assertions. */
const seen = { messages: [] as number[][], aborted: false, params: undefined as unknown };
let release: (() => void) | undefined;

async function stream(socket: SandboxSocket, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) await socket.send(new Uint8Array([i, i * 2]));
}

const handlers: SocketHandlers = {
  'transit.plannermixer': async (params, _env, socket, signal) => {
    seen.params = params;
    if (params.toId === 'NL:S:fail') throw new Error('the planner fell over');
    if (params.toId === 'NL:S:echo') {
      await new Promise<void>((resolve) => {
        socket.onMessage((message) => {
          seen.messages.push([...message]);
          void socket.send(message).then(resolve);
        });
      });
      return;
    }
    if (params.toId === 'NL:S:wait') {
      // Waits for the client to leave.
      await new Promise<void>((resolve) => {
        release = resolve;
        signal.addEventListener('abort', () => {
          seen.aborted = true;
          resolve();
        });
      });
      return;
    }
    await stream(socket, params.arriveBy === true ? 5 : 3);
    socket.close();
  },
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp, socket: handlers } });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  seen.messages = [];
  seen.aborted = false;
  sandbox.faults.clear();
  sandbox.ledger.reset();
});

interface Session {
  readonly messages: number[][];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly ws: WebSocket;
}

function open(url: string): Session {
  const ws = new WebSocket(url);
  const messages: number[][] = [];
  ws.on('message', (data: Buffer) => messages.push([...data]));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('error', () => {});
  return { messages, closed, ws };
}

/** The HTTP answer to an upgrade the server refused. */
function refusedWith(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
  });
}

const mixer = (params: Parameters<typeof urlFor<'transit.plannermixer'>>[3] = trip, key = KEY): string =>
  urlFor(sandbox, key, 'transit.plannermixer', params);

describe('upgrade checks', () => {
  it('answers 401 with the spec body, missing or invalid, instead of upgrading', async () => {
    const missing = await refusedWith(mixer().replace(/&api_key=[^&]*/, ''));
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body)).toEqual({
      success: false,
      meta: { credits_used: 0 },
      error: { message: 'The API key is missing: add api_key=<API_KEY> to the request.' },
    });
    const invalid = await refusedWith(mixer(trip, 'not-the-key'));
    expect(invalid.status).toBe(401);
    expect(JSON.parse(invalid.body).error.message).toBe('The API key is invalid: it is not a key of this service.');
    expect(invalid.body).not.toContain('not-the-key');
  });

  it('answers 400 naming the parameter, and 404 for a path that is not a socket endpoint', async () => {
    const bad = await refusedWith(
      `${sandbox.url.replace('http', 'ws')}/v1/transit/plannermixer?toId=NL:S:1&api_key=${KEY}`,
    );
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.message).toBe('fromPlace or fromId is required.');
    const nowhere = await refusedWith(`${sandbox.url.replace('http', 'ws')}/v1/transit/elsewhere?api_key=${KEY}`);
    expect(nowhere.status).toBe(404);
    const http = await refusedWith(`${sandbox.url.replace('http', 'ws')}/v1/storms?api_key=${KEY}`);
    expect(http.status).toBe(400);
    expect(JSON.parse(http.body).error.message).toBe('/v1/storms is not a WebSocket endpoint: request it with GET.');
  });

  it('answers a plain GET to the socket endpoint with 426', async () => {
    const res = await fetch(mixer().replace('ws://', 'http://'));
    expect(res.status).toBe(426);
    expect(res.headers.get('upgrade')).toBe('websocket');
  });
});

describe('streaming', () => {
  it('streams the handler messages in order and closes 1000; 1 credit per connection', async () => {
    const session = open(mixer({ ...trip, arriveBy: true }));
    expect(await session.closed).toEqual({ code: 1000, reason: '' });
    expect(session.messages).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
      [4, 8],
      [5, 10],
    ]);
    expect(seen.params).toEqual({ ...trip, arriveBy: true });
    expect(sandbox.ledger.get(KEY)).toEqual({
      requests: 1,
      credits: 1,
      byEndpoint: { 'transit.plannermixer': { requests: 1, credits: 1 } },
    });
  });

  it('passes binary messages from the client to onMessage', async () => {
    const session = open(mixer({ ...trip, toId: 'NL:S:echo' }));
    session.ws.on('open', () => session.ws.send(new Uint8Array([9, 8, 7])));
    expect((await session.closed).code).toBe(1000);
    expect(seen.messages).toEqual([[9, 8, 7]]);
    expect(session.messages).toEqual([[9, 8, 7]]);
  });

  it('closes 1003 on a text message: the protocol is binary', async () => {
    const session = open(mixer({ ...trip, toId: 'NL:S:echo' }));
    session.ws.on('open', () => session.ws.send('hello'));
    expect(await session.closed).toEqual({ code: 1003, reason: 'Messages are binary Protocol Buffers, not text.' });
  });

  it('aborts the handler signal when the client goes away', async () => {
    const session = open(mixer({ ...trip, toId: 'NL:S:wait' }));
    await new Promise((resolve) => session.ws.on('open', resolve));
    session.ws.terminate();
    await session.closed;
    await expect.poll(() => seen.aborted).toBe(true);
  });

  it('closes 1011 when the handler fails, and keeps serving', async () => {
    const failed = open(mixer({ ...trip, toId: 'NL:S:fail' }));
    expect(await failed.closed).toEqual({ code: 1011, reason: 'internal error in the sandbox' });
    const next = open(mixer());
    expect((await next.closed).code).toBe(1000);
    expect(next.messages).toHaveLength(3);
  });

  it('socket-drop terminates the connection abruptly after N messages, at no cost', async () => {
    sandbox.faults.set('transit.plannermixer', [
      { kind: 'socket-drop', afterMessages: 2 },
      { kind: 'socket-drop', afterMessages: 0 },
    ]);
    const dropped = open(mixer({ ...trip, arriveBy: true }));
    expect((await dropped.closed).code).toBe(1006);
    expect(dropped.messages).toEqual([
      [1, 2],
      [2, 4],
    ]);
    const atOnce = open(mixer());
    expect((await atOnce.closed).code).toBe(1006);
    expect(atOnce.messages).toEqual([]);
    expect(sandbox.ledger.get(KEY).credits).toBe(0);
  });

  it('status faults refuse the upgrade with their status', async () => {
    sandbox.faults.set('transit.plannermixer', { kind: '429', retryAfterS: 5 });
    const refused = await refusedWith(mixer());
    expect(refused.status).toBe(429);
  });

  it('close() of the sandbox closes open sockets with 1001 and aborts their handlers', async () => {
    const own = await startSandbox({ keys: [KEY], handlers: { socket: handlers } });
    const session = open(urlFor(own, KEY, 'transit.plannermixer', { ...trip, toId: 'NL:S:wait' }));
    await new Promise((resolve) => session.ws.on('open', resolve));
    await own.close();
    expect((await session.closed).code).toBe(1001);
    expect(seen.aborted).toBe(true);
    release?.();
  });
});
