// The one place main learns where its backend comes from: electron/backend (plain Node), built
// with main's host services and the user data folder, closed when the app quits.
import { app } from 'electron';
import { join } from 'node:path';
import type { BackendApi, BackendFactory } from '../../shared/ipc';
import { createBackend } from '../backend';
import { defined } from '../../shared/domain/defined';

/**
 * Where a packaged app keeps Natural Earth land: the packager copies resources/land into the
 * app's resources folder as `land/` (electron-builder: `extraResources: [{ from: "resources/land",
 * to: "land" }]`), outside the asar archive. Unpackaged (npm start, dev) the backend's default,
 * resources/land beside the sources or out/, is right, so undefined.
 */
export function packagedLandDir(isPackaged: boolean, resourcesPath: string | undefined): string | undefined {
  return isPackaged && resourcesPath !== undefined && resourcesPath !== '' ? join(resourcesPath, 'land') : undefined;
}

export const createDesktopBackend: BackendFactory = async (host): Promise<BackendApi> => {
  const landDir = packagedLandDir(app.isPackaged, process.resourcesPath);
  const backend = await createBackend({
    dataDir: app.getPath('userData'),
    host,
    // Backend lines are already free of the key; main has no log file yet, so stderr.
    log: (line) => process.stderr.write(`passage backend: ${line}\n`),
    ...defined({ landDir }),
  });
  app.once('will-quit', () => {
    void backend.close();
  });
  return backend.api;
};
