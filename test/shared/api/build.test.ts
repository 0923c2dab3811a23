import { describe, expect, it } from 'vitest';
import type { ApiRequest, EndpointId } from '../../../shared/api';
import { buildRequest, endpoints } from '../../../shared/api';

/** The query as the service sees it, before URL encoding. */
function queryText(request: ApiRequest): string {
  return request.query.map(([name, value]) => `${name}=${value}`).join('&');
}

const route = { lats: [51.95, 52.4, 53.1], lons: [4.05, 2.9, 1.75] };

/** One full request per endpoint of spec §4: [id, build, path, query]. Typed calls, no casts. */
const cases: [EndpointId, () => ApiRequest, string, string][] = [
  [
    'geo.search',
    () => buildRequest('geo.search', { query: 'Den Haag', language: 'nl' }),
    '/v1/geo/search',
    'query=Den Haag&language=nl',
  ],
  ['geo.nearby', () => buildRequest('geo.nearby', { lat: 51.92, lon: 4.48 }), '/v1/geo/nearby', 'lat=51.92&lon=4.48'],
  [
    'weather.forecast',
    () =>
      buildRequest('weather.forecast', {
        language: 'de',
        lat: 51.92,
        lon: 4.48,
        units: 'metric',
        max_minutely: 120,
        max_hourly: 168,
        max_daily: 15,
        max_daypartly: 30,
      }),
    '/v1/weather/forecast',
    'lat=51.92&lon=4.48&units=metric&max_minutely=120&max_hourly=168&max_daily=15&max_daypartly=30&language=de',
  ],
  [
    'weather.climate',
    () => buildRequest('weather.climate', { lat: 51.92, lon: 4.48, period: 'half_month' }),
    '/v1/weather/climate',
    'lat=51.92&lon=4.48&period=half_month',
  ],
  [
    'weather.radar',
    () => buildRequest('weather.radar', { lat: 51.92, lon: 4.48, radius: 25 }),
    '/v1/weather/radar',
    'lat=51.92&lon=4.48&radius=25',
  ],
  [
    'weather.timeseries.point',
    () =>
      buildRequest('weather.timeseries.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfhresglobal',
        elements: ['windspeed', 'winddirection'],
        levels: ['10m'],
        runtime: 1718150400,
        units: ['kt', '°'],
        members: [0, 1],
      }),
    '/v1/weather/timeseries/point',
    'lat=52&lon=3.5&model=ecmwfhresglobal&elements=windspeed,winddirection&levels=10m&runtime=1718150400&units=kt,°&members=0,1',
  ],
  [
    'weather.models.forecast',
    () =>
      buildRequest('weather.models.forecast', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfhresglobal',
        elements: ['temperature'],
        levels: ['2m'],
        runtime: 'latest',
      }),
    '/v1/weather/models/forecast',
    'lat=52&lon=3.5&model=ecmwfhresglobal&elements=temperature&levels=2m&runtime=latest',
  ],
  [
    'weather.ensemble.models',
    () => buildRequest('weather.ensemble.models', { lat: 52, lon: 3.5 }),
    '/v1/weather/ensemble/models',
    'lat=52&lon=3.5',
  ],
  [
    'weather.ensemble.point',
    () =>
      buildRequest('weather.ensemble.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwf-ens',
        elements: ['windspeed'],
        levels: ['10m'],
        units: ['kt'],
      }),
    '/v1/weather/ensemble/point',
    'lat=52&lon=3.5&model=ecmwf-ens&elements=windspeed&levels=10m&units=kt',
  ],
  [
    'weather.ensemble.route',
    () =>
      buildRequest('weather.ensemble.route', {
        ...route,
        model: 'ecmwf-ens',
        elements: ['windspeed', 'windgust'],
        levels: ['10m'],
        start: 1718157600,
        speed: 25.9,
      }),
    '/v1/weather/ensemble/route',
    'lats=51.95,52.4,53.1&lons=4.05,2.9,1.75&model=ecmwf-ens&elements=windspeed,windgust&levels=10m&start=1718157600&speed=25.9',
  ],
  [
    'weather.maps.layers',
    () =>
      buildRequest('weather.maps.layers', {
        model: 'ecmwfhresglobal',
        run: 1718150400,
        element: 'windspeed',
        zoom: 5,
        north: 56,
        east: 9,
        south: 50,
        west: -3,
        level: '10m',
        unit: 'kt',
        grayscale: false,
      }),
    '/v1/weather/maps/layers',
    'model=ecmwfhresglobal&run=1718150400&element=windspeed&zoom=5&north=56&east=9&south=50&west=-3&level=10m&unit=kt&grayscale=false',
  ],
  [
    'marine.timeseries.point',
    () =>
      buildRequest('marine.timeseries.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfwamglobal',
        elements: ['waveheight_significant'],
      }),
    '/v1/marine/timeseries/point',
    'lat=52&lon=3.5&model=ecmwfwamglobal&elements=waveheight_significant',
  ],
  [
    'marine.ensemble.point',
    () =>
      buildRequest('marine.ensemble.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwf-wam-ens',
        elements: ['waveheight_significant', 'waveperiod_mean'],
      }),
    '/v1/marine/ensemble/point',
    'lat=52&lon=3.5&model=ecmwf-wam-ens&elements=waveheight_significant,waveperiod_mean',
  ],
  [
    'marine.shipping.route',
    () => buildRequest('marine.shipping.route', { ...route, speeds: [14, 12.5], start: 1718157600 }),
    '/v1/marine/shipping/route',
    'lats=51.95,52.4,53.1&lons=4.05,2.9,1.75&speeds=14,12.5&start=1718157600',
  ],
  ['port.list', () => buildRequest('port.list', { size: ['large', 'medium'] }), '/v1/port/list', 'size=large,medium'],
  [
    'vessel.search',
    () => buildRequest('vessel.search', { name: 'MAERSK EINDHOVEN', page: 2 }),
    '/v1/vessel/search',
    'name=MAERSK EINDHOVEN&page=2',
  ],
  ['storms', () => buildRequest('storms', {}), '/v1/storms', ''],
  ['weather.storms', () => buildRequest('weather.storms', {}), '/v1/weather/storms', ''],
  ['traffic.overview', () => buildRequest('traffic.overview', {}), '/v1/traffic/overview', ''],
  ['traffic.geo', () => buildRequest('traffic.geo', {}), '/v1/traffic/geo', ''],
  [
    'transit.planner',
    () => buildRequest('transit.planner', { lat: 51.9249, lon: 4.469 }),
    '/v1/transit/planner',
    'lat=51.9249&lon=4.469',
  ],
  [
    'transit.plannermixer',
    () =>
      buildRequest('transit.plannermixer', {
        fromPlace: '51.9225,4.4792',
        toId: 'NL:S:8400058',
        timestamp: '2024-06-12T10:00:00+02:00',
        arriveBy: true,
        publicTransportOnly: false,
      }),
    '/v1/transit/plannermixer',
    'fromPlace=51.9225,4.4792&toId=NL:S:8400058&timestamp=2024-06-12T10:00:00+02:00&arriveBy=true&publicTransportOnly=false',
  ],
];

describe('buildRequest: every endpoint of spec §4', () => {
  it('covers the whole endpoint table', () => {
    expect(cases.map(([id]) => id).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(cases)('%s builds its path and query in spec order', (id, build, path, query) => {
    const request = build();
    expect(request.endpoint).toBe(id);
    expect(request.path).toBe(path);
    expect(queryText(request)).toBe(query);
    expect(request.kind).toBe(id === 'transit.plannermixer' ? 'socket' : 'http');
  });
});

describe('buildRequest: defaults are omitted, not filled in', () => {
  it('sends only lat and lon for a forecast with no options', () => {
    expect(buildRequest('weather.forecast', { lat: 51.92, lon: 4.48 }).query).toEqual([
      ['lat', '51.92'],
      ['lon', '4.48'],
    ]);
  });

  it('sends an explicit value even when it equals the default', () => {
    expect(queryText(buildRequest('weather.forecast', { lat: 1, lon: 2, max_hourly: 48 }))).toBe(
      'lat=1&lon=2&max_hourly=48',
    );
  });

  it('omits speeds and start for a shipping route without them (16 kn default)', () => {
    expect(queryText(buildRequest('marine.shipping.route', { lats: [51.95, 52.4], lons: [4.05, 2.9] }))).toBe(
      'lats=51.95,52.4&lons=4.05,2.9',
    );
  });

  it('omits size for the port list (default large) and page for vessel search (default 1)', () => {
    expect(buildRequest('port.list').query).toEqual([]);
    expect(buildRequest('vessel.search', { name: 'Nordic' }).query).toEqual([['name', 'Nordic']]);
  });

  it('builds no-parameter endpoints with no params argument', () => {
    expect(buildRequest('storms')).toEqual({ endpoint: 'storms', kind: 'http', path: '/v1/storms', query: [] });
  });
});

describe('buildRequest: value formatting', () => {
  it('joins arrays with commas and writes small and large numbers without exponents', () => {
    const request = buildRequest('marine.shipping.route', {
      lats: [1e-7, -0.000001, 52.123456789],
      lons: [-1.5e-7, 0, 179.99999999],
      speeds: [0.00001],
      start: 1718157600,
    });
    expect(queryText(request)).toBe(
      'lats=0.0000001,-0.000001,52.123456789&lons=-0.00000015,0,179.99999999&speeds=0.00001&start=1718157600',
    );
    expect(queryText(request)).not.toMatch(/\d[eE][+-]?\d/);
  });

  it('writes booleans as true/false', () => {
    const request = buildRequest('transit.plannermixer', {
      fromId: 'NL:S:31000',
      toId: 'NL:S:8400058',
      arriveBy: false,
    });
    expect(request.query).toContainEqual(['arriveBy', 'false']);
  });

  it('trims free text', () => {
    expect(buildRequest('geo.search', { query: '  Rotterdam ' }).query).toEqual([['query', 'Rotterdam']]);
  });
});
