// The voyage options every command shares (--speed, --speeds, --depart, --step), the bounds a
// ship and the calendar put on them, and the departure a voyage takes when none is given. The
// same bounds hold for what a route file says, so a file cannot take the CLI where the options
// may not.
import { InputError } from '../../../shared/domain/errors';
import { VOYAGE_LIMITS } from '../../../shared/domain/voyage';
import { formatUtcMinute, parseIsoUtc } from '../../../shared/domain/time';
import { scheduleVoyage, type ScheduleWaypoint } from '../../../shared/schedule';
import { UsageError } from '../io';
import { rangeText, readNumber, requireInRange, type Range } from './values';

/** Planned speed through the water: shared/domain's VOYAGE_LIMITS, as voyages.save checks it. */
export const SPEED_KN: Range = { ...VOYAGE_LIMITS.speedKn, unit: 'kn' };

/**
 * Time step of the positions, hours: a quarter hour to a day. The forecast models step 1 h
 * (deterministic) and 3 h (ensemble); the schedule takes any step, up to MAX_TIMESTEPS positions.
 */
export const STEP_H: Range = { min: 0.25, max: 24, unit: 'h' };
export const DEFAULT_STEP_H = 1;

/** Departure years (VOYAGE_LIMITS): planning, not history or fiction. */
export const DEPARTURE_YEARS: Range = { ...VOYAGE_LIMITS.departureYears, unit: '' };
const { min: EARLIEST_DEPARTURE_UTC, max: LATEST_DEPARTURE_UTC } = VOYAGE_LIMITS.departureUtc;

/** Times print as ISO 8601 with four-digit years; an arrival after 9999 cannot be written down. */
export const LATEST_ARRIVAL_UTC = Date.UTC(9999, 11, 31, 23, 59) / 1000;

/**
 * The departure of a voyage nobody gave one: now, rounded up to the next whole minute, so the
 * table's first ETA is not in the past. Unix seconds.
 */
export function defaultDepartureUtc(nowUtc: number): number {
  return Math.ceil(nowUtc / 60) * 60;
}

/** The --speed / --speeds options as knots, or undefined when neither is given. */
export function readSpeedOptions(speed: string | undefined, speeds: string | undefined): number[] | undefined {
  if (speed !== undefined && speeds !== undefined) throw new UsageError('give --speed or --speeds, not both.');
  if (speed !== undefined) return [readSpeed(speed, '--speed')];
  if (speeds !== undefined) return speeds.split(',').map((s, i) => readSpeed(s, `--speeds entry ${i + 1}`));
  return undefined;
}

function readSpeed(text: string, what: string): number {
  return requireInRange(readNumber(text, what), SPEED_KN, what, 'invalid-speed');
}

/** --step in hours, the default when not given. */
export function readStepOption(step: string | undefined): number {
  if (step === undefined) return DEFAULT_STEP_H;
  return requireInRange(readNumber(step, '--step'), STEP_H, '--step', 'invalid-step');
}

/** What looks like a date-time: its year as written (any digits) and whether a zone follows. */
const DATE_TIME_SHAPE = /^([+-]?\d+)-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/i;

/** --depart as Unix seconds, or undefined when not given. */
export function readDepartOption(text: string | undefined): number | undefined {
  return text === undefined ? undefined : readDateTimeOption(text, '--depart');
}

/**
 * A date-time option (--depart, --depart-after, --arrive-by): ISO 8601 with its zone, in the
 * years a voyage may sail. Not a date-time, or one without its zone: a usage error (exit 2); a
 * day or hour that does not exist, or a year outside: bad input (exit 1).
 */
export function readDateTimeOption(text: string, flag: string): number {
  const shape = DATE_TIME_SHAPE.exec(text.trim());
  if (shape === null)
    throw new UsageError(`${flag} must be an ISO 8601 date-time with its zone, e.g. 2026-12-01T06:00Z; got "${text}".`);
  if (shape[2] === undefined)
    throw new UsageError(`${flag} "${text}" has no time zone; add it, e.g. "Z" for UTC or "+02:00".`);
  const year = Number(shape[1]);
  if (year < DEPARTURE_YEARS.min || year > DEPARTURE_YEARS.max) throw departureOutside(`${flag} ${text.trim()}`);
  let timeUtc: number;
  try {
    timeUtc = parseIsoUtc(text, flag);
  } catch (e) {
    // The shape is right, so it is a day or hour that does not exist (30 February, 25:00).
    throw e instanceof InputError ? new InputError(e.code, `${flag} ${e.message}`, flag) : e;
  }
  return requireDeparture(timeUtc, `${flag} ${text.trim()}`);
}

function departureOutside(what: string): InputError {
  const subject = what.includes('arrive') ? 'the arrival' : 'the departure';
  return new InputError('invalid-time', `${what}: ${subject} must be in the years ${rangeText(DEPARTURE_YEARS)}.`);
}

function requireDeparture(departureUtc: number, what: string): number {
  if (departureUtc < EARLIEST_DEPARTURE_UTC || departureUtc > LATEST_DEPARTURE_UTC) throw departureOutside(what);
  return departureUtc;
}

/** The voyage a command sails: the options', else the file's, checked against the same bounds. */
export interface VoyagePlan {
  readonly waypoints: readonly ScheduleWaypoint[];
  readonly speedsKn: readonly number[];
  readonly departureUtc: number;
  readonly staysS: Readonly<Record<number, number>>;
}

/**
 * Checks what came from the file (`file` names it) against the options' bounds, then that the
 * voyage arrives before the end of year 9999. Throws an InputError in words.
 */
export function requireSailable(plan: VoyagePlan, file: string): void {
  plan.speedsKn.forEach((kn, i) =>
    requireInRange(kn, SPEED_KN, `${file}: the planned speed of leg ${i + 1}`, 'invalid-speed'),
  );
  requireDeparture(plan.departureUtc, `${file}: departure ${formatUtcMinute(plan.departureUtc)}`);
  const arrivalUtc = arrivalOf(plan);
  if (arrivalUtc > LATEST_ARRIVAL_UTC) {
    throw new InputError(
      'invalid-time',
      `at these speeds and stays the voyage would last ${Math.round((arrivalUtc - plan.departureUtc) / 31_557_600)} years and arrive after the year 9999; check the speeds and stays.`,
    );
  }
}

/** The arrival, Unix seconds: the schedule with a step longer than any voyage, so no positions. */
function arrivalOf(plan: VoyagePlan): number {
  return scheduleVoyage({ ...plan, stepH: Number.MAX_VALUE / 3600 }).arrivalUtc;
}
