// The chart's graticule: meridians and parallels at a spacing that suits the zoom, labelled
// as a navigator writes them (50°N, 010°W, 50°30'N). Pure: the chart turns it into Leaflet.
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import type { ViewBounds } from '../map/view';
import type { LatLngTuple } from './route';

/** Spacings offered, minutes of arc: 30°, 10°, 5°, 1°, 30', 10'. */
export const GRATICULE_SPACINGS_MIN: readonly number[] = [1800, 600, 300, 60, 30, 10];

/** Lines are at least this far apart on screen (measured along the equator), pixels. */
export const MIN_SPACING_PX = 80;

/** Leaflet's Web Mercator draws the world this many pixels wide at zoom 0. */
const TILE_PX = 256;

/** Mercator's (and Leaflet's) latitude limit, degrees. */
export const MERCATOR_MAX_LAT = 85.0511287798;

/**
 * The finest spacing whose lines are at least MIN_SPACING_PX apart at `zoom` (fractional zooms
 * allowed): 30° at zoom 3 and below, 10° at 4, 5° at 5-6, 1° at 7, 30' at 8-9, 10' from 10.
 */
export function graticuleSpacingMin(zoom: number): number {
  const pxPerMin = (TILE_PX * 2 ** zoom) / (360 * 60);
  let spacing = GRATICULE_SPACINGS_MIN[0]!;
  for (const s of GRATICULE_SPACINGS_MIN) if (s * pxPerMin >= MIN_SPACING_PX) spacing = s;
  return spacing;
}

export interface GraticuleLabel {
  /** Latitude of a parallel or (unwrapped) longitude of a meridian, degrees. */
  readonly valueDeg: number;
  readonly text: string;
}

export interface Graticule {
  readonly spacingMin: number;
  readonly meridians: readonly GraticuleLabel[];
  readonly parallels: readonly GraticuleLabel[];
  /** Every line as a two-point polyline (meridians and parallels are straight on Mercator). */
  readonly lines: LatLngTuple[][];
}

/**
 * The lines that cross `view` padded by one spacing on each side (so a short pan needs no
 * redraw), with their labels. Computed in whole minutes of arc, so 30' lines do not drift.
 */
export function graticule(view: ViewBounds, zoom: number): Graticule {
  const spacingMin = graticuleSpacingMin(zoom);
  const step = spacingMin / 60;
  const south = Math.max(-MERCATOR_MAX_LAT, view.south - step);
  const north = Math.min(MERCATOR_MAX_LAT, view.north + step);
  const west = view.west - step;
  const east = view.east + step;
  const meridians: GraticuleLabel[] = [];
  const parallels: GraticuleLabel[] = [];
  const lines: LatLngTuple[][] = [];
  for (let k = Math.ceil((west * 60) / spacingMin); k * spacingMin <= east * 60; k++) {
    const lon = (k * spacingMin) / 60;
    meridians.push({ valueDeg: lon, text: formatGraticuleLon(k * spacingMin) });
    lines.push([
      [-MERCATOR_MAX_LAT, lon],
      [MERCATOR_MAX_LAT, lon],
    ]);
  }
  for (let k = Math.ceil((south * 60) / spacingMin); k * spacingMin <= north * 60; k++) {
    const lat = (k * spacingMin) / 60;
    parallels.push({ valueDeg: lat, text: formatGraticuleLat(k * spacingMin) });
    lines.push([
      [lat, west],
      [lat, east],
    ]);
  }
  return { spacingMin, meridians, parallels, lines };
}

/** 50°N, 05°S, 50°30'N, 00° (the equator): latitude given in whole minutes of arc. */
export function formatGraticuleLat(latMin: number): string {
  if (latMin === 0) return '00°';
  return `${degMin(Math.abs(latMin), 2)}${latMin > 0 ? 'N' : 'S'}`;
}

/** 010°W, 120°E, 010°30'W, 000°, 180°: longitude in whole minutes, any turn (wrapped here). */
export function formatGraticuleLon(lonMin: number): string {
  const wrapped = Math.round(normalizeLonDeg(lonMin / 60) * 60);
  if (wrapped === 0) return '000°';
  if (wrapped === -180 * 60) return '180°';
  return `${degMin(Math.abs(wrapped), 3)}${wrapped > 0 ? 'E' : 'W'}`;
}

function degMin(absMin: number, degDigits: number): string {
  const deg = String(Math.floor(absMin / 60)).padStart(degDigits, '0');
  const min = absMin % 60;
  return min === 0 ? `${deg}°` : `${deg}°${String(min).padStart(2, '0')}'`;
}
