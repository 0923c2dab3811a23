// Images the sandbox's responses point to (radar, map layers): served WITHOUT an API key,
// because those URLs are handed out in bodies and must never carry one.
import type { ServerResponse } from 'node:http';
import { API_KEY_PARAMETER } from './auth';
import type { SandboxContext } from './context';
import { INTERNAL_ERROR_MESSAGE, refusal, sendRefusal } from './replies';
import type { ImageRoute } from './routes';

export async function serveImage(
  ctx: SandboxContext,
  res: ServerResponse,
  route: ImageRoute,
  query: URLSearchParams,
): Promise<number> {
  const handler = Object.hasOwn(ctx.images, route.kind) ? ctx.images[route.kind] : undefined;
  if (handler === undefined) {
    sendRefusal(res, refusal(404, 'There is no image at this path.'));
    return 404;
  }
  // A key a client appended anyway is not the image handler's business.
  query.delete(API_KEY_PARAMETER);
  let png: Uint8Array | undefined;
  try {
    png = await handler(route.path, query, ctx.env);
  } catch (error) {
    ctx.log(`image error in ${route.kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendRefusal(res, refusal(500, INTERNAL_ERROR_MESSAGE));
    return 500;
  }
  if (png === undefined) {
    sendRefusal(res, refusal(404, 'There is no image at this path.'));
    return 404;
  }
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(png.byteLength),
    'cache-control': 'no-store',
  });
  res.end(png);
  return 200;
}
