// The ship `passage seakeeping` judges, as both its modes read her from the command line (one
// sea state, or a voyage against the ensemble): --length-m, --beam-m, --gm-m and --draught-m,
// each in shared/seakeeping's SEAKEEPING_LIMITS, the breadth and draught less than the length.
import { InputError, type InputErrorCode } from '../../shared/domain/errors';
import { notShorterThanLength, type HullField } from '../../shared/domain/vessel-hull-schema';
import { SEAKEEPING_LIMITS, type ShipHull } from '../../shared/seakeeping/encounter';
import { DEFAULT_BEAM_TO_DRAUGHT } from '../../shared/seakeeping/roll-period';
import { UsageError } from './io';
import { rangeText, readNumber, requireInRange, type Range } from './options';

const L = SEAKEEPING_LIMITS;
const range = (r: { min: number; max: number }, unit: string): Range => ({ ...r, unit });
export const LENGTH_M = range(L.lengthM, 'm');
export const BEAM_M = range(L.beamM, 'm');
export const GM_M = range(L.gmM, 'm');
export const DRAUGHT_M = range(L.draughtM, 'm');
export const SPEED_KN = range(L.speedKn, 'kn');
export const DIRECTION_DEG = range(L.directionDeg, '°');
export const PERIOD_S = range(L.wavePeriodS, 's');
export const HS_M = range(L.hsM, 'm');

export const HULL_OPTIONS = {
  'length-m': { type: 'string' },
  'beam-m': { type: 'string' },
  'gm-m': { type: 'string' },
  'draught-m': { type: 'string' },
} as const;

/** The hull's help lines, aligned with the command's own. */
export const HULL_HELP = `  --length-m L      Length between perpendiculars, ${rangeText(LENGTH_M)}.
  --beam-m B        Moulded breadth, ${rangeText(BEAM_M)}, less than the length.
  --gm-m GM         Metacentric height corrected for free surfaces, ${rangeText(GM_M)}.
  --draught-m D     Mean draught, ${rangeText(DRAUGHT_M)} (default B / ${DEFAULT_BEAM_TO_DRAUGHT}, a loaded merchant ship's).`;

type HullOption = keyof typeof HULL_OPTIONS;

/** The hull options a command needs: the draught alone may be left out. */
export const REQUIRED_HULL: readonly HullOption[] = ['length-m', 'beam-m', 'gm-m'];

/** One numeric option in its range: not a number is a usage error (exit 2), out of range bad input (exit 1). */
export function readInRange(
  values: Partial<Record<string, string | boolean | string[] | undefined>>,
  name: string,
  within: Range,
  code: InputErrorCode,
): number {
  const text = values[name];
  return requireInRange(readNumber(typeof text === 'string' ? text : '', `--${name}`), within, `--${name}`, code);
}

/** Each hull field's option. */
export const HULL_OPTION: Readonly<Record<HullField, HullOption>> = {
  lengthM: 'length-m',
  beamM: 'beam-m',
  draughtM: 'draught-m',
  gmM: 'gm-m',
};
const HULL_RANGE: Readonly<Record<HullField, Range>> = {
  lengthM: LENGTH_M,
  beamM: BEAM_M,
  draughtM: DRAUGHT_M,
  gmM: GM_M,
};

type HullValues = Partial<Record<HullOption, string | undefined>>;

const readField = (values: HullValues, field: HullField): number =>
  readInRange(values, HULL_OPTION[field], HULL_RANGE[field], 'invalid-hull');

/** The hull options given, each in its range; the fields not given are left out. */
export function readHullOptions(values: HullValues): Partial<ShipHull> {
  const hull: Partial<Record<HullField, number>> = {};
  for (const field of ['lengthM', 'beamM', 'gmM', 'draughtM'] as const)
    if (values[HULL_OPTION[field]] !== undefined) hull[field] = readField(values, field);
  return hull;
}

/**
 * The hull unless its breadth or draught is not less than its length (the one rule of
 * shared/domain/vessel-hull-schema.ts), said with each field named as `named` gives it (default:
 * its option).
 */
export function requireShorterThanLength(
  hull: ShipHull,
  named: (field: HullField) => string = (field) => `--${HULL_OPTION[field]}`,
): ShipHull {
  const [field] = notShorterThanLength(hull);
  if (field !== undefined)
    throw new InputError(
      'invalid-hull',
      `${named(field)} (${hull[field]} m) must be less than ${named('lengthM')} (${hull.lengthM} m).`,
      `--${HULL_OPTION[field]}`,
    );
  return hull;
}

/**
 * The hull from the options, each in its range, breadth and draught less than the length. A
 * required option absent is a usage error: the hull is never guessed (the commands name every
 * option they miss in one message before they get here).
 */
export function readHull(values: HullValues): ShipHull {
  const absent = REQUIRED_HULL.filter((name) => values[name] === undefined);
  if (absent.length > 0) throw new UsageError(`give ${absent.map((n) => `--${n}`).join(', ')}.`);
  const lengthM = readField(values, 'lengthM');
  const beamM = readField(values, 'beamM');
  const gmM = readField(values, 'gmM');
  const draughtM = values['draught-m'] === undefined ? undefined : readField(values, 'draughtM');
  return requireShorterThanLength({ lengthM, beamM, gmM, draughtM });
}
