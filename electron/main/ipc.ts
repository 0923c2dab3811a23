// THE ONLY FILE that touches ipcMain (lint enforces it): one handler per method of shared/ipc,
// each checking its sender, parsing its input, calling the backend and wrapping the answer in
// the result envelope (electron/backend/rpc/call-method.ts, shared with the browser-mode host).
// Also the two main -> renderer event channels.
import { ipcMain } from 'electron';
import type { BrowserWindow } from 'electron';
import type { BackendApi, MenuCommand, ProgressEvent } from '../../shared/ipc';
import { IPC_METHODS, ipcChannel, MENU_CHANNEL, PROGRESS_CHANNEL, progressEventSchema } from '../../shared/ipc';
import { callMethod } from '../backend/rpc/call-method';
import type { RendererLocation } from './app-url';
import { isAppUrl } from './app-url';

// Parsing, calling and mapping errors is shared with the browser-mode host.
export { callMethod } from '../backend/rpc/call-method';

/** The part of Electron's IpcMainInvokeEvent the sender check reads. */
export interface InvokeEventLike {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

export interface IpcOptions {
  readonly backend: BackendApi;
  readonly getMainWindow: () => BrowserWindow | null;
  readonly location: RendererLocation;
  /** Values that must never leave main (the API key), for redaction and the leak check. */
  readonly secrets: () => Promise<readonly string[]>;
  readonly log?: (line: string) => void;
}

/** Only the top frame of the app's own window, showing the app's own page, may call. */
export function isTrustedSender(
  event: InvokeEventLike,
  mainWindow: BrowserWindow | null,
  location: RendererLocation,
): boolean {
  if (mainWindow === null || mainWindow.isDestroyed()) return false;
  if (event.sender.id !== mainWindow.webContents.id) return false;
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url, location);
}

/** Registers every method once; returns a function that removes them again. */
export function registerIpc(options: IpcOptions): () => void {
  for (const method of IPC_METHODS) {
    ipcMain.handle(ipcChannel(method), (event, input: unknown) => {
      if (!isTrustedSender(event, options.getMainWindow(), options.location)) {
        (options.log ?? console.error)(`[ipc] refused ${method} from an untrusted sender`);
        // A rejection without detail: a foreign frame learns nothing.
        return Promise.reject(new Error('Refused.'));
      }
      return callMethod(method, input, options);
    });
  }
  return () => {
    for (const method of IPC_METHODS) ipcMain.removeHandler(ipcChannel(method));
  };
}

/** Progress of long work to the app window; a malformed event is a programmer error. */
export function sendProgress(win: BrowserWindow | null, event: ProgressEvent): void {
  const parsed = progressEventSchema.parse(event);
  if (win !== null && !win.isDestroyed()) win.webContents.send(PROGRESS_CHANNEL, parsed);
}

export function sendMenuCommand(win: BrowserWindow | null, command: MenuCommand): void {
  if (win !== null && !win.isDestroyed()) win.webContents.send(MENU_CHANNEL, command);
}
