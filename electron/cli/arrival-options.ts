// `passage optimise --arrive-by ISO` (issue 28): the required time of arrival and the vessel's fuel
// particulars the speed plan takes; the ship type's typical figures where none are given (said in
// the output, shared/routing/fuel.ts).
import { InputError } from '../../shared/domain/errors';
import {
  DEFAULT_VESSEL_LIMITS,
  FUEL_TYPES,
  VOYAGE_LIMITS,
  type FuelParticulars,
  type FuelType,
  type Vessel,
  type VesselLimits,
} from '../../shared/domain/voyage';
import { fuelModelOf } from '../../shared/routing/fuel';
import { UsageError } from './io';
import { rangeText, readDateTimeOption, readNumber, requireInRange, type Range } from './options';

const SPEED: Range = { ...VOYAGE_LIMITS.speedKn, unit: 'kn' };
const CONSUMPTION: Range = { min: 0.1, max: 1000, unit: 't/day' };
const FUEL_WORDS = [...FUEL_TYPES, 'MDO', 'MGO'].join(', ');
/** The figures assumed when none are given (shared/routing/fuel.ts), for the help. */
const TYPICAL = fuelModelOf();

export const ARRIVAL_OPTIONS = {
  'arrive-by': { type: 'string' },
  'service-speed': { type: 'string' },
  consumption: { type: 'string' },
  'min-speed': { type: 'string' },
  'max-speed': { type: 'string' },
  fuel: { type: 'string' },
  ballast: { type: 'boolean' },
} as const;

export const ARRIVAL_OPTIONS_HELP = `  --arrive-by ISO     A required time of arrival at --to (after --depart): the optimised route's
                      speed per leg to arrive then with the least fuel, beside the planned --speed
                      then waiting at anchor; each summary gains fuelT and co2T (t) in --json.
  --service-speed KN  The vessel's service speed, ${rangeText(SPEED)} (with --arrive-by).
  --consumption T     Main-engine fuel at the service speed, laden, t/day, ${rangeText(CONSUMPTION)}.
  --min-speed KN      The least and most speed the plan may order (default from the service
  --max-speed KN      speed: ${TYPICAL.minSpeedKn}-${TYPICAL.maxSpeedKn} kn for ${TYPICAL.serviceSpeedKn} kn).
  --fuel F            ${FUEL_WORDS} (CO2 by IMO's conversion factors). Default HFO.
  --ballast           In ballast (the laden consumption scaled by the displacement to the 2/3).
                      Without these, a typical bulk carrier's figures (${TYPICAL.serviceSpeedKn} kn, ${TYPICAL.serviceTPerDay} t/day,
                      ${TYPICAL.fuelType}) are assumed, and said.`;

interface ArrivalValues {
  readonly 'arrive-by'?: string;
  readonly 'service-speed'?: string;
  readonly consumption?: string;
  readonly 'min-speed'?: string;
  readonly 'max-speed'?: string;
  readonly fuel?: string;
  readonly ballast?: boolean;
}

function fuelType(text: string): FuelType {
  const t = text.trim().toUpperCase();
  if (t === 'MDO' || t === 'MGO') return 'MDO/MGO';
  const found = FUEL_TYPES.find((f) => f === t);
  if (found === undefined) throw new UsageError(`--fuel must be one of ${FUEL_WORDS}, got "${text}".`);
  return found;
}

const speed = (text: string | undefined, flag: string): number | undefined =>
  text === undefined ? undefined : requireInRange(readNumber(text, flag), SPEED, flag, 'invalid-speed');

/** The RTA and the vessel's fuel particulars; vessel options without --arrive-by are a usage error. */
export function readArrivalOptions(
  values: ArrivalValues,
  departUtc: number,
  limits: VesselLimits | null,
): { arriveByUtc?: number; vessel?: Vessel } {
  const particulars: FuelParticulars = {
    ...(values['service-speed'] === undefined
      ? {}
      : { serviceSpeedKn: speed(values['service-speed'], '--service-speed') }),
    ...(values.consumption === undefined
      ? {}
      : {
          consumptionTPerDay: requireInRange(
            readNumber(values.consumption, '--consumption'),
            CONSUMPTION,
            '--consumption',
            'not-finite',
          ),
        }),
    ...(values['min-speed'] === undefined ? {} : { minSpeedKn: speed(values['min-speed'], '--min-speed') }),
    ...(values['max-speed'] === undefined ? {} : { maxSpeedKn: speed(values['max-speed'], '--max-speed') }),
    ...(values.fuel === undefined ? {} : { fuelType: fuelType(values.fuel) }),
    ...(values.ballast === true ? { loading: 'ballast' as const } : {}),
  };
  const given = Object.keys(particulars).length > 0;
  if (values['arrive-by'] === undefined) {
    if (given)
      throw new UsageError(
        '--service-speed, --consumption, --min-speed, --max-speed, --fuel and --ballast are for --arrive-by ISO.',
      );
    return {};
  }
  const arriveByUtc = readDateTimeOption(values['arrive-by'], '--arrive-by');
  if (arriveByUtc <= departUtc)
    throw new InputError(
      'invalid-time',
      `--arrive-by ${values['arrive-by'].trim()} is not after the departure: give an arrival later than --depart.`,
      '--arrive-by',
    );
  const { minSpeedKn, maxSpeedKn } = particulars;
  if (minSpeedKn !== undefined && maxSpeedKn !== undefined && minSpeedKn >= maxSpeedKn)
    throw new InputError('invalid-speed', '--min-speed must be below --max-speed.', '--min-speed');
  return {
    arriveByUtc,
    ...(given
      ? {
          vessel: {
            name: 'the vessel of the command line',
            limits: limits ?? DEFAULT_VESSEL_LIMITS,
            fuel: particulars,
          },
        }
      : {}),
  };
}
