// The stored form of each part of a forecast run: a shipping route or swell period answer
// (response cache, JSON) or an ensemble point answer (a compact per-request snapshot, members × elements ×
// times). "Cached" means: the same request, same source, and its model run still the latest.
import type { ShippingRouteResult } from '../../../../shared/api/resources/shipping';
import type { TimeseriesResult } from '../../../../shared/api/resources/timeseries';
import { ensembleMembers, type EnsemblePointResult } from '../../../../shared/api/resources/ensemble';
import type { ModelRun } from '../../../../shared/ipc';
import type { Store } from '../../store/store';
import type { DataSource } from '../../store/forecast-snapshots';
import type { ForecastGrid } from '../../store/snapshot-codec';
import { isFresh } from '../../store/freshness';
import { readCached } from '../cached-call';
import type { EnsembleParams, PlannedRequest, ShippingParams } from './plan';
import type { SwellParams } from './swell-period';

/** Kind of the per-request snapshots; they belong to no voyage. */
export const ENSEMBLE_POINT_KIND = 'ensemble-point';

export interface ShippingPart {
  readonly value: ShippingRouteResult;
  readonly fetchedAtUtc: number;
  /** Runs of the models that supplied the elements. */
  readonly runs: readonly ModelRun[];
}

/** The wave model's secondary swell period at one place (swell-period.ts). */
export interface SwellPart {
  readonly value: TimeseriesResult;
  readonly fetchedAtUtc: number;
}

export interface EnsemblePart {
  readonly model: string;
  readonly runUtc: number;
  readonly fetchedAtUtc: number;
  /** members × elements × times; latDeg/lonDeg hold the point. */
  readonly grid: ForecastGrid;
}

/** The runs of the models behind the answer's elements (not every model it lists: see below). */
export function shippingRuns(value: ShippingRouteResult): ModelRun[] {
  // Only the models that supplied an element decide freshness: the answer also lists models
  // it merely consulted, some published half a day later, which would make it never fresh.
  const used = new Set(value.elements.filter((e) => e.error === undefined).map((e) => e.model));
  const runs = value.models.filter((m) => used.has(m.key)).map((m) => ({ id: m.key, runUtc: m.runtime }));
  return runs.length > 0 ? runs : value.models.map((m) => ({ id: m.key, runUtc: m.runtime }));
}

export function oldestRun(runs: readonly ModelRun[]): number | null {
  return runs.length === 0 ? null : Math.min(...runs.map((r) => r.runUtc));
}

/** An ensemble point answer as a grid: every member of every element at every step of the run. */
export function ensembleGrid(value: EnsemblePointResult, lat: number, lon: number): ForecastGrid {
  const times = [...new Set(value.elements.flatMap((e) => e.data.map((d) => d.time)))].sort((a, b) => a - b);
  const timeIndex = new Map(times.map((t, i) => [t, i]));
  // Members picked out of each value once (key matching and sorting: the costly part of a fetched answer).
  const membersOf = value.elements.map((e) => e.data.map((d) => ensembleMembers(d.value)));
  const memberCount = membersOf.reduce(
    (most, items) => items.reduce((m, members) => Math.max(m, members.length), most),
    0,
  );
  const elements = value.elements.map((e) => ({ id: e.element, unit: e.unit, level: e.level }));
  const steps = times.length;
  const values = new Float32Array(memberCount * elements.length * steps).fill(Number.NaN);
  value.elements.forEach((element, e) => {
    element.data.forEach((item, i) => {
      const t = timeIndex.get(item.time)!;
      membersOf[e]![i]!.forEach((v, m) => {
        values[(m * elements.length + e) * steps + t] = v;
      });
    });
  });
  return {
    members: Array.from({ length: memberCount }, (_, m) => `member${m}`),
    elements,
    timesUtc: Float64Array.from(times),
    latDeg: new Float64Array(steps).fill(lat),
    lonDeg: new Float64Array(steps).fill(lon),
    values,
  };
}

export function saveEnsemblePart(
  store: Store,
  request: { endpoint: string; params: EnsembleParams },
  value: EnsemblePointResult,
  fetchedAtUtc: number,
  credits: number,
  source: DataSource,
): EnsemblePart {
  const grid = ensembleGrid(value, request.params.lat, request.params.lon);
  store.forecasts.save({
    voyageId: null,
    revision: null,
    kind: ENSEMBLE_POINT_KIND,
    request: { endpoint: request.endpoint, params: request.params },
    modelRuns: { [value.model]: value.runtime },
    fetchedAtUtc,
    credits,
    source,
    grid,
  });
  return { model: value.model, runUtc: value.runtime, fetchedAtUtc, grid };
}

/**
 * A stored ensemble answer known by its summary row alone: enough to decide whether it serves
 * (source, model run, age) without inflating its grid, which a run needs only when it assembles
 * a new snapshot.
 */
export interface StoredEnsembleRef {
  /** Its row in the forecast snapshots. */
  readonly snapshotId: number;
  readonly model: string;
  readonly runUtc: number;
  readonly fetchedAtUtc: number;
}

/** The newest stored answer to an ensemble request from this source; `freshOnly` for the 0-credit case. */
export function storedEnsembleRef(
  store: Store,
  request: { endpoint: string; params: EnsembleParams },
  source: DataSource,
  nowUtc: number,
  freshOnly: boolean,
): StoredEnsembleRef | undefined {
  const summary = store.forecasts.latestForRequest({ endpoint: request.endpoint, params: request.params });
  if (summary === undefined || summary.source !== source || summary.kind !== ENSEMBLE_POINT_KIND) return undefined;
  const [model, runUtc] = Object.entries(summary.modelRuns)[0] ?? [];
  if (model === undefined || runUtc === undefined) return undefined;
  if (freshOnly && !isFresh('forecast', summary.fetchedAtUtc, nowUtc, runUtc)) return undefined;
  return { snapshotId: summary.id, model, runUtc, fetchedAtUtc: summary.fetchedAtUtc };
}

/** The part a reference stands for, its grid decoded; undefined when the row is gone. */
export function loadEnsemblePart(store: Store, ref: StoredEnsembleRef): EnsemblePart | undefined {
  const loaded = store.forecasts.load(ref.snapshotId);
  return loaded === undefined
    ? undefined
    : { model: ref.model, runUtc: ref.runUtc, fetchedAtUtc: ref.fetchedAtUtc, grid: loaded.grid };
}

/** The stored answer to an ensemble request from this source, decoded; `freshOnly` for the 0-credit case. */
export function storedEnsemblePart(
  store: Store,
  request: { endpoint: string; params: EnsembleParams },
  source: DataSource,
  nowUtc: number,
  freshOnly: boolean,
): EnsemblePart | undefined {
  const ref = storedEnsembleRef(store, request, source, nowUtc, freshOnly);
  return ref === undefined ? undefined : loadEnsemblePart(store, ref);
}

export function storedShippingPart(
  store: Store,
  cacheBase: string,
  params: ShippingParams,
  nowUtc: number,
  freshOnly: boolean,
): ShippingPart | undefined {
  const cached = readCached(store.responses, cacheBase, 'marine.shipping.route', params);
  if (cached === undefined) return undefined;
  const runs = shippingRuns(cached.value);
  if (freshOnly && !isFresh('forecast', cached.fetchedAtUtc, nowUtc, oldestRun(runs))) return undefined;
  return { value: cached.value, fetchedAtUtc: cached.fetchedAtUtc, runs };
}

export function storedSwellPart(
  store: Store,
  cacheBase: string,
  params: SwellParams,
  nowUtc: number,
  freshOnly: boolean,
): SwellPart | undefined {
  const cached = readCached(store.responses, cacheBase, 'marine.timeseries.point', params);
  if (cached === undefined) return undefined;
  if (freshOnly && !isFresh('forecast', cached.fetchedAtUtc, nowUtc, cached.value.runtime)) return undefined;
  return { value: cached.value, fetchedAtUtc: cached.fetchedAtUtc };
}

/** Whether a planned request would be answered from the store now, for 0 credits. */
export function isCached(
  store: Store,
  cacheBase: string,
  source: DataSource,
  request: PlannedRequest,
  nowUtc: number,
): boolean {
  switch (request.kind) {
    case 'shipping':
      return storedShippingPart(store, cacheBase, request.params, nowUtc, true) !== undefined;
    case 'ensemble':
      return storedEnsembleRef(store, request, source, nowUtc, true) !== undefined;
    case 'swell':
      return storedSwellPart(store, cacheBase, request.params, nowUtc, true) !== undefined;
    case 'storms': {
      const stored = store.storms.latest();
      return stored !== undefined && stored.source === source && isFresh('storms', stored.fetchedAtUtc, nowUtc);
    }
  }
}
