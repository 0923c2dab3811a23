// THE ONLY FILE that touches ipcMain (lint enforces it): one handler per method of shared/ipc,
// each checking its sender, parsing its input, calling the backend and wrapping the answer in
// the result envelope (electron/backend/rpc/call-method.ts, shared with the browser-mode host).
// Also the main -> renderer event channels, and the window taking the route files main read for
// it (opened-files.ts).
import { ipcMain } from 'electron';
import type { BrowserWindow } from 'electron';
import { z } from 'zod';
import type { BackendApi, MenuCommand, OpenedFile, ProgressEvent } from '../../shared/ipc';
import {
  IPC_METHODS,
  ipcChannel,
  MENU_CHANNEL,
  OPENED_FILES_CHANNEL,
  openedFilesSchema,
  PROGRESS_CHANNEL,
  progressEventSchema,
  TAKE_OPENED_FILES_CHANNEL,
} from '../../shared/ipc';
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

/** Taking the opened files has no input: the page never names a file. */
const takeInputSchema = z.undefined();

/**
 * The window takes the route files main was handed (OpenedFiles.take), checked as every method
 * is: the sender, then the input (none). Returns a function that removes the handler again.
 */
export function registerOpenedFiles(options: {
  readonly getMainWindow: () => BrowserWindow | null;
  readonly location: RendererLocation;
  readonly take: () => readonly OpenedFile[];
  readonly log?: (line: string) => void;
}): () => void {
  ipcMain.handle(TAKE_OPENED_FILES_CHANNEL, async (event, input: unknown) => {
    const trusted = isTrustedSender(event, options.getMainWindow(), options.location);
    if (!trusted || !takeInputSchema.safeParse(input).success) {
      (options.log ?? console.error)(
        `[ipc] refused taking opened files from ${trusted ? 'a call with an input' : 'an untrusted sender'}`,
      );
      throw new Error('Refused.');
    }
    // What main read is checked like an answer: a file over the limit is a programmer error.
    return openedFilesSchema.parse(options.take());
  });
  return () => ipcMain.removeHandler(TAKE_OPENED_FILES_CHANNEL);
}

/** Tells the window that route files wait; it takes them when it listens (or when it starts). */
export function sendOpenedFilesNotice(win: BrowserWindow | null): void {
  if (win !== null && !win.isDestroyed()) win.webContents.send(OPENED_FILES_CHANNEL);
}
