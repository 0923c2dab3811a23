// What the desktop shell (electron/main) lends the backend: the key vault, file dialogs,
// PDF printing and progress events. The browser-mode host lends its own implementation.
import type { KeyStatus } from './methods/app';
import type { ProgressEvent } from './progress';
import type { BackendApi } from './contract';

/** Where the API key lives. `read` exists for the backend only; no IPC method reaches it. */
export interface KeyVault {
  status(): Promise<KeyStatus>;
  set(apiKey: string): Promise<KeyStatus>;
  clear(): Promise<KeyStatus>;
  read(): Promise<string | null>;
}

export interface FileFilter {
  /** e.g. "Route files". */
  name: string;
  /** Without dots, e.g. ['rtz', 'gpx']. */
  extensions: string[];
}

export interface HostServices {
  readonly vault: KeyVault;
  /** An absolute path the navigator picked, or null when cancelled. */
  chooseOpenPath(options: { title: string; filters: FileFilter[] }): Promise<string | null>;
  chooseSavePath(options: { title: string; defaultFileName: string; filters: FileFilter[] }): Promise<string | null>;
  /**
   * Renders report HTML to PDF bytes in an offscreen, script-less window, backgrounds on; the
   * page size (A4 or Letter) and margins are the document's @page rule.
   */
  printToPdf(html: string): Promise<Uint8Array>;
  /** Sends a progress event to the renderer. */
  reportProgress(event: ProgressEvent): void;
}

/** How a transport obtains the backend: built once, with the host's services. */
export type BackendFactory = (host: HostServices) => Promise<BackendApi>;
