import { describe, expect, it } from 'vitest';
import {
  portListResultSchema,
  shippingRouteResultSchema,
  stormsResultSchema,
  vesselSearchResultSchema,
} from '../../../shared/api';
import * as ex from './examples';
import { issuePaths, parsed } from './helpers';

describe('shipping route (spec §2.6)', () => {
  it('parses waypoints, timesteps, a null last speed and an element with error and empty data', () => {
    const result = parsed(shippingRouteResultSchema, ex.shippingRoute());
    expect(result.points.map((p) => p.type)).toEqual(['waypoint', 'timestep', 'waypoint']);
    expect(result.points[2]?.speed).toBeNull();
    expect(result.elements[0]?.data.map((d) => d.waypointIndex)).toEqual([0, null, 1]);
    expect(result.elements[1]?.error).toBe('No level given for element temperature');
    expect(result.elements[1]?.data).toEqual([]);
  });

  it('tolerates a null value (a sea model over land)', () => {
    expect(parsed(shippingRouteResultSchema, ex.shippingRoute()).elements[0]?.data[2]?.value).toBeNull();
  });

  it('names every wrong field of points and element data', () => {
    const body = ex.shippingRoute();
    const point = body.points[1];
    const item = body.elements[0]?.data[1];
    if (point === undefined || item === undefined) throw new Error('fixture');
    Object.assign(point, { type: 'interpolated' });
    Object.assign(item, { time: '2024-06-12T03:00:00Z', waypointIndex: 0.5, kind: 'leg' });
    const model = body.models[0];
    if (model === undefined) throw new Error('fixture');
    Object.assign(model, { range: { from: ex.RUNTIME } });
    expect(issuePaths(shippingRouteResultSchema, body)).toEqual([
      'models[0].range.to',
      'points[1].type',
      'elements[0].data[1].kind',
      'elements[0].data[1].time',
      'elements[0].data[1].waypointIndex',
    ]);
  });

  it('requires label, model and a string-or-null level on every element', () => {
    const body = ex.shippingRoute();
    const element = body.elements[1];
    if (element === undefined) throw new Error('fixture');
    const { label: _l, model: _m, ...rest } = element;
    expect(
      issuePaths(shippingRouteResultSchema, { ...body, elements: [body.elements[0], { ...rest, level: 2 }] }),
    ).toEqual(['elements[1].label', 'elements[1].level', 'elements[1].model']);
  });
});

describe('vessel search (spec §2.14, §4.3)', () => {
  it('parses the paging info and vessels, keeping IMO 0 as text', () => {
    const result = parsed(vesselSearchResultSchema, ex.vesselSearch());
    expect(result.info).toEqual({ page: 1, limit: 20, query: 'maersk', total: 2 });
    expect(result.items[1]?.imo).toBe('0');
    expect(result.items[0]?.info.callsign).toBe('OWJD2');
  });

  it('names a numeric mmsi, page 0 and a missing categoryType', () => {
    const body = ex.vesselSearch();
    const vessel = body.items[0];
    if (vessel === undefined) throw new Error('fixture');
    const { categoryType: _c, ...info } = vessel.info;
    const bad = { info: { ...body.info, page: 0 }, items: [{ ...vessel, mmsi: 219836000, info }] };
    expect(issuePaths(vesselSearchResultSchema, bad)).toEqual([
      'info.page',
      'items[0].mmsi',
      'items[0].info.categoryType',
    ]);
  });
});

describe('port list (spec §2.15)', () => {
  it('parses ports and an empty list', () => {
    expect(parsed(portListResultSchema, ex.portList()).ports[0]?.size).toBe('large');
    expect(parsed(portListResultSchema, { ports: [] }).ports).toEqual([]);
  });

  it('names an unknown size class and a fractional id', () => {
    const body = ex.portList();
    const port = body.ports[1];
    if (port === undefined) throw new Error('fixture');
    Object.assign(port, { size: 'tiny', id: 36440.5 });
    expect(issuePaths(portListResultSchema, body)).toEqual(['ports[1].id', 'ports[1].size']);
  });
});

describe('storms (spec §2.12)', () => {
  it('parses a storm with a cone, a path with null leaves and current conditions', () => {
    const result = parsed(stormsResultSchema, { storms: [ex.storm()] });
    const storm = result.storms[0];
    expect(storm?.cone[0]?.[1]).toEqual([-65.9, 21.4]);
    expect(storm?.path[1]?.pressure).toEqual({ in: null, mb: null });
    expect(storm?.path[1]?.gustSpeed.kts).toBeNull();
    expect(storm?.current.windSpeed.kts).toBe(65);
  });

  it('accepts an empty cone, null position and null timestamp', () => {
    const storm = ex.storm();
    const point = storm.path[0];
    if (point === undefined) throw new Error('fixture');
    Object.assign(point, { latitude: null, longitude: null, timestamp: null });
    const result = parsed(stormsResultSchema, { storms: [{ ...storm, cone: [] }] });
    expect(result.storms[0]?.cone).toEqual([]);
    expect(result.storms[0]?.path[0]?.latitude).toBeNull();
  });

  it('names a cone pair given as [lat, lon] out of range, and a missing movementDirection', () => {
    const storm = ex.storm();
    const { movementDirection: _d, ...current } = storm.current;
    const bad = {
      ...storm,
      cone: [
        [
          [-64.5, 18.1],
          [21.4, -165.9],
        ],
      ],
      current,
    };
    expect(issuePaths(stormsResultSchema, { storms: [ex.storm(), bad] })).toEqual([
      'storms[1].cone[0][1][1]',
      'storms[1].current.movementDirection',
    ]);
  });
});
