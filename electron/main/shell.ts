// The Electron shell's lifecycle: one instance, hardening before any window, the backend built
// with main's services, IPC registered, then the window, where it was last left. Route files
// handed to Passage (command line, a second launch, macOS open-file, File > Import route) are
// read here and wait for the window's import review. index.ts calls startShell once.
import { app, dialog, screen, session } from 'electron';
import type { BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { BackendFactory } from '../../shared/ipc';
import { ROUTE_FILE_EXTENSIONS } from '../../shared/formats/file-format';
import { resolveRendererLocation } from './app-url';
import { showAbout } from './about';
import { createHostServices } from './host-services';
import { registerIpc, registerOpenedFiles, sendMenuCommand, sendOpenedFilesNotice } from './ipc';
import { installMenu } from './menu';
import { OpenedFiles, routeFilesInArgv } from './opened-files';
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

/** Every format File > Import route reads (the file manager hands over fewer: opened-files.ts). */
const IMPORT_EXTENSIONS = Object.values(ROUTE_FILE_EXTENSIONS).flat();

function log(line: string): void {
  // Main has no log file yet, so stderr, as the backend's lines.
  process.stderr.write(`passage: ${line}\n`);
}

function parentOf(win: BrowserWindow | null): BrowserWindow | null {
  return win === null || win.isDestroyed() ? null : win;
}

/** A route file that was not opened: said over the window, the app carrying on. */
function showOpenProblem(win: BrowserWindow | null, problem: string): void {
  const options = {
    type: 'warning' as const,
    title: 'Passage',
    message: 'The route file was not opened',
    detail: problem,
  };
  const parent = parentOf(win);
  void (parent === null ? dialog.showMessageBox(options) : dialog.showMessageBox(parent, options));
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

  const opened = new OpenedFiles({
    log,
    onProblem: (problem) => void app.whenReady().then(() => showOpenProblem(mainWindow, problem)),
    onWaiting: () => {
      // Until then the window opened at start takes them as it starts.
      if (!started) return;
      if (mainWindow === null) {
        openWindow(); // macOS: Passage runs with no window open
      } else {
        focusWindow(mainWindow);
        sendOpenedFilesNotice(mainWindow);
      }
    },
  });
  const openFromCommandLine = (argv: readonly string[], cwd: string): void => {
    // `electron .` (process.defaultApp) puts the app folder after the executable.
    for (const path of routeFilesInArgv(argv, { skip: process.defaultApp === true ? 2 : 1, cwd }))
      void opened.hand(path);
  };
  const importRoute = async (): Promise<void> => {
    const props = {
      title: 'Import route',
      filters: [{ name: 'Route files', extensions: IMPORT_EXTENSIONS }],
      properties: ['openFile' as const],
    };
    const parent = parentOf(mainWindow);
    const result = parent === null ? await dialog.showOpenDialog(props) : await dialog.showOpenDialog(parent, props);
    const path = result.canceled ? undefined : result.filePaths[0];
    if (path !== undefined) await opened.hand(path, IMPORT_EXTENSIONS);
  };

  // Registered before ready so no webContents is ever created without it.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, location));
  // macOS hands over a double-clicked file with this event, at launch even before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void opened.hand(path);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    if (mainWindow !== null) focusWindow(mainWindow);
    openFromCommandLine(argv, workingDirectory);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (mainWindow === null && started) openWindow();
  });
  openFromCommandLine(process.argv, process.cwd());

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
      registerOpenedFiles({ getMainWindow, location, take: () => opened.take() });
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
      importRoute: () => void importRoute(),
      showAbout: () => void showAbout(parentOf(mainWindow)),
    });
    openWindow();
    started = true;
  });
  return true;
}
