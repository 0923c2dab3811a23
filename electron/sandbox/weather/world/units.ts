// The units of every element family of spec §2.2 and the conversions from each family's base
// unit (the unit the world's fields are computed in) to every unit the service offers.
import { convertLength, convertSpeed, type LengthUnit, type SpeedUnit } from '../../../../shared/domain/units';
import type { UnitFamily } from '../types';

/** Allowed units per family, the base (default) unit first (spec §2.2 unit table). */
export const FAMILY_UNITS: Readonly<Record<UnitFamily, readonly string[]>> = {
  temperature: ['°C', '°F', 'K'],
  speed: ['m/s', 'km/h', 'mph', 'kt', 'Bft'],
  pressure: ['hPa', 'inHg', 'mmHg', 'Pa'],
  percent: ['%'],
  precipitation: ['mm', 'in'],
  precipitationRate: ['mm/hr', 'inch/hr'],
  snowRate: ['cm/hr', 'inch/hr'],
  snowAccumulation: ['cm', 'in'],
  length: ['m', 'ft', 'km', 'mi', 'cm'],
  energy: ['J/kg'],
  radiation: ['W/m²', 'J/cm²'],
  reflectivity: ['dBZ'],
  angle: ['°'],
  // The spec writes '-' for unitless elements; their `units` list is empty (spec §2.2 "may be empty").
  unitless: [],
};

/** Pascals in one millimetre of mercury, conventional (ISO 80000-4: 133.322 387 415 Pa). */
export const PA_PER_MMHG = 133.322387415;
/** Pascals in one inch of mercury: 25.4 conventional millimetres of mercury. */
export const PA_PER_INHG = 25.4 * PA_PER_MMHG;
/** Millimetres in an inch (exact). */
const MM_PER_IN = 25.4;
/** Joules per square centimetre in one hour at 1 W/m²: 3600 J/m² = 0.36 J/cm². */
const JCM2_PER_WM2_HOUR = 0.36;

const SERVICE_SPEED: Readonly<Record<string, SpeedUnit>> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  kt: 'kn',
  Bft: 'Bft',
};

/**
 * `value` in the family's base unit, converted to `unit`. The caller has checked that `unit`
 * belongs to the family; an unknown one here is a programmer error.
 */
export function convertFromBase(value: number, family: UnitFamily, unit: string): number {
  const base = FAMILY_UNITS[family][0];
  if (unit === base) return value;
  switch (family) {
    case 'temperature':
      if (unit === '°F') return (value * 9) / 5 + 32;
      if (unit === 'K') return value + 273.15;
      break;
    case 'speed': {
      const to = SERVICE_SPEED[unit];
      // Beaufort needs a speed of 0 or more; a field never gives a negative speed, but a
      // rounding -0 must not become an error.
      if (to !== undefined) return convertSpeed(to === 'Bft' ? Math.max(0, value) : value, 'm/s', to);
      break;
    }
    case 'pressure':
      if (unit === 'Pa') return value * 100;
      if (unit === 'inHg') return (value * 100) / PA_PER_INHG;
      if (unit === 'mmHg') return (value * 100) / PA_PER_MMHG;
      break;
    case 'precipitation':
    case 'precipitationRate':
      if (unit === 'in' || unit === 'inch/hr') return value / MM_PER_IN;
      break;
    case 'snowRate':
    case 'snowAccumulation':
      if (unit === 'in' || unit === 'inch/hr') return (value * 10) / MM_PER_IN;
      break;
    case 'length':
      if (isLengthUnit(unit)) return convertLength(value, 'm', unit);
      break;
    case 'radiation':
      if (unit === 'J/cm²') return value * JCM2_PER_WM2_HOUR;
      break;
    default:
      break;
  }
  throw new Error(`no conversion from ${base ?? '-'} to ${unit} for ${family}`);
}

function isLengthUnit(unit: string): unit is LengthUnit {
  return unit === 'm' || unit === 'ft' || unit === 'km' || unit === 'mi' || unit === 'cm';
}
