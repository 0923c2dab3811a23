// weather.climate and weather.climateOutlook: ten-year monthly averages (spec §2.11) at a place,
// and along a saved voyage for a passage beyond the forecast range. Each answer is kept in the
// response cache: fresh for a month (the averages are refreshed once a year), so a repeat costs
// nothing, and served marked stale when the service cannot answer.
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import type { ClimatePeriod, ClimateResult } from '../../../shared/api/resources/climate';
import type { BackendApi, ClimateOutlook, ClimatePeriodKind, ClimateSample } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage } from '../../../shared/schedule';
import { defined } from '../../../shared/domain/defined';
import { isFresh } from '../store/freshness';
import type { StoredVoyage } from '../store/voyages';
import { callAndCache, readCached } from './cached-call';
import { planClimateSamples } from './climate-samples';
import type { BackendContext } from './context';
import { canServeFromStore } from './errors';
import { storedProvenance } from './provenance';
import { connectCounted, type Connection } from './service-source';

type ClimateMethods = Pick<BackendApi, 'weather.climate' | 'weather.climateOutlook'>;
type ClimateParams = EndpointParams<'weather.climate'>;

/** One climate answer as had: from the service now, or from the store (`forcedStale` after a failure). */
interface ClimateFetch {
  readonly value: ClimateResult;
  readonly fetchedAtUtc: number;
  readonly forcedStale: boolean;
}

/** How the answers are had: from the service (store while fresh), or from the store only (the report). */
type ClimateLookup = (params: ClimateParams) => Promise<ClimateFetch | undefined>;

/**
 * The request of a place: the default period ('month') is left out, so the place's answer is
 * shared by the CLI, the outlook and the report whatever they name.
 */
export function climateParams(lat: number, lon: number, period: ClimatePeriodKind = 'month'): ClimateParams {
  return period === 'month' ? { lat, lon } : { lat, lon, period };
}

/** Store while fresh (0 credits), else the service, else the store at any age (stale); undefined when none. */
function serviceLookup(ctx: BackendContext, connection: Connection, voyageId?: string): ClimateLookup {
  const { responses } = ctx.store;
  return async (params) => {
    const now = ctx.nowUtc();
    const cached = readCached(responses, connection.cacheBase, 'weather.climate', params);
    if (cached !== undefined && isFresh('climate', cached.fetchedAtUtc, now))
      return { value: cached.value, fetchedAtUtc: cached.fetchedAtUtc, forcedStale: false };
    try {
      const answer = await callAndCache(connection, responses, 'weather.climate', params, {
        nowUtc: now,
        ...defined({ voyageId }),
      });
      return { value: answer.value, fetchedAtUtc: answer.fetchedAtUtc, forcedStale: false };
    } catch (error) {
      if (!canServeFromStore(error)) throw error;
      return cached === undefined
        ? undefined
        : { value: cached.value, fetchedAtUtc: cached.fetchedAtUtc, forcedStale: true };
    }
  };
}

/** Only what the store holds, never the service (the report spends no credit). */
export function storeLookup(ctx: BackendContext, cacheBase: string): ClimateLookup {
  return async (params) => {
    const cached = readCached(ctx.store.responses, cacheBase, 'weather.climate', params);
    return cached === undefined
      ? undefined
      : { value: cached.value, fetchedAtUtc: cached.fetchedAtUtc, forcedStale: false };
  };
}

/** The monthly period of `month` (period 1, spec §2.11). */
function monthOf(periods: readonly ClimatePeriod[], month: number): ClimatePeriod | undefined {
  return periods.find((p) => p.month === month && p.period === 1) ?? periods.find((p) => p.month === month);
}

/**
 * The climate outlook of a stored voyage, each position asked once. Null when not one answer
 * could be had (offline with nothing stored).
 */
export async function climateOutlookOf(
  ctx: BackendContext,
  stored: StoredVoyage,
  source: Connection['source'],
  lookup: ClimateLookup,
  creditsSpent: () => number,
): Promise<ClimateOutlook | null> {
  const schedule = scheduleVoyage(scheduleInputOf(stored.voyage, { stepH: 1 }));
  const plan = planClimateSamples(schedule);
  const answers = new Map<string, Promise<ClimateFetch | undefined>>();
  const answerAt = (lat: number, lon: number): Promise<ClimateFetch | undefined> => {
    const key = `${lat},${lon}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = lookup(climateParams(lat, lon));
      answers.set(key, answer);
    }
    return answer;
  };
  // One at a time: a dozen small requests, and the service's rate limit is not known (spec §8).
  const samples: ClimateSample[] = [];
  for (const s of plan.samples) {
    const answer = await answerAt(s.lat, s.lon);
    const period = answer === undefined ? undefined : monthOf(answer.value.periods, s.month);
    samples.push({ ...s, windSpeedMs: period?.windSpeed ?? null, windGustMs: period?.windGust ?? null });
  }
  const had = (await Promise.all(answers.values())).filter((a): a is ClimateFetch => a !== undefined);
  if (had.length === 0) return null;
  const endTable = async (s: (typeof plan.samples)[number] | undefined) => ({
    lat: s?.lat ?? 0,
    lon: s?.lon ?? 0,
    periods: s === undefined ? [] : ((await answerAt(s.lat, s.lon))?.value.periods ?? []),
  });
  const oldest = Math.min(...had.map((a) => a.fetchedAtUtc));
  return {
    voyageId: stored.id,
    voyageRevision: stored.revision,
    departureUtc: Math.round(schedule.departureUtc),
    arrivalUtc: Math.round(schedule.arrivalUtc),
    samples,
    months: [...plan.months],
    departure: await endTable(plan.samples[0]),
    arrival: await endTable(plan.samples[plan.samples.length - 1]),
    creditsSpent: creditsSpent(),
    provenance: storedProvenance('climate', source, oldest, ctx.nowUtc(), {
      forceStale: had.some((a) => a.forcedStale) || samples.some((s) => s.windSpeedMs === null),
    }),
  };
}

export function climateMethods(ctx: BackendContext): ClimateMethods {
  function voyageOf(voyageId: string, revision: number | undefined): StoredVoyage {
    const stored = ctx.store.voyages.get(voyageId, revision);
    if (stored === undefined) {
      throw new IpcFailure(
        'not-found',
        `There is no saved voyage ${voyageId}${revision === undefined ? '' : ` at revision ${revision}`}; save it before asking for its climate outlook.`,
        'voyageId',
      );
    }
    return stored;
  }

  return {
    async 'weather.climate'({ lat, lon, period }) {
      const connection = await ctx.source.connect();
      const answer = await serviceLookup(ctx, connection)(climateParams(lat, lon, period));
      if (answer === undefined)
        throw new IpcFailure(
          'offline',
          'The climate of this place could not be fetched and none is stored yet. Try again when connected.',
        );
      return {
        place: { lat, lon },
        period: answer.value.period,
        periods: answer.value.periods,
        provenance: storedProvenance('climate', connection.source, answer.fetchedAtUtc, ctx.nowUtc(), {
          forceStale: answer.forcedStale,
        }),
      };
    },
    async 'weather.climateOutlook'({ voyageId, revision }) {
      const stored = voyageOf(voyageId, revision);
      const { connection, spent } = await connectCounted(ctx.source);
      const outlook = await climateOutlookOf(
        ctx,
        stored,
        connection.source,
        serviceLookup(ctx, connection, stored.id),
        spent,
      );
      if (outlook === null)
        throw new IpcFailure(
          'offline',
          'The climate along this voyage could not be fetched and none is stored yet. Try again when connected.',
        );
      return outlook;
    },
  };
}
