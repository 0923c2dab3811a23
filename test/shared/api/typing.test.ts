// Compile-time checks of the typed builder: each @ts-expect-error line must be a type error
// (tsc fails if it is not), and at run time the same call is rejected with the right parameter.
import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '../../../shared/api';
import { buildRequest, formatPath, shippingRouteResultSchema } from '../../../shared/api';
import { requestError } from './helpers';
import { shippingRoute } from './examples';

describe('typed parameters', () => {
  it('rejects a missing required parameter at compile time and at run time', () => {
    // @ts-expect-error lon is required
    expect(requestError(() => buildRequest('weather.forecast', { lat: 51.92 })).parameter).toBe('lon');
  });

  it('rejects a misspelt parameter at compile time and at run time', () => {
    // @ts-expect-error maxHourly is not a parameter; max_hourly is
    expect(requestError(() => buildRequest('weather.forecast', { lat: 51.92, lon: 4.48, maxHourly: 72 })).code).toBe(
      'unknown-parameter',
    );
  });

  it('rejects a language outside the endpoint list at compile time and at run time', () => {
    expect(
      // @ts-expect-error pt is a geocoding language, not a forecast one
      requestError(() => buildRequest('weather.forecast', { lat: 51.92, lon: 4.48, language: 'pt' })).parameter,
    ).toBe('language');
  });

  it('requires params for endpoints with required parameters', () => {
    // @ts-expect-error the shipping route needs lats and lons
    expect(requestError(() => buildRequest('marine.shipping.route')).code).toBe('missing-parameter');
  });

  it('types the parsed response from the endpoint table', () => {
    const route: EndpointResponse<'marine.shipping.route'> = shippingRouteResultSchema.parse(shippingRoute());
    expect(route.routing).toBe('rhumbline');
  });
});

describe('formatPath', () => {
  it('writes indices in brackets and odd keys quoted', () => {
    expect(formatPath(['elements', 2, 'data', 0, 'value'])).toBe('elements[2].data[0].value');
    expect(formatPath([1, 'units', '°C'])).toBe('[1].units["°C"]');
    expect(formatPath([])).toBe('');
  });
});
