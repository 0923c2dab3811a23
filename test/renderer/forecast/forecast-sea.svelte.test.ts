// ForecastState's sea (issue 29): the forecast shown judged for the vessel of the voyage on screen
// by the same function the report's section 3e runs, following a change of vessel at once; no
// forecast or no schedule, no judgement; no hull, the judgement says so.
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../../shared/domain/voyage';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { judgeForecastSea } from '../../../shared/forecast/forecast-sea';
import type { Snapshot } from '../../../shared/ipc';
import { scheduleVoyage, type Schedule } from '../../../shared/schedule';
import type { ForecastApi } from '../../../renderer/src/forecast/forecast-flow';
import { ForecastState } from '../../../renderer/src/forecast/forecast-state.svelte';
import { snapshot } from './fixtures';

const HULL = { lengthM: 40, beamM: 10, draughtM: 2.5, gmM: 1, assumed: [] };
const LAUNCH: Vessel = { name: 'Swift', limits: DEFAULT_VESSEL_LIMITS, hull: HULL };

/** The fixture's forecast with its waves from dead astern of a ship sailing due west (270°). */
function withSea(): Snapshot {
  const s = snapshot();
  const n = s.steps.length;
  const wave = (element: string, unit: string, value: number): Snapshot['series'][number] => ({
    element,
    level: null,
    unit,
    model: 'ecmwfwamglobal',
    deterministic: Array.from({ length: n }, () => value),
    members: [],
  });
  return { ...s, series: [...s.series, wave('wavedirection_mean', '°', 90), wave('waveperiod_mean', 's', 9)] };
}

/** Due west from the fixture's first step at 20 kn, long enough for all its steps. */
function westward(s: Snapshot): Schedule {
  const first = s.steps[0]!;
  return scheduleVoyage({
    waypoints: [
      { name: 'A', position: { lat: first.lat, lon: first.lon } },
      { name: 'B', position: { lat: first.lat, lon: first.lon - 3 } },
    ],
    speedsKn: [20],
    departureUtc: first.timeUtc,
  });
}

const api = {} as unknown as ForecastApi;

describe('the forecast sea of the voyage on screen', () => {
  it("is the report's judgement of the forecast shown, for the vessel chosen now", () => {
    const shown = withSea();
    const schedule = westward(shown);
    let vessel = $state<Vessel | undefined>(undefined);
    const forecast = new ForecastState({
      ensureSaved: async () => ({ voyageId: 'v1', revision: 1 }),
      api,
      ship: () => ({ vessel, schedule }),
    });
    expect(forecast.sea).toBeNull();
    forecast.snapshot = shown;
    expect(forecast.sea).toEqual({ kind: 'no-hull', vesselName: null });
    vessel = LAUNCH;
    const judged = forecast.sea;
    expect(judged).toEqual(judgeForecastSea(shown, LAUNCH, schedule));
    if (judged?.kind !== 'judged') throw new Error('not judged');
    expect(judged.rows.length).toBeGreaterThan(0);
    expect(judged.rows.every((r) => r.dangers.some((d) => d.kind === 'surf-riding'))).toBe(true);
    vessel = { name: 'Other', limits: DEFAULT_VESSEL_LIMITS };
    expect(forecast.sea).toEqual({ kind: 'no-hull', vesselName: 'Other' });
  });

  it('judges nothing without a schedule (too few waypoints) or without the option', () => {
    const noSchedule = new ForecastState({
      ensureSaved: async () => ({ voyageId: 'v1', revision: 1 }),
      api,
      ship: () => ({ vessel: LAUNCH, schedule: null }),
    });
    noSchedule.snapshot = withSea();
    expect(noSchedule.sea).toBeNull();
    const plain = new ForecastState({ ensureSaved: async () => ({ voyageId: 'v1', revision: 1 }), api });
    plain.snapshot = withSea();
    expect(plain.sea).toBeNull();
  });
});
