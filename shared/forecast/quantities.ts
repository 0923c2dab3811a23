// Finds the series of each quantity of the quantity table (wind, gust, significant wave height,
// visibility: shared/domain/quantities.ts) in a forecast snapshot, whichever way they are named
// (shipping-route key or element id), and converts them to the quantity's unit (kn, m or NM).
import { InputError } from '../domain/errors';
import { QUANTITIES, QUANTITY_IDS, type Quantity, type QuantityEntry, type QuantityUnit } from '../domain/quantities';
import { convertLength, convertSpeed, parseLengthUnit, parseSpeedUnit } from '../domain/units';
import type { Snapshot } from '../ipc/methods/forecasts';

export type { Quantity } from '../domain/quantities';

type Series = Snapshot['series'][number];
type Values = readonly (number | null)[];

export interface QuantitySeries {
  readonly quantity: Quantity;
  /** Unit of every value below: the quantity's (kn for wind and gust, m for Hs, NM for visibility). */
  readonly unit: QuantityUnit;
  /** One value per step (null: no value), from the best deterministic series. */
  readonly deterministic: Values;
  /** members[m][step], from the series with the most members; [] when there are none. */
  readonly members: readonly Values[];
  /** Models the values come from, deterministic first, without repeats. */
  readonly models: readonly string[];
  /** Element errors (spec §7) of the series used, worded by the service. */
  readonly errors: readonly string[];
}

type QuantityName = Pick<QuantityEntry, 'names' | 'levels' | 'unit' | 'label'>;

function matches(series: Pick<Series, 'element' | 'level'>, name: QuantityName): boolean {
  return name.names.includes(series.element) && (name.levels === 'any' || name.levels.includes(series.level));
}

/**
 * A converter from the series' unit to the quantity's (knots, metres or nautical miles). Speeds
 * accept kn, kt, m/s, km/h, mph and Bft (a force becomes the middle of its WMO range); lengths m,
 * ft, cm, km, mi, NM (1 NM = 1.852 km exactly).
 * An unknown unit is an InputError naming the series, not a silent wrong number.
 */
function converter(
  series: Pick<Series, 'element' | 'unit'>,
  index: number,
  name: QuantityName,
): (value: number) => number {
  const field = `series[${index}].unit`;
  try {
    if (name.unit === 'kn') {
      const from = parseSpeedUnit(series.unit, field);
      if (from === 'Bft') return (force) => convertSpeed(force, 'Bft', 'kn');
      const factor = convertSpeed(1, from, 'kn');
      return (value) => value * factor;
    }
    const factor = convertLength(1, parseLengthUnit(series.unit, field), name.unit);
    return (value) => value * factor;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError('invalid-unit', `${name.label} series "${series.element}": ${error.message}`, field);
  }
}

/**
 * Which quantity an element is (an ensemble grid's element, a snapshot series), with its
 * converter to the quantity's unit; null for any other element. The same rule and units as
 * findQuantity, so a departure sweep reads ensemble answers exactly as a forecast run does.
 */
export function quantityOfElement(
  element: Pick<Series, 'element' | 'level' | 'unit'>,
): { quantity: Quantity; toKnOrM: (value: number) => number } | null {
  for (const quantity of QUANTITY_IDS) {
    const name = QUANTITIES[quantity];
    if (matches(element, name)) return { quantity, toKnOrM: converter(element, 0, name) };
  }
  return null;
}

function convert(values: Values, to: (value: number) => number): (number | null)[] {
  return values.map((v) => (v === null ? null : to(v)));
}

/**
 * The series of one quantity, or null when the snapshot has none. A snapshot may hold the same
 * quantity twice (the deterministic shipping route under `windSpeed10m`, the ensemble under
 * `windspeed`), so the deterministic values come from the first matching series that has any,
 * and the members from the matching series with the most members.
 */
export function findQuantity(snapshot: Pick<Snapshot, 'series'>, quantity: Quantity): QuantitySeries | null {
  const name = QUANTITIES[quantity];
  const found = snapshot.series.flatMap((series, index) => (matches(series, name) ? [{ series, index }] : []));
  const first = found[0];
  if (first === undefined) return null;
  const det = found.find(({ series }) => series.deterministic.some((v) => v !== null)) ?? first;
  const ens = found.reduce((best, f) => (f.series.members.length > best.series.members.length ? f : best), first);
  const used = ens.series.members.length > 0 && ens !== det ? [det, ens] : [det];
  return {
    quantity,
    unit: name.unit,
    deterministic: convert(det.series.deterministic, converter(det.series, det.index, name)),
    members: ens.series.members.map((m) => convert(m, converter(ens.series, ens.index, name))),
    models: [...new Set(used.map(({ series }) => series.model))],
    errors: used.flatMap(({ series }) => (series.error === undefined ? [] : [series.error])),
  };
}
