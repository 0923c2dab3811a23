// weather.conditions: the conditions at a place (spec §4.2 GET /v1/weather/forecast) for the
// Conditions panel and `passage conditions`. Asked in metric units, kept in the response cache:
// the same request within the hour is answered from the store for 0 credits (stale when the
// service is out of reach), and when the service cannot answer the stored one is served marked
// stale, else 'offline' in words.
import tzLookup from '@photostructure/tz-lookup';
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import type { WeatherForecastResult } from '../../../shared/api/resources/forecast';
import type { BackendApi, Conditions, IpcParsedInput, Provenance } from '../../../shared/ipc';
import { forecastLengthParams, IpcFailure } from '../../../shared/ipc';
import { defined } from '../../../shared/domain/defined';
import { isTimeZone } from '../../../shared/domain/zone-time';
import { isFresh } from '../store/freshness';
import { callAndCache, readCached } from './cached-call';
import type { BackendContext } from './context';
import { canServeFromStore } from './errors';
import { roundedCoordinate } from './forecasts/request-position';
import { freshProvenance, storedProvenance } from './provenance';
import { connectCounted } from './service-source';

type ConditionsMethods = Pick<BackendApi, 'weather.conditions'>;
type ConditionsInput = IpcParsedInput<'weather.conditions'>;

/** The units Passage asks for (spec §4.2 default): °C, m/s, hPa, mm/h, km. */
const UNITS = 'metric';

/**
 * The place's IANA zone: the answer's own `timezone` when it gives a known one (spec §2.10
 * names none, a later service may), else looked up from the position (Etc/GMT±n at sea).
 */
function placeTimeZone(answer: WeatherForecastResult, lat: number, lon: number): string {
  const given = answer['timezone'];
  if (typeof given === 'string' && given !== '' && isTimeZone(given)) return given;
  return tzLookup(lat, lon);
}

/** The request for these lengths: the sections asked exactly as long as the answer is to be. */
function conditionsParams(input: ConditionsInput): EndpointParams<'weather.forecast'> {
  return {
    lat: roundedCoordinate(input.lat),
    lon: roundedCoordinate(input.lon),
    units: UNITS,
    ...forecastLengthParams(input),
  };
}

/** The answer cut to the lengths asked; a section the service gave shorter stays as it came. */
function shaped(
  input: ConditionsInput,
  params: EndpointParams<'weather.forecast'>,
  value: WeatherForecastResult,
  creditsSpent: number,
  provenance: Provenance,
): Conditions {
  return {
    place: {
      name: input.name ?? null,
      lat: params.lat,
      lon: params.lon,
      timezone: placeTimeZone(value, params.lat, params.lon),
    },
    current: value.current ?? null,
    minutely: (value.minutely ?? []).slice(0, input.minutes),
    hourly: value.hourly.slice(0, input.hours),
    dayparts: (value.daypartly ?? []).slice(0, input.dayparts),
    daily: value.daily.slice(0, input.days),
    creditsSpent,
    provenance,
  };
}

export function conditionsMethods(ctx: BackendContext): ConditionsMethods {
  const { responses } = ctx.store;

  async function conditions(input: ConditionsInput): Promise<Conditions> {
    const nowUtc = ctx.nowUtc();
    const { connection, spent } = await connectCounted(ctx.source);
    const params = conditionsParams(input);
    const stored = readCached(responses, connection.cacheBase, 'weather.forecast', params);
    if (stored !== undefined && isFresh('conditions', stored.fetchedAtUtc, nowUtc)) {
      // Fresh by age, but with the service out of reach Passage cannot tell whether it still
      // holds: stale, as a stored forecast is (the offline policy).
      const forceStale = !(await ctx.source.reachable());
      const provenance = storedProvenance('conditions', connection.source, stored.fetchedAtUtc, nowUtc, {
        forceStale,
      });
      return shaped(input, params, stored.value, 0, provenance);
    }
    try {
      const answer = await callAndCache(connection, responses, 'weather.forecast', params, {
        nowUtc,
        ...defined({ voyageId: input.voyageId }),
      });
      const provenance = freshProvenance(connection.source, answer.fetchedAtUtc);
      return shaped(input, params, answer.value, Math.round(spent()), provenance);
    } catch (error) {
      if (!canServeFromStore(error)) throw error;
      if (stored === undefined) {
        throw new IpcFailure(
          'offline',
          'The conditions at this place could not be fetched and none are stored for it. Try again when connected.',
        );
      }
      const provenance = storedProvenance('conditions', connection.source, stored.fetchedAtUtc, nowUtc, {
        forceStale: true,
      });
      return shaped(input, params, stored.value, 0, provenance);
    }
  }

  return { 'weather.conditions': conditions };
}
