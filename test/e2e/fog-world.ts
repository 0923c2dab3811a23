// A short run in sea fog in the demo world now, for the visibility e2e (issue 29). The demo's fog
// is a function of its seed, the place and the clock (electron/sandbox/weather/world/sea-fog.ts),
// so the test does not hope for it: it tries the waters where the world has sea fog (some are in
// their season at any time of year) on a 0.5° grid, and keeps the first place where the
// deterministic model (the shipping route's, ecmwfhresglobal) gives under 700 m at the start for
// either departure hour and either model run the test may meet: under the 1 NM default limit.
import { getWeatherWorld } from '../../electron/sandbox/weather/world';
import type { Position } from '../../shared/domain/position';

const H = 3600;
/** About 0.38 NM in metres: well under the default 1 NM limit, and shown as 0.4 NM at most. */
const FOG_M = 700;

/** The fog boxes of sea-fog.ts, in from their edges. */
const WATERS = [
  { south: 42, north: 49, west: -56, east: -46 },
  { south: 41, north: 49, west: 143, east: 159 },
  { south: 33, north: 41, west: -126, east: -121 },
  { south: -29, north: -18, west: 9, east: 12 },
  { south: -19, north: -6, west: -81, east: -77 },
  { south: 52, north: 57, west: 1, east: 6 },
  { south: 33, north: 38, west: 121, east: 125 },
];

export interface FogPassage {
  /** Start and end of the run, 6 NM due east of the start. */
  readonly waypoints: readonly [Position, Position];
}

/** The first place in fog now, or null when the world has none anywhere it was looked for. */
export function fogPassage(seed: number, nowUtc: number): FogPassage | null {
  const world = getWeatherWorld(seed);
  const model = world.model('ecmwfhresglobal');
  const runs = [...new Set([world.latestRun(model, nowUtc), world.latestRun(model, nowUtc + 900)])];
  const departures = [Math.ceil(nowUtc / H) * H, Math.ceil(nowUtc / H) * H + H];
  for (const w of WATERS)
    for (let lat = w.south; lat <= w.north; lat += 0.5)
      for (let lon = w.west; lon <= w.east; lon += 0.5) {
        const foggy = runs.every((runUtc) =>
          departures.every((timeUtc) => {
            const v = world.sample({ element: 'visibility', level: null, lat, lon, timeUtc, runUtc });
            return v !== null && v < FOG_M;
          }),
        );
        if (foggy) {
          const dLon = 6 / 60 / Math.cos((lat * Math.PI) / 180);
          return {
            waypoints: [
              { lat, lon },
              { lat, lon: lon + dLon },
            ],
          };
        }
      }
  return null;
}
