// The departure planner through the api in demo mode: the estimate (a week of departures costs
// about one forecast run, a second sweep nothing), the sweep ranked with progress, kept, listed
// and read back, storms per departure, and the input refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departureSweepSchema, type DepartureSweep } from '../../../../shared/ipc';
import { worstExceedance } from '../../../../shared/forecast/departure-rank';
import { stormFixes } from '../../../../shared/forecast/storm-track';
import type { Voyage } from '../../../../shared/domain/voyage';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';
import { atlanticVoyage } from '../reports/helpers';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** Every 6 h for 7 days from 03Z today: 29 departures on the ensemble's 3-hourly grid. */
const WEEK = { fromUtc: NOW_UTC + 3 * HOUR_S, toUtc: NOW_UTC + 3 * HOUR_S + 7 * DAY_S, everyH: 6 as const };

describe('departures in demo mode', () => {
  let b: TestBackend;
  let voyageId: string;
  let sweep: DepartureSweep;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
  });
  afterAll(() => b.dispose());

  it('estimates a week of departures at no more than 1.1 forecast runs, before anything is spent', async () => {
    const estimate = await b.api['departures.estimate']({
      voyageId,
      window: { ...WEEK, arriveInDaylight: false },
      options: {},
    });
    expect(estimate.departures).toBe(29);
    // One wind and one wave answer per place, and the storms; every demo request costs 1 credit.
    expect(estimate.requests).toBe(2 * estimate.places + 1);
    // 03Z at the Hook, 06Z and 09Z at anchor off IJmuiden (one place), 12Z just past it: 3 places.
    expect(estimate.places).toBe(3);
    expect(estimate.cachedRequests).toBe(0);
    expect(estimate.credits).toBe(estimate.requests);
    expect(estimate.credits).toBeLessThanOrEqual(1.1 * estimate.runCredits);
    // The forecast run: 2 shipping parts (the stay splits the route), the same places, the storms,
    // and the secondary swell period at 3 places (every 6 h of sailing from 03Z, and the arrival).
    expect(estimate.runCredits).toBe(2 + 2 * estimate.places + 1 + 3);
    expect(estimate.horizonUtc).toBe(NOW_UTC + 228 * HOUR_S);
    expect(b.host.progress).toEqual([]);
  });

  it('sweeps with progress per request, then the analysis, and answers the rows ranked', async () => {
    const estimate = await b.api['departures.estimate']({
      voyageId,
      window: { ...WEEK, arriveInDaylight: false },
      options: {},
    });
    sweep = departureSweepSchema.parse(
      await b.api['departures.sweep']({
        taskId: 'sweep-1',
        voyageId,
        window: { ...WEEK, arriveInDaylight: false },
        options: {},
        rank: 'safest',
      }),
    );
    const events = b.host.progress.filter((e) => e.taskId === 'sweep-1');
    expect(events.map((e) => e.done)).toEqual([...events.keys()]);
    expect(events[0]).toMatchObject({ done: 0, total: estimate.requests });
    expect(events[0]!.message).toBe(`Fetching wind ensemble (1 of ${estimate.requests})`);
    expect(events.at(-1)).toMatchObject({
      done: estimate.requests,
      total: estimate.requests,
      message: 'Analysing 29 departures',
    });

    expect(sweep).toMatchObject({
      voyageId,
      voyageRevision: 1,
      rank: 'safest',
      riskCap: 0.1,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      ensembleModels: { wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' },
      places: estimate.places,
      creditsSpent: estimate.credits,
      change: null,
    });
    expect(sweep.provenance).toMatchObject({ source: 'demo', stale: false });
    expect(sweep.provenance.models.map((m) => m.id)).toEqual(['ecmwf-ens', 'ecmwf-ens-wam']);
    const rows = sweep.departures;
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.departureUtc))).toEqual(
      new Set(Array.from({ length: 29 }, (_, k) => WEEK.fromUtc + k * 6 * HOUR_S)),
    );
    // Every departure takes the same time: the rhumb leg of 59 288.567 m at 12 kn (RhumbSolve), 6 h at
    // anchor, the great-circle leg of 59 213.496 m at 10 kn (GeodSolve); arrival in whole seconds (±1 s).
    const durationS = (59_288.567 / 1852 / 12 + 6 + 59_213.496 / 1852 / 10) * HOUR_S;
    for (const r of rows) expect(Math.abs(r.arrivalUtc - r.departureUtc - durationS)).toBeLessThanOrEqual(1);
    expect(rows.every((r) => r.covered && r.meetsConstraints && r.constraintProblems.length === 0)).toBe(true);
    // Safest first: the worst limit's share never falls down the ranking.
    const worst = rows.map(worstExceedance);
    expect(worst).toEqual([...worst].sort((x, y) => x - y));
    for (const r of rows) {
      expect(r.p90Max.windKn).toBeGreaterThan(0);
      expect(r.p90Max.windKn).toBeLessThan(120);
      expect(r.p90Max.gustKn).toBeGreaterThanOrEqual(r.p90Max.windKn!);
      expect(r.p90Max.hsM).toBeGreaterThan(0);
      expect(r.p90Max.hsM).toBeLessThan(20);
      // Hours above are 3-hourly steps averaged over 51 members.
      expect(Math.round(r.hoursAbove.wind * 51) % 3).toBe(0);
      expect(r.worstWords === null).toBe(r.worst === null);
      // No ensemble step falls under way on leg 1 (2.67 h from the Hook to anchor): only leg 2 is sailed at one.
      expect(r.legs.map((l) => l.legIndex)).toEqual([1]);
    }
    expect(sweep.top).toMatchObject({ departureUtc: rows[0]!.departureUtc });
    expect(sweep.top!.words.length).toBeGreaterThan(10);
  });

  it('keeps the sweep: listed newest first, read back the same, a second sweep costs nothing', async () => {
    const listed = await b.api['departures.list']({ voyageId });
    expect(listed.sweeps).toEqual([
      expect.objectContaining({
        sweepId: sweep.sweepId,
        voyageRevision: 1,
        departureCount: 29,
        topDepartureUtc: sweep.departures[0]!.departureUtc,
        creditsSpent: sweep.creditsSpent,
      }),
    ]);
    const read = await b.api['departures.get']({ sweepId: sweep.sweepId });
    expect(read).toEqual({ ...sweep, provenance: { ...sweep.provenance, stale: false } });

    const estimate = await b.api['departures.estimate']({
      voyageId,
      window: { ...WEEK, arriveInDaylight: false },
      options: {},
    });
    // A sweep stores no shipping parts nor swell periods: a run still buys those (2 + 3).
    expect(estimate).toMatchObject({ credits: 0, runCredits: 5 });
    expect(estimate.cachedRequests).toBe(estimate.requests);
    const again = await b.api['departures.sweep']({
      taskId: 'sweep-2',
      voyageId,
      window: { ...WEEK, arriveInDaylight: false },
      options: {},
      rank: 'earliest',
      riskCap: 0.2,
    });
    expect(again.creditsSpent).toBe(0);
    expect(again.change).toBeNull(); // the same model runs: nothing moved
    expect(again.departures.map((r) => r.departureUtc).sort()).toEqual(
      sweep.departures.map((r) => r.departureUtc).sort(),
    );
    expect((await b.api['departures.list']({ voyageId })).sweeps.map((s) => s.sweepId)).toEqual([
      again.sweepId,
      sweep.sweepId,
    ]);
  });

  it('ranks a departure that breaks an arrival constraint after those that keep them, in words', async () => {
    const arriveBeforeUtc = WEEK.fromUtc + 2 * DAY_S;
    const constrained = await b.api['departures.sweep']({
      taskId: 'sweep-3',
      voyageId,
      window: { ...WEEK, arriveBeforeUtc, arriveInDaylight: false },
      options: {},
      rank: 'safest',
    });
    const keep = constrained.departures.filter((r) => r.meetsConstraints);
    // Arriving by 03Z on the 14th, 11.87 h under way and at anchor: departures up to 15:08Z on the 13th.
    expect(keep.map((r) => r.departureUtc).sort()).toEqual(
      [0, 6, 12, 18, 24, 30, 36].map((h) => WEEK.fromUtc + h * HOUR_S),
    );
    expect(keep.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const late = constrained.departures.find((r) => !r.meetsConstraints)!;
    // The words name the limit broken (the daylight-aware check of departure-constraints.ts words it its own way).
    expect(late.constraintProblems).toEqual([expect.stringContaining('14 Jun 03Z')]);
  });

  it('marks a departure the ensemble does not reach whole, and ranks it last', async () => {
    // 198 h, 210 h and 222 h on: the last one's steps run to 231 h, past the ensemble's 228 h reach.
    const fromUtc = NOW_UTC + 198 * HOUR_S;
    const late = await b.api['departures.sweep']({
      taskId: 'late',
      voyageId,
      window: { fromUtc, toUtc: fromUtc + DAY_S, everyH: 12, arriveInDaylight: false },
      options: {},
      rank: 'safest',
    });
    expect(late.creditsSpent).toBe(0);
    const last = late.departures.find((r) => r.departureUtc === fromUtc + DAY_S)!;
    expect(last).toMatchObject({ covered: false, rank: 3 });
    expect(
      late.departures
        .filter((r) => r.covered)
        .map((r) => r.departureUtc)
        .sort(),
    ).toEqual([fromUtc, fromUtc + 12 * HOUR_S]);
  });

  it('refuses what cannot be swept, in words naming the field', async () => {
    const window = { ...WEEK, arriveInDaylight: false };
    await expect(b.api['departures.estimate']({ voyageId: 'nope', window, options: {} })).rejects.toMatchObject({
      code: 'not-found',
      field: 'voyageId',
    });
    await expect(
      b.api['departures.estimate']({ voyageId, window: { ...window, fromUtc: NOW_UTC - 2 * HOUR_S }, options: {} }),
    ).rejects.toMatchObject({
      code: 'bad-input',
      field: 'window.fromUtc',
      message: expect.stringContaining('before now'),
    });
    // Within the hour's grace, a departure a moment ago is still offered.
    const recent = await b.api['departures.estimate']({
      voyageId,
      window: { ...window, fromUtc: NOW_UTC - 1800, toUtc: NOW_UTC - 1800 },
      options: {},
    });
    expect(recent.departures).toBe(1);
    await expect(
      b.api['departures.sweep']({
        taskId: 'far',
        voyageId,
        window: { ...window, fromUtc: NOW_UTC + 11 * DAY_S, toUtc: NOW_UTC + 12 * DAY_S },
        options: {},
        rank: 'safest',
      }),
    ).rejects.toMatchObject({ code: 'bad-input', field: 'window.fromUtc', message: expect.stringContaining('reach') });
    await expect(b.api['departures.get']({ sweepId: 'abc' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(b.api['departures.get']({ sweepId: '999' })).rejects.toMatchObject({ code: 'not-found' });
    expect((await b.api['departures.list']({ voyageId: 'nope' })).sweeps).toEqual([]);
  });
});

/** 2024-09-10T00:00:00Z: the demo's hurricane season, with storms on the way. */
const SEPTEMBER_UTC = 1_725_926_400;

describe('departures against the storms', () => {
  let s: TestBackend;
  beforeAll(async () => {
    s = await testBackend({ nowUtc: () => SEPTEMBER_UTC });
  });
  afterAll(() => s.dispose());

  it('estimates a week of departures of a 9-day Atlantic crossing at no more than 1.1 forecast runs', async () => {
    const voyage = atlanticVoyage({ departureUtc: SEPTEMBER_UTC + 6 * HOUR_S });
    const id = (await s.api['voyages.save']({ voyage })).id;
    const estimate = await s.api['departures.estimate']({
      voyageId: id,
      window: {
        fromUtc: SEPTEMBER_UTC + 6 * HOUR_S,
        toUtc: SEPTEMBER_UTC + 6 * HOUR_S + 7 * DAY_S,
        everyH: 6,
        arriveInDaylight: false,
      },
      options: {},
    });
    expect(estimate.departures).toBe(29);
    // The ensemble reaches 228 h of a crossing of some 220 h: dozens of places, each once.
    expect(estimate.places).toBeGreaterThan(40);
    expect(estimate.credits).toBe(2 * estimate.places + 1);
    expect(estimate.credits).toBeLessThanOrEqual(1.1 * estimate.runCredits);
  });

  it('meets a storm: its closest approach per departure, nearest for the departure that crosses its track', async () => {
    const { storms } = await s.api['storms.current']({});
    const storm = storms.find((s) => {
      const fixes = stormFixes(s);
      return (
        fixes.some((f) => f.timeUtc >= SEPTEMBER_UTC + 2 * DAY_S) &&
        fixes.some((f) => f.timeUtc <= SEPTEMBER_UTC + DAY_S)
      );
    })!;
    expect(storm).toBeDefined();
    // Where the storm is 2 days on: a 300 NM leg due north through that spot, half-way 12.5 h in.
    const at = stormFixes(storm).find((f) => f.timeUtc >= SEPTEMBER_UTC + 2 * DAY_S)!;
    const voyage: Voyage = {
      ...northSeaVoyage(),
      route: {
        name: 'Through the storm',
        waypoints: [
          { id: 's', name: 'South', position: { lat: at.lat - 2.5, lon: at.lon }, legGeometry: 'rhumb' },
          { id: 'n', name: 'North', position: { lat: at.lat + 2.5, lon: at.lon }, legGeometry: 'rhumb' },
        ],
      },
      speedsKn: [12],
      staysS: {},
    };
    const id = (await s.api['voyages.save']({ voyage })).id;
    const crossing = Math.round((at.timeUtc - 12.5 * HOUR_S) / (3 * HOUR_S)) * 3 * HOUR_S;
    const result = await s.api['departures.sweep']({
      taskId: 'storm',
      voyageId: id,
      window: { fromUtc: crossing - DAY_S, toUtc: crossing + DAY_S, everyH: 24, arriveInDaylight: false },
      options: {},
      rank: 'safest',
    });
    const passOf = (departureUtc: number) =>
      result.departures.find((r) => r.departureUtc === departureUtc)!.storms.find((s) => s.stormId === storm.id)!;
    const mid = passOf(crossing);
    expect(mid).toMatchObject({ name: storm.name, legIndex: 0, warningBroken: true });
    expect(mid.closestNm).toBeLessThan(60);
    expect(mid.closestNm).toBeLessThanOrEqual(mid.warningNm);
    expect([150, 200, 300]).toContain(mid.warningNm);
    expect(Math.abs(mid.closestUtc! - at.timeUtc)).toBeLessThanOrEqual(6 * HOUR_S);
    for (const other of [crossing - DAY_S, crossing + DAY_S]) {
      const pass = passOf(other);
      if (pass !== undefined && pass.closestNm !== null) expect(pass.closestNm).toBeGreaterThan(mid.closestNm!);
    }
  });
});
