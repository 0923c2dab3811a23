// What main lends the backend (shared/ipc HostServices): file dialogs, report HTML -> PDF,
// progress events, the key vault. Kept small: the backend decides what to do with them.
import { app, BrowserWindow, dialog } from 'electron';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileFilter, HostServices, KeyVault } from '../../shared/ipc';
import { sendProgress } from './ipc';

/**
 * Renders HTML to PDF in a hidden window with JavaScript off; the temp file is removed. Page size
 * and margins come from the document's @page rule (the report asks for A4 or Letter), A4 if none.
 */
export async function printHtmlToPdf(html: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'passage-report-'));
  const file = join(dir, 'report.html');
  const win = new BrowserWindow({
    show: false,
    webPreferences: {
      javascript: false,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  try {
    await writeFile(file, html, { mode: 0o600 });
    await win.loadFile(file);
    const pdf = await win.webContents.printToPDF({ pageSize: 'A4', preferCSSPageSize: true, printBackground: true });
    return new Uint8Array(pdf);
  } finally {
    win.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

export function createHostServices(options: {
  vault: KeyVault;
  getMainWindow: () => BrowserWindow | null;
}): HostServices {
  const parent = (): BrowserWindow | undefined => {
    const win = options.getMainWindow();
    return win === null || win.isDestroyed() ? undefined : win;
  };
  const filters = (list: FileFilter[]) => list.map((f) => ({ name: f.name, extensions: [...f.extensions] }));
  return {
    vault: options.vault,
    async chooseOpenPath({ title, filters: list }) {
      const props = { title, filters: filters(list), properties: ['openFile' as const] };
      const win = parent();
      const result = win === undefined ? await dialog.showOpenDialog(props) : await dialog.showOpenDialog(win, props);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSavePath({ title, defaultFileName, filters: list }) {
      const props = { title, defaultPath: join(app.getPath('documents'), defaultFileName), filters: filters(list) };
      const win = parent();
      const result = win === undefined ? await dialog.showSaveDialog(props) : await dialog.showSaveDialog(win, props);
      return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath;
    },
    printToPdf: printHtmlToPdf,
    reportProgress(event) {
      sendProgress(options.getMainWindow(), event);
    },
  };
}
