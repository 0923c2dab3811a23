// Model choice and the route ensemble through the api in demo mode: the catalogue at the route's
// points, the chosen ensemble model used (and refused when the catalogue lacks it), models side
// by side at a point, and the quick outlook timed as Passage's schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '../../../../shared/domain/voyage';
import { scheduleInputOf, scheduleVoyage } from '../../../../shared/schedule';
import { ensembleRoute } from '../../../../electron/sandbox/weather/endpoints/ensemble-route';
import { planOutlook } from '../../../../electron/backend/app/forecasts/outlook';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
/** At sea in the North Sea and in the Bay of Biscay. */
const SEA = [
  { lat: 53.5, lon: 3.5 },
  { lat: 45.5, lon: -6.5 },
];

/** Four legs: rhumb at 12 kn, rhumb at 12 kn, a speed change to 9 kn, then a great-circle leg. */
function mixedVoyage(): Voyage {
  return {
    name: 'Channel to Biscay',
    route: {
      name: 'mixed',
      waypoints: [
        { id: 'a', name: 'Off Dover', position: { lat: 51.0, lon: 1.6 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Off Beachy Head', position: { lat: 50.6, lon: 0.3 }, legGeometry: 'rhumb' },
        { id: 'c', name: 'Off Portland', position: { lat: 50.4, lon: -2.4 }, legGeometry: 'rhumb' },
        { id: 'd', name: 'Off Ushant', position: { lat: 48.6, lon: -5.4 }, legGeometry: 'rhumb' },
        { id: 'e', name: 'Off Finisterre', position: { lat: 43.2, lon: -9.6 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: NOW_UTC + 2 * HOUR_S,
    speedsKn: [12, 12, 9, 9],
    staysS: {},
  };
}

describe('model choice and the route ensemble in demo mode', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let voyageId: string;
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
  });
  afterAll(() => b.dispose());

  it('lists the catalogue at the route points, and from the store the second time', async () => {
    const all = await b.api['models.catalogue']({});
    expect(all.models.map((m) => m.id)).toContain('ecmwf-ens');
    expect(all.provenance).toMatchObject({ source: 'demo', stale: false });
    const atSea = await b.api['models.catalogue']({ points: SEA });
    // One catalogue request per distinct point.
    expect(atSea.creditsSpent).toBe(2);
    const ens = atSea.models.find((m) => m.id === 'ecmwf-ens')!;
    expect(ens).toMatchObject({ institute: 'ECMWF', resolution: expect.any(String) });
    expect(ens.elements.map((e) => e.id)).toEqual(expect.arrayContaining(['windspeed', 'windgust']));
    expect(atSea.models.map((m) => m.id)).toContain('ecmwf-ens-wam');
    // Inland (Paris) the wave models have no data: the intersection leaves them out.
    const withLand = await b.api['models.catalogue']({ points: [...SEA, { lat: 48.85, lon: 2.35 }] });
    expect(withLand.models.map((m) => m.id)).toContain('ecmwf-ens');
    expect(withLand.models.map((m) => m.id)).not.toContain('ecmwf-ens-wam');
    b.advance(60);
    const again = await b.api['models.catalogue']({ points: SEA });
    expect(again.creditsSpent).toBe(0);
    expect(again.provenance.fetchedAtUtc).toBe(atSea.provenance.fetchedAtUtc);
    expect(again.provenance.ageS).toBe(60);
  });

  it('refuses an ensemble model the catalogue lacks, or one without the elements needed', async () => {
    const ask = (options: Record<string, unknown>) =>
      b.api['forecasts.estimate']({ voyageId, options: { ensemble: true, storms: false, ...options } });
    await expect(ask({ ensembleModel: 'no-such-model' })).rejects.toMatchObject({
      code: 'bad-input',
      field: 'options.ensembleModel',
      message: expect.stringContaining('lists no model "no-such-model"'),
    });
    await expect(ask({ ensembleModel: 'ecmwfhresglobal' })).rejects.toMatchObject({
      code: 'bad-input',
      message: expect.stringContaining('not an ensemble'),
    });
    await expect(
      b.api['forecasts.point']({ lat: 53.5, lon: 3.5, ensembleModel: 'ecmwfhresglobal' }),
    ).rejects.toMatchObject({ code: 'bad-input', field: 'ensembleModel' });
    await expect(ask({ waveEnsembleModel: 'ecmwf-ens' })).rejects.toMatchObject({
      code: 'bad-input',
      field: 'options.waveEnsembleModel',
      message: expect.stringContaining('has no waveheight_significant'),
    });
  });

  it('runs with the chosen model and records it in the snapshot', async () => {
    const options = { ensemble: true, storms: false, ensembleModel: 'ecmwf-ens', waveEnsembleModel: 'ecmwf-ens-wam' };
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.requests.some((r) => r.endpoint === 'weather.ensemble.point')).toBe(true);
    const run = await b.api['forecasts.run']({ taskId: 'm-1', voyageId, options });
    expect(run.summary.ensembleModels).toEqual({ wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' });
    expect(run.summary.provenance.models.map((m) => m.id)).toContain('ecmwf-ens');
    const listed = await b.api['forecasts.list']({ voyageId });
    expect(listed.snapshots[0]!.ensembleModels).toEqual({ wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' });
    // Naming the default models is the same run as naming none: the snapshot stands.
    const plain = await b.api['forecasts.run']({ taskId: 'm-2', voyageId, options: { ensemble: true, storms: false } });
    expect(plain.snapshotId).toBe(run.snapshotId);
  });

  it('puts two models side by side at a point, each with its run, from the store the second time', async () => {
    const input = { lat: 53.5, lon: 3.5, models: ['ecmwf-ens', 'ecmwfhresglobal'], element: 'windspeed' };
    const first = await b.api['models.compare'](input);
    expect(first).toMatchObject({ element: 'windspeed', level: '10m', unit: 'kt', creditsSpent: 2 });
    expect(first.series.map((s) => s.model)).toEqual(['ecmwf-ens', 'ecmwfhresglobal']);
    for (const s of first.series) {
      expect(s.error).toBeUndefined();
      expect(s.runUtc).toBeLessThanOrEqual(NOW_UTC);
      expect(s.values.length).toBe(s.timesUtc.length);
      expect(s.values.filter((v) => v !== null && v >= 0 && v < 150).length).toBeGreaterThan(24);
    }
    expect(first.provenance.models.map((m) => m.id).sort()).toEqual(['ecmwf-ens', 'ecmwfhresglobal']);
    const again = await b.api['models.compare'](input);
    expect(again.creditsSpent).toBe(0);
    expect(again.series[0]!.values).toEqual(first.series[0]!.values);
  });

  it('refuses a comparison of a model without the element, and of one model twice', async () => {
    await expect(
      b.api['models.compare']({ lat: 53.5, lon: 3.5, models: ['ecmwf-ens', 'ncep-rtofs'], element: 'windspeed' }),
    ).rejects.toMatchObject({ code: 'bad-input', message: 'ncep-rtofs has no element "windspeed" to compare.' });
  });

  it('times each run of legs at one speed as the schedule does (stays, speed changes, great circles)', () => {
    const voyage = mixedVoyage();
    const plan = planOutlook(voyage);
    // Legs 0-1 at 12 kn; leg 2 at 9 kn; leg 3 a great circle on its own.
    expect(plan.runs.map((r) => [r.fromIndex, r.toIndex])).toEqual([
      [0, 2],
      [2, 3],
      [3, 4],
    ]);
    const schedule = scheduleVoyage(scheduleInputOf(voyage));
    const env = { seed: 1, nowUtc: () => NOW_UTC, baseUrl: 'http://127.0.0.1:1' };
    for (const run of plan.runs) {
      const answer = ensembleRoute(run.params, env) as Awaited<ReturnType<typeof ensembleRoute>>;
      const times = answer.elements[0]!.data.map((d) => d.time);
      expect(times).toHaveLength(run.params.lats.length);
      times.forEach((t, k) => {
        const w = schedule.waypoints[run.fromIndex + k]!;
        // Within a minute of Passage's ETA (the service rounds to whole seconds).
        expect(Math.abs(t - (k === 0 ? w.etdUtc : w.etaUtc))).toBeLessThan(60);
      });
    }
  });

  it('gives the quick outlook: mean wind and gust at each waypoint at its ETA, its cost in the estimate', async () => {
    const estimate = await b.api['forecasts.estimate']({ voyageId, options: { ensemble: true, storms: true } });
    // Two runs (the stay at waypoint 1 splits the route), two waypoints each, two elements.
    expect(estimate.outlook).toMatchObject({ credits: 8, requests: 2, waypoints: 4 });
    expect(estimate.outlook!.cheaper).toBe(estimate.outlook!.credits < estimate.credits ? 'outlook' : 'full');
    const outlook = await b.api['forecasts.outlook']({ voyageId });
    expect(outlook).toMatchObject({ model: 'ecmwf-ens', requests: 2, creditsSpent: 8, voyageRevision: 1 });
    const schedule = scheduleVoyage(scheduleInputOf(northSeaVoyage()));
    expect(outlook.rows.map((r) => [r.waypointIndex, r.event])).toEqual([
      [0, 'arrival'],
      [1, 'arrival'],
      [1, 'departure'],
      [2, 'arrival'],
    ]);
    const w = schedule.waypoints;
    expect(outlook.rows.map((r) => r.etaUtc)).toEqual(
      [w[0]!.etdUtc, w[1]!.etaUtc, w[1]!.etdUtc, w[2]!.etaUtc].map(Math.round),
    );
    for (const row of outlook.rows) {
      expect(row.windKn).toBeGreaterThan(0);
      expect(row.gustKn).toBeGreaterThanOrEqual(row.windKn!);
    }
    const again = await b.api['forecasts.outlook']({ voyageId });
    expect(again.creditsSpent).toBe(0);
    const after = await b.api['forecasts.estimate']({ voyageId, options: { ensemble: true, storms: true } });
    expect(after.outlook!.credits).toBe(0);
  });

  it('serves the catalogue, comparison and outlook from the store, stale, once the service is gone', async () => {
    await sandbox!.close();
    // Past the catalogue's day and the model run: a stored answer is then stale.
    b.advance(2 * 24 * HOUR_S);
    const catalogue = await b.api['models.catalogue']({ points: SEA });
    expect(catalogue.provenance.stale).toBe(true);
    const compared = await b.api['models.compare']({
      lat: 53.5,
      lon: 3.5,
      models: ['ecmwf-ens', 'ecmwfhresglobal'],
      element: 'windspeed',
    });
    expect(compared.series.every((s) => s.values.length > 0)).toBe(true);
    expect(compared.provenance.stale).toBe(true);
    // A model never stored says why; the stored one still shows.
    const partly = await b.api['models.compare']({
      lat: 53.5,
      lon: 3.5,
      models: ['ecmwf-ens', 'ecmwfwamglobal'],
      element: 'windspeed',
    });
    expect(partly.series[0]!.values.length).toBeGreaterThan(0);
    expect(partly.series[1]).toMatchObject({ model: 'ecmwfwamglobal', runUtc: null, values: [] });
    expect(partly.series[1]!.error).toMatch(/./);
    const outlook = await b.api['forecasts.outlook']({ voyageId });
    expect(outlook.provenance.stale).toBe(true);
    expect(outlook.rows[0]!.windKn).not.toBeNull();
    await expect(
      b.api['models.compare']({ lat: 10, lon: -40, models: ['ecmwf-ens', 'ecmwfhresglobal'], element: 'windspeed' }),
    ).rejects.toMatchObject({ code: 'offline' });
  });

  it('serves the places it has stored when another has none, and the connection state says offline', async () => {
    const stored = await b.api['models.catalogue']({ points: SEA });
    // Issue 24: a place never asked (a leg moved since) no longer hides the catalogue stored for the rest.
    const withNew = await b.api['models.catalogue']({ points: [...SEA, { lat: 10, lon: -40 }] });
    expect(withNew.models.map((m) => m.id)).toEqual(stored.models.map((m) => m.id));
    expect(withNew.provenance.stale).toBe(true);
    await expect(b.api['models.catalogue']({ points: [{ lat: 10, lon: -40 }] })).rejects.toMatchObject({
      code: 'offline',
    });
    const status = await b.api['connection.status']({});
    expect(status).toMatchObject({ source: 'demo', state: 'offline', lastFailure: { kind: 'unreachable' } });
    expect(status.lastSuccessUtc).not.toBeNull();
  });
});
