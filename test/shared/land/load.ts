// Reads the committed land files as the backend does (readFileSync + JSON.parse), once per file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLand, type LandData } from '../../../shared/land/land';
import type { LandResolution } from '../../../shared/land/file';

export const LAND_DIR = join(import.meta.dirname, '..', '..', '..', 'resources', 'land');

export function landJson(resolution: LandResolution): unknown {
  return JSON.parse(readFileSync(join(LAND_DIR, `land-${resolution}.json`), 'utf8'));
}

const cache = new Map<LandResolution, LandData>();
export function loadLand(resolution: LandResolution): LandData {
  let land = cache.get(resolution);
  if (!land) cache.set(resolution, (land = parseLand(landJson(resolution))));
  return land;
}
