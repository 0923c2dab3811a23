// The sample of demo storm worlds the storm tests read: two seeds, two years, every month, the
// 2nd and 16th at 09:20 UTC, with each storm of each instant; and ray casting on cone rings.
import type { Storm } from '../../../../shared/api/resources/storms';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';

export const HOUR = 3600;
export const utc = (y: number, m: number, d: number, h = 0): number => Date.UTC(y, m - 1, d, h) / 1000;

/** A sample of worlds and instants across two years, every month, several seeds. */
const samples: { seed: number; nowUtc: number }[] = [];
for (const seed of [7, 42])
  for (let m = 1; m <= 24; m++)
    for (const d of [2, 16])
      samples.push({ seed, nowUtc: utc(2025 + Math.floor((m - 1) / 12), ((m - 1) % 12) + 1, d, 9) + 20 * 60 });
export const worlds: { seed: number; nowUtc: number; storms: Storm[] }[] = samples.map((s) => ({
  ...s,
  storms: activeStorms(s.seed, s.nowUtc),
}));
export const allStorms = worlds.flatMap((w) => w.storms.map((storm) => ({ ...w, storm })));

/** Ray casting on [lon, lat] rings. */
export function inside(lon: number, lat: number, ring: readonly (readonly [number, number])[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (a[1] > lat !== b[1] > lat && lon < ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}
