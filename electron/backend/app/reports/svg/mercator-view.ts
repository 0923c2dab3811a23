// The report chart's frame: a Mercator view fitted around what must show (route, storm
// approaches), in SVG user units. Longitudes are unwrapped (the view may run past ±180), so a
// Pacific crossing is one picture; everything drawn is moved by whole turns into the view.
import { lonDiffDeg } from '../../../../../shared/geodesy/angles';

/** Mercator's usual latitude limit, degrees: the chart never reaches the poles. */
const MAX_LAT = 82;

export interface MercatorView {
  /** Unwrapped longitudes, west < east (east − west ≤ 360), degrees. */
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
  readonly widthPx: number;
  readonly heightPx: number;
  /** Projects a position to user units; `lon` is taken as given (unwrap it with `nearLon`). */
  project(lat: number, lon: number): readonly [number, number];
  /** `lon` moved by whole turns to the copy nearest the view's middle meridian. */
  nearLon(lon: number): number;
}

export interface ViewOptions {
  readonly widthPx: number;
  /** Height limits as fractions of the width; the view grows in the other direction to fit. */
  readonly minAspect: number;
  readonly maxAspect: number;
  /** Margin around the points, as a fraction of their span (at least `minPadDeg`). */
  readonly padFraction: number;
  readonly minPadDeg: number;
}

const DEFAULT_OPTIONS: ViewOptions = {
  widthPx: 1000,
  minAspect: 0.5,
  maxAspect: 1.15,
  padFraction: 0.08,
  minPadDeg: 0.3,
};

function mercatorY(latDeg: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, latDeg)) * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + phi / 2));
}

function latOfMercatorY(y: number): number {
  return ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
}

/**
 * The view around `points` (lat, lon; longitudes may wrap, e.g. 179 then -179). Longitudes are
 * unwrapped in order, each the short way from the one before, so the points should come in
 * track order with the route first.
 */
export function fitMercatorView(
  points: readonly { lat: number; lon: number }[],
  options: Partial<ViewOptions> = {},
): MercatorView {
  const o = { ...DEFAULT_OPTIONS, ...options };
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  let prev = NaN;
  for (const p of points) {
    const lon = Number.isNaN(prev) ? p.lon : prev + lonDiffDeg(prev, p.lon);
    prev = lon;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  if (!Number.isFinite(west)) [west, east, south, north] = [-10, 10, -10, 10];
  const padLon = Math.max(o.minPadDeg, (east - west) * o.padFraction);
  const padLat = Math.max(o.minPadDeg, (north - south) * o.padFraction);
  west -= padLon;
  east += padLon;
  if (east - west > 360) [west, east] = [(west + east) / 2 - 180, (west + east) / 2 + 180];
  south = Math.max(-MAX_LAT, south - padLat);
  north = Math.min(MAX_LAT, north + padLat);

  // Fit the aspect: widen the shorter side around its middle (Mercator y for latitudes).
  const xSpan = ((east - west) * Math.PI) / 180;
  let y0 = mercatorY(south);
  let y1 = mercatorY(north);
  const aspect = (y1 - y0) / xSpan;
  if (aspect < o.minAspect) {
    const mid = (y0 + y1) / 2;
    const half = (o.minAspect * xSpan) / 2;
    [y0, y1] = [Math.max(mercatorY(-MAX_LAT), mid - half), Math.min(mercatorY(MAX_LAT), mid + half)];
  } else if (aspect > o.maxAspect) {
    const mid = (west + east) / 2;
    const half = Math.min(180, ((y1 - y0) / o.maxAspect / 2) * (180 / Math.PI));
    [west, east] = [mid - half, mid + half];
  }
  south = latOfMercatorY(y0);
  north = latOfMercatorY(y1);
  const scale = o.widthPx / (((east - west) * Math.PI) / 180);
  const heightPx = Math.round((y1 - y0) * scale);
  const westEdge = west;
  const middle = (west + east) / 2;
  return {
    west,
    east,
    south,
    north,
    widthPx: o.widthPx,
    heightPx,
    project: (lat, lon) => [(((lon - westEdge) * Math.PI) / 180) * scale, (y1 - mercatorY(lat)) * scale],
    nearLon: (lon) => middle + lonDiffDeg(middle, lon),
  };
}
