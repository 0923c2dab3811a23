// The browser-mode host: the renderer and the backend over loopback HTTP (`passage web`).
export { startWebHost, type WebHost } from './host';
export { createProgressHub, type ProgressHub } from './progress-hub';
export { CONTENT_SECURITY_POLICY } from './security-headers';
