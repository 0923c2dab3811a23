// maps.points: wind (speed, direction) or waves (height, direction) at the grid of points the
// chart draws barbs and wave arrows at (shared/glyphs/glyph-grid).
// The map layers are colour only (spec §2.8), so direction comes from the point timeseries
// (spec §4.2, §4.3 timeseries/point): one request per point, one credit each, the whole run in
// one answer. Each answer is kept in the response cache under its own URL, so another time step,
// a pan onto the same points or another overlay of the same kind costs nothing while its run is
// the latest; offline, stored answers serve (stale), and a point never fetched is left out.
// A call the chart no longer wants is cancelled (maps.cancelPoints): its points must not queue
// ahead of the next overlay image at the service (the demo service answers one at a time).
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import type { TimeseriesResult } from '../../../shared/api/resources/timeseries';
import { IpcFailure, type BackendApi, type IpcParsedInput } from '../../../shared/ipc';
import type { GlyphPoints } from '../../../shared/ipc/methods/maps';
import { glyphGrid } from '../../../shared/glyphs/glyph-grid';
import { isFresh } from '../store/freshness';
import { callAndCache, readCached, type CachedAnswer } from './cached-call';
import type { BackendContext } from './context';
import { canServeFromStore } from './errors';
import { OVERLAY_MODELS } from './maps';
import { freshProvenance, storedProvenance } from './provenance';
import { connectCounted, type Connection } from './service-source';

type PointsMethods = Pick<BackendApi, 'maps.points' | 'maps.cancelPoints'>;
type PointsInput = IpcParsedInput<'maps.points'>;

/** Points asked of the service at once: a grid is at most 48, and the service's rate is not stated (spec §8). */
const CONCURRENT_REQUESTS = 4;
/** A series step this close to a layer time stands for it (hourly series, hourly or 3-hourly layers). */
const MATCH_WITHIN_S = 90 * 60;

const WIND_ELEMENTS = {
  elements: ['windspeed', 'winddirection'],
  // Levels pair with the elements that take one (forecasts/point.ts does the same).
  levels: ['10m', '10m'],
  units: ['kt', '°'],
} as const;

const WAVE_ELEMENTS = { elements: ['waveheight_significant', 'wavedirection_mean'], units: ['m', '°'] } as const;

type WindParams = EndpointParams<'weather.timeseries.point'>;
type WaveParams = EndpointParams<'marine.timeseries.point'>;

function windParams(lat: number, lon: number): WindParams {
  return {
    lat,
    lon,
    model: OVERLAY_MODELS.atmosphere,
    elements: [...WIND_ELEMENTS.elements],
    levels: [...WIND_ELEMENTS.levels],
    units: [...WIND_ELEMENTS.units],
  };
}

function waveParams(lat: number, lon: number): WaveParams {
  return {
    lat,
    lon,
    model: OVERLAY_MODELS.ocean,
    elements: [...WAVE_ELEMENTS.elements],
    units: [...WAVE_ELEMENTS.units],
  };
}

/** The element's values at each wanted time: the nearest step within MATCH_WITHIN_S, else null. */
function valuesAt(answer: TimeseriesResult, element: string, timesUtc: readonly number[]): (number | null)[] {
  const series = answer.elements.find((e) => e.element === element)?.data ?? [];
  const sorted = [...series].sort((a, b) => a.time - b.time);
  return timesUtc.map((t) => {
    let best: { dt: number; value: number } | null = null;
    for (const d of sorted) {
      const dt = Math.abs(d.time - t);
      if (dt <= MATCH_WITHIN_S && (best === null || dt < best.dt)) best = { dt, value: d.value };
    }
    return best?.value ?? null;
  });
}

/** Runs `tasks` at most `limit` at a time, keeping their order; none starts once `signal` aborts. */
async function limited<T>(tasks: readonly (() => Promise<T>)[], limit: number, signal: AbortSignal): Promise<T[]> {
  const out = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length && !signal.aborted) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}

interface Obtained {
  readonly answer: CachedAnswer<TimeseriesResult>;
  readonly fromStore: boolean;
  readonly stale: boolean;
}

export function mapPointsMethods(ctx: BackendContext): PointsMethods {
  const { responses } = ctx.store;
  const running = new Map<string, AbortController>();

  /** One point: fresh from the store, else from the service, else stale from the store, else undefined. */
  async function obtain<E extends 'weather.timeseries.point' | 'marine.timeseries.point'>(
    connection: Connection,
    endpoint: E,
    params: EndpointParams<E>,
    nowUtc: number,
    signal: AbortSignal,
  ): Promise<Obtained | undefined> {
    const cached = readCached(responses, connection.cacheBase, endpoint, params);
    if (cached !== undefined && isFresh('forecast', cached.fetchedAtUtc, nowUtc, cached.modelRunUtc)) {
      return { answer: cached, fromStore: true, stale: false };
    }
    try {
      const answer = await callAndCache(connection, responses, endpoint, params, {
        nowUtc,
        signal,
        modelRunOf: (value) => value.runtime,
      });
      return { answer, fromStore: false, stale: false };
    } catch (error) {
      // Cancelled: the call fails as a whole once every point under way has ended.
      if (signal.aborted) return undefined;
      if (!canServeFromStore(error)) throw error;
      return cached === undefined ? undefined : { answer: cached, fromStore: true, stale: true };
    }
  }

  async function points(input: PointsInput): Promise<GlyphPoints> {
    const { taskId } = input;
    if (running.has(taskId)) throw new IpcFailure('conflict', `A points request with task id ${taskId} is running.`);
    const controller = new AbortController();
    running.set(taskId, controller);
    try {
      return await pointsOf(input, controller.signal);
    } finally {
      running.delete(taskId);
    }
  }

  async function pointsOf(input: PointsInput, signal: AbortSignal): Promise<GlyphPoints> {
    const nowUtc = ctx.nowUtc();
    const { connection, spent } = await connectCounted(ctx.source);
    const grid = glyphGrid(input.bbox);
    const places = grid.lats.flatMap((lat) => grid.lons.map((lon) => ({ lat, lon })));
    const { kind, timesUtc } = input;
    const obtained = await limited(
      places.map(
        (p) => () =>
          kind === 'wind'
            ? obtain(connection, 'weather.timeseries.point', windParams(p.lat, p.lon), nowUtc, signal)
            : obtain(connection, 'marine.timeseries.point', waveParams(p.lat, p.lon), nowUtc, signal),
      ),
      CONCURRENT_REQUESTS,
      signal,
    );
    if (signal.aborted) {
      throw new IpcFailure(
        'cancelled',
        `The ${kind === 'wind' ? 'wind' : 'wave'} values were no longer wanted (the overlay, its time or the chart moved on).`,
      );
    }
    const answered = places.flatMap((p, i) => {
      const o = obtained[i];
      return o === undefined ? [] : [{ ...p, ...o }];
    });
    if (places.length > 0 && answered.length === 0) {
      throw new IpcFailure(
        'offline',
        `The ${kind === 'wind' ? 'wind' : 'wave'} values for this part of the chart were never fetched, and the weather service cannot be reached now. Try again when connected.`,
      );
    }
    const latest = answered.reduce<(typeof answered)[number] | null>(
      (best, a) => (best === null || a.answer.value.runtime > best.answer.value.runtime ? a : best),
      null,
    );
    const model = latest === null ? null : { id: latest.answer.value.model, runUtc: latest.answer.value.runtime };
    const models = model === null ? [] : [model];
    const oldestFetch = Math.min(nowUtc, ...answered.map((a) => a.answer.fetchedAtUtc));
    const anyStored = answered.some((a) => a.fromStore);
    const provenance = anyStored
      ? storedProvenance('forecast', connection.source, oldestFetch, nowUtc, {
          models,
          // Fresh by its run, but with the service gone a newer run cannot be asked for (as maps.layers).
          forceStale:
            answered.some((a) => a.stale) || answered.length < places.length || !(await ctx.source.reachable()),
        })
      : freshProvenance(connection.source, nowUtc, models);
    const common = {
      model,
      stepDeg: grid.stepDeg,
      lats: [...grid.lats],
      lons: [...grid.lons],
      timesUtc: [...timesUtc],
      creditsSpent: Math.round(spent()),
      gridPoints: places.length,
      provenance,
    };
    if (kind === 'wind') {
      return {
        kind,
        points: answered.map((a) => ({
          lat: a.lat,
          lon: a.lon,
          speedKn: valuesAt(a.answer.value, 'windspeed', timesUtc),
          fromDeg: valuesAt(a.answer.value, 'winddirection', timesUtc),
        })),
        ...common,
      };
    }
    return {
      kind,
      // A point on land has no sea state: its series are empty (spec §2.3), so it draws no arrow.
      points: answered.map((a) => ({
        lat: a.lat,
        lon: a.lon,
        heightM: valuesAt(a.answer.value, 'waveheight_significant', timesUtc),
        fromDeg: valuesAt(a.answer.value, 'wavedirection_mean', timesUtc),
      })),
      ...common,
    };
  }

  return {
    'maps.points': points,
    async 'maps.cancelPoints'({ taskId }) {
      const controller = running.get(taskId);
      if (controller === undefined) return { cancelled: false };
      controller.abort();
      return { cancelled: true };
    },
  };
}
