// Fetching the parts of a forecast run, a few requests in flight at once, with progress per
// request as each one ends: from
// the store for 0 credits while its model run is the latest, else from the service; when the
// service cannot answer, from the store at any age (stale), else the part is missing (but for the
// secondary swell period, which is auxiliary: left out with its reason, the run goes on). A stored
// ensemble part is known by its summary until a new snapshot needs its values: an unchanged
// re-run whose snapshot stands never inflates them. The shipping route (the deterministic
// forecast) is asked first and alone, and the parts in so far can ride on each progress event.
import { IpcFailure, type PartialForecast, type ProgressEvent } from '../../../../shared/ipc';
import { callAndCache } from '../cached-call';
import type { BackendContext } from '../context';
import { canServeFromStore } from '../errors';
import { currentStorms } from '../world';
import { throwIfCancelled } from '../tasks';
import type { Connection } from '../service-source';
import type { ForecastPlan, PlannedRequest } from './plan';
import {
  loadEnsemblePart,
  oldestRun,
  saveEnsemblePart,
  shippingRuns,
  storedEnsembleRef,
  storedShippingPart,
  storedSwellPart,
  type EnsemblePart,
  type ShippingPart,
  type StoredEnsembleRef,
  type SwellPart,
} from './parts';
import { defined } from '../../../../shared/domain/defined';
import { swellCanGoWithout, swellUnansweredError } from './swell-unanswered';
import type { ServiceClientError } from '../../client';

/** An ensemble part of a run: its model run and age at hand, its grid on demand. */
export interface EnsembleSource {
  readonly model: string;
  readonly runUtc: number;
  readonly fetchedAtUtc: number;
  /** The part with its grid: the one just fetched, or decoded from the store now. */
  readonly load: () => EnsemblePart;
}

export interface FetchedParts {
  readonly shipping: (ShippingPart | undefined)[];
  /** By `${endpoint}|${positionKey}`. */
  readonly ensemble: Map<string, EnsembleSource>;
  /** The secondary swell period answers, by place key. */
  readonly swell: Map<string, SwellPart>;
  /** Requests answered by the service in this run. */
  readonly fetched: number;
  /** Parts served from the store because the service failed. */
  readonly staleParts: number;
  /** Parts neither the service nor the store could give. */
  readonly missing: number;
  /** The first failure that left a part missing. */
  readonly firstFailure: unknown;
  /**
   * Why the service gave no secondary swell period where neither it nor the store could
   * (swell-unanswered.ts), from the first such request; undefined when none. Not a missing part:
   * the run goes on without it.
   */
  readonly swellUnanswered: string | undefined;
}

/** The parts of a run that have ended so far, handed to FetchOptions.partial. */
export interface PartsSoFar {
  /** By segment; undefined while a part is still coming (or missing). */
  readonly shipping: readonly (ShippingPart | undefined)[];
  /** By `${endpoint}|${positionKey}`, in plan order. */
  readonly ensemble: ReadonlyMap<string, EnsembleSource>;
  /** The secondary swell period answers in so far, by place key. */
  readonly swell: ReadonlyMap<string, SwellPart>;
  /** Ensemble requests ended, and in all. */
  readonly ensembleDone: number;
  readonly ensembleTotal: number;
}

export interface FetchOptions {
  /** The voyage the credits are booked to; undefined for work of no saved voyage (weather routing). */
  readonly voyageId: string | undefined;
  readonly taskId: string;
  readonly report: (event: ProgressEvent) => void;
  /**
   * Asked after each request of the shipping route or the ensemble ends: the results so far to
   * send with that progress event, or undefined to send none (nothing new enough to draw).
   */
  readonly partial?: (soFar: PartsSoFar) => PartialForecast | undefined;
}

function describe(request: PlannedRequest, index: number, total: number): string {
  const what =
    request.kind === 'shipping'
      ? 'the forecast along the route'
      : request.kind === 'storms'
        ? 'tropical storms'
        : request.kind === 'swell'
          ? 'the secondary swell period'
          : request.endpoint === 'weather.ensemble.point'
            ? 'wind ensemble'
            : 'wave ensemble';
  return `Fetching ${what} (${index + 1} of ${total})`;
}

function fetchedSource(part: EnsemblePart): EnsembleSource {
  return { model: part.model, runUtc: part.runUtc, fetchedAtUtc: part.fetchedAtUtc, load: () => part };
}

function storedSource(ctx: BackendContext, ref: StoredEnsembleRef): EnsembleSource {
  return {
    model: ref.model,
    runUtc: ref.runUtc,
    fetchedAtUtc: ref.fetchedAtUtc,
    load() {
      // Upkeep never runs during long work, but another window on the same data folder may clear
      // the cached forecasts meanwhile: the run then stops cleanly and can simply be run again.
      const part = loadEnsemblePart(ctx.store, ref);
      if (part === undefined)
        throw new IpcFailure(
          'conflict',
          'A stored part of this forecast was cleared while it was being read (cached forecasts cleared in another window?). Run it again.',
        );
      return part;
    },
  };
}

/** Every ensemble part with its grid, for assembling a snapshot. */
export function loadEnsembleParts(ensemble: ReadonlyMap<string, EnsembleSource>): Map<string, EnsemblePart> {
  return new Map([...ensemble].map(([key, source]) => [key, source.load()]));
}

/** When the most recently fetched part of a run was fetched, Unix seconds (-Infinity for none). */
export function newestPartUtc(parts: FetchedParts): number {
  let newest = -Infinity;
  for (const part of parts.shipping) if (part !== undefined) newest = Math.max(newest, part.fetchedAtUtc);
  for (const part of parts.ensemble.values()) newest = Math.max(newest, part.fetchedAtUtc);
  for (const part of parts.swell.values()) newest = Math.max(newest, part.fetchedAtUtc);
  return newest;
}

/**
 * Requests in flight at once. The parts are independent, and against the live service a run is
 * bound by round trips (a 30-day ensemble voyage asks ~40 times); the spec states no rate limit,
 * so a few at once, not all: the retry loop still meets any 429 one at a time.
 */
export const REQUESTS_IN_FLIGHT = 4;

export async function fetchParts(
  ctx: BackendContext,
  connection: Connection,
  plan: Pick<ForecastPlan, 'segments' | 'requests'>,
  options: FetchOptions,
): Promise<FetchedParts> {
  const shipping: (ShippingPart | undefined)[] = plan.segments.map(() => undefined);
  // Filled as requests end, in any order; handed on in plan order so a snapshot's series come
  // out the same however the answers raced.
  const ensembleAt = new Map<number, [string, EnsembleSource]>();
  const ensemble = {
    set(key: string, source: EnsembleSource, index: number): void {
      ensembleAt.set(index, [key, source]);
    },
  };
  const swell = new Map<string, SwellPart>();
  let fetched = 0;
  let staleParts = 0;
  let missing = 0;
  /** Failures that left a part missing, by plan order: the first in the plan is reported. */
  const failures = new Map<number, unknown>();
  /** Swell requests neither the service nor the store answered, by plan order. */
  const swellFailures = new Map<number, ServiceClientError>();
  const { requests } = plan;
  const total = requests.length;
  const ensembleTotal = requests.filter((r) => r.kind === 'ensemble').length;
  let ensembleDone = 0;
  const report = (done: number, message: string, partial?: PartialForecast): void =>
    options.report({ taskId: options.taskId, done, total, message, ...defined({ partial }) });
  report(0, total === 0 ? 'Nothing to fetch' : describe(requests[0]!, 0, total));

  /**
   * The shipping route is the deterministic forecast the charts are drawn from first: it is
   * asked alone, and the other requests start when it has ended. Against the demo service,
   * which computes one answer at a time, an ensemble answer queued beside it held the first
   * charts back by seconds; against the live one it costs a round trip.
   */
  let shippingLeft = requests.filter((r) => r.kind === 'shipping').length;
  let shippingEnded: () => void = () => {};
  const shippingIn = shippingLeft === 0 ? Promise.resolve() : new Promise<void>((resolve) => (shippingEnded = resolve));

  let started = 0;
  let done = 0;
  /** Set when a request failed in a way the store cannot cover: nothing more starts or reports. */
  let failed = false;
  const unfinished = new Set<number>();

  async function fetchOne(index: number, request: PlannedRequest): Promise<void> {
    const now = ctx.nowUtc();
    let fromStore = false;
    try {
      switch (request.kind) {
        case 'shipping': {
          const stored = storedShippingPart(ctx.store, connection.cacheBase, request.params, now, true);
          fromStore = stored !== undefined;
          shipping[request.segment] =
            stored ??
            (await (async () => {
              const answer = await callAndCache(
                connection,
                ctx.store.responses,
                'marine.shipping.route',
                request.params,
                {
                  nowUtc: now,
                  ...defined({ voyageId: options.voyageId }),
                  modelRunOf: (value) => oldestRun(shippingRuns(value)),
                },
              );
              return { value: answer.value, fetchedAtUtc: now, runs: shippingRuns(answer.value) };
            })());
          break;
        }
        case 'ensemble': {
          const key = `${request.endpoint}|${request.positionKey}`;
          const stored = storedEnsembleRef(ctx.store, request, connection.source, now, true);
          fromStore = stored !== undefined;
          if (stored !== undefined) {
            ensemble.set(key, storedSource(ctx, stored), index);
          } else {
            const credits = connection.client.estimate(request.endpoint, request.params);
            const value = await connection.client.call(
              request.endpoint,
              request.params,
              defined({ voyageId: options.voyageId }),
            );
            ensemble.set(
              key,
              fetchedSource(saveEnsemblePart(ctx.store, request, value, now, credits, connection.source)),
              index,
            );
          }
          break;
        }
        case 'swell': {
          const stored = storedSwellPart(ctx.store, connection.cacheBase, request.params, now, true);
          fromStore = stored !== undefined;
          if (stored !== undefined) swell.set(request.positionKey, stored);
          else {
            const answer = await callAndCache(
              connection,
              ctx.store.responses,
              'marine.timeseries.point',
              request.params,
              { nowUtc: now, ...defined({ voyageId: options.voyageId }), modelRunOf: (value) => value.runtime },
            );
            swell.set(request.positionKey, { value: answer.value, fetchedAtUtc: now });
          }
          break;
        }
        case 'storms': {
          // Storms are not part of the snapshot's grid: the run refreshes the stored storm list
          // the storm layer and CPA warnings read, and a failure there does not fail the run.
          const answer = await currentStorms(ctx, { ...defined({ voyageId: options.voyageId }), connection }).catch(
            (error: unknown) => {
              ctx.log(`forecast run: storms not refreshed (${error instanceof Error ? error.name : 'error'})`);
              return undefined;
            },
          );
          fromStore = answer === undefined || answer.provenance.ageS > 0;
          break;
        }
      }
      if (!fromStore) fetched++;
    } catch (error) {
      // The secondary swell period is auxiliary: whatever answer the service could not give is
      // taken from the store, else left out with its reason, and the run goes on.
      const auxiliary = request.kind === 'swell' && swellCanGoWithout(error);
      if (!auxiliary && !canServeFromStore(error)) throw error;
      const served = serveStale(ctx, connection, request, now, shipping, swell, (key, source) =>
        ensemble.set(key, source, index),
      );
      if (served) staleParts++;
      else if (auxiliary) {
        ctx.log(`forecast run: secondary swell period not answered (${error.name})`);
        swellFailures.set(index, error);
      } else {
        missing++;
        failures.set(index, error);
      }
    }
  }

  /** The ensemble parts in, in plan order, so a snapshot's series come out the same however the answers raced. */
  const ensembleInOrder = (): Map<string, EnsembleSource> =>
    new Map([...ensembleAt].sort(([a], [b]) => a - b).map(([, entry]) => entry));
  const soFar = (): PartsSoFar => ({ shipping, ensemble: ensembleInOrder(), swell, ensembleDone, ensembleTotal });

  async function worker(): Promise<void> {
    while (!failed && started < total) {
      const index = started++;
      const request = requests[index]!;
      unfinished.add(index);
      try {
        if (request.kind !== 'shipping') await shippingIn;
        if (failed) return;
        await fetchOne(index, request);
      } catch (error) {
        failed = true;
        shippingEnded(); // the workers waiting for it stop
        throw error;
      }
      unfinished.delete(index);
      if (failed) return;
      done++;
      if (request.kind === 'shipping' && --shippingLeft === 0) shippingEnded();
      if (request.kind === 'ensemble') ensembleDone++;
      const partial = request.kind === 'storms' ? undefined : options.partial?.(soFar());
      // Named after the earliest request still to end: the one the navigator waits for.
      const next = unfinished.size > 0 ? Math.min(...unfinished) : started < total ? started : undefined;
      report(done, next === undefined ? 'Saving the forecast' : describe(requests[next]!, done, total), partial);
    }
  }

  await Promise.all(Array.from({ length: Math.min(REQUESTS_IN_FLIGHT, total) }, worker));
  // A cancelled run's missing parts are the navigator's choice, not a fault to cover from the store.
  throwIfCancelled(connection.signal);
  const firstFailure = failures.size === 0 ? undefined : failures.get(Math.min(...failures.keys()));
  const firstSwell = swellFailures.size === 0 ? undefined : swellFailures.get(Math.min(...swellFailures.keys()));
  const swellUnanswered = firstSwell === undefined ? undefined : swellUnansweredError(firstSwell);
  return { shipping, ensemble: ensembleInOrder(), swell, fetched, staleParts, missing, firstFailure, swellUnanswered };
}

function serveStale(
  ctx: BackendContext,
  connection: Connection,
  request: PlannedRequest,
  nowUtc: number,
  shipping: (ShippingPart | undefined)[],
  swell: Map<string, SwellPart>,
  keepEnsemble: (key: string, source: EnsembleSource) => void,
): boolean {
  switch (request.kind) {
    case 'shipping': {
      const stored = storedShippingPart(ctx.store, connection.cacheBase, request.params, nowUtc, false);
      shipping[request.segment] = stored;
      return stored !== undefined;
    }
    case 'ensemble': {
      const stored = storedEnsembleRef(ctx.store, request, connection.source, nowUtc, false);
      if (stored !== undefined) keepEnsemble(`${request.endpoint}|${request.positionKey}`, storedSource(ctx, stored));
      return stored !== undefined;
    }
    case 'swell': {
      const stored = storedSwellPart(ctx.store, connection.cacheBase, request.params, nowUtc, false);
      if (stored !== undefined) swell.set(request.positionKey, stored);
      return stored !== undefined;
    }
    case 'storms':
      return true;
  }
}
