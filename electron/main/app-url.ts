// Which URLs are the app itself: the built renderer's index.html (file://) or, in development,
// the electron-vite dev server. Navigation, IPC senders and frames are judged against this.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type RendererLocation =
  | { readonly kind: 'file'; /** Absolute path of out/renderer/index.html. */ readonly indexPath: string }
  | { readonly kind: 'dev'; /** The dev server's address, e.g. http://localhost:5173/. */ readonly url: string };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True only for the renderer's own page (any hash or query: the UI may route with them). */
export function isAppUrl(url: string, location: RendererLocation): boolean {
  const parsed = parse(url);
  if (parsed === null) return false;
  if (location.kind === 'file') {
    if (parsed.protocol !== 'file:' || parsed.host !== '') return false;
    return resolve(fileURLToPath(parsed)) === resolve(location.indexPath);
  }
  const dev = parse(location.url);
  return dev !== null && parsed.origin === dev.origin;
}

/** Links the system browser may open: http(s) only, never file:, javascript:, custom schemes. */
export function isExternalHttpUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
}

/**
 * The dev server only when electron-vite dev set it and the app is not packaged; a packaged
 * app always loads its own files, whatever the environment says.
 */
export function resolveRendererLocation(options: {
  isPackaged: boolean;
  devServerUrl: string | undefined;
  mainDir: string;
}): RendererLocation {
  const dev = options.devServerUrl === undefined ? null : parse(options.devServerUrl);
  if (!options.isPackaged && dev !== null && (dev.protocol === 'http:' || dev.protocol === 'https:')) {
    return { kind: 'dev', url: dev.href };
  }
  return { kind: 'file', indexPath: resolve(options.mainDir, '../renderer/index.html') };
}
