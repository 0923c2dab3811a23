// A quantity of the quantity table (shared/domain/quantities.ts) in the navigator's units: its
// family (speed, wave height, distance) picks the preference, so the charts, the table and the
// limits text convert and round every quantity the same way, a fifth one included.
import type { UnitPreferences } from '../../../shared/ipc';
import { QUANTITIES, limitsGiven, type Quantity, type VesselLimitField } from '../../../shared/domain/quantities';
import { convertLength } from '../../../shared/domain/units';
import { assertNever } from '../../../shared/domain/errors';
import { formatSpeed, formatVisibility, formatWave, speedFromKn, waveFromM } from './units-text';

export interface QuantityDisplay {
  /** The preferred unit's symbol: "kn", "ft", "NM". */
  readonly unit: string;
  /** From the quantity's own unit (kn, m or NM) to the preferred one. */
  readonly convert: (value: number) => number;
  /** Converted and rounded as a bridge table shows it. */
  readonly format: (value: number) => string;
}

/** How a quantity's values show under the navigator's unit preferences. */
export function quantityDisplay(quantity: Quantity, units: UnitPreferences): QuantityDisplay {
  const family = QUANTITIES[quantity].family;
  switch (family) {
    case 'speed':
      return {
        unit: units.speed,
        convert: (kn) => speedFromKn(kn, units.speed),
        format: (kn) => formatSpeed(kn, units.speed),
      };
    case 'waveHeight':
      return {
        unit: units.waveHeight,
        convert: (m) => waveFromM(m, units.waveHeight),
        format: (m) => formatWave(m, units.waveHeight),
      };
    case 'distance': {
      // Visibility in NM or km, one decimal, as the conditions panel shows it.
      const from = QUANTITIES[quantity].unit === 'NM' ? 'NM' : 'm';
      const convert = (v: number): number => convertLength(v, from, units.distance);
      return { unit: units.distance, convert, format: (v) => formatVisibility(v, from, units.distance) };
    }
    default:
      return assertNever(family);
  }
}

/**
 * The vessel's limits in the preferred units, from the quantity table: "wind 34 kn, gust 45 kn,
 * Hs 4.0 m, visibility at least 1.0 NM" (a limit at risk below it said as a least; the optional
 * ones only when the vessel has them).
 */
export function limitsText(
  limits: { readonly [F in VesselLimitField]?: number | undefined },
  units: UnitPreferences,
): string {
  return limitsGiven(limits)
    .map(({ quantity, value }) => {
      const { sense, limit, words } = QUANTITIES[quantity];
      const shown = quantityDisplay(quantity, units);
      const amount = `${shown.format(value)} ${shown.unit}`;
      return sense === 'above' ? `${limit.name} ${amount}` : `${words} at least ${amount}`;
    })
    .join(', ');
}
