// The secondary swell period is auxiliary (swell-unanswered.ts): when the service gives no
// answer for it (HTTP 503, a refused request, no connection) and none is stored, a forecast run
// completes fresh with everything else, spends nothing on the failed requests, and the swell
// series is empty with the reason the chart and the table say; a stored answer of an earlier run
// stands in for a failed one, marked as any stored part is.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotSchema, type ForecastOptions, type Snapshot } from '../../../../shared/ipc';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { openStore } from '../../../../electron/backend/store/store';
import { SWELL_UNANSWERED } from '../../../../shared/forecast/swell-period';
import { swellPeriodMissingText } from '../../../../renderer/src/forecast/sea-state-chart';
import { northSeaVoyage, NOW_UTC, testBackend, testBackendWithSandbox, type TestBackend } from './helpers';

const SWELL = 'marine.timeseries.point';
const HOUR_S = 3600;

type Estimate = { credits: number; requests: readonly { endpoint: string; credits: number }[] };

/** Credits of the estimate without the swell period's requests. */
function withoutSwell(estimate: Estimate): number {
  return estimate.requests.filter((r) => r.endpoint !== SWELL).reduce((sum, r) => sum + r.credits, 0);
}

function seriesOf(snapshot: Snapshot, element: string): Snapshot['series'][number] {
  const s = snapshot.series.find((x) => x.element === element);
  if (s === undefined) throw new Error(`no ${element} series`);
  return s;
}

async function snapshotOf(b: TestBackend, snapshotId: string): Promise<Snapshot> {
  return snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId }));
}

/** The voyage's credits in the ledger and the endpoints they were spent on. */
function ledgerOf(b: TestBackend, voyageId: string): { total: number; endpoints: Set<string> } {
  const store = openStore(join(b.dir, DATABASE_FILE_NAME));
  try {
    return {
      total: store.credits.totalForVoyage(voyageId),
      endpoints: new Set(store.credits.entries(voyageId).map((e) => e.endpoint)),
    };
  } finally {
    store.close();
  }
}

describe('a forecast run whose swell period requests fail with nothing stored', () => {
  const options: ForecastOptions = { ensemble: true, storms: true };
  let b: TestBackend;
  let sandbox: Awaited<ReturnType<typeof testBackendWithSandbox>>['sandbox'];
  beforeAll(async () => {
    ({ b, sandbox } = await testBackendWithSandbox());
  });
  afterAll(() => b.dispose());

  it('completes fresh with wind, waves and the ensemble; the swell series is empty with the reason; nothing spent on it', async () => {
    const { id: voyageId } = await b.api['voyages.save']({ voyage: northSeaVoyage() });
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.requests.filter((r) => r.endpoint === SWELL).length).toBeGreaterThanOrEqual(2);
    sandbox()!.faults.set(SWELL, { kind: '503', times: 'always' });

    const run = await b.api['forecasts.run']({ taskId: 'swell-503', voyageId, options });
    expect(run.summary.provenance.stale).toBe(false);
    expect(run.summary.memberCount).toBe(51);
    // The failed requests cost nothing: the run spent the estimate without them, and the ledger agrees.
    expect(run.summary.creditsSpent).toBe(withoutSwell(estimate));
    expect(run.summary.creditsSpent).toBeLessThan(estimate.credits);
    const ledger = ledgerOf(b, voyageId);
    expect(ledger.total).toBe(run.summary.creditsSpent);
    expect(ledger.endpoints.has(SWELL)).toBe(false);

    const snapshot = await snapshotOf(b, run.snapshotId);
    const hs = seriesOf(snapshot, 'waveheight_significant');
    expect(hs.deterministic.filter((v) => v !== null).length).toBeGreaterThan(5);
    expect(hs.members.length).toBe(51);
    const swell = seriesOf(snapshot, 'waveperiod_swell_secondary');
    expect(swell.deterministic.every((v) => v === null)).toBe(true);
    expect(swell.error).toBe(`${SWELL_UNANSWERED}unavailable, HTTP 503`);
    // What the Sea state chart and the weather table say beside it.
    expect(swellPeriodMissingText(snapshot)).toBe(
      'Secondary swell period not given: the service did not answer for it (unavailable, HTTP 503); the rest of the forecast is complete.',
    );

    // Run again once the service answers: the swell period is asked again, and only it is bought.
    sandbox()!.faults.clear();
    const again = await b.api['forecasts.run']({ taskId: 'swell-again', voyageId, options });
    expect(again.snapshotId).not.toBe(run.snapshotId);
    expect(again.summary.creditsSpent).toBe(estimate.credits - withoutSwell(estimate));
    const swellAgain = seriesOf(await snapshotOf(b, again.snapshotId), 'waveperiod_swell_secondary');
    expect(swellAgain.error).toBeUndefined();
    expect(swellAgain.deterministic.some((v) => v !== null)).toBe(true);
  });
});

describe('a forecast run whose swell period requests fail after an earlier run stored them', () => {
  const options: ForecastOptions = { ensemble: false, storms: false };
  let b: TestBackend;
  let sandbox: Awaited<ReturnType<typeof testBackendWithSandbox>>['sandbox'];
  beforeAll(async () => {
    ({ b, sandbox } = await testBackendWithSandbox());
  });
  afterAll(() => b.dispose());

  it('reads the stored swell period, the rest fetched anew, and says a part came from the store', async () => {
    // Departs well after the clock's move below.
    const voyage = { ...northSeaVoyage(), departureUtc: NOW_UTC + 24 * HOUR_S };
    const { id: voyageId } = await b.api['voyages.save']({ voyage });
    const first = await b.api['forecasts.run']({ taskId: 'stored-1', voyageId, options });
    const before = await snapshotOf(b, first.snapshotId);
    const storedSwell = seriesOf(before, 'waveperiod_swell_secondary');
    expect(storedSwell.deterministic.some((v) => v !== null)).toBe(true);

    // A newer model run is out: nothing stored is fresh, every request is asked again.
    b.advance(12 * HOUR_S);
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.requests.every((r) => r.credits > 0)).toBe(true);
    sandbox()!.faults.set(SWELL, { kind: '500', times: 'always' });

    const run = await b.api['forecasts.run']({ taskId: 'stored-2', voyageId, options });
    expect(run.summary.creditsSpent).toBe(withoutSwell(estimate));
    // The stored swell answers are of an earlier run: marked as any part served from the store.
    expect(run.summary.provenance.stale).toBe(true);
    const snapshot = await snapshotOf(b, run.snapshotId);
    const swell = seriesOf(snapshot, 'waveperiod_swell_secondary');
    expect(swell.error).toBeUndefined();
    expect(swellPeriodMissingText(snapshot)).toBeNull();
    // The stored values, at the same steps of the schedule.
    const storedAt = new Map(before.steps.map((s, i) => [`${s.timeUtc}|${s.kind}`, storedSwell.deterministic[i]]));
    const compared = snapshot.steps.flatMap((s, i) => {
      const was = storedAt.get(`${s.timeUtc}|${s.kind}`);
      return was === undefined ? [] : [[swell.deterministic[i], was]];
    });
    expect(compared.filter(([now]) => now !== null).length).toBeGreaterThan(5);
    for (const [now, was] of compared) expect(now).toBe(was);
  });
});

/** The service's answers, with the swell period's requests refused (HTTP 400, spec §7 body) or not reaching it. */
function failingSwellFetch(how: '400' | 'offline'): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/v1/marine/timeseries/point')) return fetch(input, init);
    if (how === 'offline') throw new TypeError('fetch failed');
    const body = { success: false, meta: { credits_used: 0 }, error: { message: 'model: unknown model' } };
    return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
  };
}

describe.each([
  ['an HTTP 400', '400', 'it refused the request: “model: unknown model”'],
  ['no connection', 'offline', 'no connection'],
] as const)('a forecast run whose swell period requests meet %s', (_, how, reason) => {
  const options: ForecastOptions = { ensemble: false, storms: false };
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend({ fetch: failingSwellFetch(how) });
  });
  afterAll(() => b.dispose());

  it('completes fresh without it, saying why', async () => {
    const { id: voyageId } = await b.api['voyages.save']({ voyage: northSeaVoyage() });
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    const run = await b.api['forecasts.run']({ taskId: `swell-${how}`, voyageId, options });
    expect(run.summary.provenance.stale).toBe(false);
    expect(run.summary.creditsSpent).toBe(withoutSwell(estimate));
    const snapshot = await snapshotOf(b, run.snapshotId);
    expect(seriesOf(snapshot, 'windspeed').deterministic.some((v) => v !== null)).toBe(true);
    const swell = seriesOf(snapshot, 'waveperiod_swell_secondary');
    expect(swell.deterministic.every((v) => v === null)).toBe(true);
    expect(swell.error).toBe(`${SWELL_UNANSWERED}${reason}`);
    expect(swellPeriodMissingText(snapshot)).toContain(`the service did not answer for it (${reason})`);
  });
});
