// POST /rpc/<method>: the browser-mode transport of one backend method. The body is the method's
// input as JSON; the answer is the result envelope, parsed and mapped exactly as over Electron IPC.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIpcMethod } from '../../../shared/ipc';
import type { IpcError } from '../../../shared/ipc';
import type { CallOptions } from '../rpc/call-method';
import { callMethod } from '../rpc/call-method';
import { sendPlain } from './security-headers';

/**
 * Above the contract's largest input (routes.import: a route file of at most 20 MB of text)
 * with room for JSON escaping of an ordinary file; only a caller holding the token gets this far.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

class BodyTooLarge extends Error {}

/** The whole body as text, refusing more than `limitBytes` without buffering it. */
function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  if (type === undefined) return false;
  const [essence = ''] = type.split(';');
  return essence.trim().toLowerCase() === 'application/json';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

function envelopeError(error: IpcError): { ok: false; error: IpcError } {
  return { ok: false, error };
}

/**
 * Serves one call; the caller has already checked Host, Origin and token. `methodName` is the
 * untrusted text after /rpc/.
 */
export async function serveRpc(
  req: IncomingMessage,
  res: ServerResponse,
  methodName: string,
  options: CallOptions,
): Promise<void> {
  if (req.method !== 'POST') {
    sendPlain(res, 405, 'Method not allowed.', { Allow: 'POST' });
    return;
  }
  if (!isIpcMethod(methodName)) {
    sendPlain(res, 404, 'Not found.');
    return;
  }
  if (!isJson(req)) {
    sendPlain(res, 415, 'The body must be application/json.');
    return;
  }
  let text: string;
  try {
    text = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Connection: close, so the rest of the oversized body is not read.
      sendPlain(res, 413, 'The request is too large.', { Connection: 'close' });
      return;
    }
    throw error;
  }
  let input: unknown;
  if (text.trim() === '') {
    // Same as an IPC call with no argument: the schema decides whether that is allowed.
    input = undefined;
  } else {
    try {
      input = JSON.parse(text);
    } catch {
      sendJson(res, 400, envelopeError({ code: 'bad-input', message: 'The request is not valid JSON.' }));
      return;
    }
  }
  const result = await callMethod(methodName, input, options);
  sendJson(res, 200, result);
}
