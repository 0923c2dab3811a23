// Quantities the forecast derives from the model fields: apparent temperature, precipitation
// type and probability, UV index, and the icons, so that every icon agrees with its numbers.

/** Below this rate (mm/h) it is not precipitating (a trace). */
export const PRECIP_THRESHOLD_MMH = 0.1;
/** Beaufort 7 (near gale) lower limit, m/s: from here the icon is `wind`. */
const WIND_ICON_MS = 13.9;
/** Below this visibility (m) the icon is `fog` (WMO definition of fog: under 1 km). */
const FOG_VISIBILITY_M = 1000;

export type PrecipType = 'none' | 'rain' | 'sleet' | 'snow';

/**
 * Apparent temperature, °C: the Australian Bureau of Meteorology version of Steadman (1994)
 * without radiation, AT = Ta + 0.33 e − 0.70 ws − 4.00, with e the vapour pressure in hPa.
 */
export function apparentTemperatureC(temperatureC: number, humidityPct: number, windSpeedMs: number): number {
  const e = (humidityPct / 100) * 6.105 * Math.exp((17.27 * temperatureC) / (237.7 + temperatureC));
  return temperatureC + 0.33 * e - 0.7 * windSpeedMs - 4.0;
}

/** Rain above 2 °C, snow at or below 0 °C, sleet between; none below the trace threshold. */
export function precipType(intensityMmH: number, temperatureC: number): PrecipType {
  if (intensityMmH < PRECIP_THRESHOLD_MMH) return 'none';
  if (temperatureC <= 0) return 'snow';
  return temperatureC <= 2 ? 'sleet' : 'rain';
}

/**
 * Probability of precipitation 0..1 from one deterministic run (no ensemble behind it): near
 * certain in heavy rain, a small chance under thick cloud without rain, and the forecast less
 * sure with lead time (30 % of the way to an even chance at +240 h). Passage's assumption.
 */
export function precipProbability(intensityMmH: number, cloudCoverFraction: number, leadH: number): number {
  const base =
    intensityMmH >= PRECIP_THRESHOLD_MMH
      ? 0.55 + 0.45 * (1 - Math.exp(-intensityMmH / 1.5))
      : 0.3 * Math.max(0, cloudCoverFraction - 0.5) * 2;
  const doubt = Math.min(1, Math.max(0, leadH) / 240) * 0.3;
  return clamp01(base + (0.5 - base) * doubt);
}

/**
 * UV index from global horizontal irradiance: about 1 per 100 W/m² in clear summer sun at
 * noon (a rule of thumb; the real index also depends on ozone and the sun's height).
 */
export function uvIndexFromRadiation(radiationWm2: number): number {
  return Math.max(0, radiationWm2) / 100;
}

export interface IconInput {
  readonly precipIntensityMmH: number;
  readonly temperatureC: number;
  readonly cloudCoverFraction: number;
  readonly visibilityM: number;
  readonly windSpeedMs: number;
  readonly daylight: boolean;
}

/** The icon vocabulary of the forecast (the Dark Sky set, which the field names follow). */
export function icon(c: IconInput): string {
  const type = precipType(c.precipIntensityMmH, c.temperatureC);
  if (type !== 'none') return type;
  if (c.visibilityM < FOG_VISIBILITY_M) return 'fog';
  if (c.windSpeedMs >= WIND_ICON_MS) return 'wind';
  const part = c.daylight ? 'day' : 'night';
  if (c.cloudCoverFraction >= 0.8) return 'cloudy';
  return c.cloudCoverFraction >= 0.3 ? `partly-cloudy-${part}` : `clear-${part}`;
}

/**
 * A finer icon: precipitation with its strength (light < 2.5 mm/h <= moderate < 7.6 mm/h <=
 * heavy, the AMS glossary's rain-rate classes), and four cloud classes by day and night.
 */
export function iconExtended(c: IconInput): string {
  const type = precipType(c.precipIntensityMmH, c.temperatureC);
  if (type !== 'none') {
    const strength = c.precipIntensityMmH < 2.5 ? 'light' : c.precipIntensityMmH < 7.6 ? 'moderate' : 'heavy';
    return `${strength}-${type}`;
  }
  const basic = icon(c);
  if (basic === 'fog' || basic === 'wind' || basic === 'cloudy') return basic === 'cloudy' ? 'overcast' : basic;
  const part = c.daylight ? 'day' : 'night';
  if (c.cloudCoverFraction < 0.1) return `clear-${part}`;
  if (c.cloudCoverFraction < 0.3) return `mostly-clear-${part}`;
  return c.cloudCoverFraction < 0.6 ? `partly-cloudy-${part}` : `mostly-cloudy-${part}`;
}

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** Rounds to `decimals` places (answers read like a service's, and stay byte-stable). */
export function round(x: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f + 0;
}
