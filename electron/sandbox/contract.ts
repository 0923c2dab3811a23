// The contract between the sandbox's HTTP/WebSocket server and the areas that answer it
// (weather, marine, places, ports, vessels, storms, traffic, transit). The server parses and
// checks parameters with shared/api before a handler runs; a handler only makes the body.
import type { z } from 'zod';
import type { EndpointId, Endpoints, EndpointResponse } from '../../shared/api/request/endpoints';
import type { StagedTraffic } from './traffic/staged';

/** Parameters as the handler receives them: parsed and validated by the endpoint's schema. */
export type SandboxParams<E extends EndpointId> = z.output<Endpoints[E]['params']>;

/** What every handler may know about the sandbox it runs in. Deterministic for a seed and a clock. */
export interface SandboxEnv {
  /** Seed of the synthetic world: same seed, same clock, same request -> same bytes. */
  readonly seed: number;
  /** The sandbox's "now", Unix seconds UTC. Tests fix it; the CLI uses the wall clock. */
  nowUtc(): number;
  /** Base address the sandbox listens on, e.g. http://127.0.0.1:41234 (for image URLs). */
  readonly baseUrl: string;
  /** Road events a test staged through the control route (absent where there is none). */
  readonly stagedTraffic?: StagedTraffic;
}

/**
 * A 200 answer's body already serialised, by a handler that had it computed elsewhere (the
 * ensemble points on the compute threads, server/compute-pool.ts): sent as it is.
 */
export class SerializedJson {
  constructor(readonly text: string) {}
}

/** An HTTP handler: returns the JSON body of a 200 answer (it must parse with the endpoint's schema). */
export type HttpHandler<E extends EndpointId> = (
  params: SandboxParams<E>,
  env: SandboxEnv,
) => EndpointResponse<E> | Promise<EndpointResponse<E>>;

/** What the server runs for an endpoint: an area's handler, or one whose body comes serialised. */
export type ServedHandler<E extends EndpointId> = (
  params: SandboxParams<E>,
  env: SandboxEnv,
) => EndpointResponse<E> | SerializedJson | Promise<EndpointResponse<E> | SerializedJson>;

/** The connection a socket handler talks over: binary messages both ways, then a close. */
export interface SandboxSocket {
  /** Sends one binary message; resolves when it has been handed to the socket. */
  send(message: Uint8Array): Promise<void>;
  /** Listens for binary messages from the client (e.g. a cancel). */
  onMessage(listener: (message: Uint8Array) => void): void;
  /** Closes the connection: 1000 (normal, no further results) unless a code is given. */
  close(code?: number, reason?: string): void;
}

/**
 * A WebSocket handler (the transit plannermixer): streams messages, then closes. `signal`
 * aborts when the client goes away or the sandbox shuts down.
 */
export type SocketHandler<E extends EndpointId> = (
  params: SandboxParams<E>,
  env: SandboxEnv,
  socket: SandboxSocket,
  signal: AbortSignal,
) => Promise<void>;

export type HttpHandlers = { [E in EndpointId]?: HttpHandler<E> };
export type ServedHandlers = { [E in EndpointId]?: ServedHandler<E> };
export type SocketHandlers = { [E in EndpointId]?: SocketHandler<E> };

/**
 * Serves an image the sandbox pointed to in a response (radar, map layers): `path` is the part
 * of the URL after /images/<kind>/. Returns PNG bytes, or undefined for 404.
 */
export type ImageHandler = (
  path: string,
  query: URLSearchParams,
  env: SandboxEnv,
) => Uint8Array | undefined | Promise<Uint8Array | undefined>;

/**
 * A request the sandbox refuses for reasons the parameter schema cannot know (an unknown
 * model, element, level or unit; a model run that does not exist): 400 with a message that
 * names the parameter, like the real service.
 */
export class SandboxBadRequest extends Error {
  override readonly name = 'SandboxBadRequest';
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(`${parameter}: ${message}`);
  }
}
