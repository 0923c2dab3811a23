// CatalogueState: the catalogue asked once per set of points, the forecast's wind and wave
// ensembles picked out of it, an older answer dropped, a failure in words and asked again.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { IpcInput } from '../../../shared/ipc';
import { CatalogueState } from '../../../renderer/src/models/catalogue-state.svelte';
import { CATALOGUE } from './fixtures';

function fakeApi(answer: () => Promise<typeof CATALOGUE>) {
  const asked: IpcInput<'models.catalogue'>[] = [];
  return {
    asked,
    api: {
      models: {
        catalogue: (input: IpcInput<'models.catalogue'>) => {
          asked.push(input);
          return answer();
        },
      },
    },
  };
}

describe('CatalogueState', () => {
  it('lists the wind and wave ensembles of the catalogue at the points, asking once per set of points', async () => {
    const { api, asked } = fakeApi(async () => CATALOGUE);
    const state = new CatalogueState(api);
    await state.load([{ lat: 52, lon: 4 }]);
    flushSync();
    expect(state.windModels.map((m) => m.id)).toEqual(['ens']);
    expect(state.waveModels.map((m) => m.id)).toEqual(['ens-wam']);
    await state.load([{ lat: 52, lon: 4 }]);
    expect(asked).toEqual([{ points: [{ lat: 52, lon: 4 }] }]);
    await state.load([{ lat: 53, lon: 4 }]);
    expect(asked).toHaveLength(2);
  });

  it('drops an older answer that arrives after a newer question, and says a failure in words', async () => {
    const resolvers: ((value: typeof CATALOGUE) => void)[] = [];
    const { api } = fakeApi(() => new Promise((resolve) => resolvers.push(resolve)));
    const state = new CatalogueState(api);
    const first = state.load([{ lat: 1, lon: 1 }]);
    const second = state.load([{ lat: 2, lon: 2 }]);
    resolvers[1]!({ ...CATALOGUE, models: CATALOGUE.models.slice(0, 1) });
    await second;
    resolvers[0]!(CATALOGUE);
    await first;
    flushSync();
    expect(state.models.map((m) => m.id)).toEqual(['ens']);

    const failing = new CatalogueState({
      models: {
        catalogue: async () => {
          throw { code: 'offline', message: 'The model catalogue could not be fetched.' };
        },
      },
    });
    await failing.load([]);
    flushSync();
    expect(failing.phase).toMatchObject({
      status: 'failed',
      failure: { code: 'offline', message: 'The model catalogue could not be fetched.' },
    });
    expect(failing.windModels).toEqual([]);
  });
});
