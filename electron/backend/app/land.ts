// Natural Earth land for the backend, from the files scripts/build-land.ts writes into
// resources/land: the 1:10m land the land check of imported routes and reports reads, and the
// 1:110m, 1:50m or 1:10m land the report's chart draws by its extent. The one loader for all of
// them: each file is read, parsed and indexed once per process, on first use, then kept (the
// 1:10m file is 3.5 MB), whichever backend or command asks first.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLand, type LandData, type LandResolution } from '../../../shared/land';

/** The file of one resolution in a land folder. */
export function landFileName(resolution: LandResolution): string {
  return `land-${resolution}.json`;
}

/**
 * Where the land folder is when none is given: resources/land beside the sources (tests, the
 * CLI under tsx: electron/backend/app → root) or beside the built bundle (out/main → root).
 */
export function defaultLandDirs(moduleUrl: string = import.meta.url): string[] {
  const here = dirname(fileURLToPath(moduleUrl));
  return [join(here, '..', '..', '..', 'resources', 'land'), join(here, '..', '..', 'resources', 'land')];
}

export interface LandLoaderOptions {
  /**
   * The folder holding land-110m.json, land-50m.json and land-10m.json. Default: resources/land
   * beside the sources or the built bundle; a packaged app passes the copy in its resources.
   */
  readonly landDir?: string;
  /** Hears why land is missing: once per file and folder, however often it is asked for. */
  readonly log: (line: string) => void;
}

export interface LandLoader {
  /** The folders looked in, in order: the first that holds a file wins. */
  readonly dirs: readonly string[];
  /** The land at one resolution, or null when its file cannot be found or read. */
  load(resolution: LandResolution): Promise<LandData | null>;
}

/** Every load of this process, by resolution and folders (in practice one set of folders). */
const loads = new Map<string, Promise<LandData | null>>();

async function readLand(
  dirs: readonly string[],
  resolution: LandResolution,
  log: (line: string) => void,
): Promise<LandData | null> {
  const candidates = dirs.map((dir) => join(dir, landFileName(resolution)));
  const path = candidates.find((p) => existsSync(p));
  if (path === undefined) {
    log(`land: ${landFileName(resolution)} not found (looked in ${candidates.join(', ')})`);
    return null;
  }
  try {
    return parseLand(JSON.parse(await readFile(path, 'utf8')));
  } catch (e) {
    log(`land: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

export function landLoader(options: LandLoaderOptions): LandLoader {
  const dirs = options.landDir === undefined ? defaultLandDirs() : [options.landDir];
  return {
    dirs,
    load(resolution) {
      const key = [resolution, ...dirs].join('\n');
      let pending = loads.get(key);
      if (pending === undefined) {
        pending = readLand(dirs, resolution, options.log);
        loads.set(key, pending);
      }
      return pending;
    },
  };
}
