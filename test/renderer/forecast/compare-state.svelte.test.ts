// CompareState: starts from two atmosphere models with wind at the point (deterministic first,
// from different institutes where there are), offers the elements
// every chosen model has, refuses fewer than two models in words, and asks models.compare.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { IpcInput, ModelComparison } from '../../../shared/ipc';
import { CompareState } from '../../../renderer/src/forecast/compare-state.svelte';
import { CATALOGUE } from '../models/fixtures';

const COMPARISON: ModelComparison = {
  lat: 52,
  lon: 4,
  element: 'windspeed',
  level: '10m',
  unit: 'kt',
  series: [
    { model: 'ens', runUtc: 1_764_000_000, timesUtc: [1_764_000_000], values: [10] },
    { model: 'hres', runUtc: 1_764_000_000, timesUtc: [1_764_000_000], values: [12] },
  ],
  creditsSpent: 2,
  provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_764_000_000, ageS: 0, models: [] },
};

function harness() {
  const asked: IpcInput<'models.compare'>[] = [];
  const state = new CompareState(
    {
      models: {
        catalogue: async () => CATALOGUE,
        compare: async (input) => {
          asked.push(input);
          return COMPARISON;
        },
      },
    },
    { lat: 52, lon: 4 },
  );
  return { state, asked };
}

describe('CompareState', () => {
  it('starts from two atmosphere models with wind and compares them', async () => {
    const { state, asked } = harness();
    await state.start();
    flushSync();
    expect(state.chosen).toEqual(['hres', 'ens']);
    expect(state.elements.map((e) => e.id)).toEqual(['windspeed', 'windgust']);
    expect(state.problem).toBeNull();
    await state.compare();
    flushSync();
    expect(asked).toEqual([{ lat: 52, lon: 4, models: ['hres', 'ens'], element: 'windspeed' }]);
    expect(state.phase).toEqual({ kind: 'ready', comparison: COMPARISON });
  });

  it('offers only the elements every chosen model has, and refuses fewer than two models', async () => {
    const { state, asked } = harness();
    await state.start();
    state.toggle('ens-wam', true);
    flushSync();
    expect(state.elements.map((e) => e.id)).toEqual(['windspeed']);
    state.element = 'windgust';
    flushSync();
    expect(state.problem).toBe('The chosen models share no such element: choose another.');
    state.toggle('ens-wam', false);
    state.toggle('hres', false);
    flushSync();
    expect(state.problem).toBe('Choose at least 2 models.');
    await state.compare();
    expect(asked).toEqual([]);
  });
});
