// Progress events to every open browser tab as Server-Sent Events (GET /events). The host's
// HostServices.reportProgress publishes here; EventSource in the renderer listens.
import type { ServerResponse } from 'node:http';
import type { ProgressEvent } from '../../../shared/ipc';
import { progressEventSchema } from '../../../shared/ipc';

/** Comments keep idle streams open through proxies and let a dead client surface as an error. */
const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting, ms. */
const RETRY_MS = 2_000;

export interface ProgressHub {
  /** Sends one event to every connected stream; a malformed event is a programmer error. */
  publish(event: ProgressEvent): void;
  /** Takes over a response as an event stream until the client leaves or the hub closes. */
  attach(res: ServerResponse): void;
  /** Number of open streams. */
  readonly size: number;
  /** Ends every stream; later attaches end at once. */
  close(): void;
}

export function createProgressHub(): ProgressHub {
  const clients = new Set<ServerResponse>();
  let closed = false;
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    publish(event) {
      const data = JSON.stringify(progressEventSchema.parse(event));
      for (const res of clients) res.write(`event: progress\ndata: ${data}\n\n`);
    },
    attach(res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
      if (closed) {
        res.end();
        return;
      }
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    get size() {
      return clients.size;
    },
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
