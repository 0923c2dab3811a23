// How long the sandbox waits on a silent client before it lets the connection go, so that a
// client that opens a connection and sends nothing (or half a request, or upgrades and goes
// quiet) is not held until the process ends (issue 27). One home for the defaults.

export interface SandboxTimeouts {
  /**
   * A request's line and headers must arrive within this, milliseconds; else 408 and the
   * connection is closed. It is the WebSocket handshake's timeout too: the upgrade request is
   * one. Default 10 s.
   */
  readonly headersMs?: number;
  /** The whole request, body included (the control route's POSTs), milliseconds; default 30 s. */
  readonly requestMs?: number;
  /**
   * A kept-alive connection with no next request is closed after this, milliseconds, and so is
   * a refused upgrade's once its answer is sent. Default 5 s.
   */
  readonly keepAliveMs?: number;
  /**
   * A connection with nothing sent either way for this long is destroyed (a client that does
   * not read its answer), milliseconds; default 180 s, longer than the longest planned delay
   * fault (120 s).
   */
  readonly idleMs?: number;
  /**
   * An open WebSocket silent this long is pinged, milliseconds; one that has not answered (a
   * pong or any frame) by the next check is cut. Default 10 s: a mixer stream ends within a
   * second or two, and a client that has not answered in 10 to 20 s is gone.
   */
  readonly socketIdleMs?: number;
}

export type ResolvedTimeouts = Required<SandboxTimeouts>;

export const DEFAULT_TIMEOUTS: ResolvedTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 180_000,
  socketIdleMs: 10_000,
};

/** The timeouts with defaults filled in; throws RangeError for a value that is not a positive whole number. */
export function resolveTimeouts(given: SandboxTimeouts = {}): ResolvedTimeouts {
  const resolved = { ...DEFAULT_TIMEOUTS, ...given };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isInteger(value) || value <= 0)
      throw new RangeError(`timeouts.${name} must be a whole number of milliseconds above 0, got ${value}`);
  }
  // Node requires it; a request's headers are part of the request.
  if (resolved.headersMs > resolved.requestMs)
    throw new RangeError(`timeouts.headersMs (${resolved.headersMs}) must not exceed timeouts.requestMs`);
  return resolved;
}

/**
 * How often Node looks for requests past headersMs/requestMs (its default, 30 s, would let a
 * 10 s deadline run to 40 s): a quarter of the shorter, at least 10 ms, at most 1 s.
 */
export function checkingIntervalMs(timeouts: ResolvedTimeouts): number {
  return Math.min(1000, Math.max(10, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}
