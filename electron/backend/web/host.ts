// The browser-mode host (`passage web`): the built renderer and the backend over HTTP on
// 127.0.0.1 only, so the app runs in a browser where Electron cannot. Every request must name
// this host (Host header), come from no origin or its own, and (except the page's own files)
// carry this launch's token.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpath } from 'node:fs/promises';
import type { BackendApi } from '../../../shared/ipc';
import {
  allowedHosts,
  allowedOrigins,
  hostAllowed,
  newToken,
  originAllowed,
  singleHeader,
  tokenMatches,
} from './guards';
import type { ProgressHub } from './progress-hub';
import { createProgressHub } from './progress-hub';
import { serveRpc } from './rpc-route';
import { sendPlain, setSecurityHeaders } from './security-headers';
import { serveStatic } from './static-files';

/** Loopback only: the token is the only lock, so the door must not face the network. */
export const WEB_HOST_ADDRESS = '127.0.0.1';
export const TOKEN_HEADER = 'x-passage-token';

export interface WebHostOptions {
  readonly backend: BackendApi;
  /** 0: any free port. */
  readonly port: number;
  /** The built renderer, e.g. out/renderer; must hold index.html. */
  readonly staticDir: string;
  /** Where progress events come from; the CLI hands the same hub to its HostServices. */
  readonly progress?: ProgressHub;
  /** Values that must never appear in an answer (the API key). */
  readonly secrets?: () => Promise<readonly string[]>;
  readonly log?: (line: string) => void;
}

export interface WebHost {
  /** The address to open: http://127.0.0.1:PORT/#token=... (the fragment never reaches a server log). */
  readonly url: string;
  readonly token: string;
  readonly port: number;
  readonly server: Server;
  readonly progress: ProgressHub;
  close(): Promise<void>;
}

interface Routing {
  readonly staticRoot: string;
  readonly token: string;
  readonly hosts: ReadonlySet<string>;
  readonly origins: ReadonlySet<string>;
  readonly options: WebHostOptions;
  readonly progress: ProgressHub;
  readonly log: (line: string) => void;
}

/** The path and query of a request target; only origin-form (`/path?query`) is accepted. */
function splitTarget(target: string): { path: string; query: URLSearchParams } | null {
  if (!target.startsWith('/')) return null;
  const mark = target.indexOf('?');
  return mark < 0
    ? { path: target, query: new URLSearchParams() }
    : { path: target.slice(0, mark), query: new URLSearchParams(target.slice(mark + 1)) };
}

async function route(req: IncomingMessage, res: ServerResponse, r: Routing): Promise<void> {
  setSecurityHeaders(res);
  // Rebinding: a page on evil.example resolved to 127.0.0.1 still sends Host: evil.example.
  if (!hostAllowed(req, r.hosts)) {
    sendPlain(res, 421, 'Misdirected request.');
    return;
  }
  if (!originAllowed(req, r.origins)) {
    sendPlain(res, 403, 'Forbidden.');
    return;
  }
  const target = splitTarget(req.url ?? '');
  if (target === null) {
    sendPlain(res, 400, 'Bad request.');
    return;
  }
  const { path, query } = target;
  if (path === '/events' || path === '/rpc' || path.startsWith('/rpc/')) {
    // EventSource cannot set headers, so the event stream also accepts ?token=.
    const given =
      singleHeader(req, TOKEN_HEADER) ?? (path === '/events' ? (query.get('token') ?? undefined) : undefined);
    if (!tokenMatches(given, r.token)) {
      sendPlain(res, 401, 'Unauthorized.');
      return;
    }
    if (path === '/events') {
      if (req.method !== 'GET') {
        sendPlain(res, 405, 'Method not allowed.', { Allow: 'GET' });
        return;
      }
      r.progress.attach(res);
      return;
    }
    await serveRpc(req, res, path.slice('/rpc/'.length), {
      backend: r.options.backend,
      secrets: r.options.secrets ?? (async () => []),
      log: r.log,
    });
    return;
  }
  await serveStatic(req, res, r.staticRoot, path);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, WEB_HOST_ADDRESS, () => {
      server.off('error', onError);
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') reject(new Error('The web host has no TCP address.'));
      else resolve(address.port);
    });
  });
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const log = options.log ?? ((line: string) => console.error(line));
  const staticRoot = await realpath(options.staticDir);
  const token = newToken();
  const progress = options.progress ?? createProgressHub();
  let routing: Routing | null = null;

  const server = createServer((req, res) => {
    if (routing === null) {
      res.destroy();
      return;
    }
    route(req, res, routing).catch((error: unknown) => {
      // No detail to the client; the log gets the error without request data (which may hold the key).
      log(`[web] ${req.method ?? '?'} failed: ${error instanceof Error ? error.name : 'error'}`);
      if (!res.headersSent) sendPlain(res, 500, 'Internal error.');
      else res.destroy();
    });
  });
  // Slow or idle clients must not pin the process; event streams are exempt (they stay open).
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;

  const port = await listen(server, options.port);
  routing = { staticRoot, token, hosts: allowedHosts(port), origins: allowedOrigins(port), options, progress, log };

  let closing: Promise<void> | null = null;
  return {
    url: `http://${WEB_HOST_ADDRESS}:${port}/#token=${token}`,
    token,
    port,
    server,
    progress,
    close() {
      closing ??= new Promise<void>((resolve) => {
        progress.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
