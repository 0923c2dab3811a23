// Visibility from the ensembles (issue 29): with a visibility limit the wind ensemble is asked for
// visibility too, at the same credits (a point answer costs 1 whatever it holds) and exactly
// as estimated; the forecast's visibility gets members, the departure sweep judges the share of
// members below the limit, and a stored answer asked without visibility is not reused for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { snapshotSchema } from '../../../../shared/ipc';
import { findQuantity } from '../../../../shared/forecast/quantities';
import { planForecast } from '../../../../electron/backend/app/forecasts/plan';
import { pointAsSteps } from '../../../../renderer/src/forecast/point-view';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { openStore } from '../../../../electron/backend/store/store';
import type { Voyage } from '../../../../shared/domain/voyage';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
const options = { ensemble: true, storms: true };
const LIMITS = { windKn: 34, gustKn: 45, hsM: 4 };

function withVessel(visibilityNm?: number): Voyage {
  const limits = visibilityNm === undefined ? LIMITS : { ...LIMITS, visibilityNm };
  return { ...northSeaVoyage(), vessel: { name: 'Test ship', limits } };
}

describe('visibility from the ensembles', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('asks without visibility first; a stored answer without it is not reused for a vessel that needs it', async () => {
    const plain = (await b.api['voyages.save']({ voyage: withVessel() })).id;
    const before = await b.api['forecasts.estimate']({ voyageId: plain, options });
    const plainRun = await b.api['forecasts.run']({ taskId: 'plain', voyageId: plain, options });
    expect(plainRun.summary.creditsSpent).toBe(before.credits);
    const plainSnapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: plainRun.snapshotId }));
    expect(findQuantity(plainSnapshot, 'visibility')?.members ?? []).toEqual([]);

    const foggy = (await b.api['voyages.save']({ voyage: withVessel(1) })).id;
    const estimate = await b.api['forecasts.estimate']({ voyageId: foggy, options });
    const weather = estimate.requests.filter((r) => r.endpoint === 'weather.ensemble.point');
    const marine = estimate.requests.filter((r) => r.endpoint === 'marine.ensemble.point');
    // The same route: the wave answers and the shipping routes are stored, the wind ones are not.
    expect(weather.length).toBeGreaterThan(0);
    expect(weather.every((r) => !r.cached && r.credits === 1)).toBe(true);
    expect(marine.every((r) => r.cached && r.credits === 0)).toBe(true);
    // Without anything stored, the same number of requests at the same credits as without the limit.
    expect(estimate.requests.length).toBe(before.requests.length);

    const run = await b.api['forecasts.run']({ taskId: 'foggy', voyageId: foggy, options });
    expect(run.summary.creditsSpent).toBe(estimate.credits);
    const store = openStore(join(b.dir, DATABASE_FILE_NAME));
    try {
      expect(store.credits.totalForVoyage(foggy)).toBe(estimate.credits);
    } finally {
      store.close();
    }
    const snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
    const visibility = findQuantity(snapshot, 'visibility')!;
    // An ensemble fan: 51 members, each in NM, beside the deterministic run; none without the limit.
    expect(visibility.members).toHaveLength(51);
    const values = visibility.members.flat().filter((v): v is number => v !== null);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v >= 0 && v < 100)).toBe(true);
  });

  it('gives the point forecast the members’ visibility for a vessel with the limit, from the run’s stored answer', async () => {
    const foggy = (await b.api['voyages.save']({ voyage: withVessel(1) })).id;
    await b.api['forecasts.run']({ taskId: 'point-foggy', voyageId: foggy, options });
    const [sample] = planForecast(withVessel(1), options, NOW_UTC, true).samples;
    const at = { lat: sample!.lat, lon: sample!.lon };
    const point = await b.api['forecasts.point']({ ...at, voyageId: foggy });
    // The run's wind ensemble answer, visibility in it, is reused: only the two timeseries are bought.
    expect(point.creditsSpent).toBe(2);
    const ens = (element: string) => point.series.find((s) => s.element === element && s.model === 'ecmwf-ens');
    expect(ens('visibility')?.members).toHaveLength(51);
    expect(findQuantity(pointAsSteps(point), 'visibility')?.members).toHaveLength(51);
    // A voyage whose vessel has no visibility limit: no members' visibility.
    const plain = (await b.api['voyages.save']({ voyage: withVessel() })).id;
    const without = await b.api['forecasts.point']({ ...at, voyageId: plain });
    expect(without.series.some((s) => s.element === 'visibility' && s.members.length > 0)).toBe(false);
    // A voyage without a vessel, and a point on no voyage, are judged on the default limits, the
    // 1 NM visibility among them, as the voyage's forecast and the app's table judge them.
    const bare = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    for (const point of [await b.api['forecasts.point']({ ...at, voyageId: bare }), await b.api['forecasts.point'](at)])
      expect(point.series.find((s) => s.element === 'visibility' && s.model === 'ecmwf-ens')?.members).toHaveLength(51);
  });

  it('a fresh estimate with the limit costs what one without it does, and is spent exactly', async () => {
    const fresh = await testBackend();
    try {
      const id = (await fresh.api['voyages.save']({ voyage: withVessel(2) })).id;
      const estimate = await fresh.api['forecasts.estimate']({ voyageId: id, options });
      const run = await fresh.api['forecasts.run']({ taskId: 'fresh', voyageId: id, options });
      expect(run.summary.creditsSpent).toBe(estimate.credits);
      expect(estimate.credits).toBe(estimate.requests.length);
    } finally {
      fresh.dispose();
    }
  });

  it('judges visibility in the departure sweep from the members, and not without the limit', async () => {
    // A voyage without a vessel is judged on the default limits, the 1 NM visibility among them,
    // as its forecast is; limits given with the request (the CLI's defaults) are judged instead.
    const bare = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    const window0 = { fromUtc: NOW_UTC + 3 * HOUR_S, toUtc: NOW_UTC + 9 * HOUR_S, everyH: 6, arriveInDaylight: false };
    const sweepBare = (taskId: string, limits?: typeof LIMITS) =>
      b.api['departures.sweep']({
        taskId,
        voyageId: bare,
        window: window0,
        options: {},
        rank: 'safest',
        ...(limits && { limits }),
      });
    const defaults = await sweepBare('sweep-bare');
    expect(defaults.limits).toEqual({ ...LIMITS, visibilityNm: 1 });
    expect(defaults.departures.every((d) => d.exceedance.visibility !== undefined)).toBe(true);
    const given = await sweepBare('sweep-bare-given', LIMITS);
    expect(given.limits).toEqual(LIMITS);
    expect(given.departures.every((d) => d.exceedance.visibility === undefined)).toBe(true);
    const window = { fromUtc: NOW_UTC + 3 * HOUR_S, toUtc: NOW_UTC + 27 * HOUR_S, everyH: 6, arriveInDaylight: false };
    const judge = async (visibilityNm: number | undefined) => {
      const voyageId = (await b.api['voyages.save']({ voyage: withVessel(visibilityNm) })).id;
      const estimate = await b.api['departures.estimate']({ voyageId, window, options: {} });
      const taskId = `sweep-${visibilityNm}`;
      const sweep = await b.api['departures.sweep']({ taskId, voyageId, window, options: {}, rank: 'safest' });
      expect(sweep.creditsSpent).toBe(estimate.credits);
      return sweep;
    };
    const none = await judge(undefined);
    expect(none.departures.every((d) => d.exceedance.visibility === undefined)).toBe(true);
    // The sweep says the limits it judged: no visibility minimum it did not apply.
    expect(none.limits).toEqual(LIMITS);
    const high = await judge(10);
    expect(high.limits).toEqual({ ...LIMITS, visibilityNm: 10 });
    const low = await judge(0.1);
    for (const [k, row] of high.departures.entries()) {
      const share = row.exceedance.visibility!;
      // A share of members: k of 51 (or of those with a value), and more below a higher minimum.
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
      expect(share).toBeGreaterThanOrEqual(low.departures[k]!.exceedance.visibility!);
      expect(row.p90Max.visibilityNm).toEqual(expect.any(Number));
    }
    expect(high.departures.some((d) => d.exceedance.visibility! > 0)).toBe(true);
  });

  it('routes on visibility from the members at the credits estimated, and asks as before without it', async () => {
    const request = {
      from: { lat: 55.5, lon: 7.0 },
      to: { lat: 57.9, lon: 11.2 },
      vias: [],
      departUtc: NOW_UTC + 3 * HOUR_S,
      speedKn: 12,
      percentile: 90,
      objective: 'time' as const,
      method: 'graph' as const,
      perMember: false,
      allowanceH: 12,
      options: {},
      speedLoss: false,
    };
    const router = await testBackend();
    try {
      const plain = await router.api['routing.estimate']({ ...request, limits: LIMITS });
      const foggy = await router.api['routing.estimate']({ ...request, limits: { ...LIMITS, visibilityNm: 1 } });
      // A point answer costs 1 credit whatever it holds: the same requests, the same credits.
      expect(foggy).toEqual(plain);
      const route = await router.api['routing.optimise']({
        ...request,
        taskId: 'fog',
        limits: { ...LIMITS, visibilityNm: 1 },
      });
      expect(route.creditsSpent).toBe(foggy.credits);
      expect(route.optimised.exceedance.visibility).toEqual(expect.any(Number));
      expect(route.optimised.p90Max.visibilityNm).toEqual(expect.any(Number));
      // Without the limit the wind answers are asked as before, not taken from those with visibility:
      // one per place still to pay, the wave answers and the storms stored.
      expect((await router.api['routing.estimate']({ ...request, limits: LIMITS })).credits).toBe(plain.places);
    } finally {
      router.dispose();
    }
  });
});
