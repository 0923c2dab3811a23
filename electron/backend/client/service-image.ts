// One image the service pointed to (a map layer's imageUrl, spec §2.8): fetched with the same
// deadline, retries and error classes as an endpoint call, read no further than a cap, and
// checked to be a PNG. The key goes along only to the service's own host and path (where it
// may be needed), never to another host, and never into a log line or an error.
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { BodyTooLarge, megabytesText, readCappedBytes } from './body-limits';
import { InvalidResponse } from './errors';
import { redactSecret } from './redact';
import type { Attempt } from './retry-loop';
import { parseRetryAfterMs } from './retry';
import { failureForStatus, type AttemptFailure } from './status';
import { abortFailure, networkFailure } from './transport-faults';

/** A layer image is a few hundred kB at most; more is not an image Passage wants. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.byteLength > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/**
 * The address to fetch: with the key appended when it lies under the service's base address
 * (the service may want it there), as it is otherwise. Relative addresses are resolved
 * against the base. Undefined when it is not an http(s) address.
 */
export function imageFetchUrl(address: string, baseUrl: string, apiKey: string): string | undefined {
  let url: URL;
  let base: URL;
  try {
    base = new URL(baseUrl.replace(/\/*$/, '/'));
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.searchParams.delete('api_key');
  if (url.origin === base.origin && url.pathname.startsWith(base.pathname) && apiKey !== '') {
    url.searchParams.set('api_key', apiKey);
  }
  return url.toString();
}

function invalid(endpoint: EndpointId, reason: 'not-binary' | 'too-large', message: string): AttemptFailure {
  return {
    retryable: false,
    toError: (context) => new InvalidResponse(reason, 'layer image', [{ path: '', message }], context),
  };
}

export interface ImageAttemptInput {
  /** The operation the image belongs to, for errors and the log. */
  readonly endpoint: EndpointId;
  /** The URL to fetch, perhaps WITH the key: never written anywhere. */
  readonly url: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
  readonly nowMs: () => number;
  readonly maxBytes: number;
}

/** One GET of an image; says what happened, the retry loop decides. */
export async function attemptImage(input: ImageAttemptInput): Promise<Attempt<Uint8Array>> {
  const deadline = AbortSignal.timeout(input.timeoutMs);
  const signal = input.signal === undefined ? deadline : AbortSignal.any([input.signal, deadline]);
  const failed = (status: number | undefined, error: unknown, phase: 'connect' | 'body'): Attempt<Uint8Array> => {
    const failure =
      abortFailure({ caller: input.signal, deadline, timeoutMs: input.timeoutMs }) ??
      networkFailure(error, phase, input.apiKey);
    if (failure === undefined) throw error;
    return { ok: false, status, failure };
  };
  let response: Response;
  try {
    response = await input.fetch(input.url, { signal, redirect: 'manual', headers: { accept: 'image/png' } });
  } catch (error) {
    return failed(undefined, error, 'connect');
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCappedBytes(response, input.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return {
        ok: false,
        status: response.status,
        failure: invalid(input.endpoint, 'too-large', `is larger than ${megabytesText(input.maxBytes)}`),
      };
    }
    return failed(response.status, error, 'body');
  }
  if (response.status !== 200) {
    const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'), input.nowMs());
    const text = redactSecret(new TextDecoder().decode(bytes.subarray(0, 2000)), input.apiKey);
    return {
      ok: false,
      status: response.status,
      failure: failureForStatus(response.status, text, retryAfterMs, input.endpoint),
    };
  }
  if (!isPng(bytes)) {
    return { ok: false, status: response.status, failure: invalid(input.endpoint, 'not-binary', 'is not a PNG image') };
  }
  return { ok: true, status: response.status, value: bytes };
}
