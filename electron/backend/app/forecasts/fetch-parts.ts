// Fetching the parts of a forecast run one request at a time, with progress per request: from
// the store for 0 credits while its model run is the latest, else from the service; when the
// service cannot answer, from the store at any age (stale), else the part is missing. A stored
// ensemble part is known by its summary until a new snapshot needs its values: an unchanged
// re-run whose snapshot stands never inflates them.
import type { ProgressEvent } from '../../../../shared/ipc';
import { callAndCache } from '../cached-call';
import type { BackendContext } from '../context';
import { canServeFromStore } from '../errors';
import { currentStorms } from '../world';
import type { Connection } from '../service-source';
import type { ForecastPlan, PlannedRequest } from './plan';
import { loadEnsemblePart, oldestRun, saveEnsemblePart, shippingRuns, storedEnsembleRef, storedShippingPart, type EnsemblePart, type ShippingPart, type StoredEnsembleRef } from './parts';

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
  /** Requests answered by the service in this run. */
  readonly fetched: number;
  /** Parts served from the store because the service failed. */
  readonly staleParts: number;
  /** Parts neither the service nor the store could give. */
  readonly missing: number;
  /** The first failure that left a part missing. */
  readonly firstFailure: unknown;
}

export interface FetchOptions {
  readonly voyageId: string;
  readonly taskId: string;
  readonly report: (event: ProgressEvent) => void;
}

function describe(request: PlannedRequest, index: number, total: number): string {
  const what =
    request.kind === 'shipping'
      ? 'the forecast along the route'
      : request.kind === 'storms'
        ? 'tropical storms'
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
      // Nothing removes ensemble part rows; one gone between the look-up and now is a fault.
      const part = loadEnsemblePart(ctx.store, ref);
      if (part === undefined) throw new Error(`stored ensemble part ${ref.snapshotId} vanished during a forecast run`);
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
  return newest;
}

export async function fetchParts(ctx: BackendContext, connection: Connection, plan: ForecastPlan, options: FetchOptions): Promise<FetchedParts> {
  const shipping: (ShippingPart | undefined)[] = plan.segments.map(() => undefined);
  const ensemble = new Map<string, EnsembleSource>();
  let fetched = 0;
  let staleParts = 0;
  let missing = 0;
  let firstFailure: unknown;
  const total = plan.requests.length;
  const report = (done: number, message: string): void => options.report({ taskId: options.taskId, done, total, message });
  report(0, total === 0 ? 'Nothing to fetch' : describe(plan.requests[0]!, 0, total));

  for (const [index, request] of plan.requests.entries()) {
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
              const answer = await callAndCache(connection, ctx.store.responses, 'marine.shipping.route', request.params, {
                nowUtc: now,
                voyageId: options.voyageId,
                modelRunOf: (value) => oldestRun(shippingRuns(value)),
              });
              return { value: answer.value, fetchedAtUtc: now, runs: shippingRuns(answer.value) };
            })());
          break;
        }
        case 'ensemble': {
          const key = `${request.endpoint}|${request.positionKey}`;
          const stored = storedEnsembleRef(ctx.store, request, connection.source, now, true);
          fromStore = stored !== undefined;
          if (stored !== undefined) {
            ensemble.set(key, storedSource(ctx, stored));
          } else {
            const credits = connection.client.estimate(request.endpoint, request.params);
            const value = await connection.client.call(request.endpoint, request.params, { voyageId: options.voyageId });
            ensemble.set(key, fetchedSource(saveEnsemblePart(ctx.store, request, value, now, credits, connection.source)));
          }
          break;
        }
        case 'storms': {
          // Storms are not part of the snapshot's grid: the run refreshes the stored storm list
          // the storm layer and CPA warnings read, and a failure there does not fail the run.
          const answer = await currentStorms(ctx, { voyageId: options.voyageId, connection }).catch((error: unknown) => {
            ctx.log(`forecast run: storms not refreshed (${error instanceof Error ? error.name : 'error'})`);
            return undefined;
          });
          fromStore = answer === undefined || answer.provenance.ageS > 0;
          break;
        }
      }
      if (!fromStore) fetched++;
    } catch (error) {
      if (!canServeFromStore(error)) throw error;
      const served = serveStale(ctx, connection, request, now, shipping, ensemble);
      if (served) staleParts++;
      else {
        missing++;
        firstFailure ??= error;
      }
    }
    report(index + 1, index + 1 < total ? describe(plan.requests[index + 1]!, index + 1, total) : 'Saving the forecast');
  }
  return { shipping, ensemble, fetched, staleParts, missing, firstFailure };
}

function serveStale(
  ctx: BackendContext,
  connection: Connection,
  request: PlannedRequest,
  nowUtc: number,
  shipping: (ShippingPart | undefined)[],
  ensemble: Map<string, EnsembleSource>,
): boolean {
  switch (request.kind) {
    case 'shipping': {
      const stored = storedShippingPart(ctx.store, connection.cacheBase, request.params, nowUtc, false);
      shipping[request.segment] = stored;
      return stored !== undefined;
    }
    case 'ensemble': {
      const stored = storedEnsembleRef(ctx.store, request, connection.source, nowUtc, false);
      if (stored !== undefined) ensemble.set(`${request.endpoint}|${request.positionKey}`, storedSource(ctx, stored));
      return stored !== undefined;
    }
    case 'storms':
      return true;
  }
}
