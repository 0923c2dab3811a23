// The weather and marine numeric endpoints: bodies parse with the service contract, answers
// are deterministic, bad requests name their parameter, and the shipping route's positions are
// Passage's own schedule.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../../shared/api/request/endpoints';
import { scheduleVoyage } from '../../../../shared/schedule/schedule';
import { weatherHttpHandlers } from '../../../../electron/sandbox/weather/handlers';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';

const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const RUN = Date.UTC(2026, 8, 10, 0) / 1000;
const env: SandboxEnv = { seed: 7, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:1' };
const otherSeed: SandboxEnv = { ...env, seed: 8 };
const route = { lats: [51.9, 50.5, 49.5, 46.0], lons: [3.9, 0.5, -5.0, -20.0] };

async function call(id: EndpointId, params: Record<string, unknown>, e: SandboxEnv = env): Promise<unknown> {
  const handler = weatherHttpHandlers[id];
  if (handler === undefined) throw new Error(`no handler for ${id}`);
  const parsed = endpoints[id].params.parse(params);
  return (handler as (p: unknown, env: SandboxEnv) => unknown)(parsed, e);
}

const happy: [EndpointId, Record<string, unknown>][] = [
  [
    'weather.timeseries.point',
    {
      lat: 51.9,
      lon: 4.5,
      model: 'ecmwfhresglobal',
      elements: ['windspeed', 'temperature', 'precipitation'],
      levels: ['10m', '2m', '-'],
      units: ['kt', '°F', 'mm/hr'],
    },
  ],
  [
    'weather.models.forecast',
    { lat: 45, lon: -30, model: 'ecmwfhresglobal', elements: ['windspeed', 'pressure_meansealevel'], levels: ['10m'] },
  ],
  ['weather.ensemble.models', {}],
  [
    'weather.ensemble.point',
    { lat: 45, lon: -30, model: 'ecmwf-ens', elements: ['windspeed', 'winddirection'], levels: ['10m', '10m'] },
  ],
  [
    'weather.ensemble.route',
    { ...route, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'], start: NOW, speed: 30 },
  ],
  [
    'marine.timeseries.point',
    { lat: 45, lon: -30, model: 'ecmwfwamglobal', elements: ['waveheight_significant', 'waveperiod_mean'] },
  ],
  ['marine.ensemble.point', { lat: 45, lon: -30, model: 'ecmwf-ens-wam', elements: ['waveheight_significant'] }],
  ['marine.shipping.route', { ...route, speeds: [14], start: NOW }],
];

describe.each(happy)('%s', (id, params) => {
  it('answers a body that parses with the endpoint response schema', async () => {
    const body = await call(id, params);
    const parsed = endpoints[id].response.safeParse(body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it('is deterministic for a seed and clock, and differs with the seed', async () => {
    const a = await call(id, params);
    expect(await call(id, { ...params })).toEqual(a);
    if (id !== 'weather.ensemble.models') expect(await call(id, params, otherSeed)).not.toEqual(a);
  });
});

describe('timeseries', () => {
  it('answers every hourly step of the run, in the units asked', async () => {
    const body = endpoints['weather.timeseries.point'].response.parse(await call(...happy[0]!));
    expect(body.runtime).toBe(RUN);
    expect(body.elements.map((e) => [e.element, e.level, e.unit])).toEqual([
      ['windspeed', '10m', 'kt'],
      ['temperature', '2m', '°F'],
      ['precipitation', null, 'mm/hr'],
    ]);
    const times = body.elements[0]!.data.map((d) => d.time);
    expect(times).toHaveLength(241);
    expect(times[0]).toBe(RUN);
    expect(times[240]).toBe(RUN + 240 * 3600);
  });

  it('has no wave data on land', async () => {
    const body = endpoints['marine.timeseries.point'].response.parse(
      await call('marine.timeseries.point', {
        lat: 48.85,
        lon: 2.35,
        model: 'ecmwfwamglobal',
        elements: ['waveheight_significant', 'windspeed'],
      }),
    );
    expect(body.elements[0]!.data).toEqual([]);
    expect(body.elements[1]!.data).toHaveLength(241);
  });
});

describe('ensembles', () => {
  it('computes ordered statistics from 51 members plus the control', async () => {
    const body = endpoints['weather.ensemble.point'].response.parse(
      await call('weather.ensemble.point', {
        lat: 50,
        lon: -20,
        model: 'ecmwf-ens',
        elements: ['windspeed', 'temperature'],
        levels: ['10m', '2m'],
      }),
    );
    for (const element of body.elements) {
      expect(element.data).toHaveLength(81);
      for (const { value: v } of element.data) {
        const members = Array.from({ length: 51 }, (_, m) => v[`member${m}`]!);
        expect(members.every((x) => typeof x === 'number')).toBe(true);
        expect(v.min).toBe(Math.min(...members));
        expect(v.max).toBe(Math.max(...members));
        const ordered = [v.min, v.percentile10!, v.percentile25!, v.median, v.percentile75!, v.percentile90!, v.max];
        expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
        expect(v.mean).toBeGreaterThanOrEqual(v.min);
        expect(v.mean).toBeLessThanOrEqual(v.max);
        expect(v.median).toBe([...members].sort((a, b) => a - b)[25]);
      }
    }
  });

  it('carries an error instead of data for a sea state on land', async () => {
    const body = endpoints['marine.ensemble.point'].response.parse(
      await call('marine.ensemble.point', {
        lat: 0,
        lon: 20,
        model: 'ecmwf-ens-wam',
        elements: ['waveheight_significant'],
      }),
    );
    expect(body.elements[0]!.data).toEqual([]);
    expect(body.elements[0]!.error).toMatch(/land/);
  });

  it('times the route by distance and speed and picks the nearest 3-hourly step', async () => {
    const body = endpoints['weather.ensemble.route'].response.parse(await call(...happy[4]!));
    const items = body.elements[0]!.data;
    expect(items).toHaveLength(4);
    expect(body.speed).toEqual({ ms: 30 / 3.6, kmh: 30 });
    for (const item of items) {
      expect(item.distanceTime).toBe(Math.round(item.distance / (30 / 3.6)));
      expect(item.time).toBe(NOW + item.distanceTime);
      expect(item.offset % 3).toBe(0);
      expect(item.offsetTime).toBe(body.runtime + item.offset * 3600);
      expect(Math.abs(item.offsetTime - item.time)).toBeLessThanOrEqual(1.5 * 3600);
    }
  });

  it('lists ensemble models first and leaves ocean models out on land', async () => {
    const all = endpoints['weather.ensemble.models'].response.parse(await call('weather.ensemble.models', {}));
    expect(all.models[0]!.type).toBe('Ensemble');
    expect(all.models.map((m) => m.id)).toContain('ecmwfhresglobal');
    const onLand = endpoints['weather.ensemble.models'].response.parse(
      await call('weather.ensemble.models', { lat: 48.85, lon: 2.35 }),
    );
    expect(onLand.models.some((m) => m.category === 'ocean')).toBe(false);
    const wind = all.models[0]!.elements.find((e) => e.id === 'windspeed');
    expect(wind).toMatchObject({ unitDefault: 'm/s', units: ['m/s', 'km/h', 'mph', 'kt', 'Bft'] });
    expect(all.models[0]!.runtimes.at(-1)).toBe(RUN);
  });
});

describe('shipping route', () => {
  it('puts the ship where Passage’s own schedule puts it', async () => {
    const body = endpoints['marine.shipping.route'].response.parse(await call(...happy[7]!));
    const schedule = scheduleVoyage({
      waypoints: route.lats.map((lat, i) => ({ name: `WP${i + 1}`, position: { lat, lon: route.lons[i]! } })),
      speedsKn: [14],
      departureUtc: NOW,
    });
    expect(body.points.map((p) => [p.lat, p.lon, p.type, p.speed])).toEqual(
      schedule.timesteps.map((p) => [p.lat, p.lon, p.type, p.speedKn]),
    );
    expect(body.points.map((p) => p.time)).toEqual(schedule.timesteps.map((p) => Math.round(p.timeUtc)));
    expect(body.points.at(-1)!.speed).toBeNull();
    expect(body.routing).toBe('rhumb line');
    expect(body.models.map((m) => m.key)).toEqual(['ecmwfhresglobal', 'ecmwfwamglobal', 'ncep-rtofs', 'mercator']);
    expect(body.elements).toHaveLength(9);
    // Visibility, the vessel's fourth limit, in km as the length family gives it.
    expect(body.elements.find((e) => e.key === 'visibility')).toMatchObject({ element: 'visibility', unit: 'km' });
    for (const element of body.elements) {
      expect(element.data).toHaveLength(body.points.length);
      element.data.forEach((item, k) => {
        expect(item.waypointIndex).toBe(schedule.timesteps[k]!.waypointIndex);
        expect(item.offsetTime).toBe(RUN + item.offset * 3600);
      });
    }
    const wind = body.elements.find((e) => e.key === 'windSpeed10m')!;
    const gust = body.elements.find((e) => e.key === 'windGust10m')!;
    wind.data.forEach((w, k) => expect(gust.data[k]!.value!).toBeGreaterThanOrEqual(w.value!));
  });

  it('gives a wave element an error and no data when every point is on land', async () => {
    const body = endpoints['marine.shipping.route'].response.parse(
      await call('marine.shipping.route', { lats: [48.85, 50.0], lons: [2.35, 8.0], start: NOW }),
    );
    const waves = body.elements.find((e) => e.key === 'waveHeightSignificant')!;
    expect(waves.data).toEqual([]);
    expect(waves.error).toMatch(/land/);
    expect(body.elements.find((e) => e.key === 'windSpeed10m')!.data.length).toBeGreaterThan(0);
  });

  it('has null values beyond the forecast range and starts at the whole hour by default', async () => {
    const body = endpoints['marine.shipping.route'].response.parse(
      await call('marine.shipping.route', { lats: [45, 40], lons: [-40, 60], speeds: [12] }),
    );
    expect(body.start).toBe(Date.UTC(2026, 8, 10, 9) / 1000);
    const wind = body.elements[0]!;
    const last = wind.data.at(-1)!;
    expect(last.time).toBeGreaterThan(RUN + 240 * 3600);
    expect(last.value).toBeNull();
    expect(wind.data[0]!.value).not.toBeNull();
  });
});

describe('bad requests name the parameter', () => {
  it.each([
    ['model', 'weather.timeseries.point', { lat: 1, lon: 1, model: 'nope', elements: ['windspeed'], levels: ['10m'] }],
    [
      'elements',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['nope'], levels: ['10m'] },
    ],
    [
      'elements',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['waveheight_significant'], levels: ['10m'] },
    ],
    [
      'levels',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['2m'] },
    ],
    [
      'levels',
      'weather.timeseries.point',
      {
        lat: 1,
        lon: 1,
        model: 'ecmwfhresglobal',
        elements: ['windspeed', 'temperature'],
        levels: ['10m', '2m', '850hPa'],
      },
    ],
    [
      'units',
      'weather.timeseries.point',
      {
        lat: 1,
        lon: 1,
        model: 'ecmwfhresglobal',
        elements: ['windspeed', 'temperature'],
        levels: ['10m', '2m'],
        units: ['kt'],
      },
    ],
    [
      'units',
      'weather.models.forecast',
      {
        lat: 1,
        lon: 1,
        model: 'ecmwfhresglobal',
        elements: ['windspeed'],
        levels: ['10m'],
        units: ['furlongs/fortnight'],
      },
    ],
    [
      'members',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'], members: [51] },
    ],
    [
      'members',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['10m'], members: [3] },
    ],
    [
      'runtime',
      'weather.timeseries.point',
      { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['10m'], runtime: RUN + 3600 },
    ],
    ['model', 'weather.ensemble.point', { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['windspeed'] }],
    ['elements', 'weather.ensemble.point', { lat: 1, lon: 1, model: 'ecmwfhresglobal', elements: ['no-such-element'] }],
    [
      'lat',
      'weather.models.forecast',
      { lat: 48.85, lon: 2.35, model: 'ecmwfwamglobal', elements: ['waveheight_significant'], levels: ['-'] },
    ],
  ] as const)('%s (%s)', async (parameter, id, params) => {
    await expect(call(id, params)).rejects.toMatchObject({ name: 'SandboxBadRequest', parameter });
  });

  it('answers one named member of an ensemble as a timeseries', async () => {
    const body = endpoints['weather.timeseries.point'].response.parse(
      await call('weather.timeseries.point', {
        lat: 45,
        lon: -30,
        model: 'ecmwf-ens',
        elements: ['windspeed'],
        levels: ['10m'],
        members: ['member7'],
      }),
    );
    expect(body.elements[0]!.data).toHaveLength(81);
  });
});
