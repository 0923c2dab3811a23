// A forecast run delivers what it has so far on its progress events: the shipping route (the
// deterministic forecast) is asked alone and first, its results ride on the event of the part
// that completed them, and the ensemble follows part by part, at most every PARTIAL_EVERY_MS,
// with none once every part is in (the stored snapshot follows at once).
import { afterAll, describe, expect, it } from 'vitest';
import { progressEventSchema } from '../../../../shared/ipc';
import type { EnsembleSource, PartsSoFar } from '../../../../electron/backend/app/forecasts/fetch-parts';
import type { EnsemblePart } from '../../../../electron/backend/app/forecasts/parts';
import { PARTIAL_EVERY_MS, partialResults } from '../../../../electron/backend/app/forecasts/partial';
import { planForecast } from '../../../../electron/backend/app/forecasts/plan';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const options = { ensemble: true, storms: true };

/** A fetch that notes when each request is sent and answered, by endpoint path. */
function loggingFetch() {
  const log: { path: string; event: 'sent' | 'answered' }[] = [];
  const wrapped = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push({ path: url.pathname, event: 'sent' });
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    log.push({ path: url.pathname, event: 'answered' });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { fetch: wrapped as typeof fetch, log };
}

describe('a forecast run delivers partial results', () => {
  let b: TestBackend;
  let voyageId = '';
  afterAll(() => b.dispose());

  it('asks the shipping route first and alone, then sends the deterministic forecast before any ensemble part', async () => {
    const logged = loggingFetch();
    b = await testBackend({ fetch: logged.fetch });
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    const run = await b.api['forecasts.run']({ taskId: 'partial-1', voyageId, options });

    const shipping = logged.log.filter((l) => /shipping/.test(l.path));
    const lastShippingAnswer = logged.log.lastIndexOf(shipping.at(-1)!);
    const firstOther = logged.log.findIndex((l) => l.event === 'sent' && !/shipping/.test(l.path));
    expect(shipping.length).toBeGreaterThan(0);
    expect(firstOther).toBeGreaterThan(lastShippingAnswer);

    const events = b.host.progress.filter((e) => e.taskId === 'partial-1');
    // Each event, partial result and all, is what the contract accepts at the boundary.
    for (const event of events) expect(progressEventSchema.safeParse(event).success).toBe(true);
    const withPartial = events.filter((e) => e.partial !== undefined);
    const first = withPartial[0]!.partial!;
    expect(first.ensembleParts).toEqual({ done: 0, total: expect.any(Number) });
    expect(first.ensembleParts.total).toBeGreaterThan(0);
    expect(first.summary).toMatchObject({ voyageId, voyageRevision: 1, ensemble: true, memberCount: 0 });
    expect(first.summary.provenance.source).toBe('demo');
    expect(first.series.every((s) => s.members.length === 0)).toBe(true);
    expect(first.series.some((s) => s.deterministic.some((v) => v !== null))).toBe(true);

    // The same steps and deterministic values as the stored snapshot (which keeps Float32's 7 digits).
    const stored = await b.api['forecasts.get']({ snapshotId: run.snapshotId });
    const sameStep = ({ distanceM: _m, ...step }: (typeof stored.steps)[number]) => step;
    expect(first.steps.map(sameStep)).toEqual(stored.steps.map(sameStep));
    first.steps.forEach((s, i) => expect(s.distanceM).toBeCloseTo(stored.steps[i]!.distanceM, -1));
    const wind = stored.series.findIndex((s) => s.deterministic.some((v) => v !== null));
    stored.series[wind]!.deterministic.forEach((v, i) => {
      const got = first.series[wind]!.deterministic[i];
      if (v === null) expect(got).toBeNull();
      else expect(got).toBeCloseTo(v, 3);
    });
    // Nothing rides on the events once every ensemble part is in.
    const total = first.ensembleParts.total;
    expect(withPartial.every((e) => e.partial!.ensembleParts.done < total)).toBe(true);
  });

  it('sends none for a run whose every part is stored: it ends in moments', async () => {
    await b.api['forecasts.run']({ taskId: 'partial-2', voyageId, options });
    const events = b.host.progress.filter((e) => e.taskId === 'partial-2');
    expect(events.length).toBeGreaterThan(1);
    expect(events.some((e) => e.partial !== undefined)).toBe(false);
  });
});

describe('partialResults', () => {
  const plan = planForecast(northSeaVoyage(), { ensemble: false, storms: false }, NOW_UTC);
  // A plan with no segments and no samples assembles to nothing: the timing rules are what is tested.
  const emptyPlan = { ...plan, segments: [], samples: [], requests: [] };
  const loads: string[] = [];
  const source = (key: string): EnsembleSource => ({
    model: 'ecmwf-ens',
    runUtc: NOW_UTC - 6 * 3600,
    fetchedAtUtc: NOW_UTC,
    load: (): EnsemblePart => {
      loads.push(key);
      return {
        model: 'ecmwf-ens',
        runUtc: NOW_UTC - 6 * 3600,
        fetchedAtUtc: NOW_UTC,
        grid: {
          members: ['member0'],
          elements: [],
          timesUtc: new Float64Array(),
          latDeg: new Float64Array(),
          lonDeg: new Float64Array(),
          values: new Float32Array(),
        },
      };
    },
  });
  const soFar = (shippingIn: boolean, done: number, total = 4): PartsSoFar => ({
    shipping: shippingIn ? [] : [undefined],
    ensemble: new Map(Array.from({ length: done }, (_, i) => [`part${i}`, source(`part${i}`)])),
    swell: new Map(),
    ensembleDone: done,
    ensembleTotal: total,
  });

  it('sends the first result at once, then at most every PARTIAL_EVERY_MS while more parts are in, and none at the end', () => {
    let nowMs = 0;
    const next = partialResults({
      plan: emptyPlan,
      voyageId: 'v1',
      voyageRevision: 3,
      ensemble: true,
      source: 'demo',
      nowUtc: () => NOW_UTC,
      spent: () => 7,
      clockMs: () => nowMs,
    });
    expect(next(soFar(false, 0))).toBeUndefined();
    expect(next(soFar(true, 0))).toMatchObject({
      ensembleParts: { done: 0, total: 4 },
      summary: { voyageId: 'v1', voyageRevision: 3, creditsSpent: 7 },
    });
    nowMs += PARTIAL_EVERY_MS - 1;
    expect(next(soFar(true, 1))).toBeUndefined();
    nowMs += 1;
    expect(next(soFar(true, 2))?.ensembleParts).toEqual({ done: 2, total: 4 });
    nowMs += PARTIAL_EVERY_MS;
    expect(next(soFar(true, 2))).toBeUndefined(); // nothing new
    expect(next(soFar(true, 3))?.ensembleParts).toEqual({ done: 3, total: 4 });
    nowMs += PARTIAL_EVERY_MS;
    expect(next(soFar(true, 4))).toBeUndefined(); // every part in: the snapshot follows
    // Each part's grid was decoded once, however many results it was in.
    expect(loads.sort()).toEqual(['part0', 'part1', 'part2']);
  });
});
