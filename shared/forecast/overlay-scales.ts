// The weather overlays of the chart (spec §4.2 maps/layers): which elements Passage offers, in
// which service element, level and unit each is asked, and the colour scale each is painted on.
// ONE home: the demo sandbox paints its layer images with these stops and the chart's legend
// draws the same stops, so what the legend says is what the picture shows (STYLE 11). The live
// service's palette is not documented; its legend says so. The elements themselves are the
// contract's (shared/ipc/methods/maps.ts).
import { OVERLAY_ELEMENTS, type OverlayElement } from '../ipc/methods/maps';

/** [value in the element's service unit, red, green, blue, alpha]; values ascending. */
export type ColourStop = readonly [number, number, number, number, number];

/** Below this share of a wet scale's maximum it is dry (0.1 mm/h on the 30 mm/h scale): transparent. */
export const DRY_SHARE = 1 / 300;

/** Blue through green and yellow to red over [min, max], opaque. */
export function spectrumStops(min: number, max: number): ColourStop[] {
  const at = (f: number): number => min + (max - min) * f;
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

/** Amounts and rates: transparent when dry, pale to deep blue and purple as it increases. */
export function wetStops(max: number): ColourStop[] {
  return [
    [max * DRY_SHARE, 170, 220, 250, 140],
    [max * 0.1, 60, 150, 240, 200],
    [max * 0.35, 30, 80, 210, 230],
    [max * 0.7, 120, 40, 190, 245],
    [max, 200, 30, 120, 255],
  ];
}

/** The physical range of a scale in the service unit; `wet`: dry (below DRY_SHARE of max) is transparent. */
export interface ScaleRange {
  readonly min: number;
  readonly max: number;
  readonly wet: boolean;
}

export interface OverlayElementInfo {
  /** As the chooser and the legend name it. */
  readonly label: string;
  /** The service's element id (spec §2.2). */
  readonly serviceElement: string;
  /** The level asked; null for an element without levels. */
  readonly level: string | null;
  /** The unit asked and the unit of the scale's values (spec §2.2 units). */
  readonly unit: 'm/s' | 'm' | 'hPa' | 'mm/hr';
  /** Which kind of model serves it: waves come from a wave model. */
  readonly modelCategory: 'atmosphere' | 'ocean';
  readonly range: ScaleRange;
}

/** Wind and gusts share one scale (0 to 35 m/s, about 68 kn) so the two can be compared by eye. */
const SPEED_RANGE: ScaleRange = { min: 0, max: 35, wet: false };

export const OVERLAY_INFO: { readonly [E in OverlayElement]: OverlayElementInfo } = {
  wind: {
    label: 'Wind',
    serviceElement: 'windspeed',
    level: '10m',
    unit: 'm/s',
    modelCategory: 'atmosphere',
    range: SPEED_RANGE,
  },
  gusts: {
    label: 'Gusts',
    serviceElement: 'windgust',
    level: '10m',
    unit: 'm/s',
    modelCategory: 'atmosphere',
    range: SPEED_RANGE,
  },
  waves: {
    label: 'Wave height',
    serviceElement: 'waveheight_significant',
    level: null,
    unit: 'm',
    modelCategory: 'ocean',
    range: { min: 0, max: 12, wet: false },
  },
  pressure: {
    label: 'Pressure',
    serviceElement: 'pressure_meansealevel',
    level: null,
    unit: 'hPa',
    modelCategory: 'atmosphere',
    range: { min: 960, max: 1050, wet: false },
  },
  precipitation: {
    label: 'Precipitation',
    serviceElement: 'precipitation',
    level: null,
    unit: 'mm/hr',
    modelCategory: 'atmosphere',
    range: { min: 0, max: 30, wet: true },
  },
};

/** The stops a range is painted with. */
export function stopsOf(range: ScaleRange): ColourStop[] {
  return range.wet ? wetStops(range.max) : spectrumStops(range.min, range.max);
}

/** The value under which a scale paints nothing (dry), or null when every value is painted. */
export function transparentBelow(range: ScaleRange): number | null {
  return range.wet ? range.max * DRY_SHARE : null;
}

export function isOverlayElement(text: string): text is OverlayElement {
  return (OVERLAY_ELEMENTS as readonly string[]).includes(text);
}
