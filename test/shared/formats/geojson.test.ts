// GeoJSON routes: the shapes read, Passage's properties, and messages that name the place.
import { describe, expect, it } from 'vitest';
import { importGeoJson, planToGeoJson } from '../../../shared/formats/geojson';
import { planOfVoyage } from '../../../shared/formats/route-plan';
import { RouteFileError } from '../../../shared/formats/notes';
import type { Voyage } from '../../../shared/domain/voyage';

const line = (coordinates: unknown) => JSON.stringify({ type: 'LineString', coordinates });
const feature = (
  properties: unknown,
  coordinates: unknown = [
    [0, 0],
    [1, 1],
  ],
) => JSON.stringify({ type: 'Feature', properties, geometry: { type: 'LineString', coordinates } });

describe('importGeoJson', () => {
  it('reads a Feature with names, per-leg geometry, speeds, departure and stays', () => {
    const r = importGeoJson(
      JSON.stringify({
        type: 'Feature',
        properties: {
          name: 'Test',
          names: ['A', 'B', 'C'],
          legGeometry: ['greatCircle', 'rhumb'],
          speedsKn: [10, 12.5],
          departure: '2026-12-01T06:00:00+01:00',
          staysS: { '1': 1800 },
        },
        geometry: {
          type: 'LineString',
          coordinates: [
            [4, 52],
            [-5, 48, 12],
            [-74, 40.5],
          ],
        },
      }),
      'test.geojson',
    );
    expect(r.route).toEqual({
      name: 'Test',
      waypoints: [
        { id: 'wp1', name: 'A', position: { lat: 52, lon: 4 }, legGeometry: 'rhumb' },
        { id: 'wp2', name: 'B', position: { lat: 48, lon: -5 }, legGeometry: 'greatCircle' },
        { id: 'wp3', name: 'C', position: { lat: 40.5, lon: -74 }, legGeometry: 'rhumb' },
      ],
    });
    expect(r.speedsKn).toEqual([10, 12.5]);
    expect(r.departureUtc).toBe(Date.UTC(2026, 11, 1, 5) / 1000);
    expect(r.staysS).toEqual({ '1': 1800 });
    // GeoJSON cannot say how many waypoints it should hold: the count read is all it can say (issue 13).
    expect(r.warnings.map((n) => n.message)).toEqual([
      "3 waypoints read, the last C at 40°30.00'N 074°00.00'W. A GeoJSON file does not say how many waypoints it holds, so one cut short between two waypoints reads as a shorter route: check that the route ends where it should.",
    ]);
  });

  it('reads a bare LineString and a FeatureCollection with one line; 180 E wraps to -180', () => {
    const r = importGeoJson(
      line([
        [170, 0],
        [180, 1],
      ]),
      'pacific.geojson',
    );
    expect(r.route.name).toBe('pacific');
    expect(r.route.waypoints[1]!.position).toEqual({ lat: 1, lon: -180 });
    const fc = importGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          JSON.parse(feature(null)),
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } },
        ],
      }),
      'x.geojson',
    );
    expect(fc.route.waypoints).toHaveLength(2);
    expect(fc.warnings[0]).toMatchObject({
      file: 'x.geojson',
      where: 'features',
      message: expect.stringContaining('1 features besides the route'),
    });
  });

  it('reads a FeatureCollection of Points in order, speeds and geometry on the point a leg ends at', () => {
    const point = (lon: number, lat: number, properties: unknown) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties,
    });
    const r = importGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          point(0, 50, { name: 'A' }),
          point(1, 51, { speedKn: 9, legGeometry: 'greatCircle' }),
          point(2, 52, { speedKn: 11 }),
        ],
      }),
      'p.geojson',
    );
    expect(r.route.waypoints.map((w) => [w.name, w.legGeometry])).toEqual([
      ['A', 'rhumb'],
      ['', 'greatCircle'],
      ['', 'rhumb'],
    ]);
    expect(r.speedsKn).toEqual([9, 11]);
    expect(() =>
      importGeoJson(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [point(0, 50, {}), point(1, 51, { speedKn: 9 }), point(2, 52, {})],
        }),
        'p.geojson',
      ),
    ).toThrow('1 of 2 legs have properties.speedKn');
  });

  it('writes what it reads back: names, geometries, speeds per leg, departure and stays', () => {
    const voyage: Voyage = {
      name: 'Out',
      departureUtc: Date.UTC(2026, 0, 2, 3) / 1000,
      speedsKn: [12],
      staysS: { '1': 600 },
      route: {
        name: '',
        waypoints: [0, 1, 2].map((i) => ({
          id: `x${i}`,
          name: `N${i}`,
          position: { lat: 50 + i, lon: 0.5 - i },
          legGeometry: i === 2 ? 'greatCircle' : 'rhumb',
        })),
      },
    };
    const text = planToGeoJson(planOfVoyage(voyage));
    expect(JSON.parse(text).properties).toEqual({
      name: 'Out',
      names: ['N0', 'N1', 'N2'],
      legGeometry: ['rhumb', 'greatCircle'],
      speedsKn: [12, 12],
      departure: '2026-01-02T03:00:00Z',
      staysS: { '1': 600 },
    });
    const back = importGeoJson(text, 'Out.geojson');
    expect(back.route.waypoints.map((w) => [w.name, w.position, w.legGeometry])).toEqual(
      voyage.route.waypoints.map((w) => [w.name, w.position, w.legGeometry]),
    );
    expect([back.speedsKn, back.departureUtc, back.staysS]).toEqual([[12, 12], voyage.departureUtc, { '1': 600 }]);
  });

  it.each([
    ['not JSON', '{"type": }', 'f.geojson: this is not GeoJSON: not valid JSON'],
    ['cut short', '{', 'f.geojson, line 1: the file ends here, inside an object opened on line 1'],
    ['a Point', JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 'f.geojson, type: expected a LineString'],
    ['one position', line([[0, 0]]), 'f.geojson, coordinates: a route needs at least two positions'],
    [
      'latitude out of range',
      line([
        [0, 0],
        [10, 95],
      ]),
      'f.geojson, coordinates[1][1]: latitude 95 is outside -90..90',
    ],
    [
      'longitude out of range',
      line([
        [200, 0],
        [10, 5],
      ]),
      'f.geojson, coordinates[0][0]: longitude 200 is outside -180..180',
    ],
    ['a short position', line([[0, 0], [1]]), 'f.geojson, coordinates.1'],
    [
      'legGeometry of the wrong length',
      feature({ legGeometry: ['rhumb', 'rhumb'] }),
      'f.geojson, properties.legGeometry: has 2 entries but the route has 1 legs',
    ],
    ['speedsKn of the wrong length', feature({ speedsKn: [1, 2] }), 'f.geojson, properties.speedsKn: has 2 entries'],
    ['a zero speed', feature({ speedsKn: [0] }), 'a planned speed must be above 0 kn'],
    [
      'a departure without zone',
      feature({ departure: '2026-01-01T00:00' }),
      'f.geojson, properties.departure: "2026-01-01T00:00" is not a date and time with its zone',
    ],
    ['a stay past the end', feature({ staysS: { '5': 60 } }), 'f.geojson, properties.staysS.5: there is no waypoint 6'],
    ['unknown leg geometry', feature({ legGeometry: ['loxo'] }), 'f.geojson, properties.legGeometry.0'],
    ['names of the wrong length', feature({ names: ['a'] }), 'f.geojson, properties.names: has 1 entries'],
    [
      'two lines in a collection',
      JSON.stringify({ type: 'FeatureCollection', features: [1, 2].map(() => JSON.parse(feature({}))) }),
      'f.geojson, features: a FeatureCollection must hold exactly one LineString feature',
    ],
  ])('rejects %s, naming the file and the place', (_label, text, message) => {
    expect(() => importGeoJson(text, 'f.geojson')).toThrow(RouteFileError);
    expect(() => importGeoJson(text, 'f.geojson')).toThrow(message);
  });
});
