// The one application window: locked-down webPreferences, the sandboxed CommonJS preload,
// and the built renderer (or the dev server under `npm run dev`).
import { BrowserWindow } from 'electron';
import type { RendererLocation } from './app-url';

export function createMainWindow(options: { location: RendererLocation; preloadPath: string }): BrowserWindow {
  // Written out literally so the scan (and a reviewer) reads every flag in one place.
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title: 'Passage',
    show: false,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  win.once('ready-to-show', () => win.show());
  if (options.location.kind === 'file') {
    void win.loadFile(options.location.indexPath);
  } else {
    void win.loadURL(options.location.url);
  }
  return win;
}

/** Brings the window forward, e.g. when a second copy of Passage was started. */
export function focusWindow(win: BrowserWindow): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}
