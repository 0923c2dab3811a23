// The overview joined to the GeoJSON, by hand-made answers: the matching feature gives the
// position (its first point), an event without a feature stays listed unplaced, and the near
// filter measures geodesic distances (checked against the equator's degree, a·π/180).
import { describe, expect, it } from 'vitest';
import type { TrafficGeoResult, TrafficOverviewResult } from '../../../../shared/api/resources/traffic';
import { distanceToSegmentKm, eventsNear, joinTraffic } from '../../../../electron/backend/app/traffic-join';

const common = {
  cause: '',
  roadName: 'A15 Europoort - Rotterdam',
  causeType: 'congestion',
  startTime: '2026-09-10T07:05:00Z',
  roadNumber: 'A15',
  description: 'A15 Europoort richting Rotterdam: 3 km file, vertraging 6 minuten.',
};

const overview: TrafficOverviewResult = {
  events: [
    { ...common, type: 'Verkeershinder', trend: 'INCREASED', queueLength: 3000, delayMinutes: 6 },
    {
      ...common,
      type: 'Omleiding',
      causeType: 'diversion',
      description: 'A15 omleiding ingesteld.',
      queueLength: 0,
      delayMinutes: 0,
    },
  ],
  summary: { jams: 1, events: 2, length: 3000, updated: '2026-09-10T07:20:00Z' },
};

const geo: TrafficGeoResult = {
  type: 'FeatureCollection',
  updated: 1_789_024_800_000,
  features: [
    {
      id: 'RWS03_1',
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [4.1, 51.9],
          [4.3, 51.88],
        ],
      },
      properties: {
        ...common,
        id: 'RWS03_1',
        type: 'Verkeershinder',
        trend: 'INCREASED',
        version: '1',
        delayBand: 'UP_TO_TEN_MINUTES',
        toLocation: 'Rotterdam',
        fromLocation: 'Europoort',
        queueLength: '3000',
        versionTime: '2026-09-10T07:20:00Z',
        presentationType: 'slow',
      },
    },
  ],
};

describe('joinTraffic', () => {
  it('places an overview event at the first point of its matching feature', () => {
    const [jam] = joinTraffic(overview, geo);
    expect(jam).toMatchObject({
      id: 'RWS03_1',
      lat: 51.9,
      lon: 4.1,
      trend: 'INCREASED',
      queueLength: 3000,
      delayMinutes: 6,
      distanceKm: null,
    });
    expect(jam?.geometry).toEqual(geo.features[0]?.geometry);
  });

  it('keeps an event without a matching feature, unplaced and without geometry', () => {
    const [, diversion] = joinTraffic(overview, geo);
    expect(diversion).toMatchObject({ type: 'Omleiding', lat: null, lon: null, geometry: null, trend: null });
    expect(diversion).not.toHaveProperty('id');
  });

  it('gives one feature to one event only, when two events read the same', () => {
    const twice = { ...overview, events: [overview.events[0]!, overview.events[0]!] };
    const [a, b] = joinTraffic(twice, geo);
    expect(a?.id).toBe('RWS03_1');
    expect(b?.geometry).toBeNull();
  });
});

describe('eventsNear', () => {
  /** One degree of longitude on the WGS84 equator, km: a·π/180, exact. */
  const EQUATOR_DEGREE_KM = (6378137 * Math.PI) / 180 / 1000;
  const at = (lon: number) => ({ ...joinTraffic(overview, geo)[0]!, lat: 0, lon });

  it('measures the geodesic distance and keeps only the events within the radius, nearest first', () => {
    const items = [at(1), at(0.5), at(2)];
    const near = eventsNear(items, { lat: 0, lon: 0 }, 112);
    expect(near.map((e) => e.lon)).toEqual([0.5, 1]);
    expect(near[1]?.distanceKm).toBeCloseTo(EQUATOR_DEGREE_KM, 3);
    expect(near[0]?.distanceKm).toBeCloseTo(EQUATOR_DEGREE_KM / 2, 3);
    expect(eventsNear([at(1)], { lat: 0, lon: 0 }, 111.3)).toEqual([]);
  });

  it('leaves out an event it cannot place', () => {
    const unplaced = joinTraffic(overview, geo)[1]!;
    expect(eventsNear([unplaced], { lat: 51.9, lon: 4.1 }, 500)).toEqual([]);
  });

  it('with a road, also keeps the events within the corridor to its end, measured from the port', () => {
    const onRoad = { ...at(0), lat: 0.03, lon: 1 }; // ~3.3 km off the road, 111 km out
    const offRoad = { ...at(0), lat: 0.2, lon: 1 }; // ~22 km off
    const beyond = { ...at(0), lat: 0, lon: 2.2 }; // past the road's end
    const kept = eventsNear([offRoad, onRoad, beyond], { lat: 0, lon: 0 }, 10, {
      towards: { lat: 0, lon: 2 },
      corridorKm: 5,
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]?.lat).toBe(0.03);
    expect(kept[0]?.distanceKm).toBeGreaterThan(EQUATOR_DEGREE_KM);
  });
});

describe('distanceToSegmentKm', () => {
  it('is the distance to the nearest point of the segment, ends included', () => {
    const a = { lat: 52, lon: 4 };
    const b = { lat: 52, lon: 5 };
    // Due north of the segment's middle: the latitude difference, 0.1° ≈ 11.06 km.
    expect(distanceToSegmentKm({ lat: 52.1, lon: 4.5 }, a, b)).toBeCloseTo(11.057, 2);
    // Beyond an end: the distance to that end.
    const beyondEnd = distanceToSegmentKm({ lat: 52, lon: 5.1 }, a, b);
    expect(beyondEnd).toBeCloseTo(0.1 * 111.32 * Math.cos((52 * Math.PI) / 180), 2);
    expect(distanceToSegmentKm(a, a, a)).toBe(0);
  });
});
