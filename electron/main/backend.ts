// The one place main learns where its backend comes from: electron/backend (plain Node), built
// with main's host services and the user data folder, closed when the app quits.
import { app } from 'electron';
import type { BackendApi, BackendFactory } from '../../shared/ipc';
import { createBackend } from '../backend';

export const createDesktopBackend: BackendFactory = async (host): Promise<BackendApi> => {
  const backend = await createBackend({
    dataDir: app.getPath('userData'),
    host,
    // Backend lines are already free of the key; main has no log file yet, so stderr.
    log: (line) => process.stderr.write(`passage backend: ${line}\n`),
  });
  app.once('will-quit', () => {
    void backend.close();
  });
  return backend.api;
};

export { unconnectedBackend } from '../backend/rpc/unconnected';
