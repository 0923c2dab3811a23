// Forecast snapshots: the grid comes back exactly (Float64 axes) or to Float32 precision
// (values), NaN stays NaN, the request is stored without a key, and lists carry no values.
import { describe, expect, it } from 'vitest';
import { decodeGrid, encodeGrid, gridIndex } from '../../../../electron/backend/store/snapshot-codec';
import type { ForecastSnapshotInput } from '../../../../electron/backend/store/forecast-snapshots';
import { sampleGrid, sampleVoyage, testStore } from './fixtures';

function snapshot(
  voyageId: string | null,
  fetchedAtUtc: number,
  params: Record<string, unknown> = { model: 'ecmwf_ens' },
): ForecastSnapshotInput {
  return {
    voyageId,
    revision: voyageId === null ? null : 1,
    kind: 'ensemble-route',
    request: { endpoint: 'weather.ensemble.route', params },
    modelRuns: { ecmwf_ens: 1_779_991_200 },
    fetchedAtUtc,
    credits: 42,
    source: 'live',
    grid: sampleGrid(),
  };
}

describe('snapshot codec', () => {
  it('round-trips axes exactly and values to Float32, NaN kept, in member × element × step order', () => {
    const input = {
      ...sampleGrid(4, 7, 3),
      values: new Float32Array(4 * 3 * 7).map((_, i) => (i === 5 ? NaN : Math.fround(1013.25 + i / 3))),
    };
    const out = decodeGrid(encodeGrid(input).header, encodeGrid(input).axes, encodeGrid(input).values);
    expect(Array.from(out.timesUtc)).toEqual(Array.from(input.timesUtc));
    expect(Array.from(out.latDeg)).toEqual(Array.from(input.latDeg));
    expect(Array.from(out.lonDeg)).toEqual(Array.from(input.lonDeg));
    expect(out.timesUtc[1]).toBe(2_200_003_600.25);
    expect(Number.isNaN(out.values[5])).toBe(true);
    expect(Array.from(out.values)).toEqual(Array.from(input.values));
    expect(out.values[gridIndex(out, 2, 1, 4)]).toBe(Math.fround(1013.25 + ((2 * 3 + 1) * 7 + 4) / 3));
    expect(out.members).toEqual(input.members);
    expect(out.elements).toEqual(input.elements);
  });

  it('keeps double-precision inputs within Float32 precision', () => {
    const values = new Float32Array([12.345678901234, 0.1, 1e-3, 54321.123]);
    const grid = { ...sampleGrid(1, 4, 1), values };
    const doubles = [12.345678901234, 0.1, 1e-3, 54321.123];
    const back = decodeGrid(encodeGrid(grid).header, encodeGrid(grid).axes, encodeGrid(grid).values).values;
    doubles.forEach((d, i) => expect(Math.abs(back[i]! - d)).toBeLessThanOrEqual(Math.abs(d) * 2 ** -24));
  });

  it('refuses a grid whose sizes do not agree', () => {
    expect(() => encodeGrid({ ...sampleGrid(2, 3, 2), values: new Float32Array(11) })).toThrow(
      /expected members × elements × steps = 12/,
    );
    expect(() => encodeGrid({ ...sampleGrid(2, 3, 2), latDeg: new Float64Array(2) })).toThrow(RangeError);
  });
});

describe('forecast snapshots', () => {
  it('saves and loads a snapshot with its request, runs, credits and values', () => {
    const store = testStore();
    const voyage = store.voyages.create(sampleVoyage());
    const input = snapshot(voyage.id, 1_780_000_500);
    const id = store.forecasts.save(input);
    const loaded = store.forecasts.load(id);
    expect(loaded).toMatchObject({
      id,
      voyageId: voyage.id,
      revision: 1,
      kind: 'ensemble-route',
      credits: 42,
      source: 'live',
      fetchedAtUtc: 1_780_000_500,
    });
    expect(loaded?.modelRuns).toEqual({ ecmwf_ens: 1_779_991_200 });
    expect(loaded?.request).toEqual({ endpoint: 'weather.ensemble.route', params: { model: 'ecmwf_ens' } });
    expect(Array.from(loaded!.grid.values)).toEqual(Array.from(input.grid.values));
    expect(Array.from(loaded!.grid.timesUtc)).toEqual(Array.from(input.grid.timesUtc));
    expect(store.forecasts.load(id + 1)).toBeUndefined();
  });

  it('never stores the api key of a request', () => {
    const store = testStore();
    const id = store.forecasts.save(
      snapshot(null, 1, { model: 'gfs', api_key: 'CANARY-KEY', note: 'https://x/?api_key=CANARY-KEY' }),
    );
    expect(store.forecasts.load(id)?.request.params).toEqual({ model: 'gfs', note: 'https://x/?api_key=***' });
    expect(
      store.forecasts.latestForRequest({
        endpoint: 'weather.ensemble.route',
        params: { note: 'https://x/?api_key=other', model: 'gfs' },
      })?.id,
    ).toBe(id);
  });

  it('lists a voyage newest first without values, and finds the latest of a request', () => {
    const store = testStore();
    const voyage = store.voyages.create(sampleVoyage());
    const older = store.forecasts.save(snapshot(voyage.id, 100));
    const newer = store.forecasts.save(snapshot(voyage.id, 200));
    const loose = store.forecasts.save(snapshot(null, 300, { model: 'gfs' }));
    const list = store.forecasts.list(voyage.id);
    expect(list.map((s) => s.id)).toEqual([newer, older]);
    expect(list[0]).not.toHaveProperty('grid');
    expect(store.forecasts.list(null).map((s) => s.id)).toEqual([loose]);
    expect(
      store.forecasts.latestForRequest({ endpoint: 'weather.ensemble.route', params: { model: 'ecmwf_ens' } })?.id,
    ).toBe(newer);
    expect(
      store.forecasts.latestForRequest({ endpoint: 'weather.ensemble.point', params: { model: 'ecmwf_ens' } }),
    ).toBeUndefined();
    expect(store.forecasts.remove(older)).toBe(true);
    expect(store.forecasts.list(voyage.id).map((s) => s.id)).toEqual([newer]);
  });
});
