// The shell's lifecycle against the electron stub: single instance, hardening before windows,
// every IPC method registered once, the window's webPreferences and place, menu, second instance.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, electronState, BrowserWindow as StubWindow, Menu } from './electron-stub';
import { fakeBackend } from './helpers';
import { IPC_METHODS, ipcChannel } from '../../../shared/ipc';
import type { BackendFactory } from '../../../shared/ipc';
import { startShell } from '../../../electron/main/shell';
import { WINDOW_STATE_FILE_NAME } from '../../../electron/main/window-state';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

const MAIN_DIR = '/opt/passage/out/main';
const createBackend = vi.fn<BackendFactory>(async () =>
  fakeBackend({ 'key.status': async () => ({ set: false, source: 'none' }) }),
);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-shell-'));
  app.userData = join(dir, 'userData');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('startShell', () => {
  it('quits at once, with no window and no IPC, when another instance holds the lock', async () => {
    app.hasLock = false;
    expect(startShell({ createBackend, mainDir: MAIN_DIR, env: {} })).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.listenerCount('second-instance')).toBe(0);
    expect(electronState.handlers.size).toBe(0);
    expect(createBackend).not.toHaveBeenCalled();
    app.hasLock = true;
    app.quit.mockClear();
  });

  it('takes the lock, and builds nothing before the app is ready', () => {
    expect(startShell({ createBackend, mainDir: MAIN_DIR, env: {} })).toBe(true);
    expect(app.requestSingleInstanceLock).toHaveBeenCalledTimes(2);
    expect(StubWindow.created).toHaveLength(0);
    expect(electronState.headersListener).toBeNull();
    expect(app.listenerCount('web-contents-created')).toBe(1);
  });

  it('on ready: session security, backend, every IPC method once, menu, then the window', async () => {
    app.becomeReady();
    await settle();
    expect(electronState.headersListener).not.toBeNull();
    expect(electronState.permissionRequestHandler).not.toBeNull();
    expect(createBackend).toHaveBeenCalledTimes(1);
    expect([...electronState.handleCalls].sort()).toEqual(IPC_METHODS.map(ipcChannel).sort());
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    expect(StubWindow.created).toHaveLength(1);
  });

  it('the first window, with nothing saved, is 1400 x 900 and centred', () => {
    const [win] = StubWindow.created;
    expect(win?.options).toMatchObject({ width: 1400, height: 900, minWidth: 900, minHeight: 600 });
    expect(win?.options).not.toHaveProperty('x');
  });

  it('opens the window with the locked-down webPreferences and the built renderer', () => {
    const [win] = StubWindow.created;
    expect(win?.options.webPreferences).toEqual({
      preload: '/opt/passage/out/preload/index.cjs',
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
    });
    expect(win?.loadedFiles).toEqual(['/opt/passage/out/renderer/index.html']);
    expect(win?.loadedUrls).toEqual([]);
  });

  it('hardens the window webContents through web-contents-created', () => {
    const [win] = StubWindow.created;
    const event = { url: 'https://evil.example/', preventDefault: vi.fn() };
    win?.webContents.emit('will-navigate', event);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(win?.webContents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('the IPC senders trusted are exactly that window on that page', async () => {
    const [win] = StubWindow.created;
    const handler = electronState.handlers.get('passage:key.status');
    const id = win?.webContents.id ?? -1;
    await expect(
      handler?.(
        { sender: { id }, senderFrame: { url: 'file:///opt/passage/out/renderer/index.html', parent: null } },
        {},
      ),
    ).resolves.toEqual({
      ok: true,
      value: { set: false, source: 'none' },
    });
    await expect(
      handler?.({ sender: { id }, senderFrame: { url: 'file:///tmp/x.html', parent: null } }, {}),
    ).rejects.toThrow('Refused.');
  });

  it('a second instance focuses (and restores) the existing window, opening no other', () => {
    const [win] = StubWindow.created;
    if (win === undefined) throw new Error('no window');
    win.minimized = true;
    app.emit('second-instance', {}, ['passage'], '/');
    expect(win.restored).toBe(1);
    expect(win.focused).toBe(1);
    expect(StubWindow.created).toHaveLength(1);
  });

  it('keeps the window’s place when it closes, and opens the next window there', async () => {
    const [win] = StubWindow.created;
    if (win === undefined) throw new Error('no window');
    win.bounds = { x: 120, y: 80, width: 1200, height: 800 };
    win.maximized = true;
    win.emit('close');
    win.emit('closed');
    const saved: unknown = JSON.parse(await readFile(join(app.userData, WINDOW_STATE_FILE_NAME), 'utf8'));
    expect(saved).toEqual({ x: 120, y: 80, width: 1200, height: 800, maximized: true });
    app.emit('activate');
    expect(StubWindow.created).toHaveLength(2);
    expect(StubWindow.created[1]?.options).toMatchObject({ x: 120, y: 80, width: 1200, height: 800 });
    StubWindow.created[1]?.emit('closed');
  });

  it('quits when the last window closes (not on macOS)', () => {
    app.quit.mockClear();
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });
});
