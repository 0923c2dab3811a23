// The chart's scale bar in nautical miles: the longest 1-2-5 × 10^n NM that fits the bar's
// room at the chart's latitude and zoom (Mercator's scale grows with the secant of latitude).
import { M_PER_NM } from '../../../shared/domain/units';

/** Leaflet's Web Mercator sphere (EPSG:3857): its equator, metres. */
const EQUATOR_M = 2 * Math.PI * 6_378_137;
const TILE_PX = 256;

/**
 * Ground metres per screen pixel at `latDeg` on Leaflet's Mercator at `zoom`. Spherical, as
 * Leaflet draws it; within 0.5 % of the WGS84 figure, which is plenty for a scale bar.
 */
export function metresPerPixel(latDeg: number, zoom: number): number {
  return (EQUATOR_M * Math.cos((latDeg * Math.PI) / 180)) / (TILE_PX * 2 ** zoom);
}

/** The largest 1, 2 or 5 × 10^n not above `maxNm` (NaN for zero, negative or NaN input). */
export function niceNm(maxNm: number): number {
  if (!(maxNm > 0) || !Number.isFinite(maxNm)) return NaN;
  const n = Math.floor(Math.log10(maxNm));
  for (const m of [5, 2, 1]) {
    // Built from a whole mantissa and a power written as text, so 0.2 is 0.2, not 0.20000000000000004.
    const v = Number(`${m}e${n}`);
    if (v <= maxNm) return v;
  }
  return Number(`1e${n - 1}`);
}

export interface ScaleBar {
  readonly distanceNm: number;
  readonly widthPx: number;
  /** `200 NM`, `0.5 NM`. */
  readonly label: string;
}

/** The scale bar for a chart at `latDeg` and `zoom`, at most `maxWidthPx` wide. */
export function scaleBar(latDeg: number, zoom: number, maxWidthPx = 100): ScaleBar {
  const nmPerPx = metresPerPixel(latDeg, zoom) / M_PER_NM;
  const distanceNm = niceNm(maxWidthPx * nmPerPx);
  return { distanceNm, widthPx: Math.round(distanceNm / nmPerPx), label: `${distanceNm} NM` };
}
