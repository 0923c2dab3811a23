// What the command-line tests share: an io that records what a command prints, the North Sea
// route file the voyage commands sail (Maas approach to Aberdeen), and a data folder holding
// vessel profiles as the app saves them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createBackend } from '../../../electron/backend';
import type { Vessel } from '../../../shared/domain/voyage';
import { fakeHost } from '../backend/app/helpers';

/** An io whose stdout and stderr are kept in `out`. */
export function recorder() {
  const out = { stdout: '', stderr: '' };
  return { out, io: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) } };
}

/** Writes the route as GeoJSON in `dir`, named `name`; its path. */
export async function writeNorthSeaRoute(dir: string, name = 'Maas - Aberdeen'): Promise<string> {
  const route = join(dir, 'north-sea.geojson');
  const coordinates = [
    [3.6, 52.0],
    [3.0, 54.0],
    [-1.6, 57.1],
  ];
  await writeFile(
    route,
    JSON.stringify({ type: 'Feature', properties: { name }, geometry: { type: 'LineString', coordinates } }),
  );
  return route;
}

/** A data folder `data` in `dir` with these vessel profiles saved, as the app saves them; its path. */
export async function dataDirWithProfiles(dir: string, nowUtc: number, vessels: readonly Vessel[]): Promise<string> {
  const dataDir = join(dir, 'data');
  const backend = await createBackend({ dataDir, host: fakeHost(), nowUtc: () => nowUtc, log: () => {} });
  for (const vessel of vessels) await backend.api['vessels.saveProfile']({ vessel });
  await backend.close();
  return dataDir;
}
