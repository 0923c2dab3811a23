// Shared pieces for the shell tests: a backend built from overrides, a host, trusted events.
import type { BackendApi, HostServices } from '../../../shared/ipc';
import { unconnectedBackend } from '../../../electron/backend/rpc/unconnected';
import type { RendererLocation } from '../../../electron/main/app-url';

export const RENDERER_INDEX = '/opt/passage/out/renderer/index.html';
export const FILE_LOCATION: RendererLocation = { kind: 'file', indexPath: RENDERER_INDEX };
export const APP_URL = 'file:///opt/passage/out/renderer/index.html';

export const stubHost: HostServices = {
  vault: {
    status: async () => ({ set: false, source: 'none' }),
    set: async () => ({ set: true, source: 'vault' }),
    clear: async () => ({ set: false, source: 'none' }),
    read: async () => null,
  },
  chooseOpenPath: async () => null,
  chooseSavePath: async () => null,
  printToPdf: async () => new Uint8Array(),
  reportProgress: () => {},
};

/** Every method answers 'server-unavailable' unless overridden. */
export async function fakeBackend(overrides: Partial<BackendApi>): Promise<BackendApi> {
  return { ...unconnectedBackend(), ...overrides };
}

export function invokeEvent(senderId: number, url: string, parent: unknown = null) {
  return { sender: { id: senderId }, senderFrame: { url, parent } };
}
