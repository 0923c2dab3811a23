// Warning distances as typed by the navigator, and kept in the window's storage.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WARNING_DISTANCES_NM } from '../../../shared/forecast/storm-track';
import {
  loadWarningDistances,
  parseWarningDistance,
  saveWarningDistances,
  type KeyValueStore,
} from '../../../renderer/src/storms/warning-distances';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('parseWarningDistance', () => {
  it.each([
    ['250', 250],
    [' 187.5 ', 187.5],
    ['300 NM', 300],
    ['120nm', 120],
    ['99,5', 99.5],
  ])('reads %j as %d NM', (text, nm) => {
    expect(parseWarningDistance(text)).toEqual({ ok: true, valueNm: nm });
  });

  it.each([
    ['', 'Enter a distance in nautical miles, e.g. 300.'],
    ['far', '"far" is not a number of nautical miles, e.g. 300.'],
    ['0', 'The distance must be more than 0 NM.'],
    ['-5', 'The distance must be more than 0 NM.'],
    ['5000', 'At most 1500 NM.'],
  ])('refuses %j in words', (text, message) => {
    expect(parseWarningDistance(text)).toEqual({ ok: false, message });
  });
});

describe('stored distances', () => {
  it('start at the defaults and survive a reload', () => {
    const store = memoryStore();
    expect(loadWarningDistances(store)).toEqual(DEFAULT_WARNING_DISTANCES_NM);
    saveWarningDistances(store, { hurricane: 350, tropicalStorm: 200, depression: 100 });
    expect(loadWarningDistances(store)).toEqual({ hurricane: 350, tropicalStorm: 200, depression: 100 });
  });

  it('store nothing for the defaults', () => {
    const store = memoryStore();
    saveWarningDistances(store, { hurricane: 350, tropicalStorm: 200, depression: 100 });
    saveWarningDistances(store, DEFAULT_WARNING_DISTANCES_NM);
    expect(store.data.size).toBe(0);
  });

  it('fall back to the defaults for unreadable or out-of-range data, and without storage', () => {
    const store = memoryStore();
    store.setItem('passage.stormWarningDistancesNm', '{not json');
    expect(loadWarningDistances(store)).toEqual(DEFAULT_WARNING_DISTANCES_NM);
    store.setItem(
      'passage.stormWarningDistancesNm',
      JSON.stringify({ hurricane: -1, tropicalStorm: 200, depression: 150 }),
    );
    expect(loadWarningDistances(store)).toEqual(DEFAULT_WARNING_DISTANCES_NM);
    expect(loadWarningDistances(null)).toEqual(DEFAULT_WARNING_DISTANCES_NM);
  });
});
