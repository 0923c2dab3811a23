import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EndpointArgs, EndpointId } from '../../../shared/api';
import { buildRequest, endpoints, validateParams } from '../../../shared/api';
import { decodeQuery } from '../../../shared/api/request/decode';
import { requestError } from './helpers';

const route = { lats: [51.95, 52.4, 53.1], lons: [4.05, 2.9, 1.75] };

/** Builds the request as the client does, decodes its query as the server does, and compares. */
function roundTrip<E extends EndpointId>(id: E, ...args: EndpointArgs<E>): void {
  const request = buildRequest(id, ...args);
  const [params] = args;
  expect(decodeQuery(id, request.query)).toEqual(validateParams(endpoints[id].params, params));
}

/** One example per endpoint, with every parameter kind it has: [id, round trip]. */
const examples: [EndpointId, () => void][] = [
  ['geo.search', () => roundTrip('geo.search', { query: 'Den Haag, Scheveningen', language: 'nl' })],
  ['geo.nearby', () => roundTrip('geo.nearby', { lat: -33.8688, lon: 151.2093 })],
  [
    'weather.forecast',
    () =>
      roundTrip('weather.forecast', {
        lat: 51.92,
        lon: 4.48,
        units: 'metric',
        max_minutely: 0,
        max_hourly: 168,
        max_daily: 15,
        max_daypartly: 30,
        language: 'de',
      }),
  ],
  ['weather.climate', () => roundTrip('weather.climate', { lat: 51.92, lon: 4.48, period: 'ten_days' })],
  ['weather.radar', () => roundTrip('weather.radar', { lat: 51.92, lon: 4.48, radius: 0.000001 })],
  [
    'weather.timeseries.point',
    () =>
      roundTrip('weather.timeseries.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfhresglobal',
        elements: ['windspeed', 'winddirection'],
        levels: ['10m'],
        runtime: 1718150400,
        units: ['kt', '°'],
        members: [0, 'member7', 50],
      }),
  ],
  [
    'weather.models.forecast',
    () =>
      roundTrip('weather.models.forecast', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfhresglobal',
        elements: ['temperature'],
        levels: ['2m'],
        runtime: 'latest',
      }),
  ],
  ['weather.ensemble.models', () => roundTrip('weather.ensemble.models', { lat: 52, lon: 3.5 })],
  [
    'weather.ensemble.point',
    () =>
      roundTrip('weather.ensemble.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwf-ens',
        elements: ['windspeed'],
        levels: ['10m'],
        runtime: 1718150400,
        units: ['kt'],
      }),
  ],
  [
    'weather.ensemble.route',
    () =>
      roundTrip('weather.ensemble.route', {
        ...route,
        model: 'ecmwf-ens',
        elements: ['windspeed', 'windgust'],
        levels: ['10m'],
        start: 1718157600,
        speed: 25.9,
      }),
  ],
  [
    'weather.maps.layers',
    () =>
      roundTrip('weather.maps.layers', {
        model: 'ecmwfhresglobal',
        run: 1718150400,
        element: 'windspeed',
        zoom: 5,
        north: 56,
        east: -170,
        south: 50,
        west: 170,
        level: '10m',
        unit: 'kt',
        grayscale: true,
      }),
  ],
  [
    'marine.timeseries.point',
    () =>
      roundTrip('marine.timeseries.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwfwamglobal',
        elements: ['waveheight_significant'],
        members: ['control'],
      }),
  ],
  [
    'marine.ensemble.point',
    () =>
      roundTrip('marine.ensemble.point', {
        lat: 52,
        lon: 3.5,
        model: 'ecmwf-wam-ens',
        elements: ['waveheight_significant', 'waveperiod_mean'],
      }),
  ],
  [
    'marine.shipping.route',
    () => roundTrip('marine.shipping.route', { ...route, speeds: [14, 12.5], start: 1718157600 }),
  ],
  ['port.list', () => roundTrip('port.list', { size: ['very_small', 'large'] })],
  ['vessel.search', () => roundTrip('vessel.search', { name: 'MAERSK EINDHOVEN', page: 2 })],
  ['storms', () => roundTrip('storms', {})],
  ['weather.storms', () => roundTrip('weather.storms')],
  ['traffic.overview', () => roundTrip('traffic.overview', {})],
  ['traffic.geo', () => roundTrip('traffic.geo', {})],
  ['transit.planner', () => roundTrip('transit.planner', { lat: 51.9249, lon: 4.469 })],
  [
    'transit.plannermixer',
    () =>
      roundTrip('transit.plannermixer', {
        fromPlace: '51.9225,4.4792',
        toId: 'NL:S:8400058',
        timestamp: '2024-06-12T10:00:00+02:00',
        arriveBy: false,
        publicTransportOnly: true,
      }),
  ],
];

describe('decodeQuery: the inverse of buildRequest', () => {
  it('has an example for every endpoint of the table', () => {
    expect(examples.map(([id]) => id).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(examples)('%s round-trips', (_id, check) => {
    check();
  });

  it('round-trips any route and speeds (numbers in plain decimal, including tiny and huge ones)', () => {
    // -0 is sent as "0" (the same position), so the generators give +0 instead.
    const lat = fc.double({ min: -90, max: 90, noNaN: true }).map((y) => y + 0);
    const lon = fc.double({ min: -180, max: 180, noNaN: true }).map((x) => x + 0);
    const speed = fc.double({ min: 1e-9, max: 1e22, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(lat, lon), { minLength: 2, maxLength: 8 }),
        fc.array(speed, { minLength: 1, maxLength: 2 }),
        (points, speeds) => {
          roundTrip('marine.shipping.route', { lats: points.map(([y]) => y), lons: points.map(([, x]) => x), speeds });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads a runtime as a number when it is numeric text and as "latest" otherwise', () => {
    const base = [
      ['lat', '52'],
      ['lon', '3'],
      ['model', 'm'],
      ['elements', 'windspeed'],
      ['levels', '10m'],
    ] as const;
    expect(decodeQuery('weather.timeseries.point', [...base, ['runtime', '1718150400']]).runtime).toBe(1718150400);
    expect(decodeQuery('weather.timeseries.point', [...base, ['runtime', 'latest']]).runtime).toBe('latest');
    expect(requestError(() => decodeQuery('weather.timeseries.point', [...base, ['runtime', 'newest']])).message).toBe(
      'runtime must be "latest" or a model run time in whole Unix seconds (got "newest").',
    );
  });
});

describe('decodeQuery: text that does not decode reaches the schema, which names the parameter', () => {
  it('a number parameter that is not a plain decimal number', () => {
    for (const text of ['abc', '1e5', '0x10', 'Infinity', '', ' 52']) {
      const error = requestError(() =>
        decodeQuery('geo.nearby', [
          ['lat', text],
          ['lon', '4'],
        ]),
      );
      expect(error.parameter).toBe('lat');
      expect(error.message).toBe(`lat must be a number (got ${JSON.stringify(text)}).`);
    }
  });

  it('a boolean parameter that is not true or false', () => {
    const error = requestError(() =>
      decodeQuery('transit.plannermixer', [
        ['fromId', 'NL:S:1'],
        ['toId', 'NL:S:2'],
        ['arriveBy', 'yes'],
      ]),
    );
    expect(error.parameter).toBe('arriveBy');
    expect(error.message).toBe('arriveBy must be true or false (got "yes").');
  });

  it('a list item that is not a number names its index', () => {
    const error = requestError(() =>
      decodeQuery('marine.shipping.route', [
        ['lats', '51,x,53'],
        ['lons', '4,3,2'],
      ]),
    );
    expect(error.parameter).toBe('lats[1]');
    expect(error.message).toBe('lats[1] must be a number (got "x").');
  });

  it('an out-of-range value, with the range', () => {
    const error = requestError(() =>
      decodeQuery('geo.nearby', [
        ['lat', '91'],
        ['lon', '4'],
      ]),
    );
    expect(error.code).toBe('out-of-range');
    expect(error.message).toBe('lat must be between -90 and 90 degrees (got 91).');
  });

  it('lats and lons of different lengths, and a route of one point', () => {
    expect(
      requestError(() =>
        decodeQuery('marine.shipping.route', [
          ['lats', '51,52,53'],
          ['lons', '4,3'],
        ]),
      ).code,
    ).toBe('length-mismatch');
    const one = requestError(() =>
      decodeQuery('marine.shipping.route', [
        ['lats', '51'],
        ['lons', '4'],
      ]),
    );
    expect(one.code).toBe('too-few-points');
    expect(one.parameter).toBe('lats');
  });

  it('an unknown enum value, a missing parameter and an unknown parameter', () => {
    expect(requestError(() => decodeQuery('port.list', [['size', 'huge']])).message).toBe(
      'size[0] must be one of very_small, small, medium, large (got "huge").',
    );
    expect(requestError(() => decodeQuery('geo.nearby', [['lat', '52']])).message).toBe('lon is required.');
    const unknown = requestError(() => decodeQuery('storms', [['bogus', '1']]));
    expect(unknown.code).toBe('unknown-parameter');
    expect(unknown.parameter).toBe('bogus');
  });

  it('a repeated parameter is an error naming it, not a guess', () => {
    const error = requestError(() =>
      decodeQuery('geo.nearby', [
        ['lat', '52'],
        ['lon', '4'],
        ['lat', '53'],
      ]),
    );
    expect(error.parameter).toBe('lat');
    expect(error.message).toBe('lat is given more than once; give it once, with list values separated by commas.');
  });

  it('an endpoint id that is not in the table', () => {
    const id: string = 'weather.nowcast';
    const error = requestError(() => decodeQuery(id as EndpointId, []));
    expect(error.code).toBe('unknown-endpoint');
  });
});
