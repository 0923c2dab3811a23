import { describe, expect, it } from 'vitest';
import type { EndpointParams } from '../../../shared/api';
import { ApiRequestError, buildRequest, buildRequestFromUnknown } from '../../../shared/api';
import { requestError } from './helpers';

const point = { lat: 51.92, lon: 4.48 };
const route = { lats: [51.95, 52.4, 53.1], lons: [4.05, 2.9, 1.75] };
const ensembleRoute = { ...route, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'] };

describe('forecast lengths (spec §8)', () => {
  const limits = [
    ['max_minutely', 120, 'minutes'],
    ['max_hourly', 168, 'hours'],
    ['max_daily', 15, 'days'],
    ['max_daypartly', 30, 'dayparts'],
  ] as const;

  it.each(limits)('%s accepts 0 and %i', (name, max) => {
    expect(buildRequest('weather.forecast', { ...point, [name]: 0 }).query).toContainEqual([name, '0']);
    expect(buildRequest('weather.forecast', { ...point, [name]: max }).query).toContainEqual([name, String(max)]);
  });

  it.each(limits)('%s rejects -1 and %i + 1, naming the parameter and the range', (name, max, unit) => {
    for (const value of [-1, max + 1]) {
      const error = requestError(() => buildRequest('weather.forecast', { ...point, [name]: value }));
      expect(error.code).toBe('out-of-range');
      expect(error.parameter).toBe(name);
      expect(error.message).toBe(`${name} must be between 0 and ${max} ${unit} (got ${value}).`);
    }
  });

  it('rejects a fractional length as not whole', () => {
    const error = requestError(() => buildRequest('weather.forecast', { ...point, max_daily: 2.5 }));
    expect([error.code, error.parameter, error.message]).toEqual([
      'invalid-parameter',
      'max_daily',
      'max_daily must be a whole number (got 2.5).',
    ]);
  });
});

describe('coordinates (spec conventions, §8): -90..90 and -180..180 everywhere', () => {
  const single = [
    ['geo.nearby', (lat: number, lon: number) => buildRequest('geo.nearby', { lat, lon })],
    ['weather.forecast', (lat: number, lon: number) => buildRequest('weather.forecast', { lat, lon })],
    ['weather.climate', (lat: number, lon: number) => buildRequest('weather.climate', { lat, lon })],
    ['weather.radar', (lat: number, lon: number) => buildRequest('weather.radar', { lat, lon })],
    ['transit.planner', (lat: number, lon: number) => buildRequest('transit.planner', { lat, lon })],
    ['weather.ensemble.models', (lat: number, lon: number) => buildRequest('weather.ensemble.models', { lat, lon })],
    [
      'marine.ensemble.point',
      (lat: number, lon: number) => buildRequest('marine.ensemble.point', { lat, lon, model: 'm', elements: ['e'] }),
    ],
    [
      'weather.models.forecast',
      (lat: number, lon: number) =>
        buildRequest('weather.models.forecast', { lat, lon, model: 'm', elements: ['e'], levels: ['2m'] }),
    ],
  ] as const;

  it.each(single)('%s accepts the four extremes', (_id, build) => {
    expect(build(-90, -180).query.slice(0, 2)).toEqual([
      ['lat', '-90'],
      ['lon', '-180'],
    ]);
    expect(build(90, 180).query.slice(0, 2)).toEqual([
      ['lat', '90'],
      ['lon', '180'],
    ]);
  });

  it.each(single)('%s rejects just beyond each end, naming lat or lon', (_id, build) => {
    const cases = [
      [-90.0001, 0, 'lat'],
      [90.0001, 0, 'lat'],
      [0, -180.0001, 'lon'],
      [0, 180.0001, 'lon'],
    ] as const;
    for (const [lat, lon, parameter] of cases) {
      const error = requestError(() => build(lat, lon));
      expect([error.code, error.parameter]).toEqual(['out-of-range', parameter]);
    }
  });

  it('names the waypoint index in route arrays, both ends, and lists every bad waypoint', () => {
    const error = requestError(() =>
      buildRequest('marine.shipping.route', { lats: [51.95, 90.5, -91, 53], lons: [4, 181, -180.5, 3] }),
    );
    expect(error.issues.map((i) => [i.code, i.parameter])).toEqual([
      ['out-of-range', 'lats[1]'],
      ['out-of-range', 'lats[2]'],
      ['out-of-range', 'lons[1]'],
      ['out-of-range', 'lons[2]'],
    ]);
    expect(error.message).toBe('lats[1] must be between -90 and 90 degrees (got 90.5).');
    expect(error.parameter).toBe('lats[1]');
  });

  it('checks ensemble route waypoints the same way', () => {
    const error = requestError(() =>
      buildRequest('weather.ensemble.route', { ...ensembleRoute, lons: [4, 2.9, 180.01] }),
    );
    expect([error.code, error.parameter]).toEqual(['out-of-range', 'lons[2]']);
  });

  it('checks every side of the map bounding box', () => {
    const box: EndpointParams<'weather.maps.layers'> = {
      model: 'm',
      run: 'latest',
      element: 'windspeed',
      zoom: 4,
      north: 56,
      east: 9,
      south: 50,
      west: -3,
    };
    for (const [side, value] of [
      ['north', 90.1],
      ['south', -90.1],
      ['east', 180.1],
      ['west', -180.1],
    ] as const) {
      const error = requestError(() => buildRequest('weather.maps.layers', { ...box, [side]: value }));
      expect([error.code, error.parameter]).toEqual(['out-of-range', side]);
    }
    const inverted = requestError(() => buildRequest('weather.maps.layers', { ...box, north: 50, south: 56 }));
    expect([inverted.code, inverted.parameter, inverted.message]).toEqual([
      'out-of-range',
      'south',
      'south (56) must not be north of north (50).',
    ]);
    // A box across the antimeridian has east < west and is fine.
    expect(buildRequest('weather.maps.layers', { ...box, east: -170, west: 170 }).query).toContainEqual([
      'east',
      '-170',
    ]);
  });

  it('checks places given as "lat,lon" text', () => {
    const ok = buildRequest('transit.plannermixer', { fromPlace: '-90,-180', toPlace: '90,180', viaPlace: '52.1,4.3' });
    expect(ok.query).toEqual([
      ['fromPlace', '-90,-180'],
      ['toPlace', '90,180'],
      ['viaPlace', '52.1,4.3'],
    ]);
    const lat = requestError(() => buildRequest('transit.plannermixer', { fromPlace: '90.5,4', toId: 'NL:S:1' }));
    expect([lat.code, lat.parameter, lat.message]).toEqual([
      'out-of-range',
      'fromPlace',
      'fromPlace has a latitude outside -90..90 degrees (got "90.5,4").',
    ]);
    const lon = requestError(() => buildRequest('transit.plannermixer', { fromId: 'NL:S:1', toPlace: '52,-180.5' }));
    expect([lon.code, lon.parameter]).toEqual(['out-of-range', 'toPlace']);
    const syntax = requestError(() =>
      buildRequest('transit.plannermixer', { fromId: 'NL:S:1', toId: 'NL:S:2', viaPlace: '52.1 4.3' }),
    );
    expect([syntax.code, syntax.parameter]).toEqual(['invalid-parameter', 'viaPlace']);
  });
});

describe('not-finite numbers', () => {
  it.each([NaN, Infinity, -Infinity])('rejects %d as a latitude, a speed and a radius', (value) => {
    const lat = requestError(() => buildRequest('geo.nearby', { lat: value, lon: 4 }));
    expect([lat.code, lat.parameter, lat.message]).toEqual([
      'invalid-parameter',
      'lat',
      `lat must be a finite number (got ${value}).`,
    ]);
    const speed = requestError(() => buildRequest('marine.shipping.route', { ...route, speeds: [12, value] }));
    expect(speed.parameter).toBe('speeds[1]');
    const radius = requestError(() => buildRequest('weather.radar', { ...point, radius: value }));
    expect(radius.parameter).toBe('radius');
  });

  it('rejects NaN inside a route array by index', () => {
    const error = requestError(() =>
      buildRequest('weather.ensemble.route', { ...ensembleRoute, lats: [51.95, NaN, 53.1] }),
    );
    expect([error.code, error.parameter]).toEqual(['invalid-parameter', 'lats[1]']);
  });
});

describe('routes', () => {
  it('rejects lats and lons of different lengths, naming lons', () => {
    const error = requestError(() =>
      buildRequest('marine.shipping.route', { lats: [51.95, 52.4, 53.1], lons: [4.05, 2.9] }),
    );
    expect([error.code, error.parameter, error.message]).toEqual([
      'length-mismatch',
      'lons',
      'lons has 2 values but lats has 3; every waypoint needs both.',
    ]);
    const ensemble = requestError(() =>
      buildRequest('weather.ensemble.route', { ...ensembleRoute, lats: [51.95, 52.4] }),
    );
    expect([ensemble.code, ensemble.parameter]).toEqual(['length-mismatch', 'lons']);
  });

  it('needs at least 2 waypoints', () => {
    const one = requestError(() => buildRequest('marine.shipping.route', { lats: [51.95], lons: [4.05] }));
    expect(one.issues.map((i) => [i.code, i.parameter])).toEqual([
      ['too-few-points', 'lats'],
      ['too-few-points', 'lons'],
    ]);
    expect(one.message).toBe('lats needs at least 2 waypoints for a route.');
    const none = requestError(() => buildRequest('weather.ensemble.route', { ...ensembleRoute, lats: [], lons: [] }));
    expect([none.code, none.parameter]).toEqual(['too-few-points', 'lats']);
  });

  it('requires positive speeds, at most one per waypoint', () => {
    const zero = requestError(() => buildRequest('marine.shipping.route', { ...route, speeds: [12, 0] }));
    expect([zero.code, zero.parameter, zero.message]).toEqual([
      'out-of-range',
      'speeds[1]',
      'speeds[1] must be more than 0 knots (got 0).',
    ]);
    const negative = requestError(() => buildRequest('weather.ensemble.route', { ...ensembleRoute, speed: -5 }));
    expect([negative.code, negative.parameter]).toEqual(['out-of-range', 'speed']);
    const many = requestError(() => buildRequest('marine.shipping.route', { ...route, speeds: [12, 12, 12, 12] }));
    expect([many.code, many.parameter]).toEqual(['length-mismatch', 'speeds']);
    const empty = requestError(() => buildRequest('marine.shipping.route', { ...route, speeds: [] }));
    expect([empty.code, empty.parameter]).toEqual(['invalid-parameter', 'speeds']);
  });

  it('requires an integer Unix start', () => {
    const error = requestError(() => buildRequest('marine.shipping.route', { ...route, start: 1718157600.5 }));
    expect([error.code, error.parameter]).toEqual(['invalid-parameter', 'start']);
  });
});

describe('runtime, enums and other parameter types', () => {
  it('accepts "latest" or an integer Unix time as runtime, and nothing else', () => {
    const base = { ...point, model: 'ecmwf-ens', elements: ['windspeed'] };
    expect(buildRequest('weather.ensemble.point', { ...base, runtime: 'latest' }).query).toContainEqual([
      'runtime',
      'latest',
    ]);
    for (const runtime of ['yesterday', 1718150400.5, '1718150400']) {
      const error = requestError(() => buildRequestFromUnknown('weather.ensemble.point', { ...base, runtime }));
      expect([error.code, error.parameter]).toEqual(['invalid-parameter', 'runtime']);
    }
  });

  it('checks the language list per endpoint', () => {
    expect(buildRequest('geo.search', { query: 'Porto', language: 'pt' }).query).toContainEqual(['language', 'pt']);
    const error = requestError(() => buildRequestFromUnknown('weather.forecast', { ...point, language: 'pt' }));
    expect([error.code, error.parameter, error.message]).toEqual([
      'invalid-parameter',
      'language',
      'language must be one of nl, en, de, fr, es, it (got "pt").',
    ]);
  });

  it('checks the climate period and the port sizes', () => {
    const period = requestError(() => buildRequestFromUnknown('weather.climate', { ...point, period: 'year' }));
    expect([period.code, period.parameter]).toEqual(['invalid-parameter', 'period']);
    const size = requestError(() => buildRequestFromUnknown('port.list', { size: ['large', 'huge'] }));
    expect([size.code, size.parameter]).toEqual(['invalid-parameter', 'size[1]']);
    expect(buildRequest('port.list', { size: ['very_small'] }).query).toEqual([['size', 'very_small']]);
  });

  it('requires vessel page to be a whole number of at least 1', () => {
    for (const page of [0, -1, 1.5]) {
      const error = requestError(() => buildRequest('vessel.search', { name: 'Nordic', page }));
      expect(error.parameter).toBe('page');
    }
    expect(requestError(() => buildRequest('vessel.search', { name: 'Nordic', page: 0 })).code).toBe('out-of-range');
  });

  it('requires arriveBy to be a boolean, not text', () => {
    const error = requestError(() =>
      buildRequestFromUnknown('transit.plannermixer', { fromId: 'NL:S:1', toId: 'NL:S:2', arriveBy: 'true' }),
    );
    expect([error.code, error.parameter, error.message]).toEqual([
      'invalid-parameter',
      'arriveBy',
      'arriveBy must be true or false (got "true").',
    ]);
  });

  it('requires a timestamp with a zone', () => {
    const error = requestError(() =>
      buildRequest('transit.plannermixer', { fromId: 'NL:S:1', toId: 'NL:S:2', timestamp: '2024-06-12T10:00:00' }),
    );
    expect([error.code, error.parameter]).toEqual(['invalid-parameter', 'timestamp']);
  });

  it('needs one origin and one destination for the mixer, and not both forms of one', () => {
    const none = requestError(() => buildRequest('transit.plannermixer', {}));
    expect(none.issues.map((i) => [i.code, i.parameter])).toEqual([
      ['missing-parameter', 'fromPlace'],
      ['missing-parameter', 'toPlace'],
    ]);
    expect(none.message).toBe('fromPlace or fromId is required.');
    const both = requestError(() =>
      buildRequest('transit.plannermixer', { fromPlace: '52,4', fromId: 'NL:S:1', toId: 'NL:S:2' }),
    );
    expect([both.code, both.parameter]).toEqual(['invalid-parameter', 'fromId']);
  });

  it('needs lat and lon together for the ensemble models filter', () => {
    expect(buildRequest('weather.ensemble.models').query).toEqual([]);
    const error = requestError(() => buildRequest('weather.ensemble.models', { lat: 52 }));
    expect([error.code, error.parameter]).toEqual(['missing-parameter', 'lon']);
  });

  it('rejects an empty element list and a comma inside a list value', () => {
    const base = { ...point, model: 'ecmwf-ens' };
    const empty = requestError(() => buildRequest('weather.ensemble.point', { ...base, elements: [] }));
    expect([empty.code, empty.parameter, empty.message]).toEqual([
      'invalid-parameter',
      'elements',
      'elements must list at least one value.',
    ]);
    const comma = requestError(() =>
      buildRequest('weather.ensemble.point', { ...base, elements: ['windspeed,windgust'] }),
    );
    expect([comma.code, comma.parameter]).toEqual(['invalid-parameter', 'elements[0]']);
  });

  it('requires levels for the weather timeseries but not the marine one (spec §4.3)', () => {
    const base = { ...point, model: 'm', elements: ['windspeed'] };
    expect(buildRequest('marine.timeseries.point', base).query).toHaveLength(4);
    const error = requestError(() => buildRequestFromUnknown('weather.timeseries.point', base));
    expect([error.code, error.parameter, error.message]).toEqual([
      'missing-parameter',
      'levels',
      'levels is required.',
    ]);
  });

  it('rejects a blank search query', () => {
    const error = requestError(() => buildRequest('geo.search', { query: '   ' }));
    expect([error.code, error.parameter]).toEqual(['invalid-parameter', 'query']);
  });
});

describe('untyped callers', () => {
  it('reports every missing, wrong and unknown parameter at once', () => {
    const error = requestError(() => buildRequestFromUnknown('weather.forecast', { lon: '4.48', maxHourly: 72 }));
    expect(error.issues).toEqual([
      { code: 'missing-parameter', parameter: 'lat', message: 'lat is required.' },
      { code: 'invalid-parameter', parameter: 'lon', message: 'lon must be a number (got "4.48").' },
      { code: 'unknown-parameter', parameter: 'maxHourly', message: 'maxHourly is not a parameter of this request.' },
    ]);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.name).toBe('ApiRequestError');
  });

  it('rejects an unknown endpoint id', () => {
    const error = requestError(() => buildRequestFromUnknown('weather.lightning', {}));
    expect([error.code, error.message]).toEqual([
      'unknown-endpoint',
      '"weather.lightning" is not an endpoint of the service.',
    ]);
  });
});
