// Response cache keyed without the key, storm snapshots, the credits ledger and settings.
import { describe, expect, it } from 'vitest';
import { cacheKeyForUrl } from '../../../../electron/backend/store/request-key';
import { DEFAULT_SETTINGS } from '../../../../electron/backend/store/settings';
import { STORMS, sampleVoyage, testStore } from './fixtures';

describe('response cache', () => {
  it('keys by the URL without api_key, parameters sorted', () => {
    expect(cacheKeyForUrl('https://h/v1/port/list?b=2&api_key=SECRET&a=1#frag')).toBe('https://h/v1/port/list?a=1&b=2');
    expect(cacheKeyForUrl('https://h/v1/x?API_KEY=SECRET')).toBe('https://h/v1/x');
    expect(cacheKeyForUrl('https://h/v1/x?api%5Fkey=SECRET&q=1')).toBe('https://h/v1/x?q=1');
    expect(cacheKeyForUrl('https://h/v1/x?next=https%3A%2F%2Fh%2F%3Fapi_key=SECRET')).not.toContain('SECRET');
  });

  it('puts, gets with or without a key, and prunes by age and kind', () => {
    const store = testStore();
    store.responses.put({
      url: 'https://h/v1/port/list?api_key=CANARY',
      kind: 'ports',
      body: '{"ports":[]}',
      fetchedAtUtc: 100,
    });
    store.responses.put({
      url: 'https://h/v1/storms?api_key=CANARY',
      kind: 'storms',
      body: '{"storms":[]}',
      fetchedAtUtc: 50,
      modelRunUtc: 40,
    });
    const hit = store.responses.get('https://h/v1/port/list?api_key=OTHER');
    expect(hit).toEqual({
      url: 'https://h/v1/port/list',
      kind: 'ports',
      body: '{"ports":[]}',
      fetchedAtUtc: 100,
      modelRunUtc: null,
    });
    expect(store.responses.get('https://h/v1/storms')?.modelRunUtc).toBe(40);
    expect(store.responses.get('https://h/v1/nothing')).toBeUndefined();
    expect(store.responses.prune(200, 'storms')).toBe(1);
    expect(store.responses.prune(200)).toBe(1);
    expect(store.responses.get('https://h/v1/port/list')).toBeUndefined();
  });
});

describe('storm snapshots', () => {
  it('saves, returns the newest parsed, and prunes to the newest n', () => {
    const store = testStore();
    expect(store.storms.latest()).toBeUndefined();
    store.storms.save({ storms: [] }, 100, 'live');
    const id = store.storms.save(STORMS, 200, 'demo');
    expect(store.storms.latest()).toEqual({ id, fetchedAtUtc: 200, source: 'demo', storms: STORMS });
    expect(store.storms.prune(1)).toBe(1);
    expect(store.storms.latest()?.id).toBe(id);
  });
});

describe('credits ledger', () => {
  it('sums per voyage and since a time', () => {
    const store = testStore();
    const v = store.voyages.create(sampleVoyage());
    store.credits.record({ atUtc: 10, endpoint: 'weather.ensemble.route', credits: 30, voyageId: v.id });
    store.credits.record({ atUtc: 20, endpoint: 'storms', credits: 1, voyageId: null });
    store.credits.record({ atUtc: 30, endpoint: 'marine.ensemble.route', credits: 12.5, voyageId: v.id });
    expect(store.credits.totalForVoyage(v.id)).toBe(42.5);
    expect(store.credits.totalForVoyage(null)).toBe(1);
    expect(store.credits.totalForVoyage('none')).toBe(0);
    expect(store.credits.totalSince(20)).toBe(13.5);
    expect(store.credits.entries(v.id).map((e) => e.endpoint)).toEqual([
      'weather.ensemble.route',
      'marine.ensemble.route',
    ]);
    expect(() => store.credits.record({ atUtc: 1, endpoint: 'x', credits: -1, voyageId: null })).toThrow(RangeError);
  });
});

describe('settings', () => {
  it('defaults, stores, validates and resets', () => {
    const store = testStore();
    expect(store.settings.all()).toEqual(DEFAULT_SETTINGS);
    store.settings.set('units', { speed: 'm/s', distance: 'km', waveHeight: 'ft' });
    store.settings.set('demoMode', true);
    expect(store.settings.get('units')).toEqual({ speed: 'm/s', distance: 'km', waveHeight: 'ft' });
    expect(store.settings.all().demoMode).toBe(true);
    expect(() => store.settings.set('serviceUrl', 'not a url')).toThrow();
    expect(store.settings.get('serviceUrl')).toBe(DEFAULT_SETTINGS.serviceUrl);
    store.settings.reset('demoMode');
    expect(store.settings.get('demoMode')).toBe(false);
  });
});
