import { describe, expect, it } from 'vitest';
import { estimateCredits } from '../../../shared/api';
import { requestError } from './helpers';

const point = { lat: 51.92, lon: 4.48 };

describe('estimateCredits (spec §4.2, §8)', () => {
  it('charges 1 credit for a forecast at or below every default', () => {
    expect(estimateCredits('weather.forecast', point)).toBe(1);
    expect(
      estimateCredits('weather.forecast', {
        ...point,
        max_minutely: 60,
        max_hourly: 48,
        max_daily: 5,
        max_daypartly: 8,
      }),
    ).toBe(1);
    expect(estimateCredits('weather.forecast', { ...point, max_minutely: 0, max_hourly: 12 })).toBe(1);
  });

  it.each([
    ['max_minutely', 61],
    ['max_hourly', 49],
    ['max_daily', 6],
    ['max_daypartly', 9],
  ])('charges 3 credits when %s is %i, one above its default', (name, value) => {
    expect(estimateCredits('weather.forecast', { ...point, [name]: value })).toBe(3);
  });

  it('charges waypoints × elements for the ensemble route', () => {
    const route = { lats: [51.95, 52.4, 53.1, 54], lons: [4.05, 2.9, 1.75, 1], model: 'ecmwf-ens', levels: ['10m'] };
    expect(
      estimateCredits('weather.ensemble.route', { ...route, elements: ['windspeed', 'windgust', 'temperature'] }),
    ).toBe(12);
    expect(estimateCredits('weather.ensemble.route', { ...route, elements: ['windspeed'] })).toBe(4);
  });

  it('charges 1 for endpoints without a stated rule', () => {
    expect(estimateCredits('storms')).toBe(1);
    expect(estimateCredits('marine.shipping.route', { lats: [51.95, 52.4], lons: [4.05, 2.9] })).toBe(1);
    expect(estimateCredits('port.list', { size: ['large', 'medium'] })).toBe(1);
  });

  it('validates parameters like buildRequest does', () => {
    const error = requestError(() => estimateCredits('weather.forecast', { ...point, max_hourly: 169 }));
    expect([error.code, error.parameter]).toEqual(['out-of-range', 'max_hourly']);
    const route = requestError(() =>
      estimateCredits('weather.ensemble.route', {
        lats: [51.95],
        lons: [4.05],
        model: 'm',
        elements: ['e'],
        levels: ['10m'],
      }),
    );
    expect([route.code, route.parameter]).toEqual(['too-few-points', 'lats']);
    expect(requestError(() => estimateCredits('vessel.search', { name: '' })).parameter).toBe('name');
  });
});
