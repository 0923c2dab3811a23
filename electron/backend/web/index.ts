// The browser-mode host: the renderer and the backend over loopback HTTP (`passage web`).
export { startWebHost, TOKEN_HEADER, WEB_HOST_ADDRESS, type WebHost, type WebHostOptions } from './host';
export { createProgressHub, type ProgressHub } from './progress-hub';
export { CONTENT_SECURITY_POLICY } from './security-headers';
export { MAX_BODY_BYTES } from './rpc-route';
