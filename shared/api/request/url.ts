// The full request address with the API key (spec §5), and the redaction that keeps the key
// out of logs, error messages, cached URLs and exports (ARCHITECTURE: the key never leaves
// the backend).
import type { ApiRequest } from './build';
import { ApiRequestError } from './errors';

const BASE_URL = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?$/i;

/** Encodes a query component but keeps commas readable: they only separate list values. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * Longest query one request may carry, bytes, before the key is added. Spec §8 states no limit;
 * common HTTP servers refuse request lines over 8 KiB (nginx's default
 * large_client_header_buffers, Apache's LimitRequestLine 8190), and the address also holds the
 * base URL, the path and the key. A longer list of points is sent as two requests or more.
 */
export const MAX_QUERY_BYTES = 6000;

/** The bytes of a request's query as toUrl encodes it, without the key. */
export function queryBytes(request: ApiRequest): number {
  return request.query.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&').length;
}

/**
 * `baseUrl` + path + query, with `api_key` appended LAST. A socket endpoint gets ws:// or
 * wss:// for http:// or https://. A missing or blank key is an ApiRequestError, not a
 * request the service would reject with 401 after spending a round trip.
 */
export function toUrl(request: ApiRequest, baseUrl: string, apiKey: string | undefined): string {
  if (apiKey === undefined || apiKey.trim() === '') {
    throw ApiRequestError.single(
      'missing-api-key',
      'api_key',
      'No API key is set. Enter the key of your service account in Settings, or use demo mode.',
    );
  }
  const match = BASE_URL.exec(baseUrl.trim());
  if (match === null) {
    throw ApiRequestError.single(
      'invalid-base-url',
      'baseUrl',
      `The service address "${redactUrl(baseUrl)}" is not an http:// or https:// address without query or fragment.`,
    );
  }
  const [, scheme = '', host = '', basePath = ''] = match;
  const secure = scheme.toLowerCase() === 'https';
  const protocol = request.kind === 'socket' ? (secure ? 'wss' : 'ws') : secure ? 'https' : 'http';
  const pairs: (readonly [string, string])[] = [...request.query, ['api_key', apiKey]];
  const query = pairs.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
  return `${protocol}://${host}${basePath.replace(/\/+$/, '')}${request.path}?${query}`;
}

/**
 * Replaces every api_key value in `text` (a URL, a log line, an error message) by `***`, and
 * the user information of any http(s) address (`http://user:secret@host`), where a key pasted
 * into the wrong field would otherwise travel.
 */
export function redactUrl(text: string): string {
  return text.replace(/(api_key=)[^&#\s"'<>]*/gi, '$1***').replace(/\b(https?:\/\/)[^\s/?#@"'<>]*@/gi, '$1***@');
}

/** Shorter "secrets" are not searched for: replacing every "a" in a message would garble it. */
const MIN_SECRET_LENGTH = 4;

/**
 * `text` with every api_key value AND every occurrence of each secret (as typed or
 * percent-encoded) replaced by `***`: a server or a network library may echo the key without
 * the parameter name. The one redaction used by the client, the RPC transports and main.
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = redactUrl(text);
  for (const secret of secrets) {
    if (secret === undefined || secret.trim().length < MIN_SECRET_LENGTH) continue;
    out = out.split(secret).join('***');
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join('***');
  }
  return out;
}
