// planTrip: the transit plannermixer (spec §4.6) as an async iterable of checked results.
// The handshake is retried like an HTTP request; once results flow nothing is retried (a new
// socket would plan the trip again and repeat results already shown).
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import { buildRequest } from '../../../shared/api/request/build';
import { toUrl } from '../../../shared/api/request/url';
import { parseResource } from '../../../shared/api/parse';
import type { MixerResult } from '../../../shared/api/resources/mixer';
import { mixerResultSchema } from '../../../shared/api/resources/mixer';
import type { ServiceErrorContext } from './errors';
import { CancelledError, ConnectionLostError, InvalidResponse, TimeoutError } from './errors';
import { DEFAULT_MAX_MESSAGE_BYTES, openMixerSocket } from './mixer-socket';
import { redactSecret } from './redact';
import type { RetryPolicy, Sleep } from './retry';
import { runWithRetries } from './retry-loop';

const ENDPOINT = 'transit.plannermixer';
const RESOURCE = `${ENDPOINT} result`;
/** The server's "no further results" (spec §4.6, RFC 6455 §7.4.1). */
const NORMAL_CLOSURE = 1000;
/**
 * Most results one plan is read for. The mixer re-plans one trip under a handful of
 * assumptions; hundreds of results is a server in a loop, and Passage stops listening.
 */
export const DEFAULT_MAX_RESULTS = 50;

export interface MixerTripOptions {
  readonly baseUrl: string;
  readonly apiKey: () => string | undefined;
  /** Longest wait for each next message. */
  readonly timeoutMs: number;
  /** Longest wait for the socket to open, per attempt. */
  readonly connectTimeoutMs: number;
  /** Cap on one message's size; default DEFAULT_MAX_MESSAGE_BYTES. */
  readonly maxMessageBytes?: number;
  /** Cap on the number of results; default DEFAULT_MAX_RESULTS. */
  readonly maxResults?: number;
  readonly policy: RetryPolicy;
  readonly sleep: Sleep;
  readonly random: () => number;
  readonly nowMs: () => number;
  readonly log: ((line: string) => void) | undefined;
  readonly decodeMixerMessage: ((bytes: Uint8Array) => unknown) | undefined;
  readonly encodeMixerCancel: (() => Uint8Array) | undefined;
  readonly signal: AbortSignal | undefined;
  /** Called once the socket is open: the request is then charged. */
  readonly onOpened: () => void;
}

function invalid(
  reason: 'not-binary' | 'undecodable' | 'too-large',
  message: string,
  context: ServiceErrorContext,
): InvalidResponse {
  return new InvalidResponse(reason, RESOURCE, [{ path: '', message }], context);
}

/** One message as a checked result; throws InvalidResponse naming what is wrong. */
function readResult(
  bytes: Uint8Array,
  binary: boolean,
  decode: (bytes: Uint8Array) => unknown,
  context: ServiceErrorContext,
): MixerResult {
  if (!binary) throw invalid('not-binary', 'is a text message; the mixer sends binary Protocol Buffers', context);
  let decoded: unknown;
  try {
    decoded = decode(bytes);
  } catch {
    throw invalid('undecodable', 'is not a MixerResult message (cut off or corrupt)', context);
  }
  const parsed = parseResource(mixerResultSchema, decoded);
  if (!parsed.ok) throw new InvalidResponse('schema', RESOURCE, parsed.issues, context);
  return parsed.value;
}

export async function* streamMixer(
  params: EndpointParams<typeof ENDPOINT>,
  options: MixerTripOptions,
): AsyncGenerator<MixerResult, void, undefined> {
  const decode = options.decodeMixerMessage;
  if (decode === undefined) {
    // Wiring error in the backend, not something a navigator can fix.
    throw new Error('planTrip needs the decodeMixerMessage option of createServiceClient');
  }
  const request = buildRequest(ENDPOINT, params);
  const apiKey = options.apiKey();
  const url = toUrl(request, options.baseUrl, apiKey);
  const secret = apiKey ?? '';
  const write = (line: string): void => options.log?.(redactSecret(line, secret));
  const { signal, timeoutMs } = options;
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;

  const { value: socket, attempts } = await runWithRetries({
    endpoint: ENDPOINT,
    policy: options.policy,
    sleep: options.sleep,
    random: options.random,
    signal,
    write,
    label: `SOCKET ${url}`,
    attempt: () =>
      openMixerSocket({
        endpoint: ENDPOINT,
        url,
        apiKey: secret,
        timeoutMs: options.connectTimeoutMs,
        maxMessageBytes,
        signal,
        nowMs: options.nowMs,
      }),
  });
  const context: ServiceErrorContext = { endpoint: ENDPOINT, attempts };
  let finished = false;
  try {
    options.onOpened();
    for (let received = 0; ; received += 1) {
      const event = await socket.next(timeoutMs, signal);
      switch (event.kind) {
        case 'message':
          if (received >= maxResults) {
            write(`SOCKET ${url} -> more than ${maxResults} results; stopped reading`);
            throw invalid('too-large', `is result ${received + 1}; Passage reads at most ${maxResults}`, context);
          }
          yield readResult(event.bytes, event.binary, decode, context);
          break;
        case 'oversized':
          finished = true;
          write(`SOCKET ${url} -> a message larger than ${event.limitBytes} bytes after ${received} result(s)`);
          throw invalid('too-large', `is larger than ${event.limitBytes} bytes, the most Passage reads`, context);
        case 'closed':
          finished = true;
          if (event.code === NORMAL_CLOSURE) {
            write(`SOCKET ${url} -> closed normally after ${received} result(s)`);
            return;
          }
          throw lost(event.code, event.reason, event.detail, received, context, write, secret);
        case 'timeout':
          write(`SOCKET ${url} -> no message within ${timeoutMs} ms after ${received} result(s)`);
          throw new TimeoutError(timeoutMs, context);
        case 'cancelled':
          throw new CancelledError(context);
      }
    }
  } finally {
    // Reached on a normal end, an error, or the caller breaking out of its loop.
    socket.close(finished ? undefined : options.encodeMixerCancel?.());
  }
}

function lost(
  code: number,
  reason: string,
  detail: string,
  received: number,
  context: ServiceErrorContext,
  write: (line: string) => void,
  secret: string,
): ConnectionLostError {
  const why = [`close code ${code}`, reason, detail].filter((part) => part !== '').join(', ');
  const error = new ConnectionLostError({
    ...context,
    detail: redactSecret(`${why}; after ${received} result(s)`, secret),
  });
  write(`${ENDPOINT}: connection lost (${error.detail})`);
  return error;
}
