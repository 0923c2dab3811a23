// A forecast run keeps a few requests in flight at once (the live service is bound by round
// trips), never more than REQUESTS_IN_FLIGHT, and its snapshot is the same as when the answers
// come one at a time: the order the answers race in must not show in the result.
import { afterEach, describe, expect, it } from 'vitest';
import { REQUESTS_IN_FLIGHT } from '../../../../electron/backend/app/forecasts/fetch-parts';
import { northSeaVoyage, testBackend, type TestBackend } from './helpers';

const options = { ensemble: true, storms: true };

/** A fetch that holds each answer back a little and counts what is in flight at once. */
function slowFetch(delayMs: (call: number) => number, oneAtATime: boolean) {
  let inFlight = 0;
  let calls = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { most: 0 };
  const send = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    inFlight++;
    stats.most = Math.max(stats.most, inFlight);
    try {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      await new Promise((done) => setTimeout(done, delayMs(calls++)));
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      inFlight--;
    }
  };
  const wrapped = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (!oneAtATime) return send(input, init);
    const answer = queue.then(() => send(input, init));
    queue = answer.catch(() => undefined);
    return answer;
  };
  return { fetch: wrapped as typeof fetch, stats };
}

async function runOnce(
  fetcher: typeof fetch,
): Promise<{ b: TestBackend; run: Awaited<ReturnType<TestBackend['api']['forecasts.run']>> }> {
  const b = await testBackend({ fetch: fetcher });
  const voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
  const run = await b.api['forecasts.run']({ taskId: 'run', voyageId, options });
  return { b, run };
}

describe('forecast run concurrency', () => {
  const backends: TestBackend[] = [];
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((b) => b.dispose()));
  });

  it('keeps at most REQUESTS_IN_FLIGHT requests in flight, reports progress in order, and assembles the same snapshot as one at a time', async () => {
    // Later calls answer sooner, so parallel answers arrive out of plan order.
    const parallel = slowFetch((call) => Math.max(1, 40 - call * 4), false);
    const serial = slowFetch(() => 1, true);
    const a = await runOnce(parallel.fetch);
    backends.push(a.b);
    const s = await runOnce(serial.fetch);
    backends.push(s.b);

    expect(parallel.stats.most).toBeGreaterThan(1);
    expect(parallel.stats.most).toBeLessThanOrEqual(REQUESTS_IN_FLIGHT);
    expect(serial.stats.most).toBe(1);

    const events = a.b.host.progress.filter((e) => e.taskId === 'run');
    expect(events.map((e) => e.done)).toEqual([...events.keys()]);
    expect(events.at(-1)).toMatchObject({ done: events[0]!.total, message: 'Saving the forecast' });
    expect(events.slice(0, -1).every((e) => /^Fetching .+ \(\d+ of \d+\)$/.test(e.message))).toBe(true);

    expect(a.run.summary.creditsSpent).toBe(s.run.summary.creditsSpent);
    const got = await a.b.api['forecasts.get']({ snapshotId: a.run.snapshotId });
    const want = await s.b.api['forecasts.get']({ snapshotId: s.run.snapshotId });
    expect(got.steps).toEqual(want.steps);
    expect(got.series.map((x) => `${x.element}${x.level ?? ''}`)).toEqual(
      want.series.map((x) => `${x.element}${x.level ?? ''}`),
    );
    expect(got.series).toEqual(want.series);
  });
});
