// What the demo service's thread and its compute threads say to each other (compute-pool.ts,
// compute-entry.ts): plain data, read on arrival rather than trusted by a type annotation.

/** The endpoints whose answers are computed on the compute threads: a routing run asks hundreds. */
export const POOLED_ENDPOINTS = ['weather.ensemble.point', 'marine.ensemble.point'] as const;
export type PooledEndpoint = (typeof POOLED_ENDPOINTS)[number];

export interface ComputeJob {
  readonly id: number;
  readonly endpoint: PooledEndpoint;
  /** The request's parameters as the service's thread parsed them (parsed again on arrival). */
  readonly params: unknown;
  /** The service's instant for this request, Unix seconds: the same latest run on every thread. */
  readonly nowUtc: number;
}

export type ComputeReply =
  | { readonly id: number; readonly kind: 'ok'; readonly text: string }
  /** A SandboxBadRequest: the service answers 400 with its parameter and message. */
  | { readonly id: number; readonly kind: 'bad-request'; readonly parameter: string; readonly message: string }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

/** What a compute thread says once its world is made and it takes jobs. */
export const READY = { kind: 'ready' } as const;

export function isReady(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && Reflect.get(raw, 'kind') === 'ready';
}

function field(raw: object, key: string): unknown {
  return Reflect.get(raw, key);
}

function isPooled(value: unknown): value is PooledEndpoint {
  return POOLED_ENDPOINTS.some((e) => e === value);
}

export function readJob(raw: unknown): ComputeJob | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = field(raw, 'id');
  const endpoint = field(raw, 'endpoint');
  const nowUtc = field(raw, 'nowUtc');
  if (typeof id !== 'number' || !isPooled(endpoint) || typeof nowUtc !== 'number' || !Number.isFinite(nowUtc))
    return null;
  return { id, endpoint, params: field(raw, 'params'), nowUtc };
}

export function readReply(raw: unknown): ComputeReply | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = field(raw, 'id');
  const kind = field(raw, 'kind');
  const text = field(raw, 'text');
  const message = field(raw, 'message');
  const parameter = field(raw, 'parameter');
  if (typeof id !== 'number') return null;
  if (kind === 'ok' && typeof text === 'string') return { id, kind, text };
  if (kind === 'bad-request' && typeof parameter === 'string' && typeof message === 'string')
    return { id, kind, parameter, message };
  if (kind === 'failed' && typeof message === 'string') return { id, kind, message };
  return null;
}
