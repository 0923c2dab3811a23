// The finest Natural Earth land (resources/land/land-10m.json) for the land check of imported
// routes: read and indexed once, on the first import that needs it, then kept. Also the check
// itself as routes.import and the CLI run it, so both word it the same way.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLand, type LandData } from '../../../shared/land/land';
import { checkRouteLand, type ImportNote, type RouteImport } from '../../../shared/formats';

const FILE = join('resources', 'land', 'land-10m.json');
/** The file the check reads; the coarser land files (land-50m.json, land-110m.json) sit beside it. */
export const LAND_CHECK_FILE_NAME = 'land-10m.json';

/**
 * Where the file is: beside the sources (tests, the CLI under tsx: electron/backend/app → root)
 * or beside the built bundle (out/main → root). A packaged app passes its own folder instead
 * (createBackend's landDir, see landCandidatesIn).
 */
export function landFileCandidates(moduleUrl: string = import.meta.url): string[] {
  const here = dirname(fileURLToPath(moduleUrl));
  return [join(here, '..', '..', '..', FILE), join(here, '..', '..', FILE)];
}

/** The check's file in a folder of land files (e.g. the packaged app's resources/land). */
export function landCandidatesIn(landDir: string): string[] {
  return [join(landDir, LAND_CHECK_FILE_NAME)];
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

/**
 * The import with its land warnings added after the file's own: legs over land and waypoints
 * inside the coastline (shared/formats checkRouteLand). Without land data the navigator is told
 * that the check did not run, never left to think the route is clear.
 */
export function withLandCheck(imported: RouteImport, fileName: string, land: LandData | null): RouteImport {
  const landNotes: ImportNote[] = land
    ? checkRouteLand(land, imported.route, fileName).notes
    : [{ kind: 'land', file: fileName, where: '', message: 'The land check was not run: Passage could not load its land data. Check the route against the chart.' }];
  return { ...imported, warnings: [...imported.warnings, ...landNotes] };
}
