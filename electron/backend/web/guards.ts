// Who may talk to the browser-mode host: a request addressed to this loopback host by name and
// port (defeats DNS rebinding), from no origin or the host's own, holding this launch's token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** 32 random bytes, base64url: the per-launch secret the printed URL carries in its fragment. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison; hashing first makes both sides the same length. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  if (given === undefined || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

/** The Host values a browser sends for this server; any other name may be a rebinding attack. */
export function allowedHosts(port: number): ReadonlySet<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function allowedOrigins(port: number): ReadonlySet<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

export function hostAllowed(req: IncomingMessage, hosts: ReadonlySet<string>): boolean {
  const host = req.headers.host;
  return host !== undefined && hosts.has(host.toLowerCase());
}

/** No Origin (a navigation, curl) is fine; one that is present must be this host's own. */
export function originAllowed(req: IncomingMessage, origins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origins.has(origin.toLowerCase());
}

/** One header value, or undefined when absent or repeated (a repeated token header is refused). */
export function singleHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}
