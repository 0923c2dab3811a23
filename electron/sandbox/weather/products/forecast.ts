// GET /v1/weather/forecast (spec §2.10, §4.2): current conditions, minutely precipitation,
// hourly, daypartly and daily sections for a coordinate, from the deterministic global model.
import { FORECAST_LIMITS } from '../../../../shared/api/request/endpoint-params';
import type { HttpHandler } from '../../contract';
import type { WeatherWorld } from '../types';
import { conditionsAt, conditionsCache, type Conditions } from './conditions-at';
import { fieldReader, PRODUCT_MODEL_ID } from './field';
import { currentSection, dailyItem, daypartItem, DAYPARTS, hourlyItem, minutelyItem } from './forecast-sections';
import { forecastConverter, forecastUnits } from './forecast-units';
import { localHour, localTimeUtc, zoneAt } from './local-time';

const HOUR_S = 3600;

/** Instants every hour from `startUtc` (inclusive) to `endUtc` (exclusive). */
function hoursBetween(startUtc: number, endUtc: number, at: (t: number) => Conditions): Conditions[] {
  const hours: Conditions[] = [];
  for (let t = startUtc; t < endUtc; t += HOUR_S) hours.push(at(t));
  return hours;
}

export function forecastHandler(worldFor: (seed: number) => WeatherWorld): HttpHandler<'weather.forecast'> {
  return (params, env) => {
    const units = forecastUnits(params.units);
    const language = params.language ?? 'en';
    const maxMinutely = params.max_minutely ?? FORECAST_LIMITS.max_minutely.defaultLength;
    const maxHourly = params.max_hourly ?? FORECAST_LIMITS.max_hourly.defaultLength;
    const maxDaily = params.max_daily ?? FORECAST_LIMITS.max_daily.defaultLength;
    const maxDayparts = params.max_daypartly ?? FORECAST_LIMITS.max_daypartly.defaultLength;
    const { lat, lon } = params;

    const world = worldFor(env.seed);
    const model = world.model(PRODUCT_MODEL_ID);
    const nowUtc = Math.floor(env.nowUtc());
    const reader = fieldReader(world, model, world.latestRun(model, nowUtc));
    const convert = forecastConverter(world, units);
    const at = conditionsCache(reader, lat, lon);
    const zone = zoneAt(lat, lon);

    const now = conditionsAt(reader, lat, lon, nowUtc);

    const minuteStart = Math.floor(nowUtc / 60) * 60;
    const minutely = Array.from({ length: maxMinutely }, (_, i) => {
      const t = minuteStart + i * 60;
      const rateMmH = Math.max(0, reader.value('precipitation', lat, lon, t));
      return minutelyItem(t, rateMmH, at(Math.floor(t / HOUR_S) * HOUR_S), (t - reader.runUtc) / HOUR_S, convert);
    });

    // Hourly starts at the current hour (the hour that holds "now").
    const hourStart = Math.floor(nowUtc / HOUR_S) * HOUR_S;
    const hourly = Array.from({ length: maxHourly }, (_, i) => hourlyItem(at(hourStart + i * HOUR_S), convert));

    // Dayparts start with the one that holds "now", in local time.
    const firstPart = Math.floor(localHour(zone, nowUtc) / 6);
    const daypartly = Array.from({ length: maxDayparts }, (_, i) => {
      const k = firstPart + i;
      const dayOffset = Math.floor(k / DAYPARTS.length);
      const part = k % DAYPARTS.length;
      const startUtc = localTimeUtc(zone, nowUtc, dayOffset, part * 6);
      const endUtc = localTimeUtc(zone, nowUtc, dayOffset, (part + 1) * 6);
      const name = DAYPARTS[part] ?? 'night';
      return daypartItem(name, startUtc, endUtc, hoursBetween(startUtc, endUtc, at), convert, language);
    });

    // Daily starts with today, local midnight to local midnight (23 or 25 hours on DST days).
    const daily = Array.from({ length: maxDaily }, (_, d) => {
      const startUtc = localTimeUtc(zone, nowUtc, d, 0);
      const endUtc = localTimeUtc(zone, nowUtc, d + 1, 0);
      return dailyItem(startUtc, hoursBetween(startUtc, endUtc, at), convert);
    });

    return { current: currentSection(now, convert, language), minutely, hourly, daypartly, daily };
  };
}
