// The service client: every endpoint of shared/api's table as one typed call that builds the
// request, retries what is worth retrying, parses the answer, and reports credits spent. The
// key is read from the vault at call time and lives only in local variables of a call.
import type { z } from 'zod';
import type { EndpointId, EndpointParams, EndpointResponse } from '../../../shared/api/request/endpoints';
import { endpoints } from '../../../shared/api/request/endpoints';
import { buildRequestFromUnknown } from '../../../shared/api/request/build';
import { estimateCredits } from '../../../shared/api/request/credits';
import { toUrl } from '../../../shared/api/request/url';
import { parseResource } from '../../../shared/api/parse';
import type { MixerResult } from '../../../shared/api/resources/mixer';
import { InvalidResponse, isServiceClientError, type ServiceErrorCode } from './errors';
import { attemptRequest } from './http-attempt';
import type { MixerTripOptions } from './mixer-stream';
import { streamMixer } from './mixer-stream';
import { redactSecret } from './redact';
import type { RetryPolicy, Sleep } from './retry';
import { DEFAULT_RETRY_POLICY, defaultSleep } from './retry';
import { runWithRetries } from './retry-loop';
import { attemptImage, imageFetchUrl, MAX_IMAGE_BYTES } from './service-image';
import { defined } from '../../../shared/domain/defined';

/** The socket endpoint is streamed by planTrip; every other endpoint is a plain call. */
export type SocketEndpointId = 'transit.plannermixer';
export type HttpEndpointId = Exclude<EndpointId, SocketEndpointId>;

export interface CreditsEntry {
  readonly endpoint: EndpointId;
  /** Credits the service charged for this answer (spec §4.2, §8 rules, else 1). */
  readonly credits: number;
  readonly voyageId?: string | undefined;
}

/**
 * How one request ended, for the connection state: 'answered' when the service gave a complete
 * answer (whatever Passage then made of it), else the code of the error the caller receives.
 */
export type RequestOutcome = 'answered' | ServiceErrorCode;

export interface ServiceClientOptions {
  /** e.g. https://api.example.com or http://127.0.0.1:41234 (the sandbox). */
  readonly baseUrl: string;
  /** Read at every call, so a key changed in Settings applies at once; never kept by the client. */
  readonly apiKey: () => string | undefined;
  readonly fetch?: typeof fetch;
  /** Per attempt, connect to last byte (HTTP) or between two messages (socket). Default 20 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Tests pass one that records the waits and returns at once. */
  readonly sleep?: Sleep;
  /** In [0, 1) like Math.random; the jitter of the backoff. */
  readonly random?: () => number;
  /** Wall clock in ms, for Retry-After given as an HTTP-date. */
  readonly nowMs?: () => number;
  /** Receives one line per attempt, already redacted. */
  readonly log?: (line: string) => void;
  /** Called once per answer the service charged for. */
  readonly onCredits?: (entry: CreditsEntry) => void;
  /** Hears how every HTTP request ended, and every mixer socket that opened. */
  readonly onOutcome?: (outcome: RequestOutcome) => void;
  /**
   * Turns one binary mixer message into the spec §2.17 JSON shape (shared/transit's protobuf
   * decoding and mapping); the client then checks it with mixerResultSchema. Needed by planTrip only.
   */
  readonly decodeMixerMessage?: (bytes: Uint8Array) => unknown;
  /** The message that asks the mixer to stop, sent before Passage closes early. Optional. */
  readonly encodeMixerCancel?: () => Uint8Array;
  /** Aborts every call of this client (the long work it serves was cancelled), besides each call's own signal. */
  readonly signal?: AbortSignal;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** The voyage the request is for, passed on to onCredits for the per-voyage ledger. */
  readonly voyageId?: string;
}

export interface PlanTripOptions extends CallOptions {
  /** Longest wait for each next result. Default: the client's timeoutMs. */
  readonly timeoutMs?: number;
  /** Longest wait for the socket to open (each attempt). Default: timeoutMs. */
  readonly connectTimeoutMs?: number;
  /** Caps (see mixer-stream.ts for the defaults): one message's bytes, and the number of results. */
  readonly maxMessageBytes?: number;
  readonly maxResults?: number;
}

export interface ServiceClient {
  /** The service's address (no key): where images under it are fetched with the key. */
  readonly baseUrl: string;
  /** One HTTP endpoint; rejects with a ServiceClientError, or an ApiRequestError before sending. */
  call<E extends HttpEndpointId>(
    endpoint: E,
    params: EndpointParams<E>,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
  /** Credits the request would cost (spec rules, else 1); throws ApiRequestError for bad params. */
  estimate<E extends EndpointId>(endpoint: E, params: EndpointParams<E>): number;
  /**
   * An image the service's answer to `endpoint` pointed to (a map layer's imageUrl): PNG bytes,
   * at most `maxBytes`; the key is appended only under the service's own address. No credits.
   */
  image(
    address: string,
    options: CallOptions & { readonly endpoint: HttpEndpointId; readonly maxBytes?: number },
  ): Promise<Uint8Array>;
  /** The transit plannermixer: each result as it arrives; breaking out of the loop closes the socket. */
  planTrip(params: EndpointParams<'transit.plannermixer'>, options?: PlanTripOptions): AsyncIterable<MixerResult>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The endpoint table seen per id as "a schema whose output is that id's response", checked key
 * by key here, so that indexing it with a generic id still types the parsed value.
 */
const responseSchemas: { readonly [K in EndpointId]: { readonly response: z.ZodType<EndpointResponse<K>, unknown> } } =
  endpoints;

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const nowMs = options.nowMs ?? Date.now;
  const baseUrl = options.baseUrl;

  /** A call's own signal joined with the client's: either one stops the call. */
  function withClientSignal(own: AbortSignal | undefined): AbortSignal | undefined {
    const shared = options.signal;
    if (shared === undefined || own === undefined) return shared ?? own;
    return AbortSignal.any([shared, own]);
  }

  /** runWithRetries, with its ending told to onOutcome. */
  async function reported<T>(run: Promise<T>): Promise<T> {
    try {
      const value = await run;
      options.onOutcome?.('answered');
      return value;
    } catch (error) {
      if (isServiceClientError(error)) options.onOutcome?.(error.code);
      throw error;
    }
  }

  function estimate<E extends EndpointId>(endpoint: E, params: EndpointParams<E>): number {
    return estimateCredits<EndpointId>(endpoint, params);
  }

  async function call<E extends HttpEndpointId>(
    endpoint: E,
    params: EndpointParams<E>,
    callOptions: CallOptions = {},
  ): Promise<EndpointResponse<E>> {
    const request = buildRequestFromUnknown(endpoint, params);
    if (request.kind !== 'http') {
      // The types keep socket endpoints out; this guards an id that arrived as data.
      throw new Error(`${endpoint} is a socket endpoint: use planTrip`);
    }
    const credits = estimate(endpoint, params);
    const apiKey = options.apiKey();
    const url = toUrl(request, baseUrl, apiKey);
    // toUrl has refused a missing key, so apiKey is a string from here on.
    const secret = apiKey ?? '';
    const write = (line: string): void => options.log?.(redactSecret(line, secret));
    const { voyageId } = callOptions;
    const signal = withClientSignal(callOptions.signal);

    const { value: body, attempts } = await reported(
      runWithRetries({
        endpoint,
        policy,
        sleep,
        random,
        signal,
        write,
        label: `GET ${url}`,
        attempt: () => attemptRequest({ endpoint, url, apiKey: secret, fetch: fetchFn, timeoutMs, signal, nowMs }),
      }),
    );
    // A complete 200 is charged, whether or not Passage can read it.
    options.onCredits?.({ endpoint, credits, voyageId });
    const parsed = parseResource(responseSchemas[endpoint].response, body);
    if (parsed.ok) return parsed.value;
    const error = new InvalidResponse('schema', `${endpoint} response`, parsed.issues, { endpoint, attempts });
    write(`${endpoint}: ${error.message}`);
    throw error;
  }

  async function image(
    address: string,
    imageOptions: CallOptions & { readonly endpoint: HttpEndpointId; readonly maxBytes?: number },
  ): Promise<Uint8Array> {
    const { endpoint } = imageOptions;
    const signal = withClientSignal(imageOptions.signal);
    const secret = options.apiKey() ?? '';
    const url = imageFetchUrl(address, baseUrl, secret);
    if (url === undefined) {
      throw new InvalidResponse(
        'schema',
        `${endpoint} response`,
        [{ path: 'imageUrl', message: 'is not an http(s) address' }],
        { endpoint, attempts: 0 },
      );
    }
    const write = (line: string): void => options.log?.(redactSecret(line, secret));
    const maxBytes = imageOptions.maxBytes ?? MAX_IMAGE_BYTES;
    const { value } = await reported(
      runWithRetries({
        endpoint,
        policy,
        sleep,
        random,
        signal,
        write,
        label: `GET ${url}`,
        attempt: () =>
          attemptImage({ endpoint, url, apiKey: secret, fetch: fetchFn, timeoutMs, signal, nowMs, maxBytes }),
      }),
    );
    return value;
  }

  function planTrip(
    params: EndpointParams<'transit.plannermixer'>,
    tripOptions: PlanTripOptions = {},
  ): AsyncIterable<MixerResult> {
    const tripStreamOptions: MixerTripOptions = {
      baseUrl,
      apiKey: options.apiKey,
      timeoutMs: tripOptions.timeoutMs ?? timeoutMs,
      connectTimeoutMs: tripOptions.connectTimeoutMs ?? tripOptions.timeoutMs ?? timeoutMs,
      ...defined({ maxMessageBytes: tripOptions.maxMessageBytes, maxResults: tripOptions.maxResults }),
      policy,
      sleep,
      random,
      nowMs,
      log: options.log,
      decodeMixerMessage: options.decodeMixerMessage,
      encodeMixerCancel: options.encodeMixerCancel,
      signal: withClientSignal(tripOptions.signal),
      onOpened: () => {
        options.onOutcome?.('answered');
        options.onCredits?.({
          endpoint: 'transit.plannermixer',
          credits: estimate('transit.plannermixer', params),
          voyageId: tripOptions.voyageId,
        });
      },
    };
    return streamMixer(params, tripStreamOptions);
  }

  return { baseUrl, call, estimate, image, planTrip };
}
