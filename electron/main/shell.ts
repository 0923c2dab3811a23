// The Electron shell's lifecycle: one instance, hardening before any window, the backend built
// with main's services, IPC registered, then the window. index.ts calls startShell once.
import { app, dialog, session } from 'electron';
import type { BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { BackendFactory } from '../../shared/ipc';
import { resolveRendererLocation } from './app-url';
import { createHostServices } from './host-services';
import { registerIpc, sendMenuCommand } from './ipc';
import { installMenu } from './menu';
import { redactSecrets } from '../../shared/api/request/url';
import { hardenWebContents, installSessionSecurity } from './security';
import { createSafeStorageVault } from './vault';
import { createMainWindow, focusWindow } from './window';

export interface ShellOptions {
  readonly createBackend: BackendFactory;
  /** Folder of the built main bundle (out/main); the preload and renderer sit beside it. */
  readonly mainDir: string;
  readonly env?: NodeJS.ProcessEnv;
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
  let mainWindow: BrowserWindow | null = null;
  const getMainWindow = (): BrowserWindow | null => mainWindow;
  const openWindow = (): void => {
    mainWindow = createMainWindow({ location, preloadPath });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
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
    if (mainWindow === null && app.isReady()) openWindow();
  });

  const vault = createSafeStorageVault({ directory: app.getPath('userData'), env });
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
    });
    openWindow();
  });
  return true;
}
