// Fault injection for tests of the client's error handling (never used by the production
// client): per endpoint, a queue of faults each applied to its next `times` requests.
import { z } from 'zod';
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { endpoints, isEndpointId } from '../../../shared/api/request/endpoints';

/** How many next requests a fault applies to: a whole number, or Infinity ("always" in JSON). */
const timesSchema = z
  .union([
    z.number().int().positive(),
    z.literal(Number.POSITIVE_INFINITY),
    z.literal('always').transform(() => Number.POSITIVE_INFINITY),
  ])
  .default(1);

const seconds = z.number().int().min(0);

export const faultSchema = z.discriminatedUnion('kind', [
  /** Too many requests, with Retry-After in whole seconds. */
  z.strictObject({ kind: z.literal('429'), retryAfterS: seconds.default(1), times: timesSchema }),
  z.strictObject({ kind: z.literal('500'), times: timesSchema }),
  /** Service unavailable; Retry-After only when given. */
  z.strictObject({ kind: z.literal('503'), retryAfterS: seconds.optional(), times: timesSchema }),
  /** Waits, then answers normally (and charges as usual). */
  z.strictObject({ kind: z.literal('delay'), delayMs: z.number().int().min(0).max(120_000), times: timesSchema }),
  /** Sends the first `bytes` of the real body (default half) and destroys the connection. */
  z.strictObject({ kind: z.literal('truncate'), bytes: z.number().int().min(0).optional(), times: timesSchema }),
  /** A 200 whose JSON breaks the endpoint's response schema. */
  z.strictObject({ kind: z.literal('bad-schema'), times: timesSchema }),
  /** Socket endpoint: terminates the connection abruptly after `afterMessages` messages. */
  z.strictObject({ kind: z.literal('socket-drop'), afterMessages: z.number().int().min(0), times: timesSchema }),
  /**
   * Socket endpoint: message number `afterMessages + 1` is sent broken: random bytes
   * (`garbage`), cut in half (`truncated`), padded past any client's size cap (`oversized`,
   * 2 MiB) or as a text frame (`text`).
   */
  z.strictObject({
    kind: z.literal('bad-frame'),
    frame: z.enum(['garbage', 'truncated', 'oversized', 'text']),
    afterMessages: z.number().int().min(0).default(0),
    times: timesSchema,
  }),
]);

/** A fault as a test writes it (`times` defaults to 1). */
export type Fault = z.input<typeof faultSchema>;
/** A fault with its defaults filled in. */
export type PlannedFault = z.output<typeof faultSchema>;
export type FaultKind = PlannedFault['kind'];

/** Initial faults by endpoint, e.g. `{ 'marine.shipping.route': { kind: '503', times: 2 } }`. */
export type FaultPlan = Partial<Record<EndpointId, Fault | readonly Fault[]>>;

export interface FaultListing {
  readonly endpoint: EndpointId;
  readonly fault: PlannedFault;
  /** Requests it still applies to. */
  readonly remaining: number;
}

/** A fault that cannot be planned: a bad shape, an unknown endpoint, or a kind the endpoint's transport cannot have. */
export class FaultPlanError extends Error {
  override readonly name = 'FaultPlanError';
}

const HTTP_ONLY: readonly FaultKind[] = ['truncate', 'bad-schema'];
const SOCKET_ONLY: readonly FaultKind[] = ['socket-drop', 'bad-frame'];

function plan(endpoint: string, fault: unknown): PlannedFault {
  if (!isEndpointId(endpoint)) throw new FaultPlanError(`"${endpoint}" is not an endpoint of the service.`);
  const parsed = faultSchema.safeParse(fault);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'fault' : `fault.${issue.path.join('.')}`;
    throw new FaultPlanError(`${where}: ${issue?.message ?? 'is not a fault'}`);
  }
  const kind = parsed.data.kind;
  const transport = endpoints[endpoint].kind;
  if ((transport === 'socket' && HTTP_ONLY.includes(kind)) || (transport === 'http' && SOCKET_ONLY.includes(kind))) {
    throw new FaultPlanError(
      `a "${kind}" fault does not apply to ${endpoint}, which is ${transport === 'socket' ? 'a WebSocket' : 'an HTTP'} endpoint.`,
    );
  }
  return parsed.data;
}

export class FaultController {
  private readonly queues = new Map<EndpointId, { fault: PlannedFault; remaining: number }[]>();

  constructor(initial: FaultPlan = {}) {
    for (const [endpoint, faults] of Object.entries(initial)) {
      if (faults !== undefined) this.setFromUnknown(endpoint, faults);
    }
  }

  /** Replaces the faults planned for `endpoint`; they apply in order. Throws FaultPlanError. */
  set(endpoint: EndpointId, fault: Fault | readonly Fault[]): void {
    this.setFromUnknown(endpoint, fault);
  }

  /** The same for a plan that arrives as data (the control route); [] clears the endpoint. */
  setFromUnknown(endpoint: string, fault: unknown): void {
    const list: readonly unknown[] = Array.isArray(fault) ? fault : [fault];
    const planned = list.map((one) => plan(endpoint, one));
    if (!isEndpointId(endpoint)) throw new FaultPlanError(`"${endpoint}" is not an endpoint of the service.`);
    if (planned.length === 0) {
      this.queues.delete(endpoint);
      return;
    }
    this.queues.set(
      endpoint,
      planned.map((one) => ({ fault: one, remaining: one.times })),
    );
  }

  /** Clears one endpoint's faults, or all of them. */
  clear(endpoint?: EndpointId): void {
    if (endpoint === undefined) this.queues.clear();
    else this.queues.delete(endpoint);
  }

  list(): FaultListing[] {
    return [...this.queues].flatMap(([endpoint, queue]) =>
      queue.map(({ fault, remaining }) => ({ endpoint, fault, remaining })),
    );
  }

  /** The fault for the next request to `endpoint`, counting it; undefined for a normal answer. */
  take(endpoint: EndpointId): PlannedFault | undefined {
    const queue = this.queues.get(endpoint);
    const head = queue?.[0];
    if (queue === undefined || head === undefined) return undefined;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
    if (queue.length === 0) this.queues.delete(endpoint);
    return head.fault;
  }
}
