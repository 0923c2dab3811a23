// Colour scales for the radar and map-layer images: a value in an element's base unit to RGBA.
// Each family has a fixed physical scale so two layers of a run can be compared by eye.
import type { ElementInfo } from '../types';

/** [value, red, green, blue, alpha]; values ascending. */
type Stop = readonly [number, number, number, number, number];

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

/** Blue through green and yellow to red over [min, max], opaque. */
function spectrum(min: number, max: number): readonly Stop[] {
  const at = (f: number) => min + (max - min) * f;
  return [
    [at(0), 48, 18, 140, 255],
    [at(0.2), 40, 110, 230, 255],
    [at(0.4), 60, 200, 200, 255],
    [at(0.55), 90, 200, 80, 255],
    [at(0.7), 250, 220, 60, 255],
    [at(0.85), 240, 110, 40, 255],
    [at(1), 170, 20, 60, 255],
  ];
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

/** Below this share of a wet scale's maximum it is dry (0.1 mm/h on the 30 mm/h scale). */
const DRY_SHARE = 1 / 300;

/** Amounts and rates: transparent when dry, pale to deep blue and purple as it increases. */
function wet(max: number): readonly Stop[] {
  return [
    [max * DRY_SHARE, 170, 220, 250, 140],
    [max * 0.1, 60, 150, 240, 200],
    [max * 0.35, 30, 80, 210, 230],
    [max * 0.7, 120, 40, 190, 245],
    [max, 200, 30, 120, 255],
  ];
}

export const RADAR_SCALE: ColourScale = fromStops(REFLECTIVITY_STOPS, 10);

/** [min, max] of the family's scale in base units, and whether dry/zero is transparent. */
function range(element: ElementInfo): { min: number; max: number; wet: boolean } | null {
  switch (element.family) {
    case 'temperature':
      return { min: -40, max: 45, wet: false };
    case 'speed':
      return { min: 0, max: 35, wet: false };
    case 'pressure':
      return element.id === 'pressure_meansealevel' ? { min: 960, max: 1050, wet: false } : null;
    case 'percent':
      return { min: 0, max: 100, wet: false };
    case 'precipitation':
    case 'precipitationRate':
      return { min: 0, max: 30, wet: true };
    case 'snowRate':
      return { min: 0, max: 5, wet: true };
    case 'snowAccumulation':
      return { min: 0, max: 100, wet: true };
    case 'length':
      if (element.id.startsWith('waveheight')) return { min: 0, max: 12, wet: false };
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
  if (isWet) return fromStops(wet(max), max * DRY_SHARE);
  return fromStops(spectrum(min, max), null);
}
