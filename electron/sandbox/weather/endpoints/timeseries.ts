// Deterministic point series (spec §2.3, §2.7): weather and marine timeseries/point and
// models/forecast. Every step of the run from +0 h to the model's horizon, hourly for the
// deterministic models (3-hourly when an ensemble model's control or member is asked for):
// the whole run rather than "from now", so a series of one run is the same whenever asked.
import { SandboxBadRequest, type HttpHandler, type SandboxEnv } from '../../contract';
import { getWeatherWorld } from '../world';
import { resolveElements, resolveMember, roundFor, stepTimes, type ElementRequest } from './request';

interface PointRequest {
  readonly lat: number;
  readonly lon: number;
  readonly model: string;
  readonly elements: readonly string[];
  readonly levels?: readonly string[] | undefined;
  readonly units?: readonly string[] | undefined;
  readonly members?: readonly (number | string)[] | undefined;
  readonly runtime?: 'latest' | number | undefined;
}

interface PointSeries {
  readonly modelId: string;
  readonly runUtc: number;
  readonly times: number[];
  readonly requests: ElementRequest[];
  /** values[e][k]: element e at times[k], in its unit; null where it has none (sea state on land). */
  readonly values: (number | null)[][];
}

function pointSeries(p: PointRequest, env: SandboxEnv): PointSeries {
  const world = getWeatherWorld(env.seed);
  const model = world.model(p.model);
  const requests = resolveElements(world, model, p.elements, p.levels, p.units);
  const member = resolveMember(model, p.members) ?? model.errorMember;
  const runUtc = world.resolveRun(model, p.runtime ?? 'latest', env.nowUtc());
  const times = stepTimes(model, runUtc);
  const values = requests.map(() => new Array<number | null>(times.length));
  const rounders = requests.map((r) => roundFor(r.element));
  times.forEach((timeUtc, k) => {
    requests.forEach((r, e) => {
      const v = world.sample({
        element: r.element.id,
        level: r.level,
        lat: p.lat,
        lon: p.lon,
        timeUtc,
        runUtc,
        member,
      });
      values[e]![k] = v === null ? null : rounders[e]!(world.convert(v, r.element, r.unit));
    });
  });
  return { modelId: model.id, runUtc, times, requests, values };
}

function timeseriesBody(s: PointSeries) {
  return s.requests.map((r, e) => ({
    // A sea state over land has no value at all: the series is empty (spec §2.3 has no error field).
    data: s.times.flatMap((time, k) => {
      const value = s.values[e]![k];
      return value === null || value === undefined ? [] : [{ time, value }];
    }),
    unit: r.unit,
    level: r.level,
    element: r.element.id,
  }));
}

export const weatherTimeseriesPoint: HttpHandler<'weather.timeseries.point'> = (params, env) => {
  const s = pointSeries(params, env);
  return {
    model: s.modelId,
    runtime: s.runUtc,
    elements: timeseriesBody(s),
    latitude: params.lat,
    longitude: params.lon,
  };
};

/** As the weather one, without latitude and longitude (spec §2.3: present in the weather response). */
export const marineTimeseriesPoint: HttpHandler<'marine.timeseries.point'> = (params, env) => {
  const s = pointSeries(params, env);
  return { model: s.modelId, runtime: s.runUtc, elements: timeseriesBody(s) };
};

/** ISO 8601 UTC without milliseconds, e.g. 2026-09-10T06:00:00Z. */
function isoUtc(timeUtc: number): string {
  return new Date(timeUtc * 1000).toISOString().replace('.000Z', 'Z');
}

export const modelsForecast: HttpHandler<'weather.models.forecast'> = (params, env) => {
  const s = pointSeries(params, env);
  // values must align with the offsets (spec §2.7), so a sea state over land cannot be answered.
  const valuesOf = (e: number, element: string): number[] =>
    s.values[e]!.map((v) => {
      if (v === null)
        throw new SandboxBadRequest(
          'lat',
          `${params.lat}, ${params.lon} is on land, where ${s.modelId} has no ${element}`,
        );
      return v;
    });
  return {
    latitude: params.lat,
    longitude: params.lon,
    model: s.modelId,
    runtime: s.runUtc,
    time: {
      offsets: s.times.map((t) => (t - s.runUtc) / 3600),
      datetimes: s.times.map(isoUtc),
      timestamps: s.times,
    },
    elements: s.requests.map((r, e) => ({
      element: r.element.id,
      level: r.level,
      unit: r.unit,
      values: valuesOf(e, r.element.id),
    })),
  };
};
