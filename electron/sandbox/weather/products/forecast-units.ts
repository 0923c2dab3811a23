// The forecast's `units` parameter (spec §4.2: "units of the temperature", values not shown).
// Passage's assumption, after the Dark Sky convention the field names follow:
//   metric (default) and si: °C, m/s, hPa, mm/h, visibility km
//   imperial:                °F, mph, hPa, in/h, visibility mi (pressure stays hPa, as at sea)
import { SandboxBadRequest } from '../../contract';
import type { ElementInfo, WeatherWorld } from '../types';
import { requireElement } from './field';

export const FORECAST_UNITS = ['metric', 'si', 'imperial'] as const;
export type ForecastUnits = (typeof FORECAST_UNITS)[number];

function isForecastUnits(text: string): text is ForecastUnits {
  return (FORECAST_UNITS as readonly string[]).includes(text);
}

/** The units option, default metric; anything else is a 400 naming `units`. */
export function forecastUnits(units: string | undefined): ForecastUnits {
  if (units === undefined) return 'metric';
  if (!isForecastUnits(units)) throw new SandboxBadRequest('units', `must be one of ${FORECAST_UNITS.join(', ')}`);
  return units;
}

/** Base units of the world (°C, m/s, mm/h, m) to the units of the answer. */
export interface ForecastConverter {
  temperature(valueC: number): number;
  speed(valueMs: number): number;
  precipRate(valueMmH: number): number;
  visibility(valueM: number): number;
}

/** The inch unit of the precipitation element: a rate (inch/hr), or an hourly amount (in). */
function inchesOf(precipitation: ElementInfo): string {
  return precipitation.family === 'precipitationRate' ? 'inch/hr' : 'in';
}

/** Conversions go through the world's own tables, so the forecast agrees with the timeseries. */
export function forecastConverter(world: WeatherWorld, units: ForecastUnits): ForecastConverter {
  const imperial = units === 'imperial';
  const temperature = requireElement(world, 'temperature');
  const speed = requireElement(world, 'windspeed');
  const precipitation = requireElement(world, 'precipitation');
  const visibility = requireElement(world, 'visibility');
  return {
    temperature: (c) => (imperial ? world.convert(c, temperature, '°F') : c),
    speed: (ms) => (imperial ? world.convert(ms, speed, 'mph') : ms),
    precipRate: (mmH) => (imperial ? world.convert(mmH, precipitation, inchesOf(precipitation)) : mmH),
    visibility: (m) => world.convert(m, visibility, imperial ? 'mi' : 'km'),
  };
}
