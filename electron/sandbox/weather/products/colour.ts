// Colour scales for the radar and map-layer images: a value in an element's base unit to RGBA.
// Each family has a fixed physical scale so two layers of a run can be compared by eye.
import type { ElementInfo } from '../types';
import {
  DRY_SHARE,
  OVERLAY_INFO,
  spectrumStops,
  wetStops,
  type ColourStop as Stop,
} from '../../../../shared/forecast/overlay-scales';

export interface ColourScale {
  /** Writes the colour of `value` (NaN: no value, transparent) at `out[offset..offset+3]`. */
  paint(value: number, out: Uint8Array, offset: number): void;
}

function fromStops(stops: readonly Stop[], transparentBelow: number | null): ColourScale {
  return {
    paint(value, out, offset) {
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (
        Number.isNaN(value) ||
        (transparentBelow !== null && value < transparentBelow) ||
        first === undefined ||
        last === undefined
      ) {
        out.fill(0, offset, offset + 4);
        return;
      }
      let lo: Stop = first;
      let hi: Stop = last;
      if (value <= first[0]) hi = first;
      else if (value >= last[0]) lo = last;
      else {
        for (let i = 1; i < stops.length; i++) {
          const s = stops[i];
          if (s !== undefined && value <= s[0]) {
            hi = s;
            lo = stops[i - 1] ?? first;
            break;
          }
        }
      }
      const f = hi[0] === lo[0] ? 0 : (value - lo[0]) / (hi[0] - lo[0]);
      out[offset] = Math.round(lo[1] + (hi[1] - lo[1]) * f);
      out[offset + 1] = Math.round(lo[2] + (hi[2] - lo[2]) * f);
      out[offset + 2] = Math.round(lo[3] + (hi[3] - lo[3]) * f);
      out[offset + 3] = Math.round(lo[4] + (hi[4] - lo[4]) * f);
    },
  };
}

/** Reflectivity, dBZ: the usual radar ramp; transparent under 10 dBZ (no precipitation). */
const REFLECTIVITY_STOPS: readonly Stop[] = [
  [10, 120, 200, 250, 150],
  [20, 30, 120, 230, 200],
  [30, 40, 190, 60, 220],
  [40, 250, 230, 40, 230],
  [50, 240, 60, 30, 240],
  [60, 200, 40, 200, 250],
  [70, 255, 255, 255, 255],
];

export const RADAR_SCALE: ColourScale = fromStops(REFLECTIVITY_STOPS, 10);

/** [min, max] of the family's scale in base units, and whether dry/zero is transparent. */
function range(element: ElementInfo): { min: number; max: number; wet: boolean } | null {
  switch (element.family) {
    case 'temperature':
      return { min: -40, max: 45, wet: false };
    // The chart's overlays (wind, gusts, pressure, waves, precipitation) and their legend share
    // these ranges: shared/forecast/overlay-scales.ts.
    case 'speed':
      return OVERLAY_INFO.wind.range;
    case 'pressure':
      return element.id === 'pressure_meansealevel' ? OVERLAY_INFO.pressure.range : null;
    case 'percent':
      return { min: 0, max: 100, wet: false };
    case 'precipitation':
    case 'precipitationRate':
      return OVERLAY_INFO.precipitation.range;
    case 'snowRate':
      return { min: 0, max: 5, wet: true };
    case 'snowAccumulation':
      return { min: 0, max: 100, wet: true };
    case 'length':
      if (element.id.startsWith('waveheight')) return OVERLAY_INFO.waves.range;
      return element.id === 'visibility' ? { min: 0, max: 30_000, wet: false } : { min: 0, max: 5000, wet: false };
    case 'energy':
      return { min: 0, max: 4000, wet: false };
    case 'radiation':
      return { min: 0, max: 1000, wet: false };
    case 'angle':
      return { min: 0, max: 360, wet: false };
    case 'reflectivity':
    case 'unitless':
      return null;
  }
}

/**
 * The scale for a map layer. Elements without a fixed range (unitless ones, pressure on
 * levels) stretch over the values the image shows, `shownMin..shownMax`.
 */
export function mapScale(element: ElementInfo, grayscale: boolean, shownMin: number, shownMax: number): ColourScale {
  if (element.family === 'reflectivity' && !grayscale) return RADAR_SCALE;
  const r = element.family === 'reflectivity' ? { min: 10, max: 70, wet: true } : range(element);
  const min = r?.min ?? (Number.isFinite(shownMin) ? shownMin : 0);
  const max = r?.max ?? (Number.isFinite(shownMax) && shownMax > min ? shownMax : min + 1);
  const isWet = r?.wet ?? false;
  if (grayscale) {
    const threshold = isWet ? min + (max - min) * DRY_SHARE : null;
    return fromStops(
      [
        [min, 0, 0, 0, 255],
        [max, 255, 255, 255, 255],
      ],
      threshold,
    );
  }
  if (isWet) return fromStops(wetStops(max), max * DRY_SHARE);
  return fromStops(spectrumStops(min, max), null);
}
