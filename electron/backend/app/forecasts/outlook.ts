// forecasts.outlook, the quick outlook: the route ensemble (spec §2.5, §4.2) gives one value per
// waypoint, the ensemble mean at the forecast step nearest the ship's arrival there. The service
// times a route at ONE speed from `start`, so the voyage is asked in runs of consecutive legs
// sailed at one speed without a stay, each with its own start and speed, and the ETAs match
// Passage's schedule. Cost: waypoints × elements per request (spec §8).
import type { EndpointParams } from '../../../../shared/api/request/endpoints';
import { estimateCredits } from '../../../../shared/api/request/credits';
import { buildRequest } from '../../../../shared/api/request/build';
import { formatNumber } from '../../../../shared/api/request/format';
import { MAX_QUERY_BYTES, queryBytes } from '../../../../shared/api/request/url';
import type { RouteEnsembleResult } from '../../../../shared/api/resources/ensemble';
import type { Voyage } from '../../../../shared/domain/voyage';
import { convertSpeed, parseSpeedUnit } from '../../../../shared/domain/units';
import { rhumbDistanceM } from '../../../../shared/geodesy/rhumb';
import type { BackendApi, IpcParsedInput, Outlook, OutlookRow } from '../../../../shared/ipc';
import { IpcFailure } from '../../../../shared/ipc';
import { WIND_ENSEMBLE_REQUEST } from '../../../../shared/forecast/ensemble-models';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../../../../shared/schedule';
import { isFresh } from '../../store/freshness';
import { readCached } from '../cached-call';
import type { BackendContext } from '../context';
import { checkEnsembleModel, obtainCached } from '../models';
import { canServeFromStore } from '../errors';
import { storedProvenance } from '../provenance';
import { connectCounted, type Connection } from '../service-source';
import { roundedCoordinate } from './request-position';
import { storedVoyageOf } from './stored-voyage';

export type OutlookParams = EndpointParams<'weather.ensemble.route'>;

/** One request: legs fromIndex..toIndex-1, sailed from `fromIndex` at one speed without a stay. */
export interface OutlookRun {
  readonly fromIndex: number;
  readonly toIndex: number;
  readonly params: OutlookParams;
}

export interface OutlookPlan {
  readonly schedule: Schedule;
  readonly runs: readonly OutlookRun[];
}

/** The parameters that time waypoints fromIndex..toIndex (sailed without a stay) in one request. */
function runParams(schedule: Schedule, fromIndex: number, toIndex: number, model: string): OutlookParams {
  const { waypoints, legs } = schedule;
  const points = waypoints.slice(fromIndex, toIndex + 1).map((w) => ({
    lat: roundedCoordinate(w.position.lat),
    lon: roundedCoordinate(w.position.lon),
  }));
  let rhumbM = 0;
  for (let k = 1; k < points.length; k++)
    rhumbM += rhumbDistanceM(points[k - 1]!.lat, points[k - 1]!.lon, points[k]!.lat, points[k]!.lon);
  const durationS = waypoints[toIndex]!.etaUtc - waypoints[fromIndex]!.etdUtc;
  // The speed at which the service's rhumb distances take the scheduled time; a run of zero
  // length keeps the planned speed (its one position is reached at once either way).
  const speedKmh = rhumbM > 0 && durationS > 0 ? (rhumbM / durationS) * 3.6 : legs[fromIndex]!.speedKn * 1.852;
  return {
    lats: points.map((p) => p.lat),
    lons: points.map((p) => p.lon),
    model,
    elements: [...WIND_ENSEMBLE_REQUEST.elements],
    levels: [...WIND_ENSEMBLE_REQUEST.levels],
    units: [...WIND_ENSEMBLE_REQUEST.units],
    start: Math.round(waypoints[fromIndex]!.etdUtc),
    speed: Number(speedKmh.toFixed(4)),
  };
}

/** Bytes one more waypoint adds to a request's query: its latitude, longitude and two commas. */
function pointBytes(lat: number, lon: number): number {
  return formatNumber(roundedCoordinate(lat)).length + formatNumber(roundedCoordinate(lon)).length + 2;
}

/**
 * Waypoints fromIndex..toIndex cut into requests whose query stays within MAX_QUERY_BYTES (a
 * 1,000-waypoint voyage would otherwise pass the service's address limit); consecutive requests
 * share a waypoint, and each starts at its own first waypoint's time.
 */
function cutByQueryBytes(schedule: Schedule, fromIndex: number, toIndex: number, model: string): [number, number][] {
  const overhead = queryBytes(
    buildRequest('weather.ensemble.route', runParams(schedule, fromIndex, fromIndex + 1, model)),
  );
  const bytesAt = (i: number): number =>
    pointBytes(schedule.waypoints[i]!.position.lat, schedule.waypoints[i]!.position.lon);
  const cuts: [number, number][] = [];
  let start = fromIndex;
  let bytes = overhead + bytesAt(start);
  for (let i = start + 1; i <= toIndex; i++) {
    if (i - start >= 2 && bytes + bytesAt(i) > MAX_QUERY_BYTES) {
      cuts.push([start, i - 1]);
      start = i - 1;
      bytes = overhead + bytesAt(start);
    }
    bytes += bytesAt(i);
  }
  cuts.push([start, toIndex]);
  return cuts;
}

/**
 * The runs of legs one route ensemble request each can time: a new run starts after a stay, at a
 * change of speed, and at either end of a great-circle leg (the service measures rhumb lines, so
 * such a leg is asked alone at the speed that gives its scheduled duration). A run longer than
 * one request's address can carry is asked in several.
 */
export function planOutlook(voyage: Voyage, model: string = WIND_ENSEMBLE_REQUEST.model): OutlookPlan {
  const schedule = scheduleVoyage(scheduleInputOf(voyage));
  const { legs, waypoints } = schedule;
  const runs: OutlookRun[] = [];
  let from = 0;
  for (let i = 1; i <= legs.length; i++) {
    const leg = legs[i];
    const previous = legs[i - 1]!;
    const cut =
      leg === undefined ||
      waypoints[i]!.stayS > 0 ||
      leg.speedKn !== previous.speedKn ||
      leg.geometry === 'greatCircle' ||
      previous.geometry === 'greatCircle';
    if (!cut) continue;
    for (const [fromIndex, toIndex] of cutByQueryBytes(schedule, from, i, model))
      runs.push({ fromIndex, toIndex, params: runParams(schedule, fromIndex, toIndex, model) });
    from = i;
  }
  return { schedule, runs };
}

/** What the outlook would cost now: requests answered from the store cost nothing. */
export function outlookCredits(
  ctx: BackendContext,
  connection: Connection,
  plan: OutlookPlan,
): { credits: number; requests: number; waypoints: number } {
  const now = ctx.nowUtc();
  let credits = 0;
  let waypoints = 0;
  for (const run of plan.runs) {
    waypoints += run.params.lats.length;
    const cached = readCached(ctx.store.responses, connection.cacheBase, 'weather.ensemble.route', run.params);
    if (cached === undefined || !isFresh('forecast', cached.fetchedAtUtc, now, cached.modelRunUtc))
      credits += estimateCredits('weather.ensemble.route', run.params);
  }
  return { credits, requests: plan.runs.length, waypoints };
}

/** The value of `element` at each point of the run, in knots; null where the answer has none. */
function valuesAt(answer: RouteEnsembleResult, element: string, run: OutlookRun): (number | null)[] {
  const found = answer.elements.find((e) => e.element === element);
  const values: (number | null)[] = run.params.lats.map(() => null);
  if (found === undefined) return values;
  const unit = parseSpeedUnit(found.unit, `${element} unit`);
  // Items come in waypoint order, leaving out waypoints beyond the model's range.
  let k = 0;
  for (const item of found.data) {
    while (
      k < values.length &&
      (Math.abs(run.params.lats[k]! - item.lat) > 1e-6 || Math.abs(run.params.lons[k]! - item.lon) > 1e-6)
    )
      k++;
    if (k === values.length) break;
    values[k++] = convertSpeed(item.value, unit, 'kn');
  }
  return values;
}

function rowsOf(plan: OutlookPlan, answers: readonly (RouteEnsembleResult | undefined)[]): OutlookRow[] {
  const { waypoints } = plan.schedule;
  const rows: OutlookRow[] = [];
  plan.runs.forEach((run, r) => {
    const answer = answers[r];
    const wind = answer === undefined ? [] : valuesAt(answer, 'windspeed', run);
    const gust = answer === undefined ? [] : valuesAt(answer, 'windgust', run);
    for (let k = 0; k < run.params.lats.length; k++) {
      const index = run.fromIndex + k;
      const w = waypoints[index]!;
      const departing = k === 0 && index > 0;
      // Where a run starts at the waypoint the previous one ended at, without a stay, the two
      // rows are one place at one time: the later request's value is kept.
      if (departing && w.stayS === 0) rows.pop();
      rows.push({
        waypointIndex: index,
        name: w.name,
        lat: w.position.lat,
        lon: w.position.lon,
        event: departing && w.stayS > 0 ? 'departure' : 'arrival',
        etaUtc: Math.round(k === 0 ? w.etdUtc : w.etaUtc),
        windKn: wind[k] ?? null,
        gustKn: gust[k] ?? null,
      });
    }
  });
  return rows;
}

type OutlookMethods = Pick<BackendApi, 'forecasts.outlook'>;

export function forecastOutlookMethods(ctx: BackendContext): OutlookMethods {
  async function outlook(
    { voyageId, revision, ensembleModel }: Omit<IpcParsedInput<'forecasts.outlook'>, 'taskId'>,
    signal: AbortSignal | undefined,
  ): Promise<Outlook> {
    const stored = storedVoyageOf(ctx.store, voyageId, revision);
    const { connection, spent } = await connectCounted(ctx.source, signal);
    await checkEnsembleModel(ctx, connection, ensembleModel, 'wind', 'ensembleModel');
    const plan = planOutlook(stored.voyage, ensembleModel);
    const got = await Promise.all(
      plan.runs.map((run) =>
        obtainCached(ctx, connection, 'weather.ensemble.route', run.params, {
          kind: 'forecast',
          modelRunOf: (value) => value.runtime,
          voyageId,
        }).catch((error: unknown) => {
          // A run the service cannot answer now and the store never had is left out; any
          // other failure (a refused key, a model the service refuses) is the outlook's.
          if (!canServeFromStore(error)) throw error;
          return undefined;
        }),
      ),
    );
    const answered = got.filter((g) => g !== undefined);
    if (answered.length === 0) {
      throw new IpcFailure(
        'offline',
        'The quick outlook could not be fetched and none is stored for this voyage. Try again when connected.',
      );
    }
    const models = [...new Map(answered.map((a) => [a.answer.value.model, a.answer.value.runtime]))].map(
      ([id, runUtc]) => ({ id, runUtc }),
    );
    return {
      voyageId,
      voyageRevision: stored.revision,
      model: answered[0]!.answer.value.model,
      rows: rowsOf(
        plan,
        got.map((g) => g?.answer.value),
      ),
      requests: plan.runs.length,
      creditsSpent: Math.round(spent()),
      provenance: storedProvenance(
        'forecast',
        connection.source,
        Math.min(...answered.map((a) => a.answer.fetchedAtUtc)),
        ctx.nowUtc(),
        { models, forceStale: answered.some((a) => a.stale) || answered.length < got.length },
      ),
    };
  }

  return {
    'forecasts.outlook': ({ taskId, ...input }) =>
      taskId === undefined ? outlook(input, undefined) : ctx.tasks.run(taskId, (signal) => outlook(input, signal)),
  };
}
