// A scripted transit plannermixer socket on 127.0.0.1 for the client tests: refuse the
// upgrade with a status, or accept and push messages, then close normally, drop, or go silent.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { portOf } from './fake-service';

export type MixerScript =
  | {
      readonly kind: 'refuse';
      readonly status: number;
      readonly body: string;
      readonly headers?: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'accept';
      readonly messages: readonly (Uint8Array | string)[];
      /** After the messages: close with a code, drop the TCP connection, or stay silent. */
      readonly then: { readonly close: number } | 'drop' | 'silent';
    };

/** One accepted socket, as the server saw it. */
export interface MixerConnection {
  /** Binary messages the client sent. */
  readonly received: Uint8Array[];
  /** The close code the server saw; resolves when the socket has closed. */
  readonly closed: Promise<number>;
}

export interface FakeMixer {
  readonly baseUrl: string;
  /** Path and query of every upgrade request. */
  readonly requests: string[];
  /** Accepted sockets, in order; a test empties it, late events of earlier sockets stay out. */
  readonly connections: MixerConnection[];
  script(...scripts: MixerScript[]): void;
  close(): Promise<void>;
}

/** Test messages are JSON text in binary frames; the client's decoder option reads them back. */
export function jsonMessage(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

export function decodeJsonMessage(bytes: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(bytes));
}

function refuse(socket: Duplex, status: number, body: string, headers: Readonly<Record<string, string>>): void {
  const lines = [
    `HTTP/1.1 ${status} Refused`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

async function play(ws: WebSocket, script: Extract<MixerScript, { kind: 'accept' }>): Promise<void> {
  for (const message of script.messages) {
    await new Promise<void>((resolve, reject) =>
      ws.send(message, { binary: typeof message !== 'string' }, (error) => (error ? reject(error) : resolve())),
    );
  }
  if (script.then === 'drop') ws.terminate();
  else if (script.then !== 'silent') ws.close(script.then.close);
}

export async function startFakeMixer(): Promise<FakeMixer> {
  const queue: MixerScript[] = [];
  const requests: string[] = [];
  const connections: MixerConnection[] = [];
  const wss = new WebSocketServer({ noServer: true });
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    requests.push(req.url ?? '');
    const script = queue.shift() ?? { kind: 'refuse', status: 500, body: '{}' };
    if (script.kind === 'refuse') {
      refuse(socket, script.status, script.body, script.headers ?? {});
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const received: Uint8Array[] = [];
      ws.on('message', (data, isBinary) => {
        if (isBinary && Buffer.isBuffer(data)) received.push(new Uint8Array(data));
      });
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      connections.push({ received, closed });
      void play(ws, script);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${portOf(server)}`,
    requests,
    connections,
    script: (...scripts) => {
      queue.push(...scripts);
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
