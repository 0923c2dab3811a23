// A tiny scripted HTTP service on 127.0.0.1 (ephemeral port) for the client tests: each
// request takes the next scripted reply, so a test says exactly which faults come in which order.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type Reply =
  /** A complete answer. `body` objects are sent as JSON. */
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly body: unknown;
      readonly headers?: Readonly<Record<string, string>>;
    }
  /** Headers with the full Content-Length, then only the first `bytes` of the body, then a reset. */
  | { readonly kind: 'truncate'; readonly body: unknown; readonly bytes: number }
  /** A complete 200 whose body is the given text (e.g. not JSON). */
  | { readonly kind: 'text'; readonly status: number; readonly text: string }
  /** Never answers (until the server closes). */
  | { readonly kind: 'hang' }
  /** Destroys the connection before any byte of an answer. */
  | { readonly kind: 'reset' };

export function answer(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers === undefined ? { kind: 'answer', status, body } : { kind: 'answer', status, body, headers };
}

export function errorBody(message: string): unknown {
  return { success: false, meta: { credits_used: 0 }, error: { message } };
}

export interface FakeService {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** Path and query of every request received, in order. */
  readonly requests: string[];
  /** Replies for the next requests; when the script runs out, `fallback` answers. */
  script(...replies: Reply[]): void;
  /** Forgets the requests seen and the replies not yet taken (a reply scripted for a request that never came). */
  reset(): void;
  fallback: Reply;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Reply, sockets: Set<Socket>): void {
  switch (reply.kind) {
    case 'answer': {
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        ...reply.headers,
      });
      res.end(text);
      return;
    }
    case 'text':
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(reply.text),
      });
      res.end(reply.text);
      return;
    case 'truncate': {
      const bytes = Buffer.from(JSON.stringify(reply.body));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.write(bytes.subarray(0, reply.bytes), () => res.socket?.destroy());
      return;
    }
    case 'hang':
      // Kept so close() can end it.
      if (res.socket !== null) sockets.add(res.socket);
      return;
    case 'reset':
      res.socket?.destroy();
      return;
  }
}

export async function startFakeService(): Promise<FakeService> {
  const queue: Reply[] = [];
  const requests: string[] = [];
  const hanging = new Set<Socket>();
  const service = {
    baseUrl: '',
    requests,
    fallback: answer(200, { storms: [] }),
    script: (...replies: Reply[]) => {
      queue.push(...replies);
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const socket of hanging) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    send(res, queue.shift() ?? service.fallback, hanging);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.baseUrl = `http://127.0.0.1:${portOf(server)}`;
  return service;
}

/** A port nothing listens on: connecting to it is refused (ECONNREFUSED). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The port a listening server got. */
export function portOf(server: { address(): unknown }): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null || !('port' in address) || typeof address.port !== 'number') {
    throw new Error('server is not listening on a TCP port');
  }
  return address.port;
}
