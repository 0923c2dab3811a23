// forecasts.point against the demo sandbox: the deterministic weather and sea timeseries and the
// wind and wave ensembles on one hourly axis, read by shared/forecast as a voyage is; the run's
// stored ensemble parts and earlier answers reused for 0 credits; offline answers stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointForecastSchema, type PointForecast } from '../../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../../shared/domain/voyage';
import { ensembleStatsAlong, exceedanceAlong, findQuantity } from '../../../../shared/forecast';
import { callMethod } from '../../../../electron/backend/rpc/call-method';
import { planForecast } from '../../../../electron/backend/app/forecasts/plan';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
/** In the North Sea between Hook of Holland and IJmuiden. */
const AT_SEA = { lat: 52.25, lon: 3.6 };

function seriesOf(point: PointForecast, element: string, model: string): PointForecast['series'][number] {
  const found = point.series.find((s) => s.element === element && s.model === model);
  if (found === undefined) throw new Error(`no ${element} from ${model}`);
  return found;
}

describe('forecasts.point in demo mode', () => {
  let sandbox: Sandbox | undefined;
  let b: TestBackend;
  /** A position the run sampled whose point forecast was never asked. */
  let unaskedSample: { lat: number; lon: number };
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());

  it('answers the deterministic timeseries and the 51-member ensembles on one hourly axis', async () => {
    const point = pointForecastSchema.parse(await b.api['forecasts.point']({ ...AT_SEA }));
    expect(point).toMatchObject({ lat: AT_SEA.lat, lon: AT_SEA.lon, creditsSpent: 4 });
    expect(point.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0, fetchedAtUtc: NOW_UTC });
    expect(point.provenance.models.map((m) => m.id)).toEqual([
      'ecmwf-ens',
      'ecmwf-ens-wam',
      'ecmwfhresglobal',
      'ecmwfwamglobal',
    ]);

    // From three hours before now to the end of the runs, hourly, ascending.
    const times = point.timesUtc;
    expect(times[0]).toBeGreaterThanOrEqual(NOW_UTC - 3 * HOUR_S);
    expect(times[0]).toBeLessThan(NOW_UTC - 2 * HOUR_S);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(200 * HOUR_S);
    expect(times.slice(1).every((t, i) => t - times[i]! === HOUR_S)).toBe(true);

    const hresWind = seriesOf(point, 'windspeed', 'ecmwfhresglobal');
    expect(hresWind).toMatchObject({ level: '10m', unit: 'kt', members: [] });
    expect(hresWind.deterministic.every((v) => v !== null && v >= 0 && v < 150)).toBe(true);
    expect(seriesOf(point, 'winddirection', 'ecmwfhresglobal').unit).toBe('°');
    expect(
      seriesOf(point, 'pressure_meansealevel', 'ecmwfhresglobal')
        .deterministic.filter((v) => v !== null)
        .every((v) => v! > 900 && v! < 1100),
    ).toBe(true);
    expect(seriesOf(point, 'visibility', 'ecmwfhresglobal')).toMatchObject({ unit: 'm', level: null });
    expect(seriesOf(point, 'waveperiod_swell_secondary', 'ecmwfwamglobal').deterministic.some((v) => v !== null)).toBe(
      true,
    );

    // Ensemble members at their own 3-hourly steps only; the deterministic row of an ensemble series is empty.
    const ensWind = seriesOf(point, 'windspeed', 'ecmwf-ens');
    expect(ensWind.members).toHaveLength(51);
    expect(ensWind.deterministic.every((v) => v === null)).toBe(true);
    const withMembers = times.flatMap((t, i) => (ensWind.members[0]![i] !== null ? [t] : []));
    expect(withMembers.length).toBeGreaterThan(60);
    expect(withMembers.every((t) => t % (3 * HOUR_S) === 0)).toBe(true);
    expect(seriesOf(point, 'waveheight_significant', 'ecmwf-ens-wam').members).toHaveLength(51);

    // shared/forecast reads it as it reads a voyage: HRES values, ENS members, stats, exceedance.
    const wind = findQuantity(point, 'wind')!;
    expect(wind.models).toEqual(['ecmwfhresglobal', 'ecmwf-ens']);
    expect(wind.deterministic).toEqual(hresWind.deterministic);
    const stats = ensembleStatsAlong(wind.members, times.length);
    const i = times.indexOf(withMembers[3]!);
    expect(stats[i]).toMatchObject({ count: 51 });
    expect(stats[i]!.p10).toBeLessThanOrEqual(stats[i]!.p90);
    const hs = exceedanceAlong(findQuantity(point, 'hs')!, DEFAULT_VESSEL_LIMITS.hsM, times.length);
    expect(hs[i]!.membersWithValue).toBe(51);
  });

  it('asks again for nothing: the same point is answered from the store for 0 credits', async () => {
    const first = await b.api['forecasts.point']({ ...AT_SEA });
    const again = await b.api['forecasts.point']({ ...AT_SEA });
    expect(again.creditsSpent).toBe(0);
    expect(again.series).toEqual(first.series);
    expect(again.provenance).toMatchObject({ stale: false, fetchedAtUtc: NOW_UTC });
  });

  it('reuses the ensemble parts a forecast run stored at the positions it sampled', async () => {
    const voyage = northSeaVoyage();
    const { id } = await b.api['voyages.save']({ voyage });
    await b.api['forecasts.run']({ taskId: 'point-run', voyageId: id, options: { ensemble: true, storms: false } });
    const samples = planForecast(voyage, { ensemble: true, storms: false }, NOW_UTC).samples;
    const sample = samples[0]!;
    unaskedSample = samples.find((s) => s.positionKey !== sample.positionKey)!;
    const point = await b.api['forecasts.point']({ lat: sample.lat, lon: sample.lon, voyageId: id });
    // Only the two deterministic timeseries were bought.
    expect(point.creditsSpent).toBe(2);
    expect(seriesOf(point, 'windspeed', 'ecmwf-ens').members).toHaveLength(51);
  });

  it('cuts the answer to the window asked for', async () => {
    const fromUtc = NOW_UTC + 24 * HOUR_S;
    const point = await b.api['forecasts.point']({ ...AT_SEA, fromUtc, hours: 12 });
    expect(point.timesUtc[0]).toBe(fromUtc);
    expect(point.timesUtc.at(-1)).toBe(fromUtc + 12 * HOUR_S);
    expect(point.timesUtc).toHaveLength(13);
    expect(point.series.every((s) => s.deterministic.length === 13 && s.members.every((m) => m.length === 13))).toBe(
      true,
    );
  });

  it('refuses a position off the globe and a window past the ensemble horizon, naming the field', async () => {
    const options = { backend: b.api, secrets: async () => [] };
    await expect(callMethod('forecasts.point', { lat: 95, lon: 0 }, options)).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-input', field: 'lat' },
    });
    await expect(callMethod('forecasts.point', { ...AT_SEA, hours: 500 }, options)).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-input', field: 'hours' },
    });
    await expect(callMethod('forecasts.point', { ...AT_SEA, apiKey: 'x' }, options)).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-input' },
    });
  });

  it('offline: answers a point asked before from the store, stale with its age; a new one fails in words', async () => {
    const before = await b.api['forecasts.point']({ ...AT_SEA });
    await sandbox!.close();
    b.advance(20 * HOUR_S);
    const stored = await b.api['forecasts.point']({ ...AT_SEA, fromUtc: NOW_UTC });
    expect(stored.creditsSpent).toBe(0);
    expect(stored.provenance).toMatchObject({ source: 'demo', stale: true, ageS: 20 * HOUR_S });
    const windAt = (p: typeof before, t: number) =>
      seriesOf(p, 'windspeed', 'ecmwfhresglobal').deterministic[p.timesUtc.indexOf(t)];
    expect(windAt(stored, NOW_UTC + 6 * HOUR_S)).toBe(windAt(before, NOW_UTC + 6 * HOUR_S));

    // Only the ensembles of a run are stored there: the timeseries are reported as not available.
    const partial = await b.api['forecasts.point']({ lat: unaskedSample.lat, lon: unaskedSample.lon });
    expect(partial.provenance).toMatchObject({ stale: true, ageS: 20 * HOUR_S });
    expect(seriesOf(partial, 'windspeed', 'ecmwf-ens').members).toHaveLength(51);
    expect(seriesOf(partial, 'windspeed', 'ecmwfhresglobal')).toMatchObject({
      unit: 'kt',
      level: '10m',
      error: expect.stringContaining('Not available'),
    });
    expect(seriesOf(partial, 'waveperiod_mean', 'ecmwfwamglobal')).toMatchObject({
      unit: 's',
      error: expect.stringContaining('Not available'),
    });

    await expect(b.api['forecasts.point']({ lat: 10, lon: -30 })).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('Try again when connected'),
    });
  });
});
