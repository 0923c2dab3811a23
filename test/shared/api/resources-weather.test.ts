import { describe, expect, it } from 'vitest';
import {
  climateResultSchema,
  ensembleMembers,
  ensembleModelsResultSchema,
  ensemblePointResultSchema,
  mapLayersResultSchema,
  modelForecastResultSchema,
  placeSearchResultSchema,
  radarResultSchema,
  routeEnsembleResultSchema,
  timeseriesResultSchema,
  weatherForecastResultSchema,
} from '../../../shared/api';
import * as ex from './examples';
import { issuePaths, parsed } from './helpers';

describe('place (spec §2.1)', () => {
  it('parses a bare array of places', () => {
    const places = parsed(placeSearchResultSchema, [ex.place()]);
    expect(places[0]?.country.code).toBe('NL');
    expect(places[0]?.timezone).toBe('Europe/Amsterdam');
  });

  it('names a lower-case country code, an out-of-range latitude and a missing continent', () => {
    const bad = { ...ex.place(), country: { code: 'nl', name: 'Netherlands' }, latitude: 91, continent: undefined };
    expect(issuePaths(placeSearchResultSchema, [ex.place(), bad])).toEqual([
      '[1].country.code',
      '[1].latitude',
      '[1].continent',
    ]);
  });

  it('rejects a body that is not an array at the root', () => {
    expect(issuePaths(placeSearchResultSchema, { places: [] })).toEqual(['']);
  });
});

describe('model catalogue (spec §2.2)', () => {
  it('accepts an element with no units, no levels and no unitDefault', () => {
    const result = parsed(ensembleModelsResultSchema, ex.ensembleModels());
    const domain = result.models[0]?.elements[1];
    expect(domain).toEqual({ id: 'domain', name: 'Domain', units: [], levels: [] });
    expect(result.models[0]?.elements[0]?.unitDefault).toBe('m/s');
  });

  it('requires integer runtimes and string arrays for units', () => {
    const body = ex.ensembleModels();
    const model = body.models[0];
    if (model === undefined) throw new Error('fixture');
    const bad = {
      models: [{ ...model, runtimes: [ex.RUNTIME + 0.5], elements: [{ ...model.elements[0], units: [3] }] }],
    };
    expect(issuePaths(ensembleModelsResultSchema, bad)).toEqual([
      'models[0].elements[0].units[0]',
      'models[0].runtimes[0]',
    ]);
  });

  it('drops keys the spec does not list (unknown keys are stripped, not rejected)', () => {
    const body = ex.ensembleModels();
    const result = parsed(ensembleModelsResultSchema, { ...body, nextPage: 2 });
    expect(Object.keys(result)).toEqual(['models']);
  });
});

describe('timeseries (spec §2.3)', () => {
  it('parses with a null level and the weather latitude/longitude', () => {
    const result = parsed(timeseriesResultSchema, ex.weatherTimeseries());
    expect(result.elements[1]?.level).toBeNull();
    expect(result.elements[0]?.data[2]).toEqual({ time: ex.RUNTIME + 7200, value: 14.4 });
    expect(result.latitude).toBe(52);
  });

  it('parses the marine shape without latitude and longitude', () => {
    const { latitude: _lat, longitude: _lon, ...marine } = ex.weatherTimeseries();
    expect(parsed(timeseriesResultSchema, marine).latitude).toBeUndefined();
  });

  it('requires at least one element', () => {
    expect(issuePaths(timeseriesResultSchema, { ...ex.weatherTimeseries(), elements: [] })).toEqual(['elements']);
  });

  it('reads an element with an error instead of data as empty data, and refuses one with neither', () => {
    const body = ex.weatherTimeseries();
    const element = body.elements[0]!;
    const { data: _data, ...withoutData } = element;
    const failed = { ...withoutData, error: 'Element not available for this model' };
    const result = parsed(timeseriesResultSchema, { ...body, elements: [failed] });
    expect(result.elements[0]).toMatchObject({ data: [], error: 'Element not available for this model' });
    expect(issuePaths(timeseriesResultSchema, { ...body, elements: [withoutData] })).toEqual(['elements[0].data']);
  });

  it('reports every bad point, not just the first', () => {
    const body = ex.weatherTimeseries();
    const element = body.elements[0];
    if (element === undefined) throw new Error('fixture');
    element.data = [
      { time: ex.RUNTIME, value: 1 },
      { time: ex.RUNTIME + 0.5, value: 2 },
    ];
    const bad = {
      ...body,
      runtime: '2024-06-12',
      elements: [element, { ...body.elements[1], level: 10, data: [{ time: ex.RUNTIME }] }],
    };
    expect(issuePaths(timeseriesResultSchema, bad)).toEqual([
      'runtime',
      'elements[0].data[1].time',
      'elements[1].data[0].value',
      'elements[1].level',
    ]);
  });
});

describe('ensemble point (spec §2.4)', () => {
  it('parses 51 members, statistics and percentiles, and lists the members in order', () => {
    const result = parsed(ensemblePointResultSchema, ex.ensemblePoint());
    const value = result.elements[0]?.data[0]?.value;
    if (value === undefined) throw new Error('no value');
    expect(value.control).toBeCloseTo(2.0, 10);
    expect(value.percentile25).toBeCloseTo(1.95, 10);
    const members = ensembleMembers(value);
    expect(members).toHaveLength(51);
    expect(members[0]).toBeCloseTo(1.8, 10);
    expect(members[6]).toBeCloseTo(2.4, 10);
    expect(members[7]).toBeCloseTo(1.8, 10);
  });

  it('orders members given out of order by their number, and reads no other key as a member', () => {
    const stats = { min: 0, max: 10, mean: 4, median: 2, control: 2 };
    const value = { member10: 10, ...stats, member2: 2, member: 99, member1a: 98, memberX: 97, member0: 0 };
    expect(ensembleMembers(value)).toEqual([0, 2, 10]);
    expect(ensembleMembers({ member0: 1, member1: 2, member2: 3, percentile90: 4, ...stats })).toEqual([1, 2, 3]);
  });

  it('reads an element that carries an error instead of data as empty data plus the error', () => {
    const result = parsed(ensemblePointResultSchema, ex.ensemblePoint());
    expect(result.elements[1]).toEqual({
      element: 'waveperiod_swell_secondary',
      level: null,
      unit: 's',
      data: [],
      error: 'Element not available for this model',
    });
  });

  it('accepts a marine value without percentile25/75', () => {
    const { percentile25: _a, percentile75: _b, ...value } = ex.ensembleValue(1);
    const body = {
      model: 'm',
      runtime: ex.RUNTIME,
      elements: [{ element: 'e', level: null, unit: 'm', data: [{ time: ex.RUNTIME, value }] }],
    };
    expect(parsed(ensemblePointResultSchema, body).elements[0]?.data[0]?.value.percentile25).toBeUndefined();
  });

  it('names a missing statistic and a member that is not a number', () => {
    const { median: _m, ...value } = { ...ex.ensembleValue(1), member17: 'n/a' };
    const body = {
      model: 'm',
      runtime: ex.RUNTIME,
      elements: [{ element: 'e', level: null, unit: 'm', data: [{ time: ex.RUNTIME, value }] }],
    };
    expect(issuePaths(ensemblePointResultSchema, body)).toEqual([
      'elements[0].data[0].value.median',
      'elements[0].data[0].value.member17',
    ]);
  });
});

describe('route ensemble (spec §2.5)', () => {
  it('parses one item per waypoint with distances and offsets', () => {
    const result = parsed(routeEnsembleResultSchema, ex.routeEnsemble());
    expect(result.speed.kmh).toBe(25);
    expect(result.elements[0]?.data[1]?.offsetTime).toBe(ex.RUNTIME + 6 * 3600);
  });

  it('requires whole-hour offsets and integer times', () => {
    const body = ex.routeEnsemble();
    const item = body.elements[0]?.data[1];
    if (item === undefined) throw new Error('fixture');
    Object.assign(item, { offset: 6.5, distanceTime: 'soon' });
    expect(issuePaths(routeEnsembleResultSchema, body)).toEqual([
      'elements[0].data[1].offset',
      'elements[0].data[1].distanceTime',
    ]);
  });
});

describe('model forecast (spec §2.7)', () => {
  it('parses aligned arrays', () => {
    const result = parsed(modelForecastResultSchema, ex.modelForecast());
    expect(result.time.datetimes[3]).toBe('2024-06-12T03:00:00Z');
    expect(result.elements[1]?.values).toEqual([12, 13, 15, 16]);
  });

  it('names every element whose values are not aligned with time.offsets, and a short time axis', () => {
    const body = ex.modelForecast();
    body.time.timestamps.pop();
    const first = body.elements[0];
    if (first === undefined) throw new Error('fixture');
    first.values.push(14);
    const result = modelForecastResultSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(issuePaths(modelForecastResultSchema, body)).toEqual(['time.timestamps', 'elements[0].values']);
    expect(result.error?.issues[1]?.message).toBe('has 5 values but time.offsets has 4');
  });
});

describe('map layers (spec §2.8)', () => {
  it('parses compact basic-format datetimes', () => {
    expect(parsed(mapLayersResultSchema, ex.mapLayers()).layers[1]?.datetime).toBe('20240612T01:00:00Z');
  });

  it('rejects an extended-format datetime and a non-integer run', () => {
    const body = ex.mapLayers();
    body.model.run = ex.RUNTIME + 0.25;
    const layer = body.layers[0];
    if (layer === undefined) throw new Error('fixture');
    layer.datetime = '2024-06-12T00:00:00Z';
    expect(issuePaths(mapLayersResultSchema, body)).toEqual(['model.run', 'layers[0].datetime']);
  });
});

describe('radar (spec §2.9)', () => {
  it('parses 5-minute forecast layers', () => {
    const result = parsed(radarResultSchema, ex.radar());
    expect(result.layers.map((l) => l.offset)).toEqual([5, 10, 15]);
    expect(result.bbox.zoom).toBe(10);
  });

  it('rejects a type other than forecast and an image url that is not a URL', () => {
    const body = ex.radar();
    const layer = body.layers[2];
    if (layer === undefined) throw new Error('fixture');
    layer.type = 'observation';
    layer.image.url = 'nowcast/15.png';
    expect(issuePaths(radarResultSchema, body)).toEqual(['layers[2].type', 'layers[2].image.url']);
  });
});

describe('weather forecast (spec §2.10)', () => {
  it('parses daily and hourly items and keeps the unshown sections as given', () => {
    const result = parsed(weatherForecastResultSchema, { ...ex.weatherForecast(), alerts: [] });
    expect(result.daily[0]?.temperatureHigh).toBe(18.9);
    expect(result.hourly[1]?.time).toBe(ex.RUNTIME + 3600);
    expect(result.current).toEqual({ temperature: 13.5, icon: 'cloudy' });
    expect(result.minutely).toEqual([{ time: ex.RUNTIME, precipIntensity: 0 }]);
    expect(result['alerts']).toEqual([]);
  });

  it('parses without the unshown sections', () => {
    const result = parsed(weatherForecastResultSchema, { daily: [], hourly: [] });
    expect(result.current).toBeUndefined();
  });

  it('names a fractional daily uvIndex, a humidity in percent and a missing hourly temperature', () => {
    const { temperature: _t, ...hourly } = ex.hourlyItem();
    const body = { daily: [{ ...ex.dailyItem(), uvIndex: 6.5, humidity: 78 }], hourly: [ex.hourlyItem(), hourly] };
    expect(issuePaths(weatherForecastResultSchema, body)).toEqual([
      'daily[0].uvIndex',
      'daily[0].humidity',
      'hourly[1].temperature',
    ]);
  });

  it('rejects a current section that is a bare number', () => {
    expect(issuePaths(weatherForecastResultSchema, { daily: [], hourly: [], current: 13 })).toEqual(['current']);
  });

  it('reads the unshown sections as Passage does: named fields checked, missing or null ones absent, others kept', () => {
    const body = {
      daily: [],
      hourly: [],
      current: { time: ex.RUNTIME, windSpeed: 7.2, windGust: null, ozone: 301 },
      minutely: [{ time: ex.RUNTIME, precipIntensity: 0.4, intensityError: 0.1 }],
      daypartly: [{ time: ex.RUNTIME, endTime: ex.RUNTIME + 6 * 3600, daypart: 'morning', windSpeed: 5 }],
    };
    const result = parsed(weatherForecastResultSchema, body);
    expect(result.current).toEqual({ time: ex.RUNTIME, windSpeed: 7.2, windGust: null, ozone: 301 });
    expect(result.minutely?.[0]).toEqual({ time: ex.RUNTIME, precipIntensity: 0.4, intensityError: 0.1 });
    expect(result.daypartly?.[0]?.daypart).toBe('morning');
  });

  it('names a NaN or text reading, and a minute without its time', () => {
    const body = {
      daily: [],
      hourly: [],
      current: { windSpeed: Number.NaN },
      minutely: [{ precipIntensity: 0 }, { time: ex.RUNTIME, precipIntensity: '0.2' }],
    };
    expect(issuePaths(weatherForecastResultSchema, body)).toEqual([
      'minutely[0].time',
      'minutely[1].precipIntensity',
      'current.windSpeed',
    ]);
  });
});

describe('climate (spec §2.11)', () => {
  it('parses twelve months with the coordinates echoed as strings', () => {
    const result = parsed(climateResultSchema, ex.climate());
    expect(result.periods).toHaveLength(12);
    expect(result.latitude).toBe('51.92');
  });

  it('names numeric echoed coordinates, month 13 and a period other than month', () => {
    const body = { ...ex.climate(), period: 'ten_days', latitude: 51.92 };
    const december = body.periods[11];
    if (december === undefined) throw new Error('fixture');
    december.month = 13;
    expect(issuePaths(climateResultSchema, body)).toEqual(['period', 'periods[11].month', 'latitude']);
  });
});
