import { describe, expect, it } from 'vitest';
import {
  InvalidResponseError,
  expectResource,
  mixerResultSchema,
  serviceErrorBodySchema,
  trafficGeoResultSchema,
  trafficOverviewResultSchema,
  transitPlannerResultSchema,
} from '../../../shared/api';
import * as ex from './examples-land';
import { issuePaths, parsed } from './helpers';

describe('traffic overview (spec §2.13)', () => {
  it('parses congestion with a trend and a measure without one', () => {
    const result = parsed(trafficOverviewResultSchema, ex.trafficOverview());
    expect(result.events[0]?.trend).toBe('INCREASED');
    expect(result.events[1]?.trend).toBeUndefined();
    expect(result.events[1]?.roadNumber).toBe('?');
    expect(result.summary.jams).toBe(14);
  });

  it('names an unknown trend, a fractional delay and a local time without zone', () => {
    const body = ex.trafficOverview();
    const event = body.events[0];
    if (event === undefined) throw new Error('fixture');
    Object.assign(event, { trend: 'WORSE', delayMinutes: 18.5 });
    body.summary.updated = '2024-06-12 07:45';
    expect(issuePaths(trafficOverviewResultSchema, body)).toEqual([
      'events[0].trend',
      'events[0].delayMinutes',
      'summary.updated',
    ]);
  });
});

describe('traffic GeoJSON (spec §2.13)', () => {
  it('parses Point and LineString features', () => {
    const result = parsed(trafficGeoResultSchema, ex.trafficGeo());
    const [point, line] = result.features;
    expect(point?.geometry).toEqual({ type: 'Point', coordinates: [4.61, 51.86] });
    expect(line?.geometry.type === 'LineString' ? line.geometry.coordinates.length : 0).toBe(3);
    expect(result.updated).toBe(1718178312000);
  });

  it('checks the coordinate shape that matches the geometry type', () => {
    const body = ex.trafficGeo();
    const [point, line] = body.features;
    if (point === undefined || line === undefined) throw new Error('fixture');
    const bad = {
      ...body,
      features: [
        { ...point, geometry: { type: 'Point', coordinates: [[4.61, 51.86]] } },
        { ...line, geometry: { type: 'LineString', coordinates: [4.61, 51.86] } },
      ],
    };
    expect(issuePaths(trafficGeoResultSchema, bad)).toEqual([
      'features[0].geometry.coordinates',
      'features[1].geometry.coordinates[0]',
      'features[1].geometry.coordinates[1]',
    ]);
  });

  it('names an unknown geometry type and a non-integer updated', () => {
    const body = ex.trafficGeo();
    const feature = body.features[0];
    if (feature === undefined) throw new Error('fixture');
    const bad = {
      ...body,
      updated: 1718178312.5,
      features: [{ ...feature, geometry: { type: 'Polygon', coordinates: [] } }],
    };
    expect(issuePaths(trafficGeoResultSchema, bad)).toEqual(['updated', 'features[0].geometry.type']);
  });
});

describe('transit planner stop places (spec §2.16)', () => {
  it('parses a stop place', () => {
    const result = parsed(transitPlannerResultSchema, ex.transitPlanner());
    expect(result.stopplaces[0]?.id).toBe('NL:S:31000');
    expect(result.stopplaces[0]?.coordinates.latitude).toBe(51.9249);
  });

  it('requires at least one stop place', () => {
    expect(issuePaths(transitPlannerResultSchema, { stopplaces: [] })).toEqual(['stopplaces']);
  });

  it('names a malformed id and a departures link that is not a URL', () => {
    const body = ex.transitPlanner();
    const stop = body.stopplaces[0];
    if (stop === undefined) throw new Error('fixture');
    stop.id = '31000';
    stop.links.departures = '/stop/31000';
    expect(issuePaths(transitPlannerResultSchema, body)).toEqual([
      'stopplaces[0].id',
      'stopplaces[0].links.departures',
    ]);
  });
});

describe('mixer result (spec §2.17)', () => {
  it('parses a walk leg and a rail leg with estimated calls', () => {
    const result = parsed(mixerResultSchema, ex.mixerResult());
    const [walk, rail] = result.trips[0]?.legs ?? [];
    expect(walk?.nonTransitLeg?.toPlace.quay?.id).toBe('NL:Q:31000002');
    expect(rail?.transitLeg?.line.publicCode).toBe('IC');
    expect(rail?.transitLeg?.fromEstimatedCall.aimedArrivalTime).toBeUndefined();
    expect(rail?.transitLeg?.intermediateEstimatedCalls).toHaveLength(1);
    expect(result.grade).toBe(87);
  });

  it('names the leg that carries both transitLeg and nonTransitLeg, and the one that carries neither', () => {
    const body = ex.mixerResult();
    const trip = body.trips[0];
    if (trip === undefined) throw new Error('fixture');
    const { nonTransitLeg: _n, ...bare } = ex.walkLeg();
    const legs = [ex.walkLeg(), { ...ex.railLeg(), nonTransitLeg: ex.walkLeg().nonTransitLeg }, bare];
    const bad = { ...body, trips: [{ ...trip, legs }] };
    const result = mixerResultSchema.safeParse(bad);
    expect(issuePaths(mixerResultSchema, bad)).toEqual(['trips[0].legs[1]', 'trips[0].legs[2]']);
    expect(result.error?.issues[0]?.message).toBe(
      'a leg must carry exactly one of transitLeg or nonTransitLeg, found 2',
    );
  });

  it('names nested problems in estimated calls, authority and service date', () => {
    const body = ex.mixerResult();
    const rail = ex.railLeg();
    rail.transitLeg.serviceDate = '12-06-2024';
    rail.transitLeg.authority.url = 'ns.nl';
    Object.assign(rail.transitLeg.toEstimatedCall.quay, { latitude: 'north' });
    const trip = body.trips[0];
    if (trip === undefined) throw new Error('fixture');
    const bad = { ...body, trips: [{ ...trip, legs: [ex.walkLeg(), rail] }] };
    expect(issuePaths(mixerResultSchema, bad)).toEqual([
      'trips[0].legs[1].transitLeg.serviceDate',
      'trips[0].legs[1].transitLeg.authority.url',
      'trips[0].legs[1].transitLeg.toEstimatedCall.quay.latitude',
    ]);
  });
});

describe('service error body (spec §7)', () => {
  it('parses the 401 body', () => {
    expect(parsed(serviceErrorBodySchema, ex.errorBody())).toEqual({
      success: false,
      meta: { credits_used: 0 },
      error: { message: 'Invalid API key' },
    });
  });

  it('rejects success true and a fractional credits_used', () => {
    expect(
      issuePaths(serviceErrorBodySchema, { ...ex.errorBody(), success: true, meta: { credits_used: 0.5 } }),
    ).toEqual(['success', 'meta.credits_used']);
  });
});

describe('expectResource / InvalidResponseError', () => {
  it('returns the parsed value', () => {
    expect(expectResource(serviceErrorBodySchema, ex.errorBody(), 'error body').error.message).toBe('Invalid API key');
  });

  it('throws with every issue and a message that names the resource and paths', () => {
    let caught: unknown;
    try {
      expectResource(
        transitPlannerResultSchema,
        { stopplaces: [{ ...ex.transitPlanner().stopplaces[0], id: 7, town: null }] },
        'stop place list',
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidResponseError);
    if (!(caught instanceof InvalidResponseError)) return;
    expect(caught.resource).toBe('stop place list');
    expect(caught.issues.map((i) => i.path)).toEqual(['stopplaces[0].id', 'stopplaces[0].town']);
    expect(caught.message).toMatch(
      /^The service sent a stop place list that Passage cannot read \(2 problems\): stopplaces\[0\]\.id: /,
    );
  });

  it('lists at most five issues in the message but keeps all on issues', () => {
    const error = new InvalidResponseError(
      'x',
      Array.from({ length: 7 }, (_, i) => ({ path: `a[${i}]`, message: 'bad' })),
    );
    expect(error.issues).toHaveLength(7);
    expect(error.message).toContain('a[4]: bad; and 2 more.');
    expect(error.message).not.toContain('a[5]');
  });
});
