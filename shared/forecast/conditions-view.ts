// Conditions at a place (shared/ipc weather.conditions, metric) as a navigator reads them: wind in
// the chosen speed unit with its Beaufort force and the point it blows from, °C, hPa, mm/h,
// visibility in NM or km, times in UTC and on the place's clock. One home for the words the
// Conditions panel and `passage conditions` both print.
import type { Conditions } from '../ipc/methods/conditions';
import { formatUtcMinute } from '../domain/time';
import { formatZoneTime } from '../domain/zone-time';
import { beaufortFromMs, convertLength, convertSpeed } from '../domain/units';
import { compassPoint } from './wind-display';

export interface ConditionsUnits {
  readonly speed: 'kn' | 'km/h' | 'm/s';
  readonly distance: 'NM' | 'km';
}

/** What the CLI prints: a navigator's units. */
export const NAVIGATOR_UNITS: ConditionsUnits = { speed: 'kn', distance: 'NM' };

type Reading = number | null | undefined;

const NONE = '—';

const known = (value: Reading): value is number => typeof value === 'number' && Number.isFinite(value);

function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** A wind or gust speed given in m/s, in the chosen unit: whole knots and km/h, tenths of m/s. */
export function speedText(speedMs: Reading, units: ConditionsUnits): string {
  if (!known(speedMs)) return NONE;
  return `${fixed(convertSpeed(speedMs, 'm/s', units.speed), units.speed === 'm/s' ? 1 : 0)} ${units.speed}`;
}

/** `SW 14 kn F4`: where the wind blows from, its speed and Beaufort force. */
export function windText(speedMs: Reading, bearingDeg: Reading, units: ConditionsUnits): string {
  if (!known(speedMs)) return NONE;
  const from = known(bearingDeg) ? `${compassPoint(bearingDeg)} ` : '';
  return `${from}${speedText(speedMs, units)} F${beaufortFromMs(Math.max(0, speedMs))}`;
}

export function temperatureText(valueC: Reading): string {
  return known(valueC) ? `${fixed(valueC, 1)} °C` : NONE;
}

export function pressureText(valueHpa: Reading): string {
  return known(valueHpa) ? `${fixed(valueHpa, 0)} hPa` : NONE;
}

/** Below this rate, mm/h, precipitation rounds to nothing at one decimal: dry. */
const DRY_BELOW_MMH = 0.05;

/** A precipitation rate, mm/h, or "dry". */
export function precipitationText(rateMmH: Reading): string {
  if (!known(rateMmH)) return NONE;
  return rateMmH < DRY_BELOW_MMH ? 'dry' : `${fixed(rateMmH, 1)} mm/h`;
}

/** A fraction 0..1 as a whole percentage. */
export function percentText(fraction: Reading): string {
  return known(fraction) ? `${fixed(fraction * 100, 0)} %` : NONE;
}

/** Visibility given in km, in NM or km with one decimal. */
export function visibilityText(valueKm: Reading, units: ConditionsUnits): string {
  return known(valueKm) ? `${fixed(convertLength(valueKm, 'km', units.distance), 1)} ${units.distance}` : NONE;
}

/** An icon name as words: `partly-cloudy-day` -> `partly cloudy`. */
export function skyText(icon: string | null | undefined): string {
  if (icon === null || icon === undefined || icon === '') return NONE;
  return icon.replace(/[-_](day|night)$/, '').replace(/[-_]+/g, ' ');
}

/** Both clocks of an instant: UTC and the place's own. */
export interface TimeTexts {
  readonly timeUtc: number;
  readonly utc: string;
  readonly local: string;
}

export function timeTexts(timeUtc: number, zone: string): TimeTexts {
  return { timeUtc, utc: formatUtcMinute(timeUtc), local: formatZoneTime(timeUtc, zone) };
}

export interface HourlyRow extends TimeTexts {
  readonly wind: string;
  readonly gust: string;
  readonly temperature: string;
  readonly pressure: string;
  readonly precipitation: string;
  readonly precipProbability: string;
  readonly visibility: string;
  readonly cloudCover: string;
}

export function hourlyRows(conditions: Conditions, units: ConditionsUnits): HourlyRow[] {
  const zone = conditions.place.timezone;
  return conditions.hourly.map((h) => ({
    ...timeTexts(h.time, zone),
    wind: windText(h.windSpeed, h.windBearing, units),
    gust: speedText(h.windGust, units),
    temperature: temperatureText(h.temperature),
    pressure: pressureText(h.pressure),
    precipitation: precipitationText(h.precipIntensity),
    precipProbability: percentText(h.precipProbability),
    visibility: visibilityText(h.visibility, units),
    cloudCover: percentText(h.cloudCover),
  }));
}

export interface DaypartRow extends TimeTexts {
  readonly part: string;
  readonly summary: string;
  readonly wind: string;
  readonly gust: string;
  readonly temperature: string;
  readonly precipitation: string;
  readonly precipProbability: string;
}

const range = (low: Reading, high: Reading): string =>
  known(low) && known(high) ? `${fixed(low, 1)} to ${fixed(high, 1)} °C` : temperatureText(low ?? high);

export function daypartRows(conditions: Conditions, units: ConditionsUnits): DaypartRow[] {
  const zone = conditions.place.timezone;
  return conditions.dayparts.map((d) => ({
    ...timeTexts(d.time, zone),
    part: d.daypart ?? NONE,
    summary: d.summary ?? skyText(d.icon),
    wind: windText(d.windSpeed, d.windBearing, units),
    gust: speedText(d.windGust, units),
    temperature: range(d.temperatureLow, d.temperatureHigh),
    precipitation: precipitationText(d.precipIntensity),
    precipProbability: percentText(d.precipProbability),
  }));
}

export interface DailyRow extends TimeTexts {
  /** The place's date of the day, e.g. 2026-12-01. */
  readonly day: string;
  readonly summary: string;
  readonly wind: string;
  readonly temperature: string;
  readonly pressure: string;
  readonly precipitation: string;
  readonly precipProbability: string;
}

export function dailyRows(conditions: Conditions, units: ConditionsUnits): DailyRow[] {
  const zone = conditions.place.timezone;
  return conditions.daily.map((d) => {
    const times = timeTexts(d.time, zone);
    return {
      ...times,
      day: times.local.slice(0, 10),
      summary: skyText(d.iconExtended || d.icon),
      wind: windText(d.windSpeed, d.windBearing, units),
      temperature: range(d.temperatureLow, d.temperatureHigh),
      pressure: pressureText(d.pressure),
      precipitation: precipitationText(d.precipIntensity),
      precipProbability: percentText(d.precipProbability),
    };
  });
}

/** The current conditions as label and value pairs; empty when the service gave none. */
export function currentLines(conditions: Conditions, units: ConditionsUnits): [label: string, value: string][] {
  const c = conditions.current;
  if (c === null) return [];
  const lines: [string, string][] = [
    ['Wind', windText(c.windSpeed, c.windBearing, units)],
    ['Gusts', speedText(c.windGust, units)],
    ['Air temperature', temperatureText(c.temperature)],
    ['Pressure', pressureText(c.pressure)],
    ['Precipitation', precipitationText(c.precipIntensity)],
    ['Visibility', visibilityText(c.visibility, units)],
    ['Cloud cover', percentText(c.cloudCover)],
    ['Humidity', percentText(c.humidity)],
  ];
  return c.summary ? [['Sky', c.summary], ...lines] : lines;
}

/** One stretch of the next two hours: a minute of the minutely section, or an hour of the hourly one. */
export interface PrecipitationStep {
  readonly timeUtc: number;
  readonly rateMmH: number | null;
  readonly source: 'minutely' | 'hourly';
}

export interface PrecipitationOutlook {
  /** The minutes the service gave (at the 1-credit default, the first hour). */
  readonly minutes: readonly PrecipitationStep[];
  /** The hourly items that cover the rest of the two hours (the second hour at the default). */
  readonly hours: readonly PrecipitationStep[];
  /** In words, e.g. "Dry for the next 60 min." or "Precipitation from 14:23Z, up to 1.2 mm/h." */
  readonly summary: string;
}

const TWO_HOURS_S = 2 * 3600;

/** Precipitation for the next two hours: the minutes as given, then the hours after the last of them. */
export function precipitationOutlook(conditions: Conditions): PrecipitationOutlook {
  const minutes: PrecipitationStep[] = conditions.minutely.map((m) => ({
    timeUtc: m.time,
    rateMmH: known(m.precipIntensity) ? m.precipIntensity : null,
    source: 'minutely',
  }));
  const start = minutes[0]?.timeUtc ?? conditions.hourly[0]?.time ?? 0;
  const coveredTo = minutes.length === 0 ? start : minutes[minutes.length - 1]!.timeUtc + 60;
  const hours: PrecipitationStep[] = conditions.hourly
    .filter((h) => h.time + 3600 > coveredTo && h.time < start + TWO_HOURS_S)
    .map((h) => ({ timeUtc: Math.max(h.time, coveredTo), rateMmH: h.precipIntensity, source: 'hourly' }));
  const wet = minutes.find((m) => m.rateMmH !== null && m.rateMmH >= DRY_BELOW_MMH);
  const maxMinute = Math.max(0, ...minutes.map((m) => m.rateMmH ?? 0));
  let summary: string;
  if (minutes.length === 0) summary = 'The service gave no minute-by-minute precipitation.';
  else if (wet === undefined) summary = `Dry for the next ${minutes.length} min.`;
  else
    summary = `Precipitation from ${formatUtcMinute(wet.timeUtc).slice(11)}, up to ${fixed(maxMinute, 1)} mm/h in the next ${minutes.length} min.`;
  const later = hours.map((h) => `${formatUtcMinute(h.timeUtc).slice(11)} ${precipitationText(h.rateMmH)}`);
  return {
    minutes,
    hours,
    summary: later.length === 0 ? summary : `${summary} Then (hourly): ${later.join(', ')}.`,
  };
}
