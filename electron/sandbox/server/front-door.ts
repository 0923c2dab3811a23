// Who may talk to the sandbox at all: a request addressed to the address it listens on (the
// Host header; a foreign name means DNS rebinding), from no web page or a page of its own
// (the Origin header; another site's page may not reach the loopback service through the
// navigator's browser, by fetch or by WebSocket).
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Refusal } from './replies';
import { refusal } from './replies';

/** The Host and Origin values a request to this sandbox may carry, lower case. */
export interface FrontDoor {
  readonly hosts: ReadonlySet<string>;
  readonly origins: ReadonlySet<string>;
  /** What a refusal names as the address to use, e.g. http://127.0.0.1:8787. */
  readonly url: string;
}

/** A host as it goes in a Host header or URL: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '::1'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** This machine's addresses: where a sandbox bound to 0.0.0.0 or :: can be reached. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address)
    .filter((address) => !address.includes('%'));
}

/**
 * The door of a sandbox listening on `boundHost`:`port`. Names other than loopback's and the
 * bound host's are refused: an IP address is never rebound, a name may be.
 */
export function frontDoor(boundHost: string, port: number, url: string): FrontDoor {
  const names = new Set([...LOOPBACK_NAMES, boundHost]);
  if (WILDCARDS.has(boundHost)) for (const address of interfaceAddresses()) names.add(address);
  const hosts = new Set<string>();
  for (const name of names) {
    const host = urlHost(name.toLowerCase());
    hosts.add(`${host}:${port}`);
    // A browser leaves out the scheme's default port.
    if (port === 80) hosts.add(host);
  }
  return { hosts, origins: new Set([...hosts].map((host) => `http://${host}`)), url };
}

const MAX_ECHOED = 100;

function echoed(value: string): string {
  return value.length > MAX_ECHOED ? `${value.slice(0, MAX_ECHOED)}...` : value;
}

/** Why `req` may not be served (421 for a foreign Host, 403 for another site's page), or undefined. */
export function doorRefusal(door: FrontDoor, req: IncomingMessage): Refusal | undefined {
  const host = req.headers.host;
  if (host === undefined || !door.hosts.has(host.toLowerCase())) {
    return refusal(
      421,
      `Misdirected: this demo service answers only requests addressed to ${door.url} (or localhost, 127.0.0.1, [::1] on the same port), not to "${echoed(host ?? '')}". A page of another site cannot use it; use the address passage sandbox printed.`,
    );
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !door.origins.has(origin.toLowerCase())) {
    return refusal(
      403,
      `Forbidden: this demo service does not answer pages of other sites (Origin "${echoed(origin)}"). Passage, curl and scripts send no Origin; a browser may open ${door.url} itself.`,
    );
  }
  return undefined;
}
