// A stand-in for the `electron` module (no Electron binary runs here): records what the shell
// asks of Electron and lets tests play the part of Chromium (emit events, call handlers).
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

type Handler = (event: unknown, input: unknown) => Promise<unknown>;

export class StubWebContents extends EventEmitter {
  static nextId = 1;
  readonly id = StubWebContents.nextId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: { channel: string; payload: unknown }[] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  printToPDF = vi.fn(async () => Buffer.from('%PDF-1.7 stub'));
}

export class BrowserWindow extends EventEmitter {
  static created: BrowserWindow[] = [];
  readonly webContents = new StubWebContents();
  readonly loadedFiles: string[] = [];
  readonly loadedUrls: string[] = [];
  destroyed = false;
  minimized = false;
  maximized = false;
  focused = 0;
  restored = 0;
  /** The normal (not maximised) bounds: those asked for, until a test moves the window. */
  bounds = { x: 0, y: 0, width: 800, height: 600 };
  constructor(readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>) {
    super();
    const { x, y, width, height } = options;
    this.bounds = {
      x: typeof x === 'number' ? x : 0,
      y: typeof y === 'number' ? y : 0,
      width: typeof width === 'number' ? width : 800,
      height: typeof height === 'number' ? height : 600,
    };
    BrowserWindow.created.push(this);
    electronState.app.emit('web-contents-created', {}, this.webContents);
  }
  async loadFile(path: string): Promise<void> {
    this.loadedFiles.push(path);
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  destroy(): void {
    this.destroyed = true;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.restored++;
    this.minimized = false;
  }
  show(): void {}
  focus(): void {
    this.focused++;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return { ...this.bounds };
  }
}

class StubApp extends EventEmitter {
  hasLock = true;
  isPackaged = false;
  userData = '/nonexistent';
  readyCallbacks: (() => void)[] = [];
  requestSingleInstanceLock = vi.fn(() => this.hasLock);
  quit = vi.fn();
  getPath = vi.fn((name: string) => (name === 'userData' ? this.userData : `/stub/${name}`));
  getVersion = vi.fn(() => '0.1.0');
  getAppPath = vi.fn(() => '/opt/passage');
  isReady = vi.fn(() => true);
  private resolveReady: () => void = () => {};
  private readonly ready = new Promise<void>((resolve) => {
    this.resolveReady = resolve;
  });
  whenReady(): Promise<void> {
    return this.ready;
  }
  becomeReady(): void {
    this.resolveReady();
  }
}

export const electronState = {
  app: new StubApp(),
  handlers: new Map<string, Handler>(),
  handleCalls: [] as string[],
  headersListener: null as
    null | ((details: { responseHeaders?: Record<string, string[]> }, callback: (r: unknown) => void) => void),
  permissionRequestHandler: null as
    null | ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void),
  permissionCheckHandler: null as null | ((...args: unknown[]) => boolean),
  exposed: new Map<string, unknown>(),
  rendererListeners: new Map<string, ((event: unknown, payload: unknown) => void)[]>(),
  encryptionAvailable: true,
  storageBackend: 'gnome_libsecret',
  /** Work areas of the displays; the first is the primary. */
  workAreas: [{ x: 0, y: 0, width: 1920, height: 1040 }] as { x: number; y: number; width: number; height: number }[],
  /** The button the next message box answers with. */
  messageBoxResponse: 0,
};

export const app = electronState.app;

export const ipcMain = {
  handle: vi.fn((channel: string, handler: Handler) => {
    electronState.handleCalls.push(channel);
    electronState.handlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => {
    electronState.handlers.delete(channel);
  }),
};

export const session = {
  defaultSession: {
    webRequest: {
      onHeadersReceived: vi.fn((listener: typeof electronState.headersListener) => {
        electronState.headersListener = listener;
      }),
    },
    setPermissionRequestHandler: vi.fn((handler: typeof electronState.permissionRequestHandler) => {
      electronState.permissionRequestHandler = handler;
    }),
    setPermissionCheckHandler: vi.fn((handler: typeof electronState.permissionCheckHandler) => {
      electronState.permissionCheckHandler = handler;
    }),
  },
};

export const shell = { openExternal: vi.fn(async () => {}), openPath: vi.fn(async (_path: string) => '') };

export const screen = {
  getAllDisplays: vi.fn(() => electronState.workAreas.map((workArea) => ({ workArea }))),
  getPrimaryDisplay: vi.fn(() => ({ workArea: electronState.workAreas[0] })),
};

export const Menu = {
  buildFromTemplate: vi.fn((template: unknown) => ({ template })),
  setApplicationMenu: vi.fn(),
};

export const dialog = {
  showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/tmp/route.rtz'] })),
  showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/tmp/report.pdf' })),
  showErrorBox: vi.fn(),
  showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: electronState.messageBoxResponse })),
};

/** Reversible "encryption" so a test can see the file never holds the key in clear. */
export const safeStorage = {
  isEncryptionAvailable: vi.fn(() => electronState.encryptionAvailable),
  getSelectedStorageBackend: vi.fn(() => electronState.storageBackend),
  encryptString: vi.fn((text: string) => Buffer.from(Buffer.from(text, 'utf8').map((b) => b ^ 0x5a))),
  decryptString: vi.fn((data: Buffer) => Buffer.from(data.map((b) => b ^ 0x5a)).toString('utf8')),
};

export const contextBridge = {
  exposeInMainWorld: vi.fn((name: string, api: unknown) => {
    electronState.exposed.set(name, api);
  }),
};

export const ipcRenderer = {
  invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true, value: null })),
  on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
    const list = electronState.rendererListeners.get(channel) ?? [];
    list.push(listener);
    electronState.rendererListeners.set(channel, list);
  }),
  removeListener: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
    const list = electronState.rendererListeners.get(channel) ?? [];
    electronState.rendererListeners.set(
      channel,
      list.filter((l) => l !== listener),
    );
  }),
};

export const electronStub = {
  app,
  BrowserWindow,
  ipcMain,
  session,
  shell,
  screen,
  Menu,
  dialog,
  safeStorage,
  contextBridge,
  ipcRenderer,
};
