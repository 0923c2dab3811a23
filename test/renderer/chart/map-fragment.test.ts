// The chart's view in the address fragment: OpenStreetMap's `map=ZOOM/LAT/LON`, read and written
// beside the fragment's other parts; anything that is not a view is ignored, never thrown.
import { describe, expect, it } from 'vitest';
import { formatMapView, parseMapFragment, withMapFragment } from '../../../renderer/src/chart/map-fragment';

describe('parseMapFragment', () => {
  it('reads the view beside the token, in either order, with or without the #', () => {
    const view = { center: { lat: 41.5, lon: -68 }, zoom: 6 };
    expect(parseMapFragment('#token=abc&map=6/41.5/-68')).toEqual(view);
    expect(parseMapFragment('map=6/41.5/-68&token=abc')).toEqual(view);
    expect(parseMapFragment('#map=6%2F41.5%2F-68')).toEqual(view);
  });

  it('takes the ends of every range: zoom 1 and 16, the poles, ±180°', () => {
    expect(parseMapFragment('#map=1/-90/-180')).toEqual({ center: { lat: -90, lon: -180 }, zoom: 1 });
    expect(parseMapFragment('#map=16/90/180')).toEqual({ center: { lat: 90, lon: 180 }, zoom: 16 });
  });

  it.each([
    ['no fragment', ''],
    ['only the token', '#token=abc'],
    ['an empty view', '#map='],
    ['two fields', '#map=6/41.5'],
    ['four fields', '#map=6/41.5/-68/2'],
    ['a word', '#map=six/41.5/-68'],
    ['an empty field', '#map=6//-68'],
    ['a fractional zoom', '#map=6.5/41.5/-68'],
    ['zoom 0', '#map=0/0/0'],
    ['zoom 17', '#map=17/0/0'],
    ['latitude 90.1', '#map=6/90.1/0'],
    ['longitude -180.5', '#map=6/0/-180.5'],
    ['an exponent', '#map=6/4e1/-68'],
    ['hexadecimal', '#map=0x6/41.5/-68'],
    ['Infinity', '#map=6/Infinity/-68'],
    ['NaN', '#map=6/NaN/-68'],
    ['a bad escape', '#map=6/41.5/%E0%A4%A'],
  ])('ignores %s', (_, hash) => {
    expect(parseMapFragment(hash)).toBeNull();
  });
});

describe('formatMapView', () => {
  it('writes the centre to about a pixel: fewer decimals zoomed out, more zoomed in', () => {
    expect(formatMapView({ center: { lat: 41.51234, lon: -68.04567 }, zoom: 2 })).toBe('2/41.5/-68');
    expect(formatMapView({ center: { lat: 41.51234, lon: -68.04567 }, zoom: 6 })).toBe('6/41.512/-68.046');
    expect(formatMapView({ center: { lat: 41.51234, lon: -68.04567 }, zoom: 12 })).toBe('12/41.5123/-68.0457');
  });

  it('wraps a longitude drawn on another world copy and writes no -0', () => {
    expect(formatMapView({ center: { lat: -17, lon: 190 }, zoom: 6 })).toBe('6/-17/-170');
    expect(formatMapView({ center: { lat: -0.00001, lon: -0.00001 }, zoom: 4 })).toBe('4/0/0');
  });

  it('reads back as the view it wrote', () => {
    const view = { center: { lat: -33.8512, lon: 151.2534 }, zoom: 10 };
    expect(parseMapFragment(`#map=${formatMapView(view)}`)).toEqual(view);
  });
});

describe('withMapFragment', () => {
  const view = { center: { lat: 41.5, lon: -68 }, zoom: 6 };

  it('keeps the token and every other part, and replaces the old view in place', () => {
    expect(withMapFragment('#token=abc&map=3/40/-30&x=1', view)).toBe('#token=abc&map=6/41.5/-68&x=1');
  });

  it('adds the view last when there was none', () => {
    expect(withMapFragment('#token=abc', view)).toBe('#token=abc&map=6/41.5/-68');
    expect(withMapFragment('', view)).toBe('#map=6/41.5/-68');
  });
});
