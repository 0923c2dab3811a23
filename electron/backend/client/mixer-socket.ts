// One WebSocket to the transit plannermixer (spec §4.6) as Passage sees it: a handshake that
// either opens or fails as an HTTP refusal / network fault, then a queue of events read one at
// a time with a deadline per read, so a silent server is a timeout, not a hang.
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import type { ServiceErrorContext } from './errors';
import { ConnectionLostError } from './errors';
import { redactSecret } from './redact';
import { parseRetryAfterMs } from './retry';
import type { Attempt } from './retry-loop';
import { failureForStatus } from './status';
import { abortFailure, networkFailure, systemCodeOf } from './transport-faults';

export type SocketEvent =
  | { readonly kind: 'message'; readonly bytes: Uint8Array; readonly binary: boolean }
  | { readonly kind: 'closed'; readonly code: number; readonly reason: string; readonly detail: string }
  | { readonly kind: 'oversized'; readonly limitBytes: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'cancelled' };

/** Longest refusal body read from a failed upgrade: the spec §7 body is tiny. */
const MAX_REFUSAL_BYTES = 16 * 1024;

/**
 * Largest mixer message Passage reads. A result with two trips of a dozen legs, each with its
 * polyline and stop calls, is some tens of kB; a megabyte is a broken or hostile server.
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024;
/** What `ws` raises when a message passes `maxPayload` (it then closes with 1009). */
const TOO_BIG_CODE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
const CLOSE_MESSAGE_TOO_BIG = 1009;

function toBytes(data: WebSocket.RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REFUSAL_BYTES) chunks.push(chunk);
    });
    const done = (): void => resolve(Buffer.concat(chunks).toString('utf8'));
    res.on('end', done);
    res.on('error', done);
    res.on('close', done);
  });
}

export class MixerSocket {
  private readonly ws: WebSocket;
  private readonly queue: SocketEvent[] = [];
  private waiter: ((event: SocketEvent) => void) | undefined;
  private lastErrorDetail = '';
  private oversized = false;
  private closed = false;

  constructor(
    ws: WebSocket,
    private readonly maxMessageBytes: number,
  ) {
    this.ws = ws;
    ws.on('message', (data, isBinary) => this.push({ kind: 'message', bytes: toBytes(data), binary: isBinary }));
    ws.on('error', (error) => {
      if ('code' in error && error.code === TOO_BIG_CODE) this.oversized = true;
      this.lastErrorDetail = systemCodeOf(error) ?? error.message;
    });
    ws.on('close', (code, reason) => {
      this.closed = true;
      if (this.oversized || code === CLOSE_MESSAGE_TOO_BIG) {
        this.push({ kind: 'oversized', limitBytes: this.maxMessageBytes });
        return;
      }
      this.push({ kind: 'closed', code, reason: reason.toString('utf8'), detail: this.lastErrorDetail });
    });
  }

  private push(event: SocketEvent): void {
    const waiter = this.waiter;
    if (waiter === undefined) this.queue.push(event);
    else waiter(event);
  }

  /** The next event; `timeout` when none arrives within `timeoutMs`, `cancelled` when `signal` aborts. */
  next(timeoutMs: number, signal: AbortSignal | undefined): Promise<SocketEvent> {
    if (signal?.aborted === true) return Promise.resolve({ kind: 'cancelled' });
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => {
      const finish = (event: SocketEvent): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.waiter = undefined;
        resolve(event);
      };
      const onAbort = (): void => finish({ kind: 'cancelled' });
      const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiter = finish;
    });
  }

  /** Ends the conversation from Passage's side: the optional stop message, then a normal close. */
  close(stopMessage: Uint8Array | undefined): void {
    if (this.closed) return;
    this.closed = true;
    if (this.ws.readyState === WebSocket.OPEN) {
      if (stopMessage !== undefined) this.ws.send(stopMessage);
      this.ws.close(1000, 'client done');
    } else {
      this.ws.terminate();
    }
  }
}

export interface OpenInput {
  readonly endpoint: EndpointId;
  /** ws:// or wss:// URL WITH the key: used to connect only. */
  readonly url: string;
  readonly apiKey: string;
  /** For the handshake: the connect timeout. */
  readonly timeoutMs: number;
  /** Larger messages end the socket (`oversized`) before they are buffered whole. */
  readonly maxMessageBytes: number;
  readonly signal: AbortSignal | undefined;
  readonly nowMs: () => number;
}

/** One handshake: an open socket, or why there is none (a refusal, a network fault, the deadline, a cancel). */
export function openMixerSocket(input: OpenInput): Promise<Attempt<MixerSocket>> {
  return new Promise((resolve) => {
    const deadline = new AbortController();
    const sources = { caller: input.signal, deadline: deadline.signal, timeoutMs: input.timeoutMs };
    const ws = new WebSocket(input.url, { perMessageDeflate: false, maxPayload: input.maxMessageBytes });
    ws.binaryType = 'nodebuffer';
    // Built before 'open' so that no message can arrive unheard.
    const socket = new MixerSocket(ws, input.maxMessageBytes);
    let settled = false;
    const settle = (outcome: Attempt<MixerSocket>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
      if (!outcome.ok) socket.close(undefined);
      resolve(outcome);
    };
    const onAbort = (): void => {
      const failure = abortFailure(sources);
      if (failure !== undefined) settle({ ok: false, status: undefined, failure });
    };
    const timer = setTimeout(() => {
      deadline.abort();
      onAbort();
    }, input.timeoutMs);
    if (input.signal?.aborted === true) {
      onAbort();
      return;
    }
    input.signal?.addEventListener('abort', onAbort, { once: true });

    ws.once('open', () => settle({ ok: true, status: 101, value: socket }));
    ws.once('unexpected-response', (_req, res) => {
      const status = res.statusCode ?? 0;
      void readBody(res).then((text) => {
        const retryAfter = res.headers['retry-after'];
        const retryAfterMs = parseRetryAfterMs(typeof retryAfter === 'string' ? retryAfter : undefined, input.nowMs());
        const failure = failureForStatus(status, redactSecret(text, input.apiKey), retryAfterMs, input.endpoint);
        settle({ ok: false, status, failure });
      });
    });
    ws.on('error', (error) => {
      const failure = networkFailure(error, 'connect', input.apiKey) ?? {
        retryable: false,
        toError: (context: ServiceErrorContext) =>
          new ConnectionLostError({ ...context, detail: redactSecret(error.message, input.apiKey) }),
      };
      settle({ ok: false, status: undefined, failure });
    });
  });
}
