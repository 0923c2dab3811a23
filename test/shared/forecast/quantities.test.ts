// Finding wind, gust and Hs by shipping-route key or element id, and converting to kn and m.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../shared/domain/errors';
import { findQuantity, quantityOfElement } from '../../../shared/forecast/quantities';
import { series } from './helpers';

describe('findQuantity', () => {
  it('finds the shipping-route keys, already in kt and m, unchanged', () => {
    const snapshot = {
      series: [
        series('windSpeed10m', 'kt', { level: '10m', deterministic: [12, null] }),
        series('windGust10m', 'kt', { level: '10m', deterministic: [18, 20] }),
        series('waveHeightSignificant', 'm', { deterministic: [2.5, 3] }),
      ],
    };
    expect(findQuantity(snapshot, 'wind')?.deterministic).toEqual([12, null]);
    expect(findQuantity(snapshot, 'gust')?.deterministic).toEqual([18, 20]);
    expect(findQuantity(snapshot, 'hs')).toMatchObject({
      unit: 'm',
      deterministic: [2.5, 3],
      members: [],
      models: ['test-model'],
      errors: [],
    });
  });

  it('converts element ids in m/s to knots (10 m/s = 36000/1852 kn)', () => {
    const snapshot = {
      series: [series('windspeed', 'm/s', { level: '10m', deterministic: [10], members: [[0], [10], [null]] })],
    };
    const wind = findQuantity(snapshot, 'wind');
    expect(wind?.unit).toBe('kn');
    expect(wind?.deterministic[0]).toBeCloseTo(19.438445, 6);
    expect(wind?.members).toEqual([[0], [expect.closeTo(19.438445, 6)], [null]]);
  });

  it.each([
    ['km/h', 18.52, 10],
    ['mph', 100, 86.897624],
    ['kn', 7, 7],
    // Force 8 is 17.2-20.8 m/s; its middle, 19.0 m/s, is 36.933 kn.
    ['Bft', 8, 36.933045],
  ])('converts wind gust in %s', (unit, value, expectedKn) => {
    const gust = findQuantity({ series: [series('windgust', unit, { deterministic: [value] })] }, 'gust');
    expect(gust?.deterministic[0]).toBeCloseTo(expectedKn, 5);
  });

  it('converts Hs in feet to metres (10 ft = 3.048 m)', () => {
    const hs = findQuantity({ series: [series('waveheight_significant', 'ft', { deterministic: [10] })] }, 'hs');
    expect(hs?.deterministic[0]).toBeCloseTo(3.048, 12);
  });

  it('takes deterministic values and members from different series of the same quantity', () => {
    const snapshot = {
      series: [
        series('windSpeed10m', 'kt', { level: '10m', model: 'hres', deterministic: [20, 21] }),
        series('windspeed', 'm/s', {
          level: '10m',
          model: 'ens',
          deterministic: [null, null],
          members: [
            [5, 6],
            [7, 8],
          ],
        }),
      ],
    };
    const wind = findQuantity(snapshot, 'wind');
    expect(wind?.deterministic).toEqual([20, 21]);
    expect(wind?.members.length).toBe(2);
    expect(wind?.members[1]?.[0]).toBeCloseTo(13.606911, 5); // 7 m/s
    expect(wind?.models).toEqual(['hres', 'ens']);
  });

  it('ignores wind at other levels and unrelated elements', () => {
    const snapshot = {
      series: [
        series('windspeed', 'kt', { level: '100m', deterministic: [40] }),
        series('winddirection', '°', { deterministic: [90] }),
      ],
    };
    expect(findQuantity(snapshot, 'wind')).toBeNull();
  });

  it('passes element errors on', () => {
    const snapshot = {
      series: [series('waveHeightSignificant', 'm', { deterministic: [null], error: 'no data for this model' })],
    };
    expect(findQuantity(snapshot, 'hs')?.errors).toEqual(['no data for this model']);
  });

  it('refuses an unknown unit with an error naming the series and the field', () => {
    const snapshot = { series: [series('windspeed', 'furlong/fortnight', { deterministic: [1] })] };
    let caught: unknown;
    try {
      findQuantity(snapshot, 'wind');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect(caught).toMatchObject({ code: 'invalid-unit', field: 'series[0].unit' });
    expect(String(caught)).toContain('wind speed series "windspeed": "furlong/fortnight" is not a speed unit');
  });

  it('refuses a speed unit for Hs', () => {
    expect(() =>
      findQuantity({ series: [series('waveheight_significant', 'kt', { deterministic: [1] })] }, 'hs'),
    ).toThrow(/significant wave height series .* not a length unit/);
  });
});

describe('quantityOfElement', () => {
  it('names an ensemble element and converts it as findQuantity does', () => {
    const wind = quantityOfElement({ element: 'windspeed', level: '10m', unit: 'm/s' });
    expect(wind?.quantity).toBe('wind');
    expect(wind?.toKnOrM(10)).toBeCloseTo(19.4384, 4); // 10 m/s = 36 km/h = 19.438 kn
    expect(quantityOfElement({ element: 'windgust', level: '10m', unit: 'kt' })?.quantity).toBe('gust');
    expect(quantityOfElement({ element: 'waveheight_significant', level: null, unit: 'ft' })?.toKnOrM(10)).toBeCloseTo(
      3.048,
      12,
    );
    expect(quantityOfElement({ element: 'windspeed', level: '100m', unit: 'kt' })).toBeNull();
    expect(quantityOfElement({ element: 'temperature', level: '2m', unit: 'C' })).toBeNull();
  });
});
