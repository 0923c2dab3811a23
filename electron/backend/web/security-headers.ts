// Headers every answer of the browser-mode host carries: the desktop app's Content-Security-
// Policy (electron/main/security.ts, packaged variant) and the usual hardening. No CORS headers:
// only the app's own page may read answers.
import type { ServerResponse } from 'node:http';

/*
 * Written out literally, as in electron/main/security.ts, so a reader sees exactly what is sent.
 * Only the app ('self'), data: images and the map's two tile hosts; fetch and EventSource reach
 * only this host (connect-src 'self'). A test holds it equal to the desktop policy.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; frame-ancestors 'none'";

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=()');
  // The app is local and rebuilt in place; a cached stale bundle helps no one.
  res.setHeader('Cache-Control', 'no-store');
}

/** A short plain-text answer that says nothing about why (for refusals). */
export function sendPlain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(`${text}\n`);
}
