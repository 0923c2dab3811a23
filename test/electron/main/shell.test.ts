// The shell's lifecycle against the electron stub: single instance, hardening before windows,
// every IPC method registered once, the window's webPreferences and place, menu, second
// instance, and route files handed over (command line, second launch, open-file, Import route).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, dialog, electronState, BrowserWindow as StubWindow, Menu } from './electron-stub';
import { APP_URL, fakeBackend, invokeEvent } from './helpers';
import { IPC_METHODS, ipcChannel, OPENED_FILES_CHANNEL, TAKE_OPENED_FILES_CHANNEL } from '../../../shared/ipc';
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
const argv = process.argv;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-shell-'));
  app.userData = join(dir, 'userData');
  await writeFile(join(dir, 'Hull.rtz'), '<route/>');
  await writeFile(join(dir, 'Biscay.gpx'), '<gpx/>');
  await writeFile(join(dir, 'Fastnet.csv'), 'lat,lon\n');
  // Passage started by a double-click on Hull.rtz; Chromium adds a switch of its own.
  process.argv = ['/opt/Passage/passage', '--no-sandbox', join(dir, 'Hull.rtz')];
});
afterAll(async () => {
  process.argv = argv;
  await rm(dir, { recursive: true, force: true });
});

/** The window taking the files waiting, as its page does. */
async function take(win: StubWindow | undefined): Promise<unknown> {
  const handler = electronState.handlers.get(TAKE_OPENED_FILES_CHANNEL);
  if (handler === undefined || win === undefined) throw new Error('no take handler or no window');
  const files = await handler(invokeEvent(win.webContents.id, APP_URL), undefined);
  return Array.isArray(files) ? files.map((file: { fileName: string }) => file.fileName) : files;
}

function menuItem(menu: string, label: string): MenuItemConstructorOptions {
  const template = Menu.buildFromTemplate.mock.calls.at(-1)?.[0];
  const items = Array.isArray(template)
    ? template.find((m: MenuItemConstructorOptions) => m.label === menu)?.submenu
    : undefined;
  const item = Array.isArray(items) ? items.find((i: MenuItemConstructorOptions) => i.label === label) : undefined;
  if (item === undefined) throw new Error(`no ${menu} > ${label}`);
  return item;
}

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
    expect([...electronState.handleCalls].sort()).toEqual(
      [...IPC_METHODS.map(ipcChannel), TAKE_OPENED_FILES_CHANNEL].sort(),
    );
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    expect(StubWindow.created).toHaveLength(1);
  });

  it('the first window, with nothing saved, is 1400 x 900 and centred', () => {
    const [win] = StubWindow.created;
    expect(win?.options).toMatchObject({ width: 1400, height: 900, minWidth: 900, minHeight: 600 });
    expect(win?.options).not.toHaveProperty('x');
  });

  it('the route file on the command line waits for the window, which takes it once', async () => {
    const [win] = StubWindow.created;
    await vi.waitFor(async () => expect(await take(win)).toEqual(['Hull.rtz']));
    expect(await take(win)).toEqual([]);
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
    // The command line's file may have been read after the window opened: that focused it too.
    const focused = win.focused;
    app.emit('second-instance', {}, ['passage'], '/');
    expect(win.restored).toBe(1);
    expect(win.focused).toBe(focused + 1);
    expect(StubWindow.created).toHaveLength(1);
  });

  it("a second launch's route file, relative to its folder, goes to the window, which is told", async () => {
    const [win] = StubWindow.created;
    if (win === undefined) throw new Error('no window');
    win.webContents.sent.length = 0;
    app.emit('second-instance', {}, ['/opt/Passage/passage', '--original-process-start-time=1', 'Biscay.gpx'], dir);
    await vi.waitFor(() =>
      expect(win.webContents.sent).toEqual([{ channel: OPENED_FILES_CHANNEL, payload: undefined }]),
    );
    expect(await take(win)).toEqual(['Biscay.gpx']);
  });

  it('a route file that is not there is said in a dialog over the window; nothing waits', async () => {
    const [win] = StubWindow.created;
    dialog.showMessageBox.mockClear();
    app.emit('second-instance', {}, ['passage', join(dir, 'gone.rtz')], dir);
    await vi.waitFor(() => expect(dialog.showMessageBox).toHaveBeenCalledTimes(1));
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      win,
      expect.objectContaining({
        type: 'warning',
        message: 'The route file was not opened',
        detail: `“gone.rtz” was not found at ${join(dir, 'gone.rtz')}. It may have been moved or deleted.`,
      }),
    );
    expect(await take(win)).toEqual([]);
  });

  it('macOS open-file is handled (default prevented) and waits for the window', async () => {
    const event = { preventDefault: vi.fn() };
    app.emit('open-file', event, join(dir, 'Hull.rtz'));
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await take(StubWindow.created[0])).toEqual(['Hull.rtz']));
  });

  it('File > Import route asks main’s file dialog, which reads every import format', async () => {
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [join(dir, 'Fastnet.csv')] });
    Reflect.apply(menuItem('File', 'Import route...').click ?? (() => {}), undefined, []);
    await vi.waitFor(async () => expect(await take(StubWindow.created[0])).toEqual(['Fastnet.csv']));
    expect(dialog.showOpenDialog).toHaveBeenLastCalledWith(
      StubWindow.created[0],
      expect.objectContaining({ filters: [expect.objectContaining({ extensions: expect.arrayContaining(['csv']) })] }),
    );
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

  it('a file handed over with no window open (macOS) opens one, which takes it', async () => {
    app.emit('open-file', { preventDefault: () => {} }, join(dir, 'Biscay.gpx'));
    await vi.waitFor(() => expect(StubWindow.created).toHaveLength(3));
    expect(await take(StubWindow.created[2])).toEqual(['Biscay.gpx']);
  });

  it('quits when the last window closes (not on macOS)', () => {
    app.quit.mockClear();
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });
});
