// Which radar picture the chart asks for: around the selected port, else the chart's centre,
// with a radius that fills the view; and when the chart has moved far enough to ask again.
import type { Position } from '../../../shared/domain/position';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { RADAR_RADIUS_KM } from '../../../shared/ipc';

export interface RadarPlace {
  readonly lat: number;
  /** Degrees in [-180, 180). */
  readonly lon: number;
  readonly radiusKm: number;
  /** What the picture is around, in words: a port's name or "the chart's centre". */
  readonly name: string;
}

export interface RadarView {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** Kilometres per degree of latitude on the mean Earth (radius 6371.0088 km). */
const KM_PER_DEG = (Math.PI * 6371.0088) / 180;
/** Radii are rounded to this, km, so a small zoom or resize asks the same (and hits the store). */
const RADIUS_STEP_KM = 10;
/** The smallest picture Passage asks for, km: a harbour and its approaches. */
const MIN_RADIUS_KM = 10;
/** Moving the centre by more than this share of the radius asks again. */
const MOVE_SHARE = 0.4;
/** A radius this many times larger or smaller than the one shown asks again. */
const ZOOM_FACTOR = 2;

/** Half the shorter side of the view, km, rounded and within the radar's limits. */
export function radiusForView(view: RadarView): number {
  const midLat = (view.north + view.south) / 2;
  const heightKm = (view.north - view.south) * KM_PER_DEG;
  const widthKm = (view.east - view.west) * KM_PER_DEG * Math.cos((midLat * Math.PI) / 180);
  const half = Math.min(heightKm, widthKm) / 2;
  const rounded = Math.round(half / RADIUS_STEP_KM) * RADIUS_STEP_KM;
  return Math.max(MIN_RADIUS_KM, Math.min(RADAR_RADIUS_KM.max, rounded));
}

/** The place for a view: the selected port when there is one, else the view's centre. */
export function radarPlace(view: RadarView, port: (Position & { readonly name: string }) | null): RadarPlace {
  const radiusKm = radiusForView(view);
  if (port !== null) return { lat: port.lat, lon: normalizeLonDeg(port.lon), radiusKm, name: port.name };
  const lat = Math.max(-85, Math.min(85, (view.north + view.south) / 2));
  return { lat, lon: normalizeLonDeg((view.east + view.west) / 2), radiusKm, name: "the chart's centre" };
}

/**
 * True when `wanted` is far enough from `shown` (moved, or zoomed a lot) to ask for a new
 * picture, or is around another place by name (a port chosen: the picture centres on it).
 */
export function isFarFrom(shown: RadarPlace, wanted: RadarPlace): boolean {
  if (shown.name !== wanted.name) return true;
  const ratio = wanted.radiusKm / shown.radiusKm;
  if (ratio >= ZOOM_FACTOR || ratio <= 1 / ZOOM_FACTOR) return true;
  const movedKm = geodesicInverse(shown.lat, shown.lon, wanted.lat, wanted.lon).distanceM / 1000;
  return movedKm > MOVE_SHARE * shown.radiusKm;
}
