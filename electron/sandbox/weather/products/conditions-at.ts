// The weather at one place and instant as the forecast sections see it: every field the
// forecast needs, read once from the world in base units, with the sun's state.
import type { FieldReader } from './field';
import { apparentTemperatureC, clamp01, precipProbability, type IconInput } from './conditions';
import { isDaylight } from '../../../../shared/domain/sun';

export interface Conditions extends IconInput {
  readonly timeUtc: number;
  readonly dewPointC: number;
  /** 0..1. */
  readonly humidityFraction: number;
  readonly windGustMs: number;
  /** Where the wind comes from, degrees true. */
  readonly windBearingDeg: number;
  readonly pressureHpa: number;
  readonly radiationWm2: number;
  readonly apparentTemperatureC: number;
  /** 0..1. */
  readonly precipProbability: number;
}

/**
 * Reads the fields at `timeUtc`. `precipitation` is a rate in mm/h (an hourly model's hourly
 * amount in mm is the same number, should a world give it that way).
 */
export function conditionsAt(reader: FieldReader, lat: number, lon: number, timeUtc: number): Conditions {
  const v = (element: string): number => reader.value(element, lat, lon, timeUtc);
  const temperatureC = v('temperature');
  const humidityPct = v('relativehumidity');
  const windSpeedMs = v('windspeed');
  const precipIntensityMmH = Math.max(0, v('precipitation'));
  const cloudCoverFraction = clamp01(v('cloudcovertotal') / 100);
  const leadH = (timeUtc - reader.runUtc) / 3600;
  return {
    timeUtc,
    temperatureC,
    dewPointC: v('dewpoint'),
    humidityFraction: clamp01(humidityPct / 100),
    windSpeedMs,
    windGustMs: v('windgust'),
    windBearingDeg: ((v('winddirection') % 360) + 360) % 360,
    pressureHpa: v('pressure_meansealevel'),
    precipIntensityMmH,
    cloudCoverFraction,
    visibilityM: v('visibility'),
    radiationWm2: Math.max(0, v('shortwaveradiation')),
    apparentTemperatureC: apparentTemperatureC(temperatureC, humidityPct, windSpeedMs),
    precipProbability: precipProbability(precipIntensityMmH, cloudCoverFraction, leadH),
    daylight: isDaylight(lat, lon, timeUtc),
  };
}

/** Conditions on a fixed grid of instants, each read at most once (hourly, daily and dayparts share hours). */
export function conditionsCache(reader: FieldReader, lat: number, lon: number): (timeUtc: number) => Conditions {
  const cache = new Map<number, Conditions>();
  return (timeUtc) => {
    let c = cache.get(timeUtc);
    if (c === undefined) {
      c = conditionsAt(reader, lat, lon, timeUtc);
      cache.set(timeUtc, c);
    }
    return c;
  };
}
