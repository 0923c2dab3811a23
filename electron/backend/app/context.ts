// What every backend service is built from: the store, the host's services, the service
// source (live or demo) and the clock. Services receive this, never the raw database.
import type { HostServices } from '../../../shared/ipc';
import type { LayerImageCache } from '../store/layer-images';
import type { Store } from '../store/store';
import type { LandLoader } from './land';
import type { ServiceSource } from './service-source';
import type { TaskRegistry } from './tasks';

export interface BackendContext {
  readonly store: Store;
  readonly host: HostServices;
  readonly source: ServiceSource;
  /** Whole Unix seconds UTC. */
  readonly nowUtc: () => number;
  /** One line per event; callers pass text already free of the key. */
  readonly log: (line: string) => void;
  /** Natural Earth land, each resolution loaded once (land.ts) from the folder createBackend was given. */
  readonly land: LandLoader;
  /** The weather overlay images: a cache file of their own beside the store (layer-images.ts). */
  readonly layerImages: LayerImageCache;
  /** Long work under its caller's taskId, which tasks.cancel stops (tasks.ts). */
  readonly tasks: TaskRegistry;
}
