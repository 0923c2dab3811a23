// An image the service pointed to in an answer (radar frames, map layers): fetched by the
// backend, only from the service's own host, never with the API key, read no further than a
// cap, and kept only when it really is a PNG. The renderer never learns the address.
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { BodyTooLarge, megabytesText, readCappedBytes } from './body-limits';
import { InvalidResponse, ServerUnavailableError, type ServiceErrorContext } from './errors';
import { abortFailure, networkFailure } from './transport-faults';

/** A 256-pixel RGBA PNG is at most ~260 kB; a few MB is far more than any image Passage asks for. */
export const MAX_SERVICE_IMAGE_BYTES = 4 * 1024 * 1024;
const DEFAULT_IMAGE_TIMEOUT_MS = 20_000;

/** The eight bytes every PNG starts with (PNG specification §5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const KEY_PARAM = /^api[_-]?key$/i;

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

export interface ServiceImageRequest {
  /** The address as the service's answer gave it. */
  readonly url: string;
  /** The service's base address (live setting or the demo sandbox): the only host images come from. */
  readonly serviceUrl: string;
  /** The operation whose answer pointed here, named in errors. */
  readonly endpoint: EndpointId;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  readonly maxBytes?: number;
}

function unreadable(endpoint: EndpointId, message: string, context: ServiceErrorContext): InvalidResponse {
  return new InvalidResponse('undecodable', `${endpoint} image`, [{ path: 'image.url', message }], context);
}

/** The PNG's bytes; throws the client's typed errors (offline, timeout, unavailable, unreadable). */
export async function fetchServiceImage(request: ServiceImageRequest): Promise<Uint8Array> {
  const context: ServiceErrorContext = { endpoint: request.endpoint, attempts: 1 };
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw unreadable(request.endpoint, 'is not an address', context);
  }
  if (url.origin !== new URL(request.serviceUrl).origin) {
    // Following an answer to another host would let a tampered answer make Passage fetch anything.
    throw unreadable(request.endpoint, `points to ${url.host}, not to the weather service`, context);
  }
  for (const name of [...url.searchParams.keys()]) if (KEY_PARAM.test(name)) url.searchParams.delete(name);
  url.hash = '';

  const timeoutMs = request.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal === undefined ? deadline : AbortSignal.any([request.signal, deadline]);
  const sources = { caller: request.signal, deadline, timeoutMs };
  const fail = (error: unknown, phase: 'connect' | 'body'): never => {
    const failure = abortFailure(sources) ?? networkFailure(error, phase, '');
    if (failure === undefined) throw error;
    throw failure.toError(context);
  };
  const fetchFn = request.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(url.toString(), { signal, redirect: 'error', headers: { accept: 'image/png' } });
  } catch (error) {
    return fail(error, 'connect');
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 500) throw new ServerUnavailableError(response.status, undefined, context);
    throw unreadable(request.endpoint, `could not be fetched (HTTP ${response.status})`, context);
  }
  const maxBytes = request.maxBytes ?? MAX_SERVICE_IMAGE_BYTES;
  let bytes: Uint8Array;
  try {
    bytes = await readCappedBytes(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      throw unreadable(request.endpoint, `is larger than ${megabytesText(maxBytes)}`, context);
    return fail(error, 'body');
  }
  if (!isPng(bytes)) throw unreadable(request.endpoint, 'is not a PNG image', context);
  return bytes;
}
