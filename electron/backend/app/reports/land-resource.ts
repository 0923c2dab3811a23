// Natural Earth land at any resolution for the report: its chart draws 1:110m or 1:50m over an
// ocean and 1:10m near the coast, and its land check uses 1:10m. The finest file is the one
// the route import already reads and keeps (../route-land.ts), so it is parsed once per process;
// the coarser ones are found beside it, read on first use and kept.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseLand, type LandData, type LandResolution } from '../../../../shared/land';
import type { BackendContext } from '../context';
import { landForChecks } from '../route-land';

/** Coarser land by file path (one per resolution and land folder). */
const coarser = new Map<string, Promise<LandData | null>>();

/** The land at one resolution, or null (logged) when its file cannot be found or read. */
export function loadLand(resolution: LandResolution, ctx: Pick<BackendContext, 'log' | 'landFiles'>): Promise<LandData | null> {
  if (resolution === '10m') return landForChecks(ctx.log, ctx.landFiles);
  const name = `land-${resolution}.json`;
  const path = ctx.landFiles.map((candidate) => join(dirname(candidate), name)).find((p) => existsSync(p));
  if (path === undefined) {
    ctx.log(`report: resources/land/${name} not found`);
    return Promise.resolve(null);
  }
  let loading = coarser.get(path);
  if (loading === undefined) {
    loading = (async () => {
      try {
        return parseLand(JSON.parse(await readFile(path, 'utf8')));
      } catch (e) {
        ctx.log(`report: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      }
    })();
    coarser.set(path, loading);
  }
  return loading;
}
