// Sends each HTTP request to what serves it: a refusal at the front door (foreign Host or
// Origin), the control route (when enabled, loopback only), images, or an endpoint. Every path
// ends in an answer; nothing a client sends crashes it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { CONTROL_PREFIX, isLoopbackAddress, serveControl } from './control';
import { doorRefusal } from './front-door';
import { serveEndpoint } from './http-endpoint';
import { serveImage } from './images';
import { refusal, sendRefusal } from './replies';
import { endpointAt, IMAGES_PREFIX, imageRouteAt } from './routes';

/** Longer request targets get 414; the server reads headers up to MAX_HEADER_BYTES so it can say so. */
export const MAX_URL_BYTES = 16 * 1024;
export const MAX_HEADER_BYTES = 64 * 1024;

export interface RequestTarget {
  /** The path as sent, not decoded: endpoints are matched exactly. */
  readonly pathname: string;
  /** The query without its `?`, not decoded. */
  readonly rawQuery: string;
}

/** Splits the request target; not `new URL`, which would read `//host/path` as another host. */
export function splitTarget(target: string): RequestTarget {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const question = withoutFragment.indexOf('?');
  return question === -1
    ? { pathname: withoutFragment, rawQuery: '' }
    : { pathname: withoutFragment.slice(0, question), rawQuery: withoutFragment.slice(question + 1) };
}

/** Answers one request; returns the status sent (for the log), 0 when the connection was dropped. */
export async function routeRequest(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<number> {
  const refused = doorRefusal(ctx.door, req);
  if (refused !== undefined) {
    sendRefusal(res, refused);
    return refused.status;
  }
  const target = req.url ?? '/';
  if (Buffer.byteLength(target) > MAX_URL_BYTES) {
    sendRefusal(res, refusal(414, `The request address is longer than ${MAX_URL_BYTES} bytes.`));
    return 414;
  }
  const { pathname, rawQuery } = splitTarget(target);
  if (pathname.startsWith(CONTROL_PREFIX) && ctx.control && isLoopbackAddress(req.socket.remoteAddress)) {
    return serveControl(ctx, req, res, pathname, new URLSearchParams(rawQuery));
  }
  const image = imageRouteAt(pathname);
  if (image === undefined && endpointAt(pathname) === undefined) {
    sendRefusal(
      res,
      refusal(
        404,
        pathname.startsWith(IMAGES_PREFIX) ? 'There is no image at this path.' : 'There is no endpoint at this path.',
      ),
    );
    return 404;
  }
  if (req.method !== 'GET') {
    sendRefusal(
      res,
      refusal(405, `${req.method ?? 'This method'} is not allowed: the service answers GET only.`, { allow: 'GET' }),
    );
    return 405;
  }
  if (image !== undefined) return serveImage(ctx, res, image, new URLSearchParams(rawQuery));
  return serveEndpoint(ctx, res, pathname, rawQuery);
}
