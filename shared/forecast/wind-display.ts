// Wind as the table shows it: knots, Beaufort force and the 16-point direction it blows from.
import { InputError } from '../domain/errors';
import { beaufortFromKn } from '../domain/units';
import type { Snapshot } from '../ipc/methods/forecasts';
import { findQuantity } from './quantities';

export interface WindCell {
  readonly windKn: number;
  /** Beaufort force 0..12 (WMO m/s limits, shared/domain/units). */
  readonly beaufort: number;
  /** Direction the wind blows FROM, degrees true in [0, 360); null when unknown. */
  readonly directionDeg: number | null;
  /** 16-point compass name of that direction (N, NNE, ... NNW); null when unknown. */
  readonly compass: string | null;
}

const POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** The 16-point compass name of a direction in degrees (any finite value; 348.75..11.25 is N). */
export function compassPoint(directionDeg: number): string {
  const i = Math.round((((directionDeg % 360) + 360) % 360) / 22.5) % 16;
  return POINTS[i] ?? 'N';
}

/**
 * One cell; null without a speed. A speed a hair below zero (interpolated model output) is
 * read as calm for the force rather than refused.
 */
export function windCell(windKn: number | null, directionDeg: number | null = null): WindCell | null {
  if (windKn === null || !Number.isFinite(windKn)) return null;
  const direction =
    directionDeg === null || !Number.isFinite(directionDeg) ? null : (((directionDeg % 360) + 360) % 360) + 0;
  return {
    windKn,
    beaufort: beaufortFromKn(Math.max(0, windKn)),
    directionDeg: direction,
    compass: direction === null ? null : compassPoint(direction),
  };
}

const DIRECTION_NAMES = ['windDirection10m', 'winddirection'];
const DEGREE_SPELLINGS = ['°', 'deg', 'degrees'];

/**
 * The deterministic wind of every step as cells (null where there is no speed). Direction comes
 * from the first `windDirection10m` / `winddirection` series at 10 m (or without a level), which
 * must be in degrees ('°', 'deg' or 'degrees'); anything else is an InputError.
 */
export function windColumn(snapshot: Pick<Snapshot, 'steps' | 'series'>): (WindCell | null)[] {
  const wind = findQuantity(snapshot, 'wind');
  const index = snapshot.series.findIndex(
    (s) => DIRECTION_NAMES.includes(s.element) && (s.level === null || s.level === '10m'),
  );
  const direction = snapshot.series[index];
  if (direction !== undefined && !DEGREE_SPELLINGS.includes(direction.unit)) {
    throw new InputError(
      'invalid-unit',
      `wind direction series "${direction.element}" is in "${direction.unit}"; Passage reads directions in degrees (°)`,
      `series[${index}].unit`,
    );
  }
  return snapshot.steps.map((_, i) => windCell(wind?.deterministic[i] ?? null, direction?.deterministic[i] ?? null));
}
