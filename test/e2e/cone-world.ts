// A demo world with a storm whose forecast track recurves now, for the test of the cone drawn on
// the chart. The demo world is a function of its seed and the clock, so the test picks the first
// seed that has, now, a storm forecast to turn through at least a right angle, with open sea
// inside the bend far from every circle the cone sweeps (where the convex hull of the circles
// would have drawn the cone) and open sea well inside the cone, both in one view of the chart,
// clear of the labels the chart writes beside the storms' positions.
import { activeStorms } from '../../electron/sandbox/storms/storms';
import type { Storm } from '../../shared/api/resources/storms';
import { geodesicInverse } from '../../shared/geodesy/geodesic';
import { isLand, type LandData } from '../../shared/land/land';
import { sweptMarginNm, type Centre } from '../helpers/cone-truth';
import { project } from './chart-pixels';

const H = 3600;
/** The bend's point lies at least this far outside the swept area, NM: the cone's drift in minutes between choosing the world and the app's fetch is a few NM. */
const BEND_CLEAR_NM = 150;
/** The point in the cone lies at least this far inside it, NM. */
const INSIDE_NM = 40;
/** And this far from the track's line and dots, NM, so only the cone's fill is under it. */
const OFF_TRACK_NM = 40;
/** No land within this many degrees of either point (its shore and colour stay out of the patch read). */
const SEA_AROUND_DEG = 1;
const GRID_DEG = 1;
/** Grid points sit this far off whole degrees, so never on a graticule line (every 1° to 10°). */
const OFF_GRATICULE_DEG = 0.35;
/**
 * Where the chart may write beside a storm's position at the test's zoom, pixels right and down
 * of it (StormsLayer.svelte): a forecast time ("28/1140Z", 10 px type) or the storm's name (11 px
 * bold, above); with a few pixels more for the patch read and the glyph widths guessed.
 */
const TIME_LABEL_BOX = { left: 0, right: 80, top: -12, bottom: 12 } as const;
const NAME_LABEL_BOX = { left: 0, right: 240, top: -32, bottom: 6 } as const;

export interface ConeWorld {
  readonly seed: number;
  readonly storm: Storm;
  /** Inside the bend: outside the cone, inside the hull of the forecast positions. */
  readonly bend: { readonly lat: number; readonly lon: number };
  /** Well inside the cone, away from the track. */
  readonly inside: { readonly lat: number; readonly lon: number };
}

function forecastCentres(storm: Storm, nowUtc: number): Centre[] {
  return storm.path
    .filter((p) => p.timestamp !== null && p.timestamp >= nowUtc && p.latitude !== null && p.longitude !== null)
    .map((p) => ({ latDeg: p.latitude!, lonDeg: p.longitude!, leadH: (p.timestamp! - nowUtc) / H }));
}

/** The track's turn from its first leg to its last, degrees (initial course by GeographicLib). */
function turnDeg(centres: readonly Centre[]): number {
  const course = (a: Centre, b: Centre): number =>
    geodesicInverse(a.latDeg, a.lonDeg, b.latDeg, b.lonDeg).initialCourseDeg;
  const n = centres.length;
  if (n < 3) return 0;
  const d = course(centres[n - 2]!, centres[n - 1]!) - course(centres[0]!, centres[1]!);
  return Math.abs(((d + 540) % 360) - 180);
}

/** Whether (lat, lon) lies in the triangle a, b, c (lon/lat plane): then inside the forecast positions' hull. */
function inTriangle(lat: number, lon: number, a: Centre, b: Centre, c: Centre): boolean {
  const side = (p: Centre, q: Centre): number =>
    (q.lonDeg - p.lonDeg) * (lat - p.latDeg) - (q.latDeg - p.latDeg) * (lon - p.lonDeg);
  const s = [side(a, b), side(b, c), side(c, a)];
  return s.every((v) => v > 0) || s.every((v) => v < 0);
}

function openSea(land: LandData, lat: number, lon: number): boolean {
  for (const dLat of [-SEA_AROUND_DEG, 0, SEA_AROUND_DEG])
    for (const dLon of [-SEA_AROUND_DEG, 0, SEA_AROUND_DEG]) if (isLand(land, lat + dLat, lon + dLon)) return false;
  return true;
}

/** Distance to the track's line (sampled every tenth of each leg) and dots, NM. */
function fromTrackNm(centres: readonly Centre[], lat: number, lon: number): number {
  let best = Infinity;
  for (let i = 0; i + 1 < centres.length; i++) {
    const a = centres[i]!;
    const b = centres[i + 1]!;
    for (let k = 0; k <= 10; k++) {
      const t = k / 10;
      const m =
        geodesicInverse(lat, lon, a.latDeg + t * (b.latDeg - a.latDeg), a.lonDeg + t * (b.lonDeg - a.lonDeg))
          .distanceM / 1852;
      best = Math.min(best, m);
    }
  }
  return best;
}

/** Whether no label the chart may write beside any storm's position at `zoom` covers (lat, lon). */
function clearOfLabels(storms: readonly Storm[], lat: number, lon: number, zoom: number): boolean {
  const [x, y] = project(lat, lon, zoom);
  return storms.every((storm) =>
    storm.path.every((p) => {
      if (p.latitude === null || p.longitude === null) return true;
      const [fixX, fixY] = project(p.latitude, p.longitude, zoom);
      const dx = x - fixX;
      const dy = y - fixY;
      return [TIME_LABEL_BOX, NAME_LABEL_BOX].every(
        (box) => dx < box.left || dx > box.right || dy < box.top || dy > box.bottom,
      );
    }),
  );
}

function coneWorldOf(
  seed: number,
  storm: Storm,
  storms: readonly Storm[],
  nowUtc: number,
  land: LandData,
  zoom: number,
): ConeWorld | null {
  const centres = forecastCentres(storm, nowUtc);
  if (centres.length < 4 || turnDeg(centres) < 90) return null;
  const lats = centres.map((c) => c.latDeg);
  const lons = centres.map((c) => c.lonDeg);
  // One view, clear of the antimeridian and the polar stretch of the Mercator chart.
  if (Math.max(...lons) - Math.min(...lons) > 40 || Math.max(...lons.map(Math.abs)) > 165) return null;
  if (Math.max(...lats.map(Math.abs)) > 50) return null;
  const others = storms.filter((s) => s.id !== storm.id).map((s) => forecastCentres(s, nowUtc));
  const nearOther = (lat: number, lon: number): boolean =>
    others.some((o) => o.length > 1 && sweptMarginNm(o, lat, lon) < BEND_CLEAR_NM);
  let bend: ConeWorld['bend'] | null = null;
  let inside: ConeWorld['inside'] | null = null;
  const [fromLat, fromLon] = [Math.floor(Math.min(...lats)), Math.floor(Math.min(...lons))].map(
    (d) => d + OFF_GRATICULE_DEG,
  );
  for (let lat = fromLat!; lat <= Math.max(...lats) && bend === null; lat += GRID_DEG) {
    for (let lon = fromLon!; lon <= Math.max(...lons) && bend === null; lon += GRID_DEG) {
      const hull = centres.some((a, i) =>
        centres.some((b, j) => j > i && centres.some((c, k) => k > j && inTriangle(lat, lon, a, b, c))),
      );
      if (!hull || !openSea(land, lat, lon) || !clearOfLabels(storms, lat, lon, zoom)) continue;
      if (sweptMarginNm(centres, lat, lon) > BEND_CLEAR_NM && !nearOther(lat, lon)) bend = { lat, lon };
    }
  }
  if (bend === null) return null;
  const b = bend;
  // The point in the cone: near the bend's point, so both are on one screen.
  const candidates: { lat: number; lon: number; far: number }[] = [];
  for (let lat = b.lat - 12; lat <= b.lat + 12; lat += GRID_DEG) {
    for (let lon = b.lon - 20; lon <= b.lon + 20; lon += GRID_DEG) {
      candidates.push({ lat, lon, far: Math.hypot(lat - b.lat, lon - b.lon) });
    }
  }
  for (const c of candidates.sort((x, y) => x.far - y.far)) {
    if (!openSea(land, c.lat, c.lon) || !clearOfLabels(storms, c.lat, c.lon, zoom)) continue;
    if (sweptMarginNm(centres, c.lat, c.lon) > -INSIDE_NM || fromTrackNm(centres, c.lat, c.lon) < OFF_TRACK_NM)
      continue;
    if (nearOther(c.lat, c.lon)) continue;
    inside = { lat: c.lat, lon: c.lon };
    break;
  }
  return inside === null ? null : { seed, storm, bend, inside };
}

/** The first seed from 1 with a recurving storm now, as the file's head says. */
export function coneWorld(nowUtc: number, land: LandData, zoom: number): ConeWorld {
  for (let seed = 1; seed < 400; seed++) {
    const storms = activeStorms(seed, nowUtc);
    for (const storm of storms) {
      const world = coneWorldOf(seed, storm, storms, nowUtc, land, zoom);
      if (world !== null) return world;
    }
  }
  throw new Error('no seed below 400 has a recurving storm with open sea in its bend now');
}
