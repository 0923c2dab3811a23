// Encoded polylines (the mixer's leg shapes) against the format's documented example.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePolyline, encodePolyline } from '../../../shared/transit/polyline';

describe('encoded polyline', () => {
  it('encodes the example of the polyline algorithm documentation', () => {
    // https://developers.google.com/maps/documentation/utilities/polylinealgorithm
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });

  it('encodes nothing as the empty string, and one point alone', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline(encodePolyline([[0, 0]]))).toEqual([[0, 0]]);
  });

  it('rounds half away from zero, so negative halves are not one unit off', () => {
    expect(decodePolyline(encodePolyline([[-0.000005, 0.000005]]))).toEqual([[-0.00001, 0.00001]]);
  });

  it('round-trips any points to 1e-5 degrees', () => {
    const point = fc.tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 20 }), (points) => {
        const back = decodePolyline(encodePolyline(points));
        expect(back).toHaveLength(points.length);
        back.forEach(([lat, lon], i) => {
          expect(Math.abs(lat - (points[i]?.[0] ?? NaN))).toBeLessThanOrEqual(0.5e-5 + 1e-12);
          expect(Math.abs(lon - (points[i]?.[1] ?? NaN))).toBeLessThanOrEqual(0.5e-5 + 1e-12);
        });
      }),
    );
  });

  it('refuses a truncated string', () => {
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/ends inside a value/);
  });
});
