// Storm colours and legend: a storm is coloured by the warning class of its category code
// (shared/forecast stormClassOf), the same classes its warning distances use, so the legend a
// navigator reads on the chart matches the warnings in the storms panel.
import { stormClassOf, type StormClass } from '../../../../shared/forecast/storm-track';
import type { ChartPalette } from '../palette';

export interface LegendEntry {
  readonly stormClass: StormClass;
  readonly text: string;
  /** The category codes it covers. */
  readonly codes: string;
  readonly colour: string;
}

export const STORM_CLASS_TEXT: Readonly<Record<StormClass, string>> = {
  hurricane: 'Hurricane / typhoon',
  tropicalStorm: 'Tropical storm',
  depression: 'Depression',
  unknown: 'Other category',
};

/** The category codes of each class, for the legend's tooltips. */
export const STORM_CLASS_CODES: Readonly<Record<StormClass, string>> = {
  hurricane: 'H1-H5, HU, TY, STY, I-V, SCS and stronger',
  tropicalStorm: 'TS, STS, CS',
  depression: 'TD, D, DD',
  unknown: 'a code Passage does not know: warned at the largest distance',
};

export function stormColour(category: string, palette: ChartPalette): string {
  return palette.storm[stormClassOf(category)];
}

/** The legend for the storms drawn: only the classes that appear, strongest first. */
export function stormLegend(categories: Iterable<string>, palette: ChartPalette): LegendEntry[] {
  const present = new Set<StormClass>();
  for (const c of categories) present.add(stormClassOf(c));
  const order: readonly StormClass[] = ['hurricane', 'tropicalStorm', 'depression', 'unknown'];
  return order
    .filter((c) => present.has(c))
    .map((stormClass) => ({
      stormClass,
      text: STORM_CLASS_TEXT[stormClass],
      codes: STORM_CLASS_CODES[stormClass],
      colour: palette.storm[stormClass],
    }));
}
