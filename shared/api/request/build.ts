// buildRequest: checks an endpoint's parameters against spec §4 and §8 BEFORE anything is
// sent, and turns them into an ordered query with no api_key (toUrl adds that, last).
import type { z } from 'zod';
import { ApiRequestError, toRequestIssues } from './errors';
import type { EndpointArgs, EndpointId, EndpointKind, ParamsSchema } from './endpoints';
import { endpoints, isEndpointId } from './endpoints';
import type { QueryScalar, QueryValue } from './format';
import { formatQueryValue } from './format';
import { parameterErrorMap } from './params';

export interface ApiRequest {
  readonly endpoint: EndpointId;
  readonly kind: EndpointKind;
  /** e.g. /v1/marine/shipping/route. */
  readonly path: string;
  /** Name/value pairs in the spec's parameter order, values already formatted. */
  readonly query: readonly (readonly [string, string])[];
}

/** Parses `params` with `schema` or throws ApiRequestError listing every problem. */
export function validateParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params ?? {}, { error: parameterErrorMap, reportInput: true });
  if (result.success) {
    return result.data;
  }
  const [first, ...rest] = toRequestIssues(result.error.issues);
  if (first === undefined) {
    // zod reports at least one issue on failure; reaching here is a bug in Passage.
    throw new Error('Parameter validation failed without an issue');
  }
  throw new ApiRequestError([first, ...rest]);
}

function isQueryScalar(value: unknown): value is QueryScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function toQueryValue(value: unknown): QueryValue | undefined {
  if (isQueryScalar(value)) return value;
  if (Array.isArray(value) && value.every(isQueryScalar)) return value;
  return undefined;
}

function definitionOf(endpoint: string): { path: string; kind: EndpointKind; params: ParamsSchema; id: EndpointId } {
  if (!isEndpointId(endpoint)) {
    throw ApiRequestError.single('unknown-endpoint', '', `"${endpoint}" is not an endpoint of the service.`);
  }
  const { path, kind, params } = endpoints[endpoint];
  return { path, kind, params, id: endpoint };
}

/**
 * Builds the request for one endpoint. Optional parameters the caller left out are left out
 * of the query (the service applies its documented default; see endpoint-params.ts).
 */
export function buildRequest<E extends EndpointId>(endpoint: E, ...args: EndpointArgs<E>): ApiRequest {
  const [params] = args;
  return buildRequestFromUnknown(endpoint, params);
}

/**
 * The same for a caller whose endpoint id and parameters are not typed (an IPC payload, a
 * saved snapshot): everything is checked at run time and an unknown id is an ApiRequestError.
 */
export function buildRequestFromUnknown(endpoint: string, params: unknown): ApiRequest {
  const definition = definitionOf(endpoint);
  const parsed: Record<string, unknown> = validateParams(definition.params, params);
  const query: (readonly [string, string])[] = [];
  for (const name of Object.keys(definition.params.shape)) {
    const value = toQueryValue(parsed[name]);
    if (value !== undefined) {
      query.push([name, formatQueryValue(value)]);
    }
  }
  return { endpoint: definition.id, kind: definition.kind, path: definition.path, query };
}
