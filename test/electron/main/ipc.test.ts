import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserWindow } from 'electron';
import { electronState, BrowserWindow as StubWindow } from './electron-stub';
import { APP_URL, FILE_LOCATION, fakeBackend, invokeEvent } from './helpers';
import { IPC_METHODS, IpcFailure, ipcChannel, OPENED_FILES_CHANNEL, PROGRESS_CHANNEL } from '../../../shared/ipc';
import type { BackendApi, OpenedFile } from '../../../shared/ipc';
import {
  callMethod,
  registerIpc,
  registerOpenedFiles,
  sendOpenedFilesNotice,
  sendProgress,
} from '../../../electron/main/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

const CANARY = 'CANARY-key-7f3a9c21e5';

const voyage = {
  name: 'Rotterdam - Hull',
  route: {
    name: 'Rotterdam - Hull',
    waypoints: [
      { id: 'a', name: 'Maas Center', position: { lat: 52.0, lon: 3.9 } },
      { id: 'b', name: 'Humber', position: { lat: 53.55, lon: 0.3 } },
    ],
  },
  departureUtc: 1_718_150_400,
  speedsKn: [14],
  vessel: { name: 'Stena Transit', limits: DEFAULT_VESSEL_LIMITS },
};

let window: BrowserWindow;
let logs: string[];

/** The stub behind the last BrowserWindow made through the mocked `electron`. */
function lastStub(): StubWindow {
  const stub = StubWindow.created.at(-1);
  if (stub === undefined) throw new Error('no window');
  return stub;
}

async function setup(overrides: Partial<BackendApi>) {
  electronState.handlers.clear();
  electronState.handleCalls.length = 0;
  window = new BrowserWindow({});
  logs = [];
  const backend = await fakeBackend(overrides);
  const options = {
    backend,
    getMainWindow: () => window,
    location: FILE_LOCATION,
    secrets: async () => [CANARY],
    log: (line: string) => void logs.push(line),
  };
  const unregister = registerIpc(options);
  return { options, unregister };
}

async function call(method: string, input: unknown, event: unknown = invokeEvent(window.webContents.id, APP_URL)) {
  const handler = electronState.handlers.get(`passage:${method}`);
  if (handler === undefined) throw new Error(`no handler for ${method}`);
  return handler(event, input);
}

describe('registerIpc', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('registers every method of shared/ipc exactly once, on its own channel', async () => {
    const { unregister } = await setup({});
    expect(electronState.handleCalls).toHaveLength(IPC_METHODS.length);
    expect(new Set(electronState.handleCalls).size).toBe(IPC_METHODS.length);
    expect([...electronState.handleCalls].sort()).toEqual(IPC_METHODS.map(ipcChannel).sort());
    unregister();
    expect(electronState.handlers.size).toBe(0);
  });

  it('answers a trusted call with the parsed output', async () => {
    const list = vi.fn(async () => ({
      voyages: [
        { id: 'v1', name: 'A', revision: 2, savedAtUtc: 1, departureUtc: 0, waypointCount: 2, extra: 'dropped' },
      ],
    }));
    await setup({ 'voyages.list': list });
    const result = await call('voyages.list', {});
    expect(result).toEqual({
      ok: true,
      value: { voyages: [{ id: 'v1', name: 'A', revision: 2, savedAtUtc: 1, departureUtc: 0, waypointCount: 2 }] },
    });
    expect(list).toHaveBeenCalledWith({});
  });

  it('passes the backend the parsed input, defaults applied', async () => {
    const search = vi.fn<BackendApi['vessels.search']>(async ({ name, page }) => ({
      info: { page, limit: 20, query: name, total: 0 },
      items: [],
      provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_718_150_400, ageS: 0, models: [] },
    }));
    await setup({ 'vessels.search': search });
    const result = await call('vessels.search', { name: '  Stena ' });
    expect(search).toHaveBeenCalledWith({ name: 'Stena', page: 1 });
    expect(result).toMatchObject({ ok: true, value: { info: { page: 1, query: 'Stena' } } });
  });

  describe('sender check', () => {
    it.each([
      ['a foreign frame URL', (id: number) => invokeEvent(id, 'https://evil.example/index.html')],
      ['another file on disk', (id: number) => invokeEvent(id, 'file:///tmp/evil.html')],
      ['a subframe of the app', (id: number) => invokeEvent(id, APP_URL, { url: APP_URL })],
      ['another webContents', (id: number) => invokeEvent(id + 1000, APP_URL)],
      ['no frame at all', (id: number) => ({ sender: { id }, senderFrame: null, parent: null })],
    ])('rejects %s and never reaches the backend', async (_name, makeEvent) => {
      const list = vi.fn(async () => ({ voyages: [] }));
      await setup({ 'voyages.list': list });
      await expect(call('voyages.list', {}, makeEvent(window.webContents.id))).rejects.toThrow('Refused.');
      expect(list).not.toHaveBeenCalled();
      expect(logs.join('\n')).toContain('untrusted sender');
    });

    it('rejects calls once the window is destroyed', async () => {
      await setup({});
      window.destroy();
      await expect(call('key.status', {})).rejects.toThrow('Refused.');
    });

    it('accepts the app page with a hash route', async () => {
      await setup({ 'key.status': async () => ({ set: false, source: 'none' }) });
      const result = await call('key.status', {}, invokeEvent(window.webContents.id, `${APP_URL}#/voyages/3`));
      expect(result).toEqual({ ok: true, value: { set: false, source: 'none' } });
    });
  });

  it('bad input gives bad-input naming the path, and the backend is not called', async () => {
    const save = vi.fn();
    await setup({ 'voyages.save': save });
    const result = await call('voyages.save', { voyage: { ...voyage, speedsKn: [14, -3] } });
    expect(result).toEqual({
      ok: false,
      error: { code: 'bad-input', field: 'voyage.speedsKn[1]', message: expect.stringContaining('voyage.speedsKn[1]') },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('an unknown key in the input is bad-input naming the key', async () => {
    await setup({});
    const result = await call('key.status', { reveal: true });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'bad-input', message: expect.stringContaining('reveal') },
    });
  });

  it('a rejected key is named by its field, its value never repeated', async () => {
    await setup({});
    const result = await call('key.set', { apiKey: `${CANARY} with spaces` });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-input', field: 'apiKey' } });
    expect(JSON.stringify(result)).not.toContain(CANARY);
  });

  it('a backend failure keeps its code and loses the key', async () => {
    await setup({
      'storms.current': async () => {
        throw new IpcFailure(
          'unauthorized',
          `The service refused key ${CANARY} at https://api.example/v1/storms?api_key=${CANARY}`,
          `api_key=${CANARY}`,
        );
      },
    });
    const result = await call('storms.current', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        message: 'The service refused key *** at https://api.example/v1/storms?api_key=***',
        field: 'api_key=***',
      },
    });
  });

  it('an unexpected error becomes internal: no stack, no key, no message detail', async () => {
    await setup({
      'ports.sync': async () => {
        throw new TypeError(`cannot read rows of undefined (key ${CANARY})`);
      },
    });
    const result = await call('ports.sync', {});
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } });
    const text = JSON.stringify(result);
    expect(text).not.toContain(CANARY);
    expect(text).not.toMatch(/at .*\.ts:\d+|TypeError|cannot read/);
    // The log keeps the detail for the developer, with the key redacted.
    expect(logs.join('\n')).toContain('cannot read rows of undefined (key ***)');
    expect(logs.join('\n')).not.toContain(CANARY);
  });

  it('an answer carrying the key is refused whole', async () => {
    await setup({
      'voyages.history': async () => ({
        id: 'v1',
        revisions: [{ revision: 1, savedAtUtc: 5, name: `leak ${CANARY}` }],
      }),
    });
    const result = await call('voyages.history', { id: 'v1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain(CANARY);
  });

  it('an answer of the wrong shape is internal and logged with its path', async () => {
    await setup({ 'voyages.delete': async () => ({ id: '' }) });
    const result = await call('voyages.delete', { id: 'v1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logs.join('\n')).toContain('voyages.delete answered an unexpected shape at id');
  });

  it('callMethod never throws, even when the backend throws a non-Error', async () => {
    const { options } = await setup({
      'demo.enable': async () => {
        throw 'a string';
      },
    });
    await expect(callMethod('demo.enable', {}, options)).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: expect.any(String) },
    });
  });
});

describe('sendProgress', () => {
  it('sends a valid event to the app window on the progress channel', () => {
    const win = new BrowserWindow({});
    sendProgress(win, { taskId: 'run-1', done: 2, total: 6, message: 'Ensemble route 2 of 6' });
    expect(lastStub().webContents.sent).toEqual([
      { channel: PROGRESS_CHANNEL, payload: { taskId: 'run-1', done: 2, total: 6, message: 'Ensemble route 2 of 6' } },
    ]);
  });

  it('refuses a malformed event (a programmer error)', () => {
    const win = new BrowserWindow({});
    expect(() => sendProgress(win, { taskId: 'run 1', done: 7, total: 6, message: '' })).toThrow();
    expect(lastStub().webContents.sent).toEqual([]);
  });
});

describe('opened files', () => {
  const file = { fileName: 'Hull.rtz', bytes: new Uint8Array([60, 63, 120]) };

  function setupTake(files: OpenedFile[]) {
    electronState.handlers.clear();
    window = new BrowserWindow({});
    logs = [];
    const take = vi.fn(() => files.splice(0));
    const unregister = registerOpenedFiles({
      getMainWindow: () => window,
      location: FILE_LOCATION,
      take,
      log: (line) => void logs.push(line),
    });
    const handler = electronState.handlers.get('passage:opened-files.take');
    if (handler === undefined) throw new Error('no handler');
    return { take, unregister, handler };
  }

  it('the app window takes the files waiting, once', async () => {
    const { handler, take, unregister } = setupTake([file]);
    const event = invokeEvent(window.webContents.id, APP_URL);
    await expect(handler(event, undefined)).resolves.toEqual([file]);
    await expect(handler(event, undefined)).resolves.toEqual([]);
    expect(take).toHaveBeenCalledTimes(2);
    unregister();
    expect(electronState.handlers.has('passage:opened-files.take')).toBe(false);
  });

  it.each([
    ['a foreign frame', (id: number) => invokeEvent(id, 'https://evil.example/'), undefined],
    ['another webContents', (id: number) => invokeEvent(id + 1000, APP_URL), undefined],
    ['the app asking for a path', (id: number) => invokeEvent(id, APP_URL), { path: '/etc/passwd' }],
  ])('refuses %s and takes nothing', async (_name, makeEvent, input) => {
    const { handler, take } = setupTake([file]);
    await expect(handler(makeEvent(window.webContents.id), input)).rejects.toThrow('Refused.');
    expect(take).not.toHaveBeenCalled();
    expect(logs.join('\n')).toContain('refused taking opened files');
  });

  it('a file that breaks the schema (a folder in its name) is a programmer error, never handed over', async () => {
    const { handler } = setupTake([{ fileName: 'a/b.rtz', bytes: new Uint8Array(1) }]);
    await expect(handler(invokeEvent(window.webContents.id, APP_URL), undefined)).rejects.toThrow();
  });

  it('the notice carries nothing, and goes to a live window only', () => {
    const win = new BrowserWindow({});
    sendOpenedFilesNotice(win);
    expect(lastStub().webContents.sent).toEqual([{ channel: OPENED_FILES_CHANNEL, payload: undefined }]);
    win.destroy();
    sendOpenedFilesNotice(win);
    sendOpenedFilesNotice(null);
    expect(lastStub().webContents.sent).toHaveLength(1);
  });
});
