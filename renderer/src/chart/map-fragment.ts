// The chart's view in the address fragment, OpenStreetMap's way: `map=ZOOM/LAT/LON` beside the
// fragment's other parts (`#token=…&map=6/41.5/-68`), so a view can be shared, reopened, and
// reached straight away by a test. Pure: the text in, the view out, and back.
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import type { ChartView } from '../map/view';

/** The zooms the chart offers (ChartMap's minZoom and maxZoom). */
export const MAP_FRAGMENT_ZOOMS = { min: 1, max: 16 } as const;

const MAP_KEY = 'map=';
/** A plain decimal number: no exponent, no hex, no Infinity, nothing Number() would also take. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

function parts(hash: string): string[] {
  return hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '');
}

/** `%2F` and the like undone; a broken escape (`%E0%A4%A`) gives '' rather than a URIError. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * The view named by `map=ZOOM/LAT/LON` in a fragment (with or without its `#`), or null when
 * there is none or it is not a view: a zoom not a whole number in MAP_FRAGMENT_ZOOMS, a
 * latitude outside [-90, 90], a longitude outside [-180, 180], or anything not a number.
 */
export function parseMapFragment(hash: string): ChartView | null {
  const part = parts(hash).find((p) => p.startsWith(MAP_KEY));
  if (part === undefined) return null;
  const fields = decoded(part.slice(MAP_KEY.length)).split('/');
  if (fields.length !== 3 || !fields.every((f) => DECIMAL.test(f))) return null;
  const [zoom, lat, lon] = fields.map(Number) as [number, number, number];
  if (!Number.isInteger(zoom) || zoom < MAP_FRAGMENT_ZOOMS.min || zoom > MAP_FRAGMENT_ZOOMS.max) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { center: { lat: lat + 0, lon: lon + 0 }, zoom };
}

/**
 * Decimals that place the centre within about a pixel at this zoom (OpenStreetMap's rule):
 * 0.1° at zoom 2 (3 px a degree) to 0.0001° at zoom 9 to 16.
 */
function decimalsForZoom(zoom: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(1, zoom))));
}

/** `ZOOM/LAT/LON` for a view: zoom rounded to whole, longitude wrapped into [-180, 180). */
export function formatMapView(view: ChartView): string {
  const zoom = Math.round(view.zoom);
  const d = decimalsForZoom(zoom);
  const lat = Math.max(-90, Math.min(90, view.center.lat));
  const lon = normalizeLonDeg(view.center.lon);
  // Number() drops the trailing zeros toFixed writes; `+ 0` turns -0 into 0.
  const text = (x: number): string => String(Number(x.toFixed(d)) + 0);
  return `${zoom}/${text(lat)}/${text(lon)}`;
}

/**
 * The fragment with its `map=` part set to `view` (replaced in place, or added last), every
 * other part (the launch token among them) kept as it was. Returned with its `#`.
 */
export function withMapFragment(hash: string, view: ChartView): string {
  const part = `${MAP_KEY}${formatMapView(view)}`;
  const kept = parts(hash);
  const at = kept.findIndex((p) => p.startsWith(MAP_KEY));
  if (at >= 0) kept[at] = part;
  else kept.push(part);
  return `#${kept.join('&')}`;
}
