// The one connection state of the app: whether the weather service answers, derived by the
// backend from its own requests (and a free probe), so every screen tells the same story.
import { z } from 'zod';
import { method, noInput, utcSecondsSchema } from './method';

/**
 * Why the last request failed, as a navigator can act on it: no link at all, a link too slow
 * to answer, a key the service refuses, a key asking too fast, a service answering with faults.
 */
export const connectionFailureKindSchema = z.enum([
  'unreachable',
  'timeout',
  'refused-key',
  'rate-limited',
  'server-error',
]);
export type ConnectionFailureKind = z.infer<typeof connectionFailureKindSchema>;

/**
 * - unknown: nothing has been asked of the service since start;
 * - online: the last request was answered;
 * - offline: the service could not be reached or did not answer (unreachable, timeout, server fault);
 * - refused: the service answers but refuses the key;
 * - limited: the service answers but limits this key's requests.
 */
export const connectionStateSchema = z.enum(['unknown', 'online', 'offline', 'refused', 'limited']);
export type ConnectionStateName = z.infer<typeof connectionStateSchema>;

export const connectionStatusSchema = z
  .object({
    /** 'demo': the demo service (synthetic data); 'live': the configured service. */
    source: z.enum(['live', 'demo']),
    state: connectionStateSchema,
    /** When the current state began (the first failure after the last success, or the reverse); null while unknown. */
    sinceUtc: utcSecondsSchema.nullable(),
    /** The last answer the service gave, Unix seconds UTC; null when none since start. */
    lastSuccessUtc: utcSecondsSchema.nullable(),
    /** The last failure and its kind; null when none since start. */
    lastFailure: z.object({ atUtc: utcSecondsSchema, kind: connectionFailureKindSchema }).nullable(),
    /** The backend's clock when it answered, Unix seconds UTC: ages of stored answers are counted on it. */
    nowUtc: utcSecondsSchema,
  })
  .refine((s) => (s.state === 'unknown') === (s.sinceUtc === null), {
    message: 'is null exactly while the state is unknown',
    path: ['sinceUtc'],
  });
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const connectionMethods = {
  /**
   * The connection state now. While the service is not known to answer, the backend first asks
   * it with a request that carries no key and costs no credits, so the state recovers by itself.
   */
  'connection.status': method(noInput, connectionStatusSchema),
};
