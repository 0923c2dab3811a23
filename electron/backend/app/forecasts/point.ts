// forecasts.point: the forecast at one position over time, for the point forecast dialog. Four
// parts: the wind and wave ensembles (the very requests a run sends, so a position the run
// sampled is already stored) and the deterministic weather and sea timeseries. Each part comes
// from the store while its model run is the latest (0 credits), else from the service, else,
// when the service cannot answer, from the store at any age (stale); else it is missing.
import type { EndpointParams } from '../../../../shared/api/request/endpoints';
import type { TimeseriesResult } from '../../../../shared/api/resources/timeseries';
import type { BackendApi, IpcParsedInput, ModelRun, PointForecast } from '../../../../shared/ipc';
import { IpcFailure, POINT_FORECAST_MAX_HOURS } from '../../../../shared/ipc';
import { isFresh } from '../../store/freshness';
import { gridIndex } from '../../store/snapshot-codec';
import { callAndCache, readCached } from '../cached-call';
import type { BackendContext } from '../context';
import { canServeFromStore } from '../errors';
import { storedProvenance } from '../provenance';
import { connectCounted, type Connection } from '../service-source';
import { saveEnsemblePart, storedEnsemblePart, type EnsemblePart } from './parts';
import {
  marineEnsembleParams,
  roundedCoordinate,
  weatherEnsembleParams,
  WEATHER_ENSEMBLE,
  MARINE_ENSEMBLE,
} from './plan';
import { gridValue } from './stored-snapshot';
import { checkEnsembleModel, visibilityAsked } from '../models';
import { limitsOfVoyage } from '../../../../shared/domain/vessel-limits-schema';
import { defined } from '../../../../shared/domain/defined';
import { ensembleReach } from '../../../../shared/schedule/ensemble-reach';

type PointMethods = Pick<BackendApi, 'forecasts.point'>;
type PointInput = IpcParsedInput<'forecasts.point'>;
type Series = PointForecast['series'][number];

/**
 * The deterministic weather at a point: what the bridge reads besides the limits. Elements with
 * a level come first and the level-less ones last, so the levels pair up the same whether the
 * service reads them one per element or one per element that takes a level (spec §4.2 does not say).
 */
const WEATHER_TIMESERIES = {
  model: 'ecmwfhresglobal',
  elements: ['windspeed', 'winddirection', 'windgust', 'temperature', 'pressure_meansealevel', 'visibility'],
  levels: ['10m', '10m', '10m', '2m'],
  units: ['kt', '°', 'kt', '°C', 'hPa', 'm'],
} as const;

/** The sea state at a point, in the service's default units (named here for a part that is missing). */
const MARINE_TIMESERIES = {
  model: 'ecmwfwamglobal',
  elements: ['waveheight_significant', 'wavedirection_mean', 'waveperiod_mean', 'waveperiod_swell_secondary'],
  defaultUnits: ['m', '°', 's', 's'],
} as const;

const NOT_AVAILABLE = 'Not available: the service did not answer and nothing is stored for this position.';

/** One part as the answer needs it: values by time, whichever way it was obtained. */
interface PartAnswer {
  readonly model: string;
  readonly runUtc: number;
  readonly fetchedAtUtc: number;
  /** Served from the store because the service failed. */
  readonly stale: boolean;
  readonly series: readonly PartSeries[];
}

interface PartSeries {
  readonly element: string;
  readonly level: string | null;
  readonly unit: string;
  readonly model: string;
  /** time -> value (deterministic) */
  readonly deterministic: ReadonlyMap<number, number>;
  /** members[m]: time -> value */
  readonly members: readonly ReadonlyMap<number, number>[];
}

/** A part that could not be had: its elements are reported with the reason. */
interface MissingPart {
  readonly missing: true;
  readonly model: string;
  readonly elements: readonly { element: string; level: string | null; unit: string }[];
}

/** A part's elements as they would have been answered; levels pair with the first elements. */
function missingPart(
  model: string,
  elements: readonly string[],
  levels: readonly string[],
  units: readonly string[],
): MissingPart {
  return {
    missing: true,
    model,
    elements: elements.map((element, i) => ({ element, level: levels[i] ?? null, unit: units[i] ?? '' })),
  };
}

function fromTimeseries(value: TimeseriesResult, fetchedAtUtc: number, stale: boolean): PartAnswer {
  return {
    model: value.model,
    runUtc: value.runtime,
    fetchedAtUtc,
    stale,
    series: value.elements.map((e) => ({
      element: e.element,
      level: e.level,
      unit: e.unit,
      model: value.model,
      deterministic: new Map(e.data.map((d) => [d.time, d.value])),
      members: [],
    })),
  };
}

function fromEnsemble(part: EnsemblePart, stale: boolean): PartAnswer {
  const { grid } = part;
  const series = grid.elements.map((element, e) => ({
    element: element.id,
    level: element.level,
    unit: element.unit,
    model: part.model,
    deterministic: new Map<number, number>(),
    members: grid.members.map((_, m) => {
      const values = new Map<number, number>();
      grid.timesUtc.forEach((t, s) => {
        const v = gridValue(grid.values[gridIndex(grid, m, e, s)]!);
        if (v !== null) values.set(Math.round(t), v);
      });
      return values;
    }),
  }));
  return { model: part.model, runUtc: part.runUtc, fetchedAtUtc: part.fetchedAtUtc, stale, series };
}

/**
 * Fresh from the store, else from the service, else stale from the store. A failure the store
 * cannot stand in for (a refused key, a bad request) is thrown; the rest leave the part missing.
 */
async function obtain(
  fresh: () => PartAnswer | undefined,
  fetch: () => Promise<PartAnswer>,
  stale: () => PartAnswer | undefined,
): Promise<PartAnswer | 'missing'> {
  const stored = fresh();
  if (stored !== undefined) return stored;
  try {
    return await fetch();
  } catch (error) {
    if (!canServeFromStore(error)) throw error;
    return stale() ?? 'missing';
  }
}

export function pointMethods(ctx: BackendContext): PointMethods {
  const { store } = ctx;

  function timeseriesPart<E extends 'weather.timeseries.point' | 'marine.timeseries.point'>(
    connection: Connection,
    endpoint: E,
    params: EndpointParams<E>,
    nowUtc: number,
    voyageId: string | undefined,
  ): Promise<PartAnswer | 'missing'> {
    const cached = (): ReturnType<typeof readCached<E>> =>
      readCached(store.responses, connection.cacheBase, endpoint, params);
    return obtain(
      () => {
        const answer = cached();
        return answer !== undefined && isFresh('forecast', answer.fetchedAtUtc, nowUtc, answer.modelRunUtc)
          ? fromTimeseries(answer.value, answer.fetchedAtUtc, false)
          : undefined;
      },
      async () => {
        const answer = await callAndCache(connection, store.responses, endpoint, params, {
          nowUtc,
          ...defined({ voyageId }),
          modelRunOf: (value) => value.runtime,
        });
        return fromTimeseries(answer.value, answer.fetchedAtUtc, false);
      },
      () => {
        const answer = cached();
        return answer === undefined ? undefined : fromTimeseries(answer.value, answer.fetchedAtUtc, true);
      },
    );
  }

  function ensemblePart(
    connection: Connection,
    endpoint: 'weather.ensemble.point' | 'marine.ensemble.point',
    params: EndpointParams<'weather.ensemble.point'>,
    nowUtc: number,
    voyageId: string | undefined,
  ): Promise<PartAnswer | 'missing'> {
    const request = { endpoint, params };
    return obtain(
      () => {
        const part = storedEnsemblePart(store, request, connection.source, nowUtc, true);
        return part === undefined ? undefined : fromEnsemble(part, false);
      },
      async () => {
        const credits = connection.client.estimate(endpoint, params);
        const value = await connection.client.call(endpoint, params, voyageId === undefined ? {} : { voyageId });
        return fromEnsemble(saveEnsemblePart(store, request, value, nowUtc, credits, connection.source), false);
      },
      () => {
        const part = storedEnsemblePart(store, request, connection.source, nowUtc, false);
        return part === undefined ? undefined : fromEnsemble(part, true);
      },
    );
  }

  async function point(input: PointInput): Promise<PointForecast> {
    const nowUtc = ctx.nowUtc();
    const { connection, spent } = await connectCounted(ctx.source);
    const lat = roundedCoordinate(input.lat);
    const lon = roundedCoordinate(input.lon);
    const { voyageId } = input;
    const windModel = input.ensembleModel ?? WEATHER_ENSEMBLE.model;
    const waveModel = input.waveEnsembleModel ?? MARINE_ENSEMBLE.model;
    const offered = await checkEnsembleModel(ctx, connection, input.ensembleModel, 'wind', 'ensembleModel');
    await checkEnsembleModel(ctx, connection, input.waveEnsembleModel, 'waves', 'waveEnsembleModel');
    // The members' visibility where the voyage's limits (its vessel's, else the defaults) have a
    // visibility limit, as its forecast run asks it: the same request (stored answers shared),
    // still 1 credit (spec §4.2).
    const voyage = voyageId === undefined ? undefined : store.voyages.get(voyageId)?.voyage;
    const windParams = weatherEnsembleParams(lat, lon, windModel, visibilityAsked(limitsOfVoyage(voyage), offered));
    const weatherParams = {
      lat,
      lon,
      model: WEATHER_TIMESERIES.model,
      elements: [...WEATHER_TIMESERIES.elements],
      levels: [...WEATHER_TIMESERIES.levels],
      units: [...WEATHER_TIMESERIES.units],
    };
    const marineParams = { lat, lon, model: MARINE_TIMESERIES.model, elements: [...MARINE_TIMESERIES.elements] };
    // Parallel: four small requests, each with its own fallback, for a dialog the navigator waits on.
    const parts = await Promise.all([
      timeseriesPart(connection, 'weather.timeseries.point', weatherParams, nowUtc, voyageId),
      timeseriesPart(connection, 'marine.timeseries.point', marineParams, nowUtc, voyageId),
      ensemblePart(connection, 'weather.ensemble.point', windParams, nowUtc, voyageId),
      ensemblePart(connection, 'marine.ensemble.point', marineEnsembleParams(lat, lon, waveModel), nowUtc, voyageId),
    ]);
    const requested: MissingPart[] = [
      missingPart(
        WEATHER_TIMESERIES.model,
        WEATHER_TIMESERIES.elements,
        WEATHER_TIMESERIES.levels,
        WEATHER_TIMESERIES.units,
      ),
      missingPart(MARINE_TIMESERIES.model, MARINE_TIMESERIES.elements, [], MARINE_TIMESERIES.defaultUnits),
      missingPart(windModel, windParams.elements, windParams.levels ?? [], windParams.units ?? []),
      missingPart(waveModel, MARINE_ENSEMBLE.elements, [], MARINE_ENSEMBLE.units),
    ];
    const answered = parts.filter((p): p is PartAnswer => p !== 'missing');
    if (answered.length === 0) {
      throw new IpcFailure(
        'offline',
        'The forecast for this position could not be fetched and none is stored. Try again when connected.',
      );
    }

    // Default start: the ensemble's reach, one step before now, so the step the ship is in is shown whole.
    const fromUtc = input.fromUtc ?? ensembleReach(nowUtc).fromUtc;
    const toUtc = fromUtc + (input.hours ?? POINT_FORECAST_MAX_HOURS) * 3600;
    const times = new Set<number>();
    for (const part of answered) {
      for (const s of part.series) {
        for (const t of s.deterministic.keys()) if (t >= fromUtc && t <= toUtc) times.add(t);
        for (const member of s.members) for (const t of member.keys()) if (t >= fromUtc && t <= toUtc) times.add(t);
      }
    }
    const timesUtc = [...times].sort((a, b) => a - b);
    const along = (values: ReadonlyMap<number, number>): (number | null)[] =>
      timesUtc.map((t) => values.get(t) ?? null);
    const series: Series[] = parts.flatMap((part, k) => {
      if (part === 'missing') {
        const { model, elements } = requested[k]!;
        return elements.map((e) => ({
          ...e,
          model,
          error: NOT_AVAILABLE,
          deterministic: timesUtc.map(() => null),
          members: [],
        }));
      }
      return part.series.map((s) => ({
        element: s.element,
        level: s.level,
        unit: s.unit,
        model: s.model,
        deterministic: along(s.deterministic),
        members: s.members.map(along),
      }));
    });
    const models: ModelRun[] = answered
      .map((p) => ({ id: p.model, runUtc: p.runUtc }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const fetchedAtUtc = Math.min(...answered.map((p) => p.fetchedAtUtc));
    const forceStale = answered.some((p) => p.stale) || answered.length < parts.length;
    return {
      lat,
      lon,
      timesUtc,
      series,
      creditsSpent: Math.round(spent()),
      provenance: storedProvenance('forecast', connection.source, fetchedAtUtc, nowUtc, { models, forceStale }),
    };
  }

  return { 'forecasts.point': point };
}
