// THE ONLY FILE that touches ipcMain (lint enforces it): one handler per method of shared/ipc,
// each checking its sender, parsing its input, calling the backend and wrapping the answer in
// the result envelope. Also the two main -> renderer event channels.
import { ipcMain } from 'electron';
import type { BrowserWindow } from 'electron';
import { z } from 'zod';
import type { BackendApi, IpcError, IpcMethod, IpcResult, MenuCommand, ProgressEvent } from '../../shared/ipc';
import { IPC_METHODS, ipcChannel, ipcErrorCodeSchema, ipcSpecs, MENU_CHANNEL, PROGRESS_CHANNEL, progressEventSchema } from '../../shared/ipc';
import { formatPath } from '../../shared/api/path';
import type { RendererLocation } from './app-url';
import { isAppUrl } from './app-url';
import { redactSecrets } from './redact';

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
export function isTrustedSender(event: InvokeEventLike, mainWindow: BrowserWindow | null, location: RendererLocation): boolean {
  if (mainWindow === null || mainWindow.isDestroyed()) return false;
  if (event.sender.id !== mainWindow.webContents.id) return false;
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url, location);
}

/** A thrown object the backend meant for the UI: a known code and a message. */
const expectedFailureSchema = z.object({ code: ipcErrorCodeSchema, message: z.string(), field: z.string().optional() });

const UNEXPECTED = 'Passage hit an unexpected problem. The details are in its log.';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Maps anything thrown to the envelope's error: known codes pass, the rest become 'internal'. */
export function toIpcError(error: unknown, secrets: readonly string[]): IpcError {
  const expected = expectedFailureSchema.safeParse(error);
  if (!expected.success) return { code: 'internal', message: UNEXPECTED };
  const { code, message, field } = expected.data;
  return {
    code,
    message: redactSecrets(message, secrets),
    ...(field === undefined ? {} : { field: redactSecrets(field, secrets) }),
  };
}

function failure(error: IpcError): { ok: false; error: IpcError } {
  return { ok: false, error };
}

/** Parses, calls and validates one method; never throws. */
export async function callMethod<M extends IpcMethod>(method: M, input: unknown, options: IpcOptions): Promise<IpcResult<M>> {
  const log = options.log ?? ((line: string) => console.error(line));
  const spec = ipcSpecs[method];
  const parsedInput = spec.input.safeParse(input);
  if (!parsedInput.success) {
    const [issue] = parsedInput.error.issues;
    const field = issue === undefined ? '' : formatPath(issue.path);
    const reason = issue?.message ?? 'is not valid';
    // The message names the path and the rule, never the value (it may be the key).
    return failure({ code: 'bad-input', message: `${field === '' ? 'The request' : field}: ${reason}.`, field });
  }
  const secrets = await options.secrets();
  let value: unknown;
  try {
    value = await options.backend[method](parsedInput.data);
  } catch (error) {
    const mapped = toIpcError(error, secrets);
    if (mapped.code === 'internal') log(`[ipc] ${method} failed: ${redactSecrets(describeError(error), secrets)}`);
    return failure(mapped);
  }
  const parsedOutput = spec.output.safeParse(value);
  if (!parsedOutput.success) {
    const [issue] = parsedOutput.error.issues;
    log(`[ipc] ${method} answered an unexpected shape at ${issue === undefined ? '' : formatPath(issue.path)}: ${issue?.message ?? ''}`);
    return failure({ code: 'internal', message: UNEXPECTED });
  }
  // Last line of defence: an answer that carries the key is refused whole.
  const text = JSON.stringify(parsedOutput.data);
  if (secrets.some((secret) => secret !== '' && text.includes(secret))) {
    log(`[ipc] ${method} answer held a secret; refused`);
    return failure({ code: 'internal', message: UNEXPECTED });
  }
  return { ok: true, value: parsedOutput.data };
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
