// The sections of the weather forecast (spec §2.10) built from hourly conditions: hourly and
// daily as the spec lists them; current, minutely and daypartly, whose fields the spec does
// not show, in shapes that are Passage's assumption (documented on each builder).
import type { DailyForecast, HourlyForecast } from '../../../../shared/api/resources/forecast';
import type { Conditions } from './conditions-at';
import {
  icon,
  iconExtended,
  precipProbability,
  precipType,
  round,
  uvIndexFromRadiation,
  type IconInput,
} from './conditions';
import type { ForecastConverter } from './forecast-units';
import { summaryFor, type ForecastLanguage } from './summaries';

/** One hourly item (spec §2.10), values in the answer's units. */
export function hourlyItem(c: Conditions, units: ForecastConverter): HourlyForecast {
  return {
    icon: icon(c),
    time: c.timeUtc,
    uvIndex: round(uvIndexFromRadiation(c.radiationWm2), 1),
    dewPoint: round(units.temperature(c.dewPointC), 1),
    humidity: round(c.humidityFraction),
    pressure: round(c.pressureHpa, 1),
    windGust: round(units.speed(c.windGustMs), 1),
    windSpeed: round(units.speed(c.windSpeedMs), 1),
    cloudCover: round(c.cloudCoverFraction),
    precipType: precipType(c.precipIntensityMmH, c.temperatureC),
    visibility: round(units.visibility(c.visibilityM), 2),
    temperature: round(units.temperature(c.temperatureC), 1),
    windBearing: Math.round(c.windBearingDeg) % 360,
    iconExtended: iconExtended(c),
    globalRadiation: Math.round(c.radiationWm2),
    precipIntensity: round(units.precipRate(c.precipIntensityMmH), 2),
    precipProbability: round(c.precipProbability),
    apparentTemperature: round(units.temperature(c.apparentTemperatureC), 1),
  };
}

/** Current conditions (Passage's assumption): the hourly fields at "now", plus a text summary. */
export function currentSection(
  c: Conditions,
  units: ForecastConverter,
  language: ForecastLanguage,
): HourlyForecast & { summary: string } {
  const item = hourlyItem(c, units);
  return { ...item, summary: summaryFor(item.icon, language) };
}

/**
 * One minute of the minutely section (Passage's assumption, after Dark Sky's): the rate the
 * precipitation field gives at that minute, its probability, and its type.
 */
// Type aliases, not interfaces: the answer's schema keeps unknown keys (a loose object), and
// only an alias is assignable to its index signature.
export type MinutelyItem = {
  readonly time: number;
  readonly precipIntensity: number;
  readonly precipProbability: number;
  readonly precipType: string;
};

export function minutelyItem(
  timeUtc: number,
  rateMmH: number,
  hour: Conditions,
  leadH: number,
  units: ForecastConverter,
): MinutelyItem {
  return {
    time: timeUtc,
    precipIntensity: round(units.precipRate(rateMmH), 2),
    precipProbability: round(precipProbability(rateMmH, hour.cloudCoverFraction, leadH)),
    precipType: precipType(rateMmH, hour.temperatureC),
  };
}

/** What the daily and daypart sections both take from a span of hours. */
interface SpanSummary extends IconInput {
  readonly lowC: number;
  readonly highC: number;
  readonly apparentHighC: number;
  readonly dewPointC: number;
  readonly humidityFraction: number;
  readonly pressureHpa: number;
  readonly windGustMs: number;
  readonly windBearingDeg: number;
  readonly precipProbability: number;
  readonly uvIndexMax: number;
  /** Wh/m²: hourly mean irradiance times one hour, summed. */
  readonly radiationSumWhm2: number;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Aggregates a non-empty span of hourly conditions. The icon inputs are the span's means. */
function summarise(hours: readonly Conditions[], daylight: boolean): SpanSummary {
  if (hours.length === 0) throw new Error('a forecast span needs at least one hour');
  // Wind bearing: the direction of the mean wind vector, so 350° and 10° average to 0°, not 180°.
  let east = 0;
  let north = 0;
  for (const h of hours) {
    east += h.windSpeedMs * Math.sin((h.windBearingDeg * Math.PI) / 180);
    north += h.windSpeedMs * Math.cos((h.windBearingDeg * Math.PI) / 180);
  }
  const wettest = hours.reduce((a, b) => (b.precipIntensityMmH > a.precipIntensityMmH ? b : a));
  return {
    lowC: Math.min(...hours.map((h) => h.temperatureC)),
    highC: Math.max(...hours.map((h) => h.temperatureC)),
    apparentHighC: Math.max(...hours.map((h) => h.apparentTemperatureC)),
    dewPointC: mean(hours.map((h) => h.dewPointC)),
    humidityFraction: mean(hours.map((h) => h.humidityFraction)),
    pressureHpa: mean(hours.map((h) => h.pressureHpa)),
    windSpeedMs: mean(hours.map((h) => h.windSpeedMs)),
    windGustMs: Math.max(...hours.map((h) => h.windGustMs)),
    windBearingDeg: ((((Math.atan2(east, north) * 180) / Math.PI) % 360) + 360) % 360,
    cloudCoverFraction: mean(hours.map((h) => h.cloudCoverFraction)),
    visibilityM: mean(hours.map((h) => h.visibilityM)),
    precipIntensityMmH: mean(hours.map((h) => h.precipIntensityMmH)),
    // The type of the span is the type at its wettest hour's temperature.
    temperatureC: wettest.temperatureC,
    precipProbability: Math.max(...hours.map((h) => h.precipProbability)),
    uvIndexMax: Math.max(...hours.map((h) => uvIndexFromRadiation(h.radiationWm2))),
    radiationSumWhm2: hours.reduce((s, h) => s + h.radiationWm2, 0),
    daylight,
  };
}

/**
 * One daily item (spec §2.10) over the local day's hours. precipIntensity is the day's mean
 * rate; windSpeed, humidity, pressure, cloudCover and dewPoint are means; apparentTemperature
 * is the day's highest; globalRadiationSum is in Wh/m² (the spec gives no unit).
 */
export function dailyItem(dayStartUtc: number, hours: readonly Conditions[], units: ForecastConverter): DailyForecast {
  const s = summarise(hours, true);
  return {
    icon: icon(s),
    time: dayStartUtc,
    uvIndex: Math.round(s.uvIndexMax),
    dewPoint: round(units.temperature(s.dewPointC), 1),
    humidity: round(s.humidityFraction),
    pressure: round(s.pressureHpa, 1),
    windSpeed: round(units.speed(s.windSpeedMs), 1),
    cloudCover: round(s.cloudCoverFraction),
    precipType: precipType(s.precipIntensityMmH, s.temperatureC),
    windBearing: Math.round(s.windBearingDeg) % 360,
    iconExtended: iconExtended(s),
    temperatureLow: round(units.temperature(s.lowC), 1),
    temperatureHigh: round(units.temperature(s.highC), 1),
    precipIntensity: round(units.precipRate(s.precipIntensityMmH), 2),
    precipProbability: round(s.precipProbability),
    globalRadiationSum: Math.round(s.radiationSumWhm2),
    apparentTemperature: round(units.temperature(s.apparentHighC), 1),
  };
}

export const DAYPARTS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type Daypart = (typeof DAYPARTS)[number];

/** One daypart (Passage's assumption): local night 0–6 h, morning 6–12, afternoon 12–18, evening 18–24. */
export type DaypartItem = {
  readonly time: number;
  readonly endTime: number;
  readonly daypart: Daypart;
  readonly icon: string;
  readonly iconExtended: string;
  readonly summary: string;
  readonly temperatureLow: number;
  readonly temperatureHigh: number;
  readonly apparentTemperature: number;
  readonly precipType: string;
  readonly precipIntensity: number;
  readonly precipProbability: number;
  readonly windSpeed: number;
  readonly windGust: number;
  readonly windBearing: number;
  readonly cloudCover: number;
  readonly humidity: number;
};

export function daypartItem(
  part: Daypart,
  startUtc: number,
  endUtc: number,
  hours: readonly Conditions[],
  units: ForecastConverter,
  language: ForecastLanguage,
): DaypartItem {
  const s = summarise(hours, part === 'morning' || part === 'afternoon');
  const iconName = icon(s);
  return {
    time: startUtc,
    endTime: endUtc,
    daypart: part,
    icon: iconName,
    iconExtended: iconExtended(s),
    summary: summaryFor(iconName, language),
    temperatureLow: round(units.temperature(s.lowC), 1),
    temperatureHigh: round(units.temperature(s.highC), 1),
    apparentTemperature: round(units.temperature(s.apparentHighC), 1),
    precipType: precipType(s.precipIntensityMmH, s.temperatureC),
    precipIntensity: round(units.precipRate(s.precipIntensityMmH), 2),
    precipProbability: round(s.precipProbability),
    windSpeed: round(units.speed(s.windSpeedMs), 1),
    windGust: round(units.speed(s.windGustMs), 1),
    windBearing: Math.round(s.windBearingDeg) % 360,
    cloudCover: round(s.cloudCoverFraction),
    humidity: round(s.humidityFraction),
  };
}
