// startSandbox: the demo service (spec §4, §5, §7) on a local port, answered by the areas'
// handlers with deterministic synthetic data. Used by demo mode, the CLI and tests.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import { redactUrl } from '../../../shared/api/request/url';
import type { ImageHandler, SandboxEnv, ServedHandlers, SocketHandlers } from '../contract';
import { httpHandlers, imageHandlers, socketHandlers } from '../handlers';
import { StagedTraffic } from '../traffic/staged';
import type { SandboxContext } from './context';
import type { FaultPlan } from './faults';
import { FaultController } from './faults';
import { doorRefusal, frontDoor, urlHost } from './front-door';
import { CreditLedger } from './ledger';
import { PendingWork } from './pending-work';
import { INTERNAL_ERROR_MESSAGE, refusal, refuseUpgrade, sendRefusal, type Refusal } from './replies';
import { MAX_HEADER_BYTES, MAX_URL_BYTES, routeRequest, splitTarget } from './router';
import { upgradeEndpoint } from './socket-endpoint';
import { checkingIntervalMs, resolveTimeouts, type ResolvedTimeouts, type SandboxTimeouts } from './timeouts';

export interface SandboxOptions {
  /** Default 0: an ephemeral port. */
  readonly port?: number;
  /**
   * Default 127.0.0.1 (loopback). Requests must be addressed to it (or to loopback) by their
   * Host header; a sandbox bound to 0.0.0.0 or :: takes this machine's addresses too.
   */
  readonly host?: string;
  /** Seed of the synthetic world, a 32-bit unsigned integer; default 1. */
  readonly seed?: number;
  /** The accepted API keys; default ['demo']. */
  readonly keys?: readonly string[];
  /** The sandbox's clock, Unix seconds UTC; default the wall clock. Tests fix it. */
  readonly now?: () => number;
  /** Default: the areas' maps in ../handlers.ts, each map separately. */
  readonly handlers?: {
    readonly http?: ServedHandlers;
    readonly socket?: SocketHandlers;
    readonly images?: Readonly<Record<string, ImageHandler>>;
  };
  /** Faults planned from the start (tests only). */
  readonly faults?: FaultPlan;
  /** Enables the loopback-only control route /__sandbox/...; default false. */
  readonly control?: boolean;
  /** Receives one line per request and per handler error, keys redacted; default silent. */
  readonly log?: (line: string) => void;
  /** How long silent clients are waited for; defaults in ./timeouts.ts. Tests shorten them. */
  readonly timeouts?: SandboxTimeouts;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly keys: readonly string[];
  readonly seed: number;
  readonly ledger: CreditLedger;
  readonly faults: FaultController;
  /** How many client connections are open now, WebSockets included (diagnostics, tests). */
  openConnections(): number;
  /**
   * Stops listening, closes WebSockets (1001, cut after a second) and ends every other
   * connection at once; safe to call more than once.
   */
  close(): Promise<void>;
}

/** How long open WebSockets get to finish their close handshake before they are cut. */
const SOCKET_CLOSE_GRACE_MS = 1000;
const MAX_LOGGED_TARGET = 300;

function checkOptions(port: number, seed: number, keys: readonly string[]): void {
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`port must be a whole number 0..65535, got ${port}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
    throw new RangeError(`seed must be a whole number 0..4294967295, got ${seed}`);
  if (keys.length === 0 || keys.some((key) => key.trim() === ''))
    throw new RangeError('keys must list at least one non-blank API key');
}

function wallClockUtc(): number {
  return Date.now() / 1000;
}

/**
 * Keeps every connection for close(), and destroys one whose client stays silent after the
 * sandbox has ended its side (a refused upgrade, a 408): Node's server allows half-open
 * connections, so without this a client that never closes holds it forever.
 */
function trackConnections(sockets: Set<Socket>, timeouts: ResolvedTimeouts): (socket: Socket) => void {
  return (socket: Socket): void => {
    sockets.add(socket);
    let linger: NodeJS.Timeout | undefined;
    socket.once('finish', () => {
      linger = setTimeout(() => socket.destroy(), timeouts.keepAliveMs);
    });
    socket.once('close', () => {
      clearTimeout(linger);
      sockets.delete(socket);
    });
  };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const port = options.port ?? 0;
  const host = options.host ?? '127.0.0.1';
  const seed = options.seed ?? 1;
  const keys = [...(options.keys ?? ['demo'])];
  checkOptions(port, seed, keys);
  const timeouts = resolveTimeouts(options.timeouts);
  const now = options.now ?? wallClockUtc;
  const log = options.log ?? ((): void => {});
  const work = new PendingWork();
  const server = createServer({
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: checkingIntervalMs(timeouts),
  });
  // No 'timeout' listener: Node destroys the idle socket itself.
  server.setTimeout(timeouts.idleMs);
  const sockets = new Set<Socket>();
  server.on('connection', trackConnections(sockets, timeouts));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address: AddressInfo | string | null = server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${urlHost(host)}:${boundPort}`;

  const env: SandboxEnv = { seed, baseUrl: url, nowUtc: () => Math.floor(now()), stagedTraffic: new StagedTraffic() };
  const ledger = new CreditLedger();
  const faults = new FaultController(options.faults);
  const ctx: SandboxContext = {
    keys,
    env,
    http: options.handlers?.http ?? httpHandlers,
    socket: options.handlers?.socket ?? socketHandlers,
    images: options.handlers?.images ?? imageHandlers,
    ledger,
    faults,
    control: options.control ?? false,
    log,
    door: frontDoor(host, boundPort, url),
    work,
    socketIdleMs: timeouts.socketIdleMs,
  };
  const describe = (method: string | undefined, target: string | undefined): string =>
    `${method ?? '?'} ${redactUrl(target ?? '/').slice(0, MAX_LOGGED_TARGET)}`;

  server.on('request', (req, res) => {
    req.on('error', () => {});
    res.on('error', (error) => log(`${describe(req.method, req.url)}: ${error.message}`));
    routeRequest(ctx, req, res).then(
      (status) => log(`${describe(req.method, req.url)} -> ${status}`),
      (error: unknown) => {
        log(
          `${describe(req.method, req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!res.headersSent) sendRefusal(res, refusal(500, INTERNAL_ERROR_MESSAGE));
        else res.destroy();
      },
    );
  });

  // Node answers a malformed request or headers over maxHeaderSize with a bare 431/400 and no
  // body; the service's clients expect the spec §7 body on every refusal.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    log(`client error: ${error.code ?? error.message}`);
    refuseUpgrade(socket, clientErrorRefusal(error, timeouts));
  });

  server.on('upgrade', (req, socket, head: Buffer) => {
    socket.on('error', () => {});
    const target = req.url ?? '/';
    const upgrade = async (): Promise<number> => {
      const refused = doorRefusal(ctx.door, req);
      if (refused !== undefined) {
        refuseUpgrade(socket, refused);
        return refused.status;
      }
      if (Buffer.byteLength(target) > MAX_URL_BYTES) {
        refuseUpgrade(socket, refusal(414, `The request address is longer than ${MAX_URL_BYTES} bytes.`));
        return 414;
      }
      const { pathname, rawQuery } = splitTarget(target);
      return upgradeEndpoint(ctx, wss, req, socket, head, pathname, rawQuery);
    };
    upgrade().then(
      (status) => log(`UPGRADE ${describe(req.method, target)} -> ${status}`),
      (error: unknown) => {
        log(
          `UPGRADE ${describe(req.method, target)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!socket.destroyed) refuseUpgrade(socket, refusal(500, INTERNAL_ERROR_MESSAGE));
      },
    );
  });

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      work.abortAll();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([...wss.clients].map((ws) => closeSocket(ws)));
      wss.close();
      // What Node no longer counts as its own: refused upgrades, sockets past their upgrade.
      const gone = [...sockets].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.destroy();
          }),
      );
      await Promise.all([stopped, ...gone]);
    })();
    return closed;
  };

  return { url, port: boundPort, keys, seed, ledger, faults, openConnections: () => sockets.size, close };
}

/** Node's bare answer to a malformed, oversized or late request, as a spec §7 refusal. */
function clientErrorRefusal(error: NodeJS.ErrnoException, timeouts: ResolvedTimeouts): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return refusal(431, `The request's address and headers are longer than ${MAX_HEADER_BYTES} bytes.`);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return refusal(
      408,
      `The request did not arrive in time: headers within ${timeouts.headersMs / 1000} s, all of it within ${timeouts.requestMs / 1000} s.`,
    );
  return refusal(400, 'The request is not valid HTTP.');
}

/** Going away (1001), then cut if the client does not finish the handshake in time. */
function closeSocket(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) {
      resolve();
      return;
    }
    const cut = setTimeout(() => ws.terminate(), SOCKET_CLOSE_GRACE_MS);
    ws.once('close', () => {
      clearTimeout(cut);
      resolve();
    });
    ws.close(1001, 'The sandbox is shutting down.');
  });
}
