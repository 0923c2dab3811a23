// The run against a fake backend: the run under its task id, the snapshot and list read back,
// the newest earlier forecast found, failures in words; and a point forecast read as steps.
import { describe, expect, it } from 'vitest';
import type { PointForecast } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { forecastAlongVoyage } from '../../../shared/forecast';
import { latestForecast, runForecast, type ForecastApi } from '../../../renderer/src/forecast/forecast-flow';
import { nearestTimeIndex, pointAsSteps, pointProblems } from '../../../renderer/src/forecast/point-view';
import { snapshot, SUMMARY, T0 } from './fixtures';

function fakeApi(calls: string[]): ForecastApi {
  const unexpected = (): never => {
    throw new Error('not used');
  };
  return {
    forecasts: {
      estimate: unexpected,
      run: async (input) => {
        calls.push(
          `run ${input.taskId} ${input.voyageId}@${input.revision} ensemble=${String(input.options?.ensemble)}`,
        );
        return { snapshotId: '7', summary: SUMMARY };
      },
      get: async ({ snapshotId }) => {
        calls.push(`get ${snapshotId}`);
        return snapshot();
      },
      list: async ({ voyageId }) => {
        calls.push(`list ${voyageId}`);
        return { snapshots: [{ ...SUMMARY, snapshotId: '3', createdAtUtc: SUMMARY.createdAtUtc - 86_400 }, SUMMARY] };
      },
      point: unexpected,
    },
    onProgress: unexpected,
  };
}

describe('runForecast', () => {
  it('runs the saved revision under its task id, then reads back the snapshot and the list', async () => {
    const calls: string[] = [];
    const result = await runForecast(
      fakeApi(calls),
      { voyageId: 'v1', revision: 2 },
      { ensemble: false, storms: true },
      'forecast-abc',
    );
    expect(calls.sort()).toEqual(['get 7', 'list v1', 'run forecast-abc v1@2 ensemble=false']);
    expect(result.snapshot.summary.snapshotId).toBe('7');
    expect(result.snapshots.map((s) => s.snapshotId)).toEqual(['3', '7']);
  });

  it('finds the newest stored forecast of a voyage (offline reopen), or none', async () => {
    const calls: string[] = [];
    const latest = await latestForecast(fakeApi(calls), 'v1');
    expect(calls).toEqual(['list v1', 'get 7']);
    expect(latest.snapshot?.summary.snapshotId).toBe('7');
    const empty: ForecastApi = {
      ...fakeApi([]),
      forecasts: { ...fakeApi([]).forecasts, list: async () => ({ snapshots: [] }) },
    };
    expect(await latestForecast(empty, 'v2')).toEqual({ snapshots: [], snapshot: null });
  });
});

describe('point forecast as steps', () => {
  const point: PointForecast = {
    lat: 47,
    lon: -15,
    timesUtc: [T0, T0 + 3600, T0 + 7200, T0 + 10_800],
    series: [
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        model: 'ecmwfhresglobal',
        deterministic: [30, 36, 38, 31],
        members: [],
      },
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        model: 'ecmwf-ens',
        deterministic: [null, null, null, null],
        members: [
          [30, null, null, 40],
          [20, null, null, 30],
        ],
      },
      {
        element: 'waveheight_significant',
        level: null,
        unit: 'm',
        model: 'ecmwfwamglobal',
        error: 'Not available: the service did not answer.',
        deterministic: [null, null, null, null],
        members: [],
      },
      {
        element: 'waveperiod_mean',
        level: null,
        unit: 's',
        model: 'ecmwfwamglobal',
        error: 'Not available: the service did not answer.',
        deterministic: [null, null, null, null],
        members: [],
      },
    ],
    creditsSpent: 2,
    provenance: { source: 'demo', stale: true, fetchedAtUtc: T0, ageS: 3600, models: [] },
  };

  it('reads as a voyage at one position: HRES values, ENS members, exceedance per time', () => {
    const steps = pointAsSteps(point);
    expect(steps.steps.map((s) => [s.timeUtc, s.lat, s.lon, s.waypointIndex])).toEqual(
      point.timesUtc.map((t) => [t, 47, -15, null]),
    );
    const along = forecastAlongVoyage(steps, DEFAULT_VESSEL_LIMITS);
    expect(along.quantities.wind?.series.deterministic).toEqual([30, 36, 38, 31]);
    expect(along.exceedances[0]!.steps.map((s) => s.probability)).toEqual([0, null, null, 0.5]);
    expect(along.legs).toEqual([]);
  });

  it('finds the time nearest the step picked and lists the parts that are missing, once each', () => {
    expect(nearestTimeIndex(point.timesUtc, T0 + 5000)).toBe(1);
    expect(nearestTimeIndex(point.timesUtc, T0 + 99_999)).toBe(3);
    expect(nearestTimeIndex([], T0)).toBeNull();
    expect(pointProblems(point)).toEqual(['ecmwfwamglobal: Not available: the service did not answer.']);
  });
});
