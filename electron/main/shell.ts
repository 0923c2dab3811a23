// The Electron shell's lifecycle: one instance, hardening before any window, the backend built
// with main's services, IPC registered, then the window, where it was last left. index.ts calls
// startShell once.
import { app, dialog, screen, session } from 'electron';
import type { BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { BackendFactory } from '../../shared/ipc';
import { resolveRendererLocation } from './app-url';
import { showAbout } from './about';
import { createHostServices } from './host-services';
import { registerIpc, sendMenuCommand } from './ipc';
import { installMenu } from './menu';
import { redactSecrets } from '../../shared/api/request/url';
import { hardenWebContents, installSessionSecurity } from './security';
import { createSafeStorageVault } from './vault';
import { createMainWindow, focusWindow } from './window';
import { keepWindowState, placeWindow, readWindowState, writeWindowState } from './window-state';

export interface ShellOptions {
  readonly createBackend: BackendFactory;
  /** Folder of the built main bundle (out/main); the preload and renderer sit beside it. */
  readonly mainDir: string;
  readonly env?: NodeJS.ProcessEnv;
}

function log(line: string): void {
  // Main has no log file yet, so stderr, as the backend's lines.
  process.stderr.write(`passage: ${line}\n`);
}

function parentOf(win: BrowserWindow | null): BrowserWindow | null {
  return win === null || win.isDestroyed() ? null : win;
}

/** Returns false when another Passage already runs (this one then quits). */
export function startShell(options: ShellOptions): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  const env = options.env ?? process.env;
  const location = resolveRendererLocation({
    isPackaged: app.isPackaged,
    devServerUrl: env['ELECTRON_RENDERER_URL'],
    mainDir: options.mainDir,
  });
  const preloadPath = join(options.mainDir, '../preload/index.cjs');
  const dataDir = app.getPath('userData');
  let mainWindow: BrowserWindow | null = null;
  /** The backend answers and IPC is registered: a window can work. */
  let started = false;
  const getMainWindow = (): BrowserWindow | null => mainWindow;
  const openWindow = (): void => {
    const screens = {
      workAreas: screen.getAllDisplays().map((display) => display.workArea),
      primary: screen.getPrimaryDisplay().workArea,
    };
    const win = createMainWindow({ location, preloadPath, placement: placeWindow(readWindowState(dataDir), screens) });
    keepWindowState(win, (state) => {
      if (!writeWindowState(dataDir, state)) log(`the window's place could not be saved in ${dataDir}`);
    });
    win.on('closed', () => {
      mainWindow = null;
    });
    mainWindow = win;
  };

  // Registered before ready so no webContents is ever created without it.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, location));
  app.on('second-instance', () => {
    if (mainWindow !== null) focusWindow(mainWindow);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (mainWindow === null && started) openWindow();
  });

  const vault = createSafeStorageVault({ directory: dataDir, env });
  const secrets = async (): Promise<string[]> => {
    const key = await vault.read();
    return key === null ? [] : [key];
  };

  void app.whenReady().then(async () => {
    installSessionSecurity(session.defaultSession, location);
    try {
      const backend = await options.createBackend(createHostServices({ vault, getMainWindow }));
      registerIpc({ backend, getMainWindow, location, secrets });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      dialog.showErrorBox('Passage could not start', redactSecrets(text, await secrets()));
      app.quit();
      return;
    }
    installMenu({
      isDev: location.kind === 'dev',
      isMac: process.platform === 'darwin',
      send: (command) => sendMenuCommand(mainWindow, command),
      showAbout: () => void showAbout(parentOf(mainWindow)),
    });
    openWindow();
    started = true;
  });
  return true;
}
