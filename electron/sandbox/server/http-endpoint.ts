// Answers one GET to an HTTP endpoint (returns the status, for the log): admission, any planned fault, the area's handler, the
// body as JSON and its credits in the ledger. A handler's failure is a 500, never a crash.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { endpoints } from '../../../shared/api/request/endpoints';
import { estimateCredits } from '../../../shared/api/request/credits';
import type { SandboxEnv, SandboxParams, ServedHandlers } from '../contract';
import { SandboxBadRequest, SerializedJson } from '../contract';
import { admit } from './admit';
import { breakBody } from './break-schema';
import type { SandboxContext } from './context';
import type { PlannedFault } from './faults';
import type { Refusal } from './replies';
import { INTERNAL_ERROR_MESSAGE, JSON_TYPE, refusal, sendJson, sendRefusal } from './replies';

/** Runs the endpoint's handler, typed by its id. */
async function runHandler<E extends EndpointId>(
  handlers: ServedHandlers,
  id: E,
  params: SandboxParams<E>,
  env: SandboxEnv,
): Promise<unknown> {
  const handler = handlers[id];
  if (handler === undefined) throw new Error(`no handler for ${id}`);
  return handler(params, env);
}

/** The refusal a status fault answers with, or undefined for the faults that shape a real answer. */
function faultRefusal(fault: PlannedFault | undefined): Refusal | undefined {
  switch (fault?.kind) {
    case '429':
      return refusal(429, `Too many requests: retry after ${fault.retryAfterS} seconds.`, {
        'retry-after': String(fault.retryAfterS),
      });
    case '500':
      return refusal(500, INTERNAL_ERROR_MESSAGE);
    case '503':
      return refusal(
        503,
        'The service is temporarily unavailable.',
        fault.retryAfterS === undefined ? undefined : { 'retry-after': String(fault.retryAfterS) },
      );
    default:
      return undefined;
  }
}

/** Sends a prefix of the body under a Content-Length for all of it, then drops the connection. */
function sendTruncated(res: ServerResponse, text: string, bytes: number | undefined): void {
  const body = Buffer.from(text, 'utf8');
  const prefix = body.subarray(0, Math.min(bytes ?? Math.floor(body.length / 2), Math.max(body.length - 1, 0)));
  res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': String(body.length) });
  res.write(prefix, () => res.destroy());
}

export async function serveEndpoint(
  ctx: SandboxContext,
  res: ServerResponse,
  pathname: string,
  rawQuery: string,
): Promise<number> {
  const admission = admit(ctx, pathname, rawQuery, 'http');
  if (!admission.ok) {
    sendRefusal(res, admission.refusal);
    return admission.refusal.status;
  }
  const { id, key, params } = admission;
  const fault = ctx.faults.take(id);
  const refused = faultRefusal(fault);
  if (refused !== undefined) {
    ctx.ledger.record(key, id, 0);
    sendRefusal(res, refused);
    return refused.status;
  }
  if (fault?.kind === 'delay') {
    const job = ctx.work.start();
    try {
      await sleep(fault.delayMs, undefined, { signal: job.signal });
    } catch {
      // The sandbox is closing; its connections are being destroyed.
      return 0;
    } finally {
      job.end();
    }
  }
  let body: unknown;
  try {
    body = await runHandler(ctx.http, id, params, ctx.env);
  } catch (error) {
    ctx.ledger.record(key, id, 0);
    if (error instanceof SandboxBadRequest) {
      sendRefusal(res, refusal(400, error.message));
      return 400;
    }
    ctx.log(`handler error in ${id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendRefusal(res, refusal(500, INTERNAL_ERROR_MESSAGE));
    return 500;
  }
  const text = body instanceof SerializedJson ? body.text : JSON.stringify(body);
  if (text === undefined) {
    ctx.ledger.record(key, id, 0);
    ctx.log(`handler error in ${id}: it returned no JSON value`);
    sendRefusal(res, refusal(500, INTERNAL_ERROR_MESSAGE));
    return 500;
  }
  if (fault?.kind === 'truncate') {
    ctx.ledger.record(key, id, 0);
    sendTruncated(res, text, fault.bytes);
    return 200;
  }
  if (fault?.kind === 'bad-schema') {
    ctx.ledger.record(key, id, 0);
    const value: unknown = body instanceof SerializedJson ? JSON.parse(body.text) : body;
    sendJson(res, 200, JSON.stringify(breakBody(endpoints[id].response, value)));
    return 200;
  }
  ctx.ledger.record(key, id, estimateCredits(id, params));
  sendJson(res, 200, text);
  return 200;
}
