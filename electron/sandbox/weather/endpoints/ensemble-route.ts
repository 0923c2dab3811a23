// Ensemble along a route (spec §2.5, §4.2): the arrival at each waypoint from the distance
// along the route (rhumb-line legs, as the shipping route) and the speed, and at each waypoint
// the ensemble at the forecast step nearest that arrival (shared/schedule forecastStepFor).
//
// Passage's readings where the spec is silent:
// - `value` is one number: the ensemble MEAN of the 51 members (circular mean for directions);
// - a waypoint reached before the run or after its last step, or a sea state on land, has no
//   value and is left out (the spec's value is a number, so it cannot be null);
// - `runtime` is the model run (offsetTime = runtime + offset·3600 only holds for the run).
import type { HttpHandler } from '../../contract';
import { rhumbDistanceM } from '../../../../shared/geodesy/rhumb';
import { forecastStepFor } from '../../../../shared/schedule/forecastStep';
import { getWeatherWorld } from '../world';
import { requireEnsemble, resolveElements, roundFor } from './request';
import { sampleEnsemble } from './ensemble';
import { ensembleValue } from './statistics';
import { checkRouteWaypoints } from './route-limits';

/** Spec §8: default route speed, km/h. */
const DEFAULT_SPEED_KMH = 25;

export const ensembleRoute: HttpHandler<'weather.ensemble.route'> = (params, env) => {
  checkRouteWaypoints(params.lats.length);
  const world = getWeatherWorld(env.seed);
  const model = world.model(params.model);
  const requests = resolveElements(world, model, params.elements, params.levels, params.units);
  requireEnsemble(world, model);
  const nowUtc = env.nowUtc();
  const runUtc = world.resolveRun(model, params.runtime ?? 'latest', nowUtc);
  const speedKmh = params.speed ?? DEFAULT_SPEED_KMH;
  const speedMs = speedKmh / 3.6;
  const startUtc = params.start ?? Math.floor(nowUtc);

  let distanceM = 0;
  const waypoints = params.lats.map((lat, i) => {
    const lon = params.lons[i]!;
    if (i > 0) distanceM += rhumbDistanceM(params.lats[i - 1]!, params.lons[i - 1]!, lat, lon);
    const distanceTimeS = Math.round(distanceM / speedMs);
    const step = forecastStepFor(startUtc + distanceTimeS, runUtc, { stepH: model.stepH, maxOffsetH: model.horizonH });
    return { lat, lon, distanceM, distanceTimeS, step };
  });

  const columns = requests.map(() => [] as ReturnType<typeof item>[]);
  function item(w: (typeof waypoints)[number], value: number) {
    return {
      lat: w.lat,
      lon: w.lon,
      time: startUtc + w.distanceTimeS,
      value,
      offset: w.step.offsetH,
      distance: Math.round(w.distanceM * 10) / 10,
      offsetTime: w.step.offsetTimeUtc,
      distanceTime: w.distanceTimeS,
    };
  }
  for (const w of waypoints) {
    if (!w.step.withinRange) continue;
    const values = sampleEnsemble(world, model, requests, {
      lat: w.lat,
      lon: w.lon,
      timeUtc: w.step.offsetTimeUtc,
      runUtc,
    });
    requests.forEach((r, e) => {
      const v = values[e];
      if (v === null || v === undefined) return;
      const mean = ensembleValue(
        v.members,
        v.control,
        { circular: r.element.family === 'angle', quartiles: false },
        roundFor(r.element),
      ).mean!;
      columns[e]!.push(item(w, mean));
    });
  }

  return {
    model: model.id,
    speed: { ms: speedMs, kmh: speedKmh },
    runtime: runUtc,
    elements: requests.map((r, e) => ({ data: columns[e]!, unit: r.unit, level: r.level, element: r.element.id })),
  };
};
