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

/** The handler's view of `ws`; `dropAfter` terminates the connection after that many messages. */
function sandboxSocket(ws: WebSocket, dropAfter: number | undefined): SandboxSocket {
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
        sent += 1;
        const dropNow = dropAfter !== undefined && sent >= dropAfter;
        ws.send(message, { binary: true }, (error) => {
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
): void {
  const handler = handlers[id];
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  ctx.signal.addEventListener('abort', stop, { once: true });
  ws.once('close', () => {
    ctx.signal.removeEventListener('abort', stop);
    controller.abort();
  });
  ws.on('error', (error) => ctx.log(`socket error on ${id}: ${error.message}`));
  if (handler === undefined || dropAfter === 0) {
    ws.terminate();
    return;
  }
  const socket = sandboxSocket(ws, dropAfter);
  const run = async (): Promise<void> => handler(params, ctx.env, socket, controller.signal);
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
    try {
      await sleep(fault.delayMs, undefined, { signal: ctx.signal });
    } catch {
      socket.destroy();
      return 0;
    }
  }
  if (socket.destroyed) return 0;
  const dropAfter = fault?.kind === 'socket-drop' ? fault.afterMessages : undefined;
  wss.handleUpgrade(req, socket, head, (ws) => {
    ctx.ledger.record(key, id, dropAfter === undefined ? estimateCredits(id, params) : 0);
    runSocket(ctx, ctx.socket, id, params, ws, dropAfter);
  });
  return 101;
}
