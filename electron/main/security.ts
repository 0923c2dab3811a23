// Session and webContents hardening: the Content-Security-Policy header, no permissions, no
// navigation away from the app, no new windows (http(s) links go to the system browser), no
// <webview>. Applied to every webContents the app ever creates.
import { shell } from 'electron';
import type { Session, WebContents } from 'electron';
import type { RendererLocation } from './app-url';
import { isAppUrl, isExternalHttpUrl } from './app-url';

/*
 * The policies are written out literally inside the callbacks below (not composed) so a reader
 * and the electronegativity scan see exactly what is sent. Only the app ('self'), data: images
 * and the two tile hosts of the map. style-src-attr allows style="" attributes, which Svelte
 * templates and Leaflet write; <style> elements and all scripts stay limited to the app's files.
 * The dev policy differs only where Vite's dev server needs it (injected <style>, HMR socket).
 */

/** Sets the CSP header on every response and refuses every permission. */
export function installSessionSecurity(session: Session, location: RendererLocation): void {
  if (location.kind === 'file') {
    session.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [
            "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; frame-ancestors 'none'",
          ],
        },
      });
    });
  } else {
    session.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [
            "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org; font-src 'self'; connect-src 'self' ws://localhost:* ws://127.0.0.1:*; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; frame-ancestors 'none'",
          ],
        },
      });
    });
  }
  // Passage needs no camera, microphone, geolocation, notifications, clipboard-read, MIDI...
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Hardening for one webContents: the main window, the PDF printer and anything unexpected. */
export function hardenWebContents(contents: WebContents, location: RendererLocation): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalHttpUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}
