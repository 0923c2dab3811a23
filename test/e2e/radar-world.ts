// The radar tests' demo world: the way from a port out to open sea with no radar coverage, and
// the pixel test's world, with rain over part of a coast and none over another part at one radar
// step (the demo service's weather is a function of its seed and the clock, so the seed is chosen).
import { PRODUCT_MODEL_ID } from '../../electron/sandbox/weather/products/field';
import { getWeatherWorld } from '../../electron/sandbox/weather/world';
import { hasRadarCoverage } from '../../electron/sandbox/weather/products/radar-coverage';
import { landMask } from '../../electron/sandbox/land/mask';
import { RADAR_STEP_MIN, RADAR_STEPS } from '../../electron/sandbox/weather/products/radar';
import { coastLines, landPolygonsIn } from '../../shared/land/draw';
import { isLand } from '../../shared/land/land';
import { landFile, project, unproject } from './chart-pixels';

export interface RadarPort {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/**
 * Arrow-key pans (right and down counts, negative for left and up) that take a chart centred
 * on the port at `zoom` to open sea with no radar coverage: the fewest presses, within six each way.
 */
export function panToOpenSea(port: RadarPort, zoom: number, panPx: number): { right: number; down: number } {
  const land = landMask();
  const [startX, startY] = project(port.lat, port.lon, zoom);
  const moves: { right: number; down: number }[] = [];
  for (let right = -6; right <= 6; right++) for (let down = -6; down <= 6; down++) moves.push({ right, down });
  moves.sort((a, b) => Math.abs(a.right) + Math.abs(a.down) - (Math.abs(b.right) + Math.abs(b.down)));
  const found = moves.find(({ right, down }) => {
    const [lat, lon] = unproject(startX + right * panPx, startY + down * panPx, zoom);
    return Math.abs(lat) < 60 && !hasRadarCoverage((a, b) => land.isLand(a, b), lat, lon);
  });
  if (found === undefined) throw new Error(`no open sea within reach of ${port.name}`);
  return found;
}

export interface PartlyWetCoast {
  readonly seed: number;
  /** The radar step (Unix seconds) with rain over part of the coast and none over another part. */
  readonly timeUtc: number;
}

/**
 * Reflectivity the radar surely draws (ECHO_DBZ) and surely does not (DRY_DBZ), dBZ: its colour
 * scale starts at 10 (the sandbox's colour.ts), and the picture is interpolated between samples.
 */
const ECHO_DBZ = 12;
const DRY_DBZ = 8;
/** The first and last radar step looked at, minutes from now: in the nowcast even if the app asks some minutes later. */
const FIRST_STEP_MIN = 15;
const LAST_STEP_MIN = RADAR_STEP_MIN * RADAR_STEPS - 10;
/** Per step, at least this many wet shore points, and dry ones on land and at sea. */
const MIN_WET_COAST = 12;
const SHORE_POINTS = 80;
const MIN_DRY = 8;

/**
 * The first seed from 1 whose demo world has, at one radar step between 15 minutes and almost
 * two hours from `nowUtc`, an echo (ECHO_DBZ or more) over at least MIN_WET_COAST points of the
 * chart's shore within `halfDeg` of `place`, and no echo (under DRY_DBZ) over land and over sea
 * elsewhere in that box; with that step's time. In the run latest at `nowUtc`: the world runs on
 * a clock with no new run due while the test runs (world-clock.ts).
 */
export function partlyWetCoast(
  place: { readonly lat: number; readonly lon: number },
  halfDeg: { readonly lat: number; readonly lon: number },
  nowUtc: number,
): PartlyWetCoast {
  const land = landFile('10m');
  const box = {
    west: place.lon - halfDeg.lon,
    east: place.lon + halfDeg.lon,
    south: place.lat - halfDeg.lat,
    north: place.lat + halfDeg.lat,
  };
  const inBox = (lat: number, lon: number): boolean =>
    lat > box.south && lat < box.north && lon > box.west && lon < box.east;
  const allShore: { lat: number; lon: number }[] = [];
  for (const p of landPolygonsIn(land, box)) {
    for (let r = land.polygonStart[p]!; r < land.polygonStart[p + 1]!; r++) {
      for (const line of coastLines(land, r, (lon, lat) => ({ lat, lon }))) {
        allShore.push(...line.filter((point) => inBox(point.lat, point.lon)));
      }
    }
  }
  // SHORE_POINTS spread along it: neighbours a few hundred metres apart say the same.
  const shore = allShore.filter((_, i) => i % Math.max(1, Math.floor(allShore.length / SHORE_POINTS)) === 0);
  const grid: { lat: number; lon: number; land: boolean }[] = [];
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      const lat = box.south + ((box.north - box.south) * i) / 10;
      const lon = box.west + ((box.east - box.west) * j) / 10;
      grid.push({ lat, lon, land: isLand(land, lat, lon) });
    }
  }
  const start = Math.floor(nowUtc / (RADAR_STEP_MIN * 60)) * RADAR_STEP_MIN * 60;
  for (let seed = 1; seed < 2000; seed++) {
    const world = getWeatherWorld(seed);
    const model = world.model(PRODUCT_MODEL_ID);
    const runUtc = world.latestRun(model, nowUtc);
    // Every other step: rain moves little in ten minutes, and each step looked at costs samples.
    for (let min = FIRST_STEP_MIN; min <= LAST_STEP_MIN; min += 2 * RADAR_STEP_MIN) {
      const timeUtc = start + min * 60;
      const dbz = (p: { lat: number; lon: number }): number =>
        world.sample({ element: 'reflectivity', level: null, lat: p.lat, lon: p.lon, timeUtc, runUtc }) ?? 0;
      const dry = grid.filter((p) => dbz(p) < DRY_DBZ);
      if (dry.filter((p) => p.land).length < MIN_DRY || dry.filter((p) => !p.land).length < MIN_DRY) continue;
      if (shore.filter((p) => dbz(p) >= ECHO_DBZ).length >= MIN_WET_COAST) return { seed, timeUtc };
    }
  }
  throw new Error(`no demo world from seed 1 to 1999 has rain over part of the coast near ${place.lat}, ${place.lon}`);
}
