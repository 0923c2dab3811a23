// The legend of a weather overlay: its colour stops (shared/forecast/overlay-scales, the same
// stops the demo sandbox paints with) as a CSS gradient, and labelled ticks in the navigator's
// units: wind and gusts in the speed unit of Settings, waves in metres or feet.
import type { UnitPreferences } from '../../../shared/ipc';
import { OVERLAY_INFO, stopsOf, transparentBelow } from '../../../shared/forecast/overlay-scales';
import type { OverlayElement } from '../../../shared/ipc/methods/maps';
import { convertLength, convertSpeed } from '../../../shared/domain/units';

export interface LegendScale {
  readonly label: string;
  /** The unit the ticks are written in. */
  readonly unit: string;
  /** CSS linear-gradient, left (low) to right (high). */
  readonly gradient: string;
  /** Ticks as positions 0..1 along the bar and their text. */
  readonly ticks: readonly { readonly at: number; readonly text: string }[];
  /** Below this (in the tick unit) nothing is painted (dry); null when everything is. */
  readonly transparentBelowText: string | null;
}

/** A value of the element's service unit in the navigator's unit, and that unit's name. */
function display(element: OverlayElement, units: UnitPreferences): { unit: string; convert: (v: number) => number } {
  switch (element) {
    case 'wind':
    case 'gusts':
      return { unit: units.speed, convert: (v) => convertSpeed(v, 'm/s', units.speed) };
    case 'waves':
      return { unit: units.waveHeight, convert: (v) => convertLength(v, 'm', units.waveHeight) };
    case 'pressure':
      return { unit: 'hPa', convert: (v) => v };
    case 'precipitation':
      return { unit: 'mm/h', convert: (v) => v };
  }
}

function tickText(value: number): string {
  return Math.abs(value) >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export function legendScale(element: OverlayElement, units: UnitPreferences): LegendScale {
  const info = OVERLAY_INFO[element];
  const stops = stopsOf(info.range);
  const { unit, convert } = display(element, units);
  const first = stops[0]![0];
  const span = stops[stops.length - 1]![0] - first || 1;
  const at = (value: number): number => (value - first) / span;
  const gradient = `linear-gradient(to right, ${stops
    .map(([v, r, g, b, a]) => `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(2)}) ${(at(v) * 100).toFixed(1)}%`)
    .join(', ')})`;
  const tickValues = [0, 0.25, 0.5, 0.75, 1].map((f) => info.range.min + (info.range.max - info.range.min) * f);
  const below = transparentBelow(info.range);
  return {
    label: info.label,
    unit,
    gradient,
    ticks: tickValues.map((v) => ({ at: Math.max(0, at(v)), text: tickText(convert(v)) })),
    transparentBelowText: below === null ? null : `${tickText(convert(below))} ${unit}`,
  };
}
