// The secondary swell period of a voyage's forecast (swell-period.ts): the places asked along the
// route and their requests (deterministic wave model only, never the ensemble's), the estimate
// the run spends, the value each step reads, and an element error from the service that leaves
// the rest of the forecast whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeseriesResult } from '../../../../shared/api/resources/timeseries';
import { snapshotSchema, type ForecastOptions } from '../../../../shared/ipc';
import { planForecast } from '../../../../electron/backend/app/forecasts/plan';
import { SWELL_STEP_H, planSwell, swellSeries } from '../../../../electron/backend/app/forecasts/swell-period';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
const NOT_AVAILABLE = 'Element not available for this model';

/** A marine timeseries answer at one place: the swell period hourly from `fromUtc`, or the element error. */
function answer(fromUtc: number, hours: number, periodS: number | 'error'): TimeseriesResult {
  const element = { element: 'waveperiod_swell_secondary', level: null, unit: 's' };
  return {
    model: 'ecmwfwamglobal',
    runtime: fromUtc,
    elements: [
      periodS === 'error'
        ? { ...element, data: [], error: NOT_AVAILABLE }
        : {
            ...element,
            data: Array.from({ length: hours }, (_, h) => ({ time: fromUtc + h * HOUR_S, value: periodS + h / 100 })),
          },
    ],
  };
}

describe('the secondary swell period in the plan', () => {
  const voyage = northSeaVoyage();

  it('asks the deterministic wave model at a place every 6 h of sailing and the arrival, right after the route', () => {
    const plan = planForecast(voyage, { ensemble: true, storms: true }, NOW_UTC);
    const swell = plan.requests.filter((r) => r.kind === 'swell');
    expect(swell.map((r) => r.positionKey)).toEqual(plan.swell.asked.map((p) => p.key));
    expect(swell.length).toBeGreaterThanOrEqual(2);
    for (const r of swell) {
      expect(r.endpoint).toBe('marine.timeseries.point');
      expect(r.params).toEqual({
        lat: expect.any(Number),
        lon: expect.any(Number),
        model: 'ecmwfwamglobal',
        elements: ['waveperiod_swell_secondary'],
      });
    }
    // After the shipping parts, before the ensemble: the charts draw it with the route.
    const kinds = plan.requests.map((r) => r.kind);
    expect(kinds.indexOf('swell')).toBe(plan.segments.length);
    expect(kinds.lastIndexOf('swell')).toBeLessThan(kinds.indexOf('ensemble'));
    // The 51-member wave ensemble is asked as before, without it.
    for (const r of plan.requests)
      if (r.kind === 'ensemble') expect(r.params.elements).not.toContain('waveperiod_swell_secondary');
  });

  it('asks it without the ensemble too: it is deterministic', () => {
    const plan = planForecast(voyage, { ensemble: false, storms: false }, NOW_UTC);
    expect(plan.requests.map((r) => r.kind)).toEqual([
      ...plan.segments.map(() => 'shipping'),
      ...plan.swell.asked.map(() => 'swell'),
    ]);
  });

  it('leaves out the places the ship passes beyond the reach of a run (228 h), which would answer nothing', () => {
    const late = { ...voyage, departureUtc: NOW_UTC + 226 * HOUR_S };
    const swell = planSwell(late, NOW_UTC);
    // The voyage lasts more than 6 h: its first place is within reach, the later ones are not.
    expect(swell.places.length).toBeGreaterThan(1);
    expect(swell.asked).toEqual([swell.places[0]]);
    expect(planSwell({ ...voyage, departureUtc: NOW_UTC + 240 * HOUR_S }, NOW_UTC).asked).toEqual([]);
  });
});

describe('swellSeries', () => {
  const voyage = northSeaVoyage();
  const plan = planSwell(voyage, NOW_UTC);
  const [first, second] = plan.asked;
  /** A step at each place asked, at the time the ship is there, and one just after the first. */
  const steps = [
    { timeUtc: voyage.departureUtc, distanceM: first!.distanceM },
    { timeUtc: voyage.departureUtc + HOUR_S, distanceM: first!.distanceM + 100 },
    { timeUtc: voyage.departureUtc + SWELL_STEP_H * HOUR_S, distanceM: second!.distanceM },
  ];

  it('reads each step at the place nearest along the route, at the answer step nearest its time', () => {
    const answers = new Map(plan.asked.map((p, i) => [p.key, answer(NOW_UTC, 48, 8 + i)]));
    const s = swellSeries(plan, steps, answers);
    const hoursFromRun = steps.map((step) => (step.timeUtc - NOW_UTC) / HOUR_S);
    expect(s).toEqual({
      model: 'ecmwfwamglobal',
      unit: 's',
      deterministic: [8 + hoursFromRun[0]! / 100, 8 + hoursFromRun[1]! / 100, 9 + hoursFromRun[2]! / 100],
    });
  });

  it('an element error at one place leaves its steps empty and the others whole, with no error for the series', () => {
    const answers = new Map(plan.asked.map((p, i) => [p.key, answer(NOW_UTC, 48, i === 0 ? 'error' : 9)]));
    const s = swellSeries(plan, steps, answers);
    expect(s.error).toBeUndefined();
    expect(s.deterministic[0]).toBeNull();
    expect(s.deterministic[1]).toBeNull();
    expect(s.deterministic[2]).toBeCloseTo(9 + (steps[2]!.timeUtc - NOW_UTC) / HOUR_S / 100, 9);
  });

  it('says the service’s reason when no place had it, and has no value beyond the answers', () => {
    const refused = swellSeries(plan, steps, new Map(plan.asked.map((p) => [p.key, answer(NOW_UTC, 48, 'error')])));
    expect(refused).toEqual({
      model: 'ecmwfwamglobal',
      unit: 's',
      error: NOT_AVAILABLE,
      deterministic: [null, null, null],
    });
    // An answer whose run ends 4 h before the step: too far to stand for it.
    const short = new Map(plan.asked.map((p) => [p.key, answer(steps[0]!.timeUtc - 10 * HOUR_S, 6, 8)]));
    expect(swellSeries(plan, steps, short).deterministic).toEqual([null, null, null]);
    expect(swellSeries(plan, steps, new Map()).deterministic).toEqual([null, null, null]);
  });
});

/** The service's answers, with the swell period of every marine timeseries turned into the element error. */
function refusingSwellFetch(): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await fetch(input, init);
    if (!url.includes('/v1/marine/timeseries/point')) return response;
    const body = (await response.json()) as { elements?: { element: string }[] };
    const elements = body.elements?.map((e) =>
      e.element === 'waveperiod_swell_secondary'
        ? { element: e.element, level: null, unit: 's', error: NOT_AVAILABLE }
        : e,
    );
    return new Response(JSON.stringify({ ...body, elements }), { status: response.status, headers: response.headers });
  };
}

describe('a forecast run whose wave model refuses the secondary swell period', () => {
  const options: ForecastOptions = { ensemble: false, storms: false };
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend({ fetch: refusingSwellFetch() });
  });
  afterAll(() => b.dispose());

  it('is not failed: the other elements are there, the swell period carries the reason, and the estimate is spent', async () => {
    const { id: voyageId } = await b.api['voyages.save']({ voyage: northSeaVoyage() });
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    const run = await b.api['forecasts.run']({ taskId: 'refused', voyageId, options });
    expect(run.summary.creditsSpent).toBe(estimate.credits);
    expect(estimate.requests.filter((r) => r.endpoint === 'marine.timeseries.point').length).toBeGreaterThanOrEqual(2);
    const snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
    const hs = snapshot.series.find((s) => s.element === 'waveheight_significant')!;
    expect(hs.deterministic.filter((v) => v !== null).length).toBeGreaterThan(5);
    const swell = snapshot.series.find((s) => s.element === 'waveperiod_swell_secondary')!;
    expect(swell.error).toBe(NOT_AVAILABLE);
    expect(swell.deterministic.every((v) => v === null)).toBe(true);
  });
});
