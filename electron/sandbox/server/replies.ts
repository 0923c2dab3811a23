// How the sandbox answers: JSON bodies (deterministic: JSON.stringify of what a handler made),
// the spec §7 error body for every refusal, on an HTTP response or on a socket before upgrade.
import { STATUS_CODES } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServiceErrorBody } from '../../../shared/api/error-body';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The one message a 500 carries: what went wrong stays in the sandbox's log. */
export const INTERNAL_ERROR_MESSAGE = 'internal error in the sandbox';

export type Headers = Readonly<Record<string, string>>;

/** Spec §7: a rejected request spends no credits. */
export function errorBody(message: string): ServiceErrorBody {
  return { success: false, meta: { credits_used: 0 }, error: { message } };
}

/** A refusal with its status, message and any extra headers (Retry-After, Allow). */
export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly headers?: Headers;
}

export function refusal(status: number, message: string, headers?: Headers): Refusal {
  return headers === undefined ? { status, message } : { status, message, headers };
}

export function sendJson(res: ServerResponse, status: number, text: string, headers: Headers = {}): void {
  res.writeHead(status, { ...headers, 'content-type': JSON_TYPE, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

export function sendRefusal(res: ServerResponse, { status, message, headers }: Refusal): void {
  sendJson(res, status, JSON.stringify(errorBody(message)), headers);
}

/** Answers an upgrade request with a plain HTTP refusal instead of switching protocols. */
export function refuseUpgrade(socket: Duplex, { status, message, headers = {} }: Refusal): void {
  const text = JSON.stringify(errorBody(message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${JSON_TYPE}`,
    `content-length: ${Buffer.byteLength(text)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${text}`);
}
