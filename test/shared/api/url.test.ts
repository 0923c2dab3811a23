import { describe, expect, it } from 'vitest';
import { buildRequest, redactUrl, toUrl } from '../../../shared/api';
import { requestError } from './helpers';

const KEY = 'sk_live_4f9a';
const shipping = buildRequest('marine.shipping.route', { lats: [51.95, 52.4], lons: [4.05, 2.9], speeds: [14] });

describe('toUrl', () => {
  it('joins base, path and query and puts api_key last', () => {
    expect(toUrl(shipping, 'https://api.example.com', KEY)).toBe(
      'https://api.example.com/v1/marine/shipping/route?lats=51.95,52.4&lons=4.05,2.9&speeds=14&api_key=sk_live_4f9a',
    );
  });

  it('keeps a base path prefix and drops trailing slashes', () => {
    expect(toUrl(buildRequest('storms'), 'http://127.0.0.1:41234/api/', KEY)).toBe(
      'http://127.0.0.1:41234/api/v1/storms?api_key=sk_live_4f9a',
    );
  });

  it('percent-encodes values and the key but leaves list commas readable', () => {
    const request = buildRequest('weather.timeseries.point', {
      lat: 52,
      lon: 3.5,
      model: 'ecmwfhresglobal',
      elements: ['temperature', 'windspeed'],
      levels: ['2m', '10m'],
      units: ['°C', 'm/s'],
    });
    expect(toUrl(request, 'https://api.example.com', 'a&b=c d')).toBe(
      'https://api.example.com/v1/weather/timeseries/point?lat=52&lon=3.5&model=ecmwfhresglobal' +
        '&elements=temperature,windspeed&levels=2m,10m&units=%C2%B0C,m%2Fs&api_key=a%26b%3Dc%20d',
    );
    expect(toUrl(buildRequest('geo.search', { query: 'Den Haag & Co' }), 'https://api.example.com', KEY)).toBe(
      'https://api.example.com/v1/geo/search?query=Den%20Haag%20%26%20Co&api_key=sk_live_4f9a',
    );
  });

  it('maps the socket endpoint to ws:// and wss://', () => {
    const mixer = buildRequest('transit.plannermixer', { fromPlace: '51.9225,4.4792', toId: 'NL:S:8400058' });
    expect(toUrl(mixer, 'https://api.example.com', KEY)).toBe(
      'wss://api.example.com/v1/transit/plannermixer?fromPlace=51.9225,4.4792&toId=NL%3AS%3A8400058&api_key=sk_live_4f9a',
    );
    expect(toUrl(mixer, 'http://127.0.0.1:8080', KEY)).toBe(
      'ws://127.0.0.1:8080/v1/transit/plannermixer?fromPlace=51.9225,4.4792&toId=NL%3AS%3A8400058&api_key=sk_live_4f9a',
    );
  });

  it.each([undefined, '', '   '])('rejects a missing or blank key (%j) with missing-api-key', (key) => {
    const error = requestError(() => toUrl(shipping, 'https://api.example.com', key));
    expect([error.code, error.parameter]).toEqual(['missing-api-key', 'api_key']);
    expect(error.message).toBe(
      'No API key is set. Enter the key of your service account in Settings, or use demo mode.',
    );
  });

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'https://api.example.com/?x=1',
    'https://api.example.com/#top',
    '',
  ])('rejects the base address %j', (base) => {
    expect(requestError(() => toUrl(shipping, base, KEY)).code).toBe('invalid-base-url');
  });

  it('does not echo a key that was pasted into the base address', () => {
    const error = requestError(() => toUrl(shipping, 'https://api.example.com/?api_key=sk_live_4f9a', KEY));
    expect(error.message).not.toContain(KEY);
    expect(error.message).toContain('api_key=***');
  });
});

describe('redactUrl', () => {
  it('replaces the key value by ***', () => {
    const url = toUrl(shipping, 'https://api.example.com', KEY);
    expect(redactUrl(url)).toBe(
      'https://api.example.com/v1/marine/shipping/route?lats=51.95,52.4&lons=4.05,2.9&speeds=14&api_key=***',
    );
  });

  it('redacts every occurrence, in any position, inside longer text', () => {
    const text =
      'GET https://x.test/v1/storms?api_key=abc&page=2 failed; retry wss://x.test/s?API_KEY=def#frag "api_key=ghi"';
    expect(redactUrl(text)).toBe(
      'GET https://x.test/v1/storms?api_key=***&page=2 failed; retry wss://x.test/s?API_KEY=***#frag "api_key=***"',
    );
  });

  it('leaves text without a key unchanged', () => {
    expect(redactUrl('https://x.test/v1/storms?page=2')).toBe('https://x.test/v1/storms?page=2');
  });
});

describe('redactSecrets', () => {
  it('removes api_key values and each secret, typed or percent-encoded, but not short ones', async () => {
    const { redactSecrets } = await import('../../../shared/api/request/url');
    const key = 'k3y/with+chars';
    const text = `GET http://h/v1/x?api_key=abc failed; server said "${key}" and ${encodeURIComponent(key)}; ab stays`;
    expect(redactSecrets(text, [key, 'ab', undefined])).toBe(
      'GET http://h/v1/x?api_key=*** failed; server said "***" and ***; ab stays',
    );
  });
});
