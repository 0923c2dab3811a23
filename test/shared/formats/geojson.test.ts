import { describe, expect, it } from 'vitest';
import { routeFromGeoJson } from '../../../shared/formats/geojson';
import { InputError } from '../../../shared/domain/errors';

const line = (coordinates: unknown) => JSON.stringify({ type: 'LineString', coordinates });

describe('routeFromGeoJson', () => {
  it('reads a Feature with names and per-leg geometry', () => {
    const route = routeFromGeoJson(
      JSON.stringify({
        type: 'Feature',
        properties: { name: 'Test', names: ['A', 'B', 'C'], legGeometry: ['greatCircle', 'rhumb'] },
        geometry: { type: 'LineString', coordinates: [[4, 52], [-5, 48, 12], [-74, 40.5]] },
      }),
      'file',
    );
    expect(route).toEqual({
      name: 'Test',
      waypoints: [
        { id: 'wp1', name: 'A', position: { lat: 52, lon: 4 }, legGeometry: 'rhumb' },
        { id: 'wp2', name: 'B', position: { lat: 48, lon: -5 }, legGeometry: 'greatCircle' },
        { id: 'wp3', name: 'C', position: { lat: 40.5, lon: -74 }, legGeometry: 'rhumb' },
      ],
    });
  });

  it('reads a bare LineString and a FeatureCollection with one line; 180 E wraps to -180', () => {
    const r = routeFromGeoJson(line([[170, 0], [180, 1]]), 'pacific');
    expect(r.name).toBe('pacific');
    expect(r.waypoints[1]!.position).toEqual({ lat: 1, lon: -180 });
    const fc = routeFromGeoJson(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: null, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }] }), 'x');
    expect(fc.waypoints).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{', 'GeoJSON: not valid JSON'],
    ['a Point', JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 'expected a LineString'],
    ['one position', line([[0, 0]]), 'at least two positions'],
    ['latitude out of range', line([[0, 0], [10, 95]]), 'GeoJSON coordinates[1][1]: latitude 95 is outside -90..90'],
    ['longitude out of range', line([[200, 0], [10, 5]]), 'GeoJSON coordinates[0][0]: longitude 200 is outside -180..180'],
    ['a short position', line([[0, 0], [1]]), 'GeoJSON coordinates.1'],
    ['legGeometry of the wrong length', JSON.stringify({ type: 'Feature', properties: { legGeometry: ['rhumb', 'rhumb'] }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }), 'has 2 entries but the route has 1 legs'],
    ['unknown leg geometry', JSON.stringify({ type: 'Feature', properties: { legGeometry: ['loxo'] }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }), 'properties.legGeometry.0'],
    ['names of the wrong length', JSON.stringify({ type: 'Feature', properties: { names: ['a'] }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }), 'properties.names has 1 entries'],
    ['two lines in a collection', JSON.stringify({ type: 'FeatureCollection', features: [1, 2].map(() => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } })) }), 'exactly one LineString feature'],
  ])('rejects %s, naming the place', (_label, text, message) => {
    expect(() => routeFromGeoJson(text, 'f')).toThrow(InputError);
    expect(() => routeFromGeoJson(text, 'f')).toThrow(message);
  });
});
