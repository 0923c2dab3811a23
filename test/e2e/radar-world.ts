// Where it rains near a port in the demo world now: the radar test opens the major port with the
// most rain around it in the next half hour, so its screenshot shows rain bands against the
// coast (the demo service's weather is a function of its seed, 1, and the real clock).
import { portCatalogue } from '../../electron/sandbox/ports/catalogue';
import { MAJOR_PORT_LOCODES } from '../../electron/sandbox/ports/major-ports';
import { PRODUCT_MODEL_ID } from '../../electron/sandbox/weather/products/field';
import { getWeatherWorld } from '../../electron/sandbox/weather/world';
import { hasRadarCoverage } from '../../electron/sandbox/weather/products/radar-coverage';
import { landMask } from '../../electron/sandbox/weather/world/land';

export interface RadarPort {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/** Reflectivity the radar draws as rain, dBZ (the sandbox's colour scale starts at 10). */
const RAIN_DBZ = 15;
const BOX_DEG = 0.8;
const STEP_DEG = 0.1;
const FALLBACK: RadarPort = { name: 'Rotterdam', lat: 51.95, lon: 4.1 };

/** The major port with the most rain within about 90 km half an hour from now; Rotterdam when all are dry. */
export function rainyPort(nowUtc: number): RadarPort {
  const world = getWeatherWorld(1);
  const model = world.model(PRODUCT_MODEL_ID);
  const runUtc = world.latestRun(model, nowUtc);
  const timeUtc = nowUtc + 1800;
  let best: { port: RadarPort; wet: number } = { port: FALLBACK, wet: 0 };
  for (const p of portCatalogue().ports) {
    // Plain names only: the test searches for it and matches the result by name.
    if (!MAJOR_PORT_LOCODES.has(p.locode) || !/^[A-Za-z ]+$/.test(p.name)) continue;
    let wet = 0;
    for (let dy = -BOX_DEG; dy <= BOX_DEG; dy += STEP_DEG) {
      for (let dx = -BOX_DEG; dx <= BOX_DEG; dx += STEP_DEG) {
        const lat = p.latitude + dy;
        const lon = p.longitude + dx;
        const dbz = world.sample({ element: 'reflectivity', level: null, lat, lon, timeUtc, runUtc });
        if (dbz !== null && dbz >= RAIN_DBZ) wet++;
      }
    }
    if (wet > best.wet) best = { port: { name: p.name, lat: p.latitude, lon: p.longitude }, wet };
  }
  return best.port;
}

/** Web Mercator pixels of a 256-pixel world at `zoom`: x east, y south. */
function mercatorPx(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size };
}

function fromMercatorPx(x: number, y: number, zoom: number): { lat: number; lon: number } {
  const size = 256 * 2 ** zoom;
  const lon = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, lon };
}

/**
 * Arrow-key pans (right and down counts, negative for left and up) that take a chart centred
 * on the port at `zoom` to open sea with no radar coverage: the fewest presses, within six each way.
 */
export function panToOpenSea(port: RadarPort, zoom: number, panPx: number): { right: number; down: number } {
  const land = landMask();
  const start = mercatorPx(port.lat, port.lon, zoom);
  const moves: { right: number; down: number }[] = [];
  for (let right = -6; right <= 6; right++) for (let down = -6; down <= 6; down++) moves.push({ right, down });
  moves.sort((a, b) => Math.abs(a.right) + Math.abs(a.down) - (Math.abs(b.right) + Math.abs(b.down)));
  const found = moves.find(({ right, down }) => {
    const at = fromMercatorPx(start.x + right * panPx, start.y + down * panPx, zoom);
    return Math.abs(at.lat) < 60 && !hasRadarCoverage((lat, lon) => land.isLand(lat, lon), at.lat, at.lon);
  });
  if (found === undefined) throw new Error(`no open sea within reach of ${port.name}`);
  return found;
}
