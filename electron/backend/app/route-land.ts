// The finest Natural Earth land (resources/land/land-10m.json) for the land check of imported
// routes: read and indexed once, on the first import that needs it, then kept.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLand, type LandData } from '../../../shared/land/land';

const FILE = join('resources', 'land', 'land-10m.json');

/**
 * Where the file is: beside the sources (tests, the CLI under tsx: electron/backend/app → root)
 * or beside the built bundle (out/main → root).
 */
export function landFileCandidates(moduleUrl: string = import.meta.url): string[] {
  const here = dirname(fileURLToPath(moduleUrl));
  return [join(here, '..', '..', '..', FILE), join(here, '..', '..', FILE)];
}

/** One load per list of places (in practice one list: the default). */
const loading = new Map<string, Promise<LandData | null>>();

/** The land data, or null (logged once) when the file cannot be found or read. */
export function landForChecks(log: (line: string) => void, candidates: readonly string[] = landFileCandidates()): Promise<LandData | null> {
  const key = candidates.join('\n');
  let pending = loading.get(key);
  if (pending) return pending;
  pending = (async () => {
    const path = candidates.find((p) => existsSync(p));
    if (path === undefined) {
      log(`route land check: ${FILE} not found (looked in ${candidates.join(', ')})`);
      return null;
    }
    try {
      return parseLand(JSON.parse(await readFile(path, 'utf8')));
    } catch (e) {
      log(`route land check: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  })();
  loading.set(key, pending);
  return pending;
}
