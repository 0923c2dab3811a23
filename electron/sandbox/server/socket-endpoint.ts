// The WebSocket endpoint (transit plannermixer): the key and parameters are checked on the
// upgrade request and refused with a plain HTTP answer; then the area's handler streams over
// a SandboxSocket and the server closes 1000, or 1011 when the handler fails.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RawData, WebSocketServer } from 'ws';
import { WebSocket } from 'ws';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { estimateCredits } from '../../../shared/api/request/credits';
import type { SandboxParams, SandboxSocket, SocketHandlers } from '../contract';
import { SandboxBadRequest } from '../contract';
import { admit } from './admit';
import type { SandboxContext } from './context';
import { watchSilence } from './heartbeat';
import { INTERNAL_ERROR_MESSAGE, refusal, refuseUpgrade } from './replies';

/** RFC 6455 close codes the sandbox uses. */
const CLOSE_NORMAL = 1000;
const CLOSE_UNSUPPORTED_DATA = 1003;
const CLOSE_POLICY = 1008;
const CLOSE_INTERNAL_ERROR = 1011;
/** A close reason must fit in a control frame: 123 bytes of UTF-8. */
const MAX_REASON_BYTES = 123;

function closeReason(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= MAX_REASON_BYTES) return text;
  // Cutting bytes may split a character; the decoder drops the broken tail.
  return new TextDecoder().decode(bytes.subarray(0, MAX_REASON_BYTES - 3)).replace(/\uFFFD$/, '') + '...';
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(data);
}

/** A planned broken message: which kind, and how many good ones go before it. */
export interface BadFrame {
  readonly frame: 'garbage' | 'truncated' | 'oversized' | 'text';
  readonly afterMessages: number;
}

const OVERSIZED_BYTES = 2 * 1024 * 1024;

/** `message` broken as planned; text frames are sent as a string. */
function broken(message: Uint8Array, frame: BadFrame['frame']): Uint8Array | string {
  switch (frame) {
    case 'garbage':
      // 0xff starts a field with wire type 7, which protobuf does not have.
      return new Uint8Array([0xff, 0xff, 0xff, 0x13, 0x37]);
    case 'truncated':
      return message.subarray(0, Math.max(1, Math.floor(message.length / 2)));
    case 'oversized': {
      const big = new Uint8Array(OVERSIZED_BYTES);
      big.set(message.subarray(0, Math.min(message.length, OVERSIZED_BYTES)));
      return big;
    }
    case 'text':
      return '{"grade": 1}';
  }
}

/**
 * The handler's view of `ws`; `dropAfter` terminates the connection after that many messages,
 * `badFrame` breaks one message.
 */
function sandboxSocket(ws: WebSocket, dropAfter: number | undefined, badFrame: BadFrame | undefined): SandboxSocket {
  const listeners: ((message: Uint8Array) => void)[] = [];
  let sent = 0;
  ws.on('message', (data, isBinary) => {
    if (!isBinary) {
      ws.close(CLOSE_UNSUPPORTED_DATA, 'Messages are binary Protocol Buffers, not text.');
      return;
    }
    const message = toBytes(data);
    for (const listener of listeners) listener(message);
  });
  return {
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        if (ws.readyState !== WebSocket.OPEN) {
          reject(new Error('The connection is closed.'));
          return;
        }
        const out =
          badFrame !== undefined && sent === badFrame.afterMessages ? broken(message, badFrame.frame) : message;
        sent += 1;
        const dropNow = dropAfter !== undefined && sent >= dropAfter;
        ws.send(out, { binary: typeof out !== 'string' }, (error) => {
          if (error) reject(error);
          else resolve();
          // After the bytes are handed over, so the client does receive `dropAfter` messages.
          if (dropNow) ws.terminate();
        });
      }),
    onMessage: (listener) => {
      listeners.push(listener);
    },
    close: (code = CLOSE_NORMAL, reason = '') => {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)
        ws.close(code, closeReason(reason));
    },
  };
}

function runSocket<E extends EndpointId>(
  ctx: SandboxContext,
  handlers: SocketHandlers,
  id: E,
  params: SandboxParams<E>,
  ws: WebSocket,
  dropAfter: number | undefined,
  badFrame: BadFrame | undefined,
): void {
  const handler = handlers[id];
  // Its own job, not a listener on a signal every socket shares (issue 27: eleven open sockets
  // printed MaxListenersExceededWarning).
  const job = ctx.work.start();
  ws.once('close', job.end);
  watchSilence(ws, ctx.socketIdleMs);
  ws.on('error', (error) => ctx.log(`socket error on ${id}: ${error.message}`));
  if (handler === undefined || dropAfter === 0) {
    ws.terminate();
    return;
  }
  const socket = sandboxSocket(ws, dropAfter, badFrame);
  const run = async (): Promise<void> => handler(params, ctx.env, socket, job.signal);
  run().then(
    () => {
      if (ws.readyState === WebSocket.OPEN) ws.close(CLOSE_NORMAL);
    },
    (error: unknown) => {
      // A handler that fails after the client left has no one to tell.
      if (ws.readyState !== WebSocket.OPEN) return;
      if (error instanceof SandboxBadRequest) {
        ws.close(CLOSE_POLICY, closeReason(error.message));
        return;
      }
      ctx.log(`handler error in ${id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      ws.close(CLOSE_INTERNAL_ERROR, INTERNAL_ERROR_MESSAGE);
    },
  );
}

/** Answers an upgrade request to a /v1 path; returns the status, 101 when upgraded. */
export async function upgradeEndpoint(
  ctx: SandboxContext,
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  pathname: string,
  rawQuery: string,
): Promise<number> {
  const admission = admit(ctx, pathname, rawQuery, 'socket');
  if (!admission.ok) {
    refuseUpgrade(socket, admission.refusal);
    return admission.refusal.status;
  }
  const { id, key, params } = admission;
  const fault = ctx.faults.take(id);
  if (fault?.kind === '429' || fault?.kind === '500' || fault?.kind === '503') {
    ctx.ledger.record(key, id, 0);
    const retry =
      fault.kind !== '500' && fault.retryAfterS !== undefined
        ? { 'retry-after': String(fault.retryAfterS) }
        : undefined;
    const message =
      fault.kind === '429'
        ? 'Too many requests.'
        : fault.kind === '503'
          ? 'The service is temporarily unavailable.'
          : INTERNAL_ERROR_MESSAGE;
    refuseUpgrade(socket, refusal(Number(fault.kind), message, retry));
    return Number(fault.kind);
  }
  if (fault?.kind === 'delay') {
    const job = ctx.work.start();
    try {
      await sleep(fault.delayMs, undefined, { signal: job.signal });
    } catch {
      socket.destroy();
      return 0;
    } finally {
      job.end();
    }
  }
  if (socket.destroyed) return 0;
  const dropAfter = fault?.kind === 'socket-drop' ? fault.afterMessages : undefined;
  const badFrame = fault?.kind === 'bad-frame' ? fault : undefined;
  wss.handleUpgrade(req, socket, head, (ws) => {
    ctx.ledger.record(key, id, dropAfter === undefined ? estimateCredits(id, params) : 0);
    runSocket(ctx, ctx.socket, id, params, ws, dropAfter, badFrame);
  });
  return 101;
}
