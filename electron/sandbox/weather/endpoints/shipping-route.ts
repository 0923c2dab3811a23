// Shipping route forecast (spec §2.6, §4.3): the ship's positions at every hourly model step
// along rhumb-line legs (shared/schedule, the same schedule Passage computes itself), and at
// each position the weather and sea of the latest runs, where and when the ship is there.
//
// Passage's readings where the spec is silent:
// - the request has no `elements`, so the answer carries a fixed set of nine (ELEMENTS below);
// - `start` defaults to now rounded down to the whole hour, so the first point is on a step;
// - a value is taken at the forecast step nearest the point's time (forecastStepFor); a point
//   before the run or after its last step, or a sea state on land, has value null; an element
//   with no value at any point carries `error` and no data (spec §7);
// - `models` lists the four models the service consults (spec §4.3), mercator-bio as mercator.
import { InputError } from '../../../../shared/domain/errors';
import { scheduleVoyage, type Schedule } from '../../../../shared/schedule/schedule';
import { forecastStepFor } from '../../../../shared/schedule/forecastStep';
import { SandboxBadRequest, type HttpHandler } from '../../contract';
import { getWeatherWorld, type SandboxWeatherWorld } from '../world';
import { roundFor } from './request';
import { checkShippingPoints } from './route-limits';

/** Spec §8: default ship speed, knots. */
export const DEFAULT_SHIP_SPEED_KN = 16;
const HOUR_S = 3600;

interface RouteElement {
  readonly key: string;
  readonly label: string;
  readonly element: string;
  readonly level: string | null;
  readonly unit: string;
  readonly model: string;
}

/** The fixed elements of the answer: the atmosphere from HRES, the sea state from WAM. */
export const SHIPPING_ELEMENTS: readonly RouteElement[] = [
  {
    key: 'windSpeed10m',
    label: 'Wind speed (10 m)',
    element: 'windspeed',
    level: '10m',
    unit: 'kt',
    model: 'ecmwfhresglobal',
  },
  {
    key: 'windDirection10m',
    label: 'Wind direction (10 m)',
    element: 'winddirection',
    level: '10m',
    unit: '°',
    model: 'ecmwfhresglobal',
  },
  {
    key: 'windGust10m',
    label: 'Wind gust (10 m)',
    element: 'windgust',
    level: '10m',
    unit: 'kt',
    model: 'ecmwfhresglobal',
  },
  {
    key: 'meanSeaLevelPressure',
    label: 'Mean sea level pressure',
    element: 'pressure_meansealevel',
    level: null,
    unit: 'hPa',
    model: 'ecmwfhresglobal',
  },
  {
    key: 'temperature2m',
    label: 'Temperature (2 m)',
    element: 'temperature',
    level: '2m',
    unit: '°C',
    model: 'ecmwfhresglobal',
  },
  {
    // Horizontal visibility (spec §2.2 lists it among the marine elements), in km as the service's
    // length family gives it: the voyage's fog against the vessel's visibility limit.
    key: 'visibility',
    label: 'Visibility',
    element: 'visibility',
    level: null,
    unit: 'km',
    model: 'ecmwfhresglobal',
  },
  {
    key: 'waveHeightSignificant',
    label: 'Significant wave height',
    element: 'waveheight_significant',
    level: null,
    unit: 'm',
    model: 'ecmwfwamglobal',
  },
  {
    key: 'waveDirectionMean',
    label: 'Mean wave direction',
    element: 'wavedirection_mean',
    level: null,
    unit: '°',
    model: 'ecmwfwamglobal',
  },
  {
    key: 'wavePeriodMean',
    label: 'Mean wave period',
    element: 'waveperiod_mean',
    level: null,
    unit: 's',
    model: 'ecmwfwamglobal',
  },
];

const CONSULTED_MODELS = ['ecmwfhresglobal', 'ecmwfwamglobal', 'ncep-rtofs', 'mercator-bio'] as const;

function schedule(
  lats: readonly number[],
  lons: readonly number[],
  speedsKn: readonly number[],
  startUtc: number,
): Schedule {
  try {
    checkShippingPoints(lats, lons, speedsKn, startUtc);
    return scheduleVoyage({
      waypoints: lats.map((lat, i) => ({ name: `WP${i + 1}`, position: { lat, lon: lons[i]! } })),
      speedsKn,
      departureUtc: startUtc,
      stepH: 1,
    });
  } catch (error) {
    // e.g. a speed so low the voyage would have hundreds of thousands of hourly positions.
    if (error instanceof InputError) throw new SandboxBadRequest('speeds', error.message);
    throw error;
  }
}

function runOf(world: SandboxWeatherWorld, id: string, nowUtc: number) {
  const model = world.model(id);
  return { model, runUtc: world.latestRun(model, nowUtc) };
}

export const shippingRoute: HttpHandler<'marine.shipping.route'> = (params, env) => {
  const world = getWeatherWorld(env.seed);
  const nowUtc = env.nowUtc();
  const startUtc = params.start ?? Math.floor(nowUtc / HOUR_S) * HOUR_S;
  const voyage = schedule(params.lats, params.lons, params.speeds ?? [DEFAULT_SHIP_SPEED_KN], startUtc);
  const points = voyage.timesteps.map((p) => ({
    lat: p.lat,
    lon: p.lon,
    time: Math.round(p.timeUtc),
    type: p.type,
    speed: p.speedKn,
    distance: Math.round(p.distanceM * 10) / 10,
    distanceTime: Math.round(p.distanceTimeS),
  }));

  const runs = new Map<string, ReturnType<typeof runOf>>(CONSULTED_MODELS.map((id) => [id, runOf(world, id, nowUtc)]));
  const columns = SHIPPING_ELEMENTS.map((e) => {
    const element = world.elements.get(e.element);
    const run = runs.get(e.model);
    if (element === undefined || run === undefined)
      throw new Error(`shipping element ${e.key} is not in the catalogue`);
    return {
      spec: e,
      element,
      run,
      round: roundFor(element),
      data: new Array<{
        lat: number;
        lon: number;
        kind: 'waypoint' | 'timestep';
        time: number;
        value: number | null;
        offset: number;
        offsetTime: number;
        waypointIndex: number | null;
      }>(points.length),
      land: 0,
      outside: 0,
    };
  });

  // Points outer, elements inner: the elements of a point share one computed state.
  points.forEach((p, k) => {
    const waypointIndex = voyage.timesteps[k]!.waypointIndex;
    for (const c of columns) {
      const step = forecastStepFor(p.time, c.run.runUtc, {
        stepH: c.run.model.stepH,
        maxOffsetH: c.run.model.horizonH,
      });
      let value: number | null = null;
      if (!step.withinRange) c.outside++;
      else {
        const v = world.sample({
          element: c.element.id,
          level: c.spec.level,
          lat: p.lat,
          lon: p.lon,
          timeUtc: step.offsetTimeUtc,
          runUtc: c.run.runUtc,
        });
        if (v === null) c.land++;
        else value = c.round(world.convert(v, c.element, c.spec.unit));
      }
      c.data[k] = {
        lat: p.lat,
        lon: p.lon,
        kind: p.type,
        time: p.time,
        value,
        offset: step.offsetH,
        offsetTime: step.offsetTimeUtc,
        waypointIndex,
      };
    }
  });

  const elements = columns.map((c) => {
    const head = {
      key: c.spec.key,
      unit: c.spec.unit,
      label: c.spec.label,
      element: c.spec.element,
      level: c.spec.level,
      model: c.run.model.id,
    };
    const missing = c.land + c.outside;
    if (missing < points.length) return { ...head, data: c.data };
    const why =
      c.land === points.length
        ? 'every point of the route is on land, where there is no sea state'
        : `no point of the route lies within ${c.run.model.id} run ${new Date(c.run.runUtc * 1000).toISOString()} (+0 to +${c.run.model.horizonH} h)${c.land > 0 ? ' over the sea' : ''}`;
    return { ...head, data: [], error: why };
  });

  return {
    start: startUtc,
    models: [...runs.values()].map(({ model, runUtc }) => ({
      key: model.reportedKey,
      range: { from: runUtc, to: runUtc + model.horizonH * HOUR_S },
      runtime: runUtc,
    })),
    points,
    routing: 'rhumb line',
    elements,
  };
};
