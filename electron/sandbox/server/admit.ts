// Whether a request to a /v1 path may reach its handler, in the order a client would want
// the reasons: no such endpoint (404), key (401), not served (404), wrong transport, then
// parameters (400, worded by shared/api exactly as the client-side builder words them).
import type { z } from 'zod';
import { decodeQuery } from '../../../shared/api/request/decode';
import type { EndpointId, Endpoints } from '../../../shared/api/request/endpoints';
import { endpoints } from '../../../shared/api/request/endpoints';
import { ApiRequestError } from '../../../shared/api/request/errors';
import { checkKey, withoutKey } from './auth';
import type { SandboxContext } from './context';
import { parseQuery } from './query';
import type { Refusal } from './replies';
import { refusal } from './replies';
import { endpointAt } from './routes';

/** Validated parameters of some endpoint. */
export type AnyParams = z.output<Endpoints[EndpointId]['params']>;

export type Admission =
  | { readonly ok: true; readonly id: EndpointId; readonly key: string; readonly params: AnyParams }
  | { readonly ok: false; readonly refusal: Refusal };

export type Transport = 'http' | 'socket';

function isServed(ctx: SandboxContext, id: EndpointId): boolean {
  const handlers = endpoints[id].kind === 'socket' ? ctx.socket : ctx.http;
  return Object.hasOwn(handlers, id) && handlers[id] !== undefined;
}

function transportRefusal(id: EndpointId, transport: Transport): Refusal | undefined {
  const kind = endpoints[id].kind;
  if (kind === transport) return undefined;
  return kind === 'socket'
    ? refusal(426, `${endpoints[id].path} is a WebSocket endpoint: connect to it with a WebSocket.`, {
        upgrade: 'websocket',
      })
    : refusal(400, `${endpoints[id].path} is not a WebSocket endpoint: request it with GET.`);
}

/**
 * Admits or refuses a request. A refusal after the key was accepted is counted in the ledger
 * (0 credits), so a test sees every request a client made with its key.
 */
export function admit(ctx: SandboxContext, pathname: string, rawQuery: string, transport: Transport): Admission {
  const id = endpointAt(pathname);
  if (id === undefined) return { ok: false, refusal: refusal(404, 'There is no endpoint at this path.') };
  const query = parseQuery(rawQuery);
  const key = checkKey(query.pairs, ctx.keys);
  if (!key.ok) return key;
  const refuse = (reason: Refusal): Admission => {
    ctx.ledger.record(key.key, id, 0);
    return { ok: false, refusal: reason };
  };
  if (!isServed(ctx, id)) return refuse(refusal(404, `${endpoints[id].path} is not served by this sandbox.`));
  const wrongTransport = transportRefusal(id, transport);
  if (wrongTransport !== undefined) return refuse(wrongTransport);
  const [malformed] = query.malformed;
  if (malformed !== undefined) {
    return refuse(
      refusal(
        400,
        malformed === ''
          ? 'The query string is not valid percent-encoding.'
          : `${malformed} is not valid percent-encoding.`,
      ),
    );
  }
  try {
    return { ok: true, id, key: key.key, params: decodeQuery(id, withoutKey(query.pairs)) };
  } catch (error) {
    if (error instanceof ApiRequestError) return refuse(refusal(400, error.message));
    throw error;
  }
}
