// The control route for tests that run the sandbox as a separate process: plan faults, read
// the ledger and stage road events over HTTP. Exists only with `control: true`, and only for loopback callers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { FaultPlanError } from './faults';
import { stageRequestSchema } from '../traffic/staged';
import { refusal, sendJson, sendRefusal } from './replies';

export const CONTROL_PREFIX = '/__sandbox/';
const MAX_BODY_BYTES = 64 * 1024;

/** 127.0.0.0/8, ::1, and IPv4 loopback seen through an IPv6 socket. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const faultRequestSchema = z.strictObject({ endpoint: z.string(), fault: z.unknown() });

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body's text, or undefined once a 413 has been sent. */
async function readBodyOr413(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
  try {
    return await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    sendRefusal(res, refusal(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
    return undefined;
  }
}

async function planFault(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<number> {
  const text = await readBodyOr413(req, res);
  if (text === undefined) return 413;
  const parsed = faultRequestSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    sendRefusal(
      res,
      refusal(400, 'The body must be JSON: {"endpoint": "<endpoint id>", "fault": {"kind": ...} or a list of faults}.'),
    );
    return 400;
  }
  try {
    ctx.faults.setFromUnknown(parsed.data.endpoint, parsed.data.fault);
  } catch (error) {
    if (!(error instanceof FaultPlanError)) throw error;
    sendRefusal(res, refusal(400, error.message));
    return 400;
  }
  return sendFaults(ctx, res);
}

/** The planned faults; JSON has no Infinity, so "always" stands for it as in a request. */
function sendFaults(ctx: SandboxContext, res: ServerResponse): number {
  const always = (_key: string, value: unknown): unknown => (value === Number.POSITIVE_INFINITY ? 'always' : value);
  sendJson(res, 200, JSON.stringify({ faults: ctx.faults.list() }, always));
  return 200;
}

/** POST: stages a road event near a place from now (traffic/staged.ts); answers with its road and id. */
async function stageTraffic(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<number> {
  const staged = ctx.env.stagedTraffic;
  if (staged === undefined) {
    sendRefusal(res, refusal(404, 'This sandbox stages no road events.'));
    return 404;
  }
  const text = await readBodyOr413(req, res);
  if (text === undefined) return 413;
  const parsed = stageRequestSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    sendRefusal(
      res,
      refusal(
        400,
        `The body must be JSON {"kind": "jam"|"closure"|"roadworks"|"diversion", "near": {"lat": 50..54, "lon": 3..8}, "minutes": 5..1440}${where === '' ? '' : `; ${where} is wrong`}.`,
      ),
    );
    return 400;
  }
  const incident = staged.add(parsed.data, ctx.env.nowUtc());
  sendJson(
    res,
    200,
    JSON.stringify({
      id: incident.id,
      roadNumber: incident.road.number,
      from: incident.from.name,
      to: incident.to.name,
    }),
  );
  return 200;
}

/** A Host naming this machine's loopback: 127.x.x.x, [::1] or localhost, with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * Why a request may not use the control route, or null when it may. The route changes what the
 * sandbox answers, so a web page must not reach it: a browser sends a cross-site POST with a
 * simple content type and no preflight, and DNS rebinding sends a foreign Host. So the Host
 * must be loopback, an Origin (when sent) must be loopback too, and a body must be JSON.
 */
export function controlRefusal(req: IncomingMessage): { status: number; message: string } | null {
  if (!isLoopbackHost(req.headers.host)) {
    return { status: 403, message: 'The control route answers only requests addressed to a loopback host.' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!isLoopbackHost(originHost)) {
      return { status: 403, message: 'The control route does not answer pages of other sites.' };
    }
  } else if (origin === 'null') {
    return { status: 403, message: 'The control route does not answer pages of other sites.' };
  }
  if (req.method === 'POST') {
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      return { status: 415, message: 'The control route takes a JSON body: send content-type application/json.' };
    }
  }
  return null;
}

/** Serves /__sandbox/faults (GET, POST, DELETE), /__sandbox/ledger (GET, DELETE) and /__sandbox/traffic (POST, DELETE). */
export async function serveControl(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: URLSearchParams,
): Promise<number> {
  const refused = controlRefusal(req);
  if (refused !== null) {
    sendRefusal(res, refusal(refused.status, refused.message));
    return refused.status;
  }
  const method = req.method ?? 'GET';
  const route = pathname.slice(CONTROL_PREFIX.length);
  if (route === 'faults') {
    if (method === 'POST') return planFault(ctx, req, res);
    if (method === 'DELETE') {
      const endpoint = query.get('endpoint');
      try {
        if (endpoint === null) ctx.faults.clear();
        else ctx.faults.setFromUnknown(endpoint, []);
      } catch (error) {
        if (!(error instanceof FaultPlanError)) throw error;
        sendRefusal(res, refusal(400, error.message));
        return 400;
      }
      return sendFaults(ctx, res);
    }
    if (method === 'GET') return sendFaults(ctx, res);
    sendRefusal(res, refusal(405, `${method} is not allowed here.`, { allow: 'GET, POST, DELETE' }));
    return 405;
  }
  if (route === 'ledger') {
    if (method === 'DELETE') {
      ctx.ledger.reset();
      sendJson(res, 200, JSON.stringify({ reset: true }));
      return 200;
    }
    if (method === 'GET') {
      const key = query.get('key');
      if (key === null) {
        sendRefusal(res, refusal(400, 'key is required: GET /__sandbox/ledger?key=<API key>.'));
        return 400;
      }
      sendJson(res, 200, JSON.stringify(ctx.ledger.get(key)));
      return 200;
    }
    sendRefusal(res, refusal(405, `${method} is not allowed here.`, { allow: 'GET, DELETE' }));
    return 405;
  }
  if (route === 'traffic') {
    if (method === 'POST') return stageTraffic(ctx, req, res);
    if (method === 'DELETE') {
      ctx.env.stagedTraffic?.clear();
      sendJson(res, 200, JSON.stringify({ cleared: true }));
      return 200;
    }
    sendRefusal(res, refusal(405, `${method} is not allowed here.`, { allow: 'POST, DELETE' }));
    return 405;
  }
  sendRefusal(res, refusal(404, 'There is no control route at this path.'));
  return 404;
}
