// The preload exposes window.passage built from shared/ipc and nothing else.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { electronState, ipcRenderer, contextBridge } from './electron-stub';
import { IPC_METHODS, MENU_CHANNEL, OPENED_FILES_CHANNEL, PROGRESS_CHANNEL } from '../../../shared/ipc';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

type Fn = (...args: unknown[]) => unknown;

let passage: Record<string, unknown>;

function member(path: string): Fn {
  const [namespace = '', verb = ''] = path.split('.');
  const ns = passage[namespace];
  const fn: unknown = typeof ns === 'object' && ns !== null ? Reflect.get(ns, verb) : undefined;
  if (typeof fn !== 'function') throw new Error(`passage.${path} is not a function`);
  return (...args) => Reflect.apply(fn, undefined, args);
}

beforeAll(async () => {
  await import('../../../electron/preload/index');
  const exposed = electronState.exposed.get('passage');
  if (typeof exposed !== 'object' || exposed === null) throw new Error('nothing exposed');
  passage = Object.fromEntries(Object.entries(exposed));
});

describe('preload', () => {
  it('exposes one world, window.passage, once', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect([...electronState.exposed.keys()]).toEqual(['passage']);
  });

  it('exposes exactly the contract methods, nested by namespace, plus taking opened files and the subscriptions', () => {
    const exposedMethods = Object.entries(passage).flatMap(([namespace, value]) =>
      typeof value === 'object' && value !== null ? Object.keys(value).map((verb) => `${namespace}.${verb}`) : [],
    );
    expect(exposedMethods.sort()).toEqual([...IPC_METHODS].sort());
    const functions = Object.entries(passage)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(functions.sort()).toEqual(['onMenuCommand', 'onOpenedFiles', 'onProgress', 'takeOpenedFiles']);
    const text = JSON.stringify(Object.keys(passage));
    expect(text).not.toMatch(/invoke|ipcRenderer|send|require|process/);
  });

  it('each method invokes its own channel with exactly one argument', async () => {
    ipcRenderer.invoke.mockClear();
    await member('voyages.save')({ voyage: 1 }, 'extra', 'ignored');
    await member('key.status')();
    expect(ipcRenderer.invoke.mock.calls).toEqual([
      ['passage:voyages.save', { voyage: 1 }],
      ['passage:key.status', undefined],
    ]);
  });

  it('takeOpenedFiles invokes its channel with no argument, whatever the page passes', async () => {
    const take = Reflect.get(passage, 'takeOpenedFiles');
    if (typeof take !== 'function') throw new Error('no takeOpenedFiles');
    ipcRenderer.invoke.mockClear();
    await Reflect.apply(take, undefined, ['/etc/passwd']);
    expect(ipcRenderer.invoke.mock.calls).toEqual([['passage:opened-files.take']]);
  });

  it('onOpenedFiles hears main say files wait', () => {
    const onOpenedFiles = Reflect.get(passage, 'onOpenedFiles');
    if (typeof onOpenedFiles !== 'function') throw new Error('no onOpenedFiles');
    const heard = vi.fn();
    const unsubscribe: unknown = Reflect.apply(onOpenedFiles, undefined, [heard]);
    for (const listener of electronState.rendererListeners.get(OPENED_FILES_CHANNEL) ?? []) listener({}, undefined);
    expect(heard).toHaveBeenCalledTimes(1);
    if (typeof unsubscribe !== 'function') throw new Error('no unsubscribe');
    unsubscribe();
    expect(electronState.rendererListeners.get(OPENED_FILES_CHANNEL)).toEqual([]);
  });

  it('onProgress delivers only the payload and unsubscribes', () => {
    const onProgress = Reflect.get(passage, 'onProgress');
    if (typeof onProgress !== 'function') throw new Error('no onProgress');
    const seen: unknown[] = [];
    const unsubscribe: unknown = Reflect.apply(onProgress, undefined, [(payload: unknown) => seen.push(payload)]);
    const event = { sender: ipcRenderer, senderId: 0 };
    for (const listener of electronState.rendererListeners.get(PROGRESS_CHANNEL) ?? [])
      listener(event, { taskId: 't', done: 1, total: 2, message: 'm' });
    expect(seen).toEqual([{ taskId: 't', done: 1, total: 2, message: 'm' }]);
    if (typeof unsubscribe !== 'function') throw new Error('no unsubscribe');
    unsubscribe();
    expect(electronState.rendererListeners.get(PROGRESS_CHANNEL)).toEqual([]);
    expect(electronState.rendererListeners.get(MENU_CHANNEL) ?? []).toEqual([]);
  });

  it('refuses a listener that is not a function', () => {
    const onMenuCommand = Reflect.get(passage, 'onMenuCommand');
    if (typeof onMenuCommand !== 'function') throw new Error('no onMenuCommand');
    expect(() => Reflect.apply(onMenuCommand, undefined, ['not a function'])).toThrow(TypeError);
  });
});
