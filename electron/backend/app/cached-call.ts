// One service call kept in the response cache under its key-less URL, so the same request can
// be answered from the store: offline (stale, with its age) or, for forecasts, for 0 credits
// while the model run it came from is still the latest.
import type { z } from 'zod';
import { buildRequestFromUnknown } from '../../../shared/api/request/build';
import { endpoints, type EndpointParams, type EndpointResponse } from '../../../shared/api/request/endpoints';
import type { HttpEndpointId } from '../client';
import type { ResponseCache } from '../store/response-cache';
import type { Connection } from './service-source';
import { defined } from '../../../shared/domain/defined';

/** The key-less URL a request is cached under: the source's base, the path and the query. */
export function cacheUrl<E extends HttpEndpointId>(cacheBase: string, endpoint: E, params: EndpointParams<E>): string {
  const request = buildRequestFromUnknown(endpoint, params);
  const query = request.query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${cacheBase}${request.path}${query === '' ? '' : `?${query}`}`;
}

export interface CachedAnswer<T> {
  readonly value: T;
  readonly fetchedAtUtc: number;
  readonly modelRunUtc: number | null;
}

const responseSchemas: {
  readonly [K in HttpEndpointId]: { readonly response: z.ZodType<EndpointResponse<K>, unknown> };
} = endpoints;

/** The stored answer to exactly this request, parsed again as a fresh answer would be; undefined when none or unreadable. */
export function readCached<E extends HttpEndpointId>(
  cache: ResponseCache,
  cacheBase: string,
  endpoint: E,
  params: EndpointParams<E>,
): CachedAnswer<EndpointResponse<E>> | undefined {
  const entry = cache.get(cacheUrl(cacheBase, endpoint, params));
  if (entry === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(entry.body);
  } catch {
    return undefined;
  }
  const parsed = responseSchemas[endpoint].response.safeParse(json);
  // An entry written by an older Passage may not fit today's schema: treated as not stored.
  if (!parsed.success) return undefined;
  return { value: parsed.data, fetchedAtUtc: entry.fetchedAtUtc, modelRunUtc: entry.modelRunUtc };
}

/** Calls the service and stores the answer; `modelRunOf` names the run the answer came from. */
export async function callAndCache<E extends HttpEndpointId>(
  connection: Connection,
  cache: ResponseCache,
  endpoint: E,
  params: EndpointParams<E>,
  options: {
    nowUtc: number;
    voyageId?: string;
    signal?: AbortSignal;
    modelRunOf?: (value: EndpointResponse<E>) => number | null;
  },
): Promise<CachedAnswer<EndpointResponse<E>>> {
  const value = await connection.client.call(endpoint, params, {
    ...defined({ voyageId: options.voyageId }),
    ...defined({ signal: options.signal }),
  });
  const modelRunUtc = options.modelRunOf?.(value) ?? null;
  cache.put({
    url: cacheUrl(connection.cacheBase, endpoint, params),
    kind: endpoint,
    body: JSON.stringify(value),
    fetchedAtUtc: options.nowUtc,
    modelRunUtc,
    voyageId: options.voyageId ?? null,
  });
  return { value, fetchedAtUtc: options.nowUtc, modelRunUtc };
}
