// Preload: the only bridge into the renderer. Exposes window.passage: one function per method
// of shared/ipc (passage.voyages.save(input)), each one ipcRenderer.invoke on its own channel
// with exactly one argument; taking the route files main was handed (no argument: the page
// never names a path); and three event subscriptions. Nothing else: no generic invoke, no
// ipcRenderer, no Node. Imports only zod-free files so the CommonJS bundle requires 'electron'
// and nothing more.
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { IPC_METHODS, ipcChannel, PROGRESS_CHANNEL } from '../../shared/ipc/names';
import { MENU_CHANNEL } from '../../shared/ipc/menu';
import { OPENED_FILES_CHANNEL, TAKE_OPENED_FILES_CHANNEL } from '../../shared/ipc/opened-files';

type Call = (input: unknown) => Promise<unknown>;
type Listener = (payload: unknown) => void;

/** Subscribes to one main -> renderer channel; the renderer never sees the Electron event. */
function subscribe(channel: string): (listener: Listener) => () => void {
  return (listener) => {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    const handler = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(channel, handler);
    return () => {
      ipcRenderer.removeListener(channel, handler);
    };
  };
}

export function buildPassageApi(): Record<
  string,
  Record<string, Call> | ((listener: Listener) => () => void) | (() => Promise<unknown>)
> {
  const namespaces: Record<string, Record<string, Call>> = {};
  for (const method of IPC_METHODS) {
    const [namespace = '', verb = ''] = method.split('.');
    const channel = ipcChannel(method);
    const calls = (namespaces[namespace] ??= {});
    calls[verb] = (input) => ipcRenderer.invoke(channel, input);
  }
  return {
    ...namespaces,
    onProgress: subscribe(PROGRESS_CHANNEL),
    onMenuCommand: subscribe(MENU_CHANNEL),
    // Whatever the page passes is dropped: there is nothing for it to choose.
    takeOpenedFiles: () => ipcRenderer.invoke(TAKE_OPENED_FILES_CHANNEL),
    onOpenedFiles: subscribe(OPENED_FILES_CHANNEL),
  };
}

contextBridge.exposeInMainWorld('passage', buildPassageApi());
