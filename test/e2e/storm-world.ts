// A demo world with a tropical storm now, for the tests that sail a voyage into one. The demo
// service's storms are a function of its seed and clock, and the clock is the real one, so a
// storm is not always active under the shared demo service (seed 1 has none on about a quarter
// of days). These tests run their own demo service and `passage web`, with the first seed that
// has a storm forecast at sea for the next day or more (found with the sandbox's own pure
// activeStorms), and point the app fixture at them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activeStorms } from '../../electron/sandbox/storms/storms';
import type { Storm } from '../../shared/api/resources/storms';
import { isLand, parseLand } from '../../shared/land/land';
import { ROOT } from './processes';
import { startWorldInstance } from './world-instance';

const H = 3600;
/** The voyage meets the storm at its forecast position this far ahead. */
export const MEET_AFTER_H = 24;
const land = parseLand(JSON.parse(readFileSync(join(ROOT, 'resources/land/land-110m.json'), 'utf8')));

export interface StormWorld {
  readonly seed: number;
  readonly storm: Storm;
  /** The storm's forecast position and time where the ship meets it. */
  readonly meet: { readonly lat: number; readonly lon: number; readonly timeUtc: number };
}

export interface StormWorldOptions {
  /** At least this wind where the ship meets the storm. */
  readonly minWindKn?: number;
  /**
   * The meeting point at most this far from where the storm is now, degrees: a test that centres
   * the chart on the storm and clicks around the meeting point needs it on screen (a storm
   * moving at 25 kn is 8° on in a day, off a chart at zoom 5).
   */
  readonly meetWithinDeg?: { readonly lat: number; readonly lon: number };
  /** A further test the world must pass (e.g. that a passage near the storm has a known answer). */
  readonly accept?: (world: StormWorld, nowUtc: number) => boolean;
}

/** The storm's fix nearest `nowUtc`: where the storms list centres the chart. */
function fixNow(storm: Storm, nowUtc: number): { lat: number; lon: number } | null {
  let best: { lat: number; lon: number; dt: number } | null = null;
  for (const p of storm.path) {
    if (p.timestamp === null || p.latitude === null || p.longitude === null) continue;
    const dt = Math.abs(p.timestamp - nowUtc);
    if (best === null || dt < best.dt) best = { lat: p.latitude, lon: p.longitude, dt };
  }
  return best;
}

/**
 * The first seed from 1 whose world has, now, a storm forecast at sea MEET_AFTER_H hours on and
 * beyond (with at least `minWindKn` of wind there, when given).
 */
export function stormWorld(nowUtc: number, options: StormWorldOptions = {}): StormWorld {
  for (let seed = 1; seed < 500; seed++) {
    for (const storm of activeStorms(seed, nowUtc)) {
      const ahead = storm.path.filter(
        (p) =>
          p.timestamp !== null &&
          p.timestamp > nowUtc + MEET_AFTER_H * H - 6 * H &&
          p.latitude !== null &&
          p.longitude !== null,
      );
      const at = ahead[0];
      // Away from land and the antimeridian, so the voyage either side of it is plain open sea.
      if (ahead.length < 2 || !at || at.latitude === null || at.longitude === null || at.timestamp === null) continue;
      if ((at.windSpeed.kts ?? 0) < (options.minWindKn ?? 0)) continue;
      const lat = at.latitude;
      const lon = at.longitude;
      const clear = [-4, 0, 4].every(
        (d) => !isLand(land, lat, lon + d) && !isLand(land, lat + 2, lon + d) && !isLand(land, lat - 2, lon + d),
      );
      const now = fixNow(storm, nowUtc);
      const within = options.meetWithinDeg;
      const inView =
        within === undefined ||
        (now !== null && Math.abs(lat - now.lat) <= within.lat && Math.abs(lon - now.lon) <= within.lon);
      if (!clear || !inView || Math.abs(lon) >= 170 || Math.abs(lat) >= 40) continue;
      const world = { seed, storm, meet: { lat, lon, timeUtc: at.timestamp } };
      if (options.accept === undefined || options.accept(world, nowUtc)) return world;
    }
  }
  throw new Error('no seed below 500 has a storm forecast at sea now');
}

export interface StormInstance {
  readonly world: StormWorld;
  /** Puts the environment back and stops both processes. */
  stop(): Promise<void>;
}

/**
 * A demo service with the storm world's seed and a `passage web` on it, with a fresh store;
 * the app fixture reads its addresses from the environment, so tests after this call use them.
 */
export async function startStormInstance(options: StormWorldOptions = {}): Promise<StormInstance> {
  const world = stormWorld(Math.floor(Date.now() / 1000), options);
  const instance = await startWorldInstance(world.seed);
  return { world, stop: () => instance.stop() };
}
