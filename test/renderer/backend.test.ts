/// <reference lib="dom" />
// renderer/src/lib/backend.ts under Node: window, fetch and EventSource are stubs, so both
// transports are checked without a browser. (The DOM reference types the renderer file here.)
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BackendModule from '../../renderer/src/lib/backend';
import { IPC_METHODS } from '../../shared/ipc/names';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const PROVENANCE = { source: 'demo', stale: false, fetchedAtUtc: 1_700_000_000, ageS: 12, models: [] };

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: { data: unknown }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close(): void {
    this.closed = true;
  }
}

interface FakeWindow {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState: ReturnType<typeof vi.fn> };
  sessionStorage: {
    store: Map<string, string>;
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  passage?: unknown;
}

function fakeWindow(hash: string, stored: Record<string, string> = {}): FakeWindow {
  const store = new Map(Object.entries(stored));
  return {
    location: { hash, pathname: '/', search: '' },
    history: { state: null, replaceState: vi.fn() },
    sessionStorage: {
      store,
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
  };
}

function jsonResponse(status: number, body: unknown) {
  return { status, ok: status >= 200 && status < 300, json: async () => body };
}

let connectBackend: typeof BackendModule.connectBackend;
let BackendError: typeof BackendModule.BackendError;

beforeAll(async () => {
  // The module connects once on import; give it a browser window to connect to.
  vi.stubGlobal('window', fakeWindow(''));
  ({ connectBackend, BackendError } = await import('../../renderer/src/lib/backend'));
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeEventSource.instances = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser mode (passage web)', () => {
  it('takes the token from the fragment once, removes it from the address bar and keeps it for reloads', async () => {
    const win = fakeWindow(`#token=${TOKEN}&view=map`);
    win.location.pathname = '/index.html';
    vi.stubGlobal('window', win);
    const backend = connectBackend();
    expect(backend.mode).toBe('browser');
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/index.html#view=map');
    expect(win.sessionStorage.store.get('passage.token')).toBe(TOKEN);

    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, value: { ports: [], provenance: PROVENANCE } }));
    await expect(backend.ports.search({ query: 'Rotterdam' })).resolves.toEqual({ ports: [], provenance: PROVENANCE });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rpc/ports.search');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Passage-Token': TOKEN },
      body: '{"query":"Rotterdam"}',
    });
  });

  it("has one function per method of the contract, each posting to that method's own path, and nothing else", async () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: false, error: { code: 'internal', message: 'stub' } }));
    const namespaces = new Set(IPC_METHODS.map((m) => m.split('.')[0]));
    const methodsMade = Object.entries(backend)
      .filter(([name]) => namespaces.has(name))
      .flatMap(([name, calls]) => Object.keys(calls as object).map((verb) => `${name}.${verb}`));
    expect(methodsMade.sort()).toEqual([...IPC_METHODS].sort());
    for (const method of IPC_METHODS) {
      const [name = '', verb = ''] = method.split('.');
      const call: unknown = Reflect.get(Reflect.get(backend, name) as object, verb);
      expect(typeof call, method).toBe('function');
      fetchMock.mockClear();
      await (call as (input: unknown) => Promise<unknown>)({}).catch(() => {});
      expect(
        fetchMock.mock.calls.map((c) => c[0]),
        method,
      ).toEqual([`/rpc/${method}`]);
    }
  });

  it('after a reload (no fragment) uses the token kept in this tab', async () => {
    const win = fakeWindow('', { 'passage.token': TOKEN });
    vi.stubGlobal('window', win);
    const backend = connectBackend();
    expect(win.history.replaceState).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, value: { set: false, source: 'none' } }));
    await expect(backend.key.status({})).resolves.toEqual({ set: false, source: 'none' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { 'X-Passage-Token': TOKEN } });
  });

  it("rejects with a BackendError carrying the envelope's code, message and field", async () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        ok: false,
        error: { code: 'bad-input', message: 'apiKey: is too short to be an API key.', field: 'apiKey' },
      }),
    );
    const error = await backend.key.set({ apiKey: 'short' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      code: 'bad-input',
      message: 'apiKey: is too short to be an API key.',
      field: 'apiKey',
    });
  });

  it("parses the answer with the method's schema and refuses one of the wrong shape, naming the path", async () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { ok: true, value: { enabled: 'yes', reason: null, serviceUrl: null } }),
    );
    await expect(backend.demo.status({})).rejects.toMatchObject({ code: 'internal', field: 'value.enabled' });
    fetchMock.mockResolvedValue(jsonResponse(200, '<html>'));
    await expect(backend.demo.status({})).rejects.toMatchObject({ code: 'internal' });
    fetchMock.mockResolvedValue({
      status: 200,
      ok: true,
      json: async () => Promise.reject(new SyntaxError('bad json')),
    });
    await expect(backend.demo.status({})).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('cannot read'),
    });
  });

  it('words transport failures: a stale token, a refused request, a stopped host', async () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    fetchMock.mockResolvedValue({ status: 401, ok: false, json: async () => ({}) });
    await expect(backend.voyages.list({})).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('passage web'),
    });
    fetchMock.mockResolvedValue({ status: 413, ok: false, json: async () => ({}) });
    await expect(backend.voyages.list({})).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('HTTP 413'),
    });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(backend.voyages.list({})).rejects.toMatchObject({ code: 'server-unavailable' });
  });

  it('without any token says how to get one and sends nothing', async () => {
    vi.stubGlobal('window', fakeWindow(''));
    const backend = connectBackend();
    const heard: (string | null)[] = [];
    backend.onAccessRefused((message) => heard.push(message));
    expect(heard).toEqual([expect.stringContaining('Open the address')]);
    await expect(backend.settings.get({})).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('Open the address'),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells its listeners once when the token is refused (an old launch's), so the UI can say it once", async () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    const heard: (string | null)[] = [];
    const off = backend.onAccessRefused((message) => heard.push(message));
    expect(heard).toEqual([null]);
    fetchMock.mockResolvedValue({ status: 401, ok: false, json: async () => ({}) });
    await expect(backend.voyages.list({})).rejects.toMatchObject({ code: 'internal' });
    await expect(backend.settings.get({})).rejects.toMatchObject({ code: 'internal' });
    expect(heard).toEqual([null, expect.stringContaining('passage web')]);
    off();
  });

  it('subscribes to progress with one EventSource carrying the token, parses events, closes with the last listener', () => {
    vi.stubGlobal('window', fakeWindow(`#token=${TOKEN}`));
    const backend = connectBackend();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const offFirst = backend.onProgress((e) => first.push(e));
    const offSecond = backend.onProgress((e) => second.push(e));
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    if (source === undefined) throw new Error('no EventSource');
    expect(source.url).toBe(`/events?token=${TOKEN}`);
    source.emit('progress', JSON.stringify({ taskId: 'run-1', done: 1, total: 4, message: 'Fetching storms' }));
    source.emit('progress', '{not json');
    source.emit('progress', JSON.stringify({ taskId: 'run-1', done: 5, total: 4, message: 'too far' }));
    expect(first).toEqual([{ taskId: 'run-1', done: 1, total: 4, message: 'Fetching storms' }]);
    expect(second).toEqual(first);
    offFirst();
    expect(source.closed).toBe(false);
    offSecond();
    expect(source.closed).toBe(true);
    // A browser has no application menu, and is handed no files.
    expect(typeof backend.onMenuCommand(() => {})).toBe('function');
    const handed = vi.fn();
    backend.onOpenedFiles(handed)();
    expect(handed).not.toHaveBeenCalled();
  });
});

describe('Electron mode (window.passage)', () => {
  function electronWindow(passage: unknown): FakeWindow {
    return { ...fakeWindow(''), passage };
  }

  it('delegates to window.passage, parses its envelope and never uses HTTP', async () => {
    const settings = {
      serviceUrl: 'https://api.example.com',
      units: { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' },
      nightMode: false,
    };
    const get = vi.fn(async () => ({ ok: true, value: settings }));
    const win = electronWindow({ settings: { get } });
    vi.stubGlobal('window', win);
    const backend = connectBackend();
    expect(backend.mode).toBe('electron');
    await expect(backend.settings.get({})).resolves.toEqual(settings);
    expect(get).toHaveBeenCalledWith({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it("rejects with the envelope's error, refuses a bad shape and a missing method", async () => {
    const passage = {
      key: {
        status: async () => ({ ok: false, error: { code: 'unauthorized', message: 'The service refused the key.' } }),
      },
      demo: { status: async () => ({ ok: true, value: { enabled: 1 } }) },
      voyages: { list: async () => Promise.reject(new Error('Refused.')) },
    };
    vi.stubGlobal('window', electronWindow(passage));
    const backend = connectBackend();
    await expect(backend.key.status({})).rejects.toMatchObject({
      name: 'BackendError',
      code: 'unauthorized',
      message: 'The service refused the key.',
    });
    await expect(backend.demo.status({})).rejects.toMatchObject({ code: 'internal' });
    await expect(backend.voyages.list({})).rejects.toMatchObject({
      code: 'internal',
      message: 'Passage refused the request.',
    });
    await expect(backend.ports.search({ query: 'x' })).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('ports.search'),
    });
  });

  it('passes on progress events and menu commands that parse, drops the rest', () => {
    const progressListeners: ((payload: unknown) => void)[] = [];
    const menuListeners: ((payload: unknown) => void)[] = [];
    const unsubscribe = vi.fn();
    // What the preload hands over is untrusted payload: the stub calls listeners with anything.
    const passage = {
      onProgress: (listener: (payload: unknown) => void) => (progressListeners.push(listener), unsubscribe),
      onMenuCommand: (listener: (payload: unknown) => void) => (menuListeners.push(listener), unsubscribe),
    };
    vi.stubGlobal('window', electronWindow(passage));
    const backend = connectBackend();
    const events: unknown[] = [];
    const commands: unknown[] = [];
    const off = backend.onProgress((e) => events.push(e));
    backend.onMenuCommand((c) => commands.push(c));
    progressListeners[0]?.({ taskId: 't', done: 0, total: 0, message: 'Starting' });
    progressListeners[0]?.({ taskId: 'bad id!', done: 0, total: 0, message: '' });
    menuListeners[0]?.('voyage.new');
    menuListeners[0]?.('rm -rf');
    expect(events).toEqual([{ taskId: 't', done: 0, total: 0, message: 'Starting' }]);
    expect(commands).toEqual(['voyage.new']);
    off();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

describe('Electron mode: route files handed to the app', () => {
  const HULL = { fileName: 'Hull.rtz', bytes: new Uint8Array([60, 114, 47, 62]) };

  /** window.passage as the preload builds it: main keeps files until taken, and says when more wait. */
  function preloadWith(batches: unknown[]) {
    const notices: (() => void)[] = [];
    const unsubscribe = vi.fn();
    const passage = {
      takeOpenedFiles: vi.fn(async () => batches.shift() ?? []),
      onOpenedFiles: (listener: () => void) => (notices.push(listener), unsubscribe),
    };
    vi.stubGlobal('window', { ...fakeWindow(''), passage });
    return { passage, notice: () => notices.forEach((n) => n()), unsubscribe };
  }

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('takes the files waiting at once, then again each time main says more wait', async () => {
    const { passage, notice } = preloadWith([[HULL], [], [{ ...HULL, fileName: 'Biscay.gpx' }]]);
    const heard: string[][] = [];
    connectBackend().onOpenedFiles((files) => heard.push(files.map((f) => f.fileName)));
    await flush();
    notice();
    await flush();
    notice();
    await flush();
    expect(passage.takeOpenedFiles).toHaveBeenCalledTimes(3);
    // An empty batch is no news.
    expect(heard).toEqual([['Hull.rtz'], ['Biscay.gpx']]);
  });

  it('drops what does not parse (a path, text for bytes), and a refusal', async () => {
    const { passage } = preloadWith([
      [{ fileName: '/etc/passwd', bytes: new Uint8Array(1) }],
      [{ fileName: 'a.rtz', bytes: 'text' }],
    ]);
    const heard = vi.fn();
    const backend = connectBackend();
    backend.onOpenedFiles(heard);
    backend.onOpenedFiles(heard);
    passage.takeOpenedFiles.mockRejectedValueOnce(new Error('Refused.'));
    backend.onOpenedFiles(heard);
    await flush();
    expect(heard).not.toHaveBeenCalled();
  });

  it('hears nothing once unsubscribed, even a take under way', async () => {
    const { unsubscribe } = preloadWith([[HULL]]);
    const heard = vi.fn();
    connectBackend().onOpenedFiles(heard)();
    await flush();
    expect(heard).not.toHaveBeenCalled();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
