// The ensemble catalogue (spec §2.2, §4.2 ensemble/models) and ensemble point series (spec
// §2.4): every member and the control at every 3-hourly step, with statistics computed from
// the members.
import type { HttpHandler, SandboxEnv, SandboxParams } from '../../contract';
import { getWeatherWorld, type SandboxWeatherWorld } from '../world';
import type { CatalogueModel } from '../world/models';
import { resolveElements, requireEnsemble, roundFor, stepTimes, type ElementRequest } from './request';
import { ensembleValue } from './statistics';

export const ensembleModels: HttpHandler<'weather.ensemble.models'> = (params, env) => {
  const world = getWeatherWorld(env.seed);
  const nowUtc = env.nowUtc();
  // With a place: only the models that have data there (an ocean model has none on land).
  const here = params.lat !== undefined && params.lon !== undefined ? { lat: params.lat, lon: params.lon } : undefined;
  const models = world.models.filter(
    (m) => here === undefined || m.category !== 'ocean' || !world.isLand(here.lat, here.lon),
  );
  return {
    models: models.map((m) => ({
      id: m.id,
      name: m.name,
      type: m.type,
      region: m.region,
      category: m.category,
      elements: m.elements.map((id) => {
        const element = world.elements.get(id);
        if (element === undefined) throw new Error(`model ${m.id} lists unknown element ${id}`);
        const entry = { id, name: element.name, units: [...element.units], levels: [...world.levelsFor(m, element)] };
        return element.units[0] === undefined ? entry : { ...entry, unitDefault: element.units[0] };
      }),
      runtimes: world.availableRuns(m, nowUtc),
      institute: m.institute,
      resolution: m.resolution,
    })),
  };
};

interface EnsembleRequest {
  readonly lat: number;
  readonly lon: number;
  readonly model: string;
  readonly elements: readonly string[];
  readonly levels?: readonly string[] | undefined;
  readonly units?: readonly string[] | undefined;
  readonly runtime?: 'latest' | number | undefined;
}

export interface MemberValues {
  readonly members: Float64Array;
  readonly control: number;
}

/**
 * Every member and the control of `model` for each request at one place and time, in each
 * request's unit and rounded; null for a request with no value there (a sea state on land).
 * Members outer, elements inner: the elements of one member share one computed state.
 */
export function sampleEnsemble(
  world: SandboxWeatherWorld,
  model: CatalogueModel,
  requests: readonly ElementRequest[],
  at: { lat: number; lon: number; timeUtc: number; runUtc: number },
): (MemberValues | null)[] {
  // One place's members and steps are asked together: its shared work is done once (place.ts).
  const sample = world.sampleAt(at.lat, at.lon, at.runUtc);
  const rounds = requests.map((r) => roundFor(r.element));
  const members = requests.map(() => new Float64Array(model.members));
  const controls: (number | null)[] = requests.map(() => 0);
  for (let m = -1; m < model.members; m++) {
    for (let e = 0; e < requests.length; e++) {
      if (controls[e] === null) continue;
      const r = requests[e]!;
      const v = sample({
        element: r.element.id,
        level: r.level,
        lat: at.lat,
        lon: at.lon,
        timeUtc: at.timeUtc,
        runUtc: at.runUtc,
        member: m < 0 ? undefined : m,
      });
      if (v === null) controls[e] = null;
      else {
        const finished = rounds[e]!(world.convert(v, r.element, r.unit));
        if (m < 0) controls[e] = finished;
        else members[e]![m] = finished;
      }
    }
  }
  return requests.map((_, e) => {
    const control = controls[e];
    return control === null || control === undefined ? null : { members: members[e]!, control };
  });
}

function ensemblePoint(p: EnsembleRequest, env: SandboxEnv, marine: boolean) {
  const world = getWeatherWorld(env.seed);
  const model = world.model(p.model);
  // Elements first: an unknown element is named even when the model is the wrong kind.
  const requests = resolveElements(world, model, p.elements, p.levels, p.units);
  requireEnsemble(world, model);
  const runUtc = world.resolveRun(model, p.runtime ?? 'latest', env.nowUtc());
  const times = stepTimes(model, runUtc);
  const steps = times.map((timeUtc) =>
    sampleEnsemble(world, model, requests, { lat: p.lat, lon: p.lon, timeUtc, runUtc }),
  );
  const elements = requests.map((r, e) => {
    const head = { unit: r.unit, level: r.level, element: r.element.id };
    const options = { circular: r.element.family === 'angle', quartiles: !marine };
    const round = roundFor(r.element);
    const data = [];
    for (const [k, step] of steps.entries()) {
      const values = step[e];
      // Only a sea state has no value, and only on land, where it has none at any step.
      if (values === null || values === undefined) {
        return { data: [], error: `${p.lat}, ${p.lon} is on land: ${model.id} has no ${r.element.id} there`, ...head };
      }
      data.push({ time: times[k]!, value: ensembleValue(values.members, values.control, options, round) });
    }
    return { data, ...head };
  });
  return { model: model.id, runtime: runUtc, elements };
}

/** The weather ensemble point's body (the service's thread and its compute threads both make it). */
export function weatherEnsembleAnswer(params: SandboxParams<'weather.ensemble.point'>, env: SandboxEnv) {
  return { ...ensemblePoint(params, env, false), latitude: params.lat, longitude: params.lon };
}

/** The marine ensemble point's body. */
export function marineEnsembleAnswer(params: SandboxParams<'marine.ensemble.point'>, env: SandboxEnv) {
  return ensemblePoint(params, env, true);
}

export const weatherEnsemblePoint: HttpHandler<'weather.ensemble.point'> = (params, env) =>
  weatherEnsembleAnswer(params, env);
export const marineEnsemblePoint: HttpHandler<'marine.ensemble.point'> = (params, env) =>
  marineEnsembleAnswer(params, env);
