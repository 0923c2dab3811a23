// What a forecast run has so far, for its progress events (shared/ipc progress.ts): the
// deterministic forecast as soon as the shipping route is in, then the ensemble part by part,
// assembled as the snapshot will be. Sent at most every 2.5 s after the first: each one is
// redrawn whole by the renderer, and the run's own requests must keep the processor.
import type { PartialForecast } from '../../../../shared/ipc';
import type { Connection } from '../service-source';
import { storedProvenance } from '../provenance';
import { assembleForecast, type AssembledForecast } from './assemble';
import type { EnsembleSource, PartsSoFar } from './fetch-parts';
import type { EnsemblePart, ShippingPart, SwellPart } from './parts';
import type { ForecastPlan } from './plan';
import { modelRunsOf } from './stored-snapshot';
import { defined } from '../../../../shared/domain/defined';

/** Least time between two partial results after the first, ms. */
export const PARTIAL_EVERY_MS = 2500;

/** The model runs behind the parts (the oldest run per model) and when each part was fetched. */
export function runsOfParts(
  shipping: readonly ShippingPart[],
  ensemble: Iterable<Pick<EnsembleSource, 'model' | 'runUtc' | 'fetchedAtUtc'>>,
  swell: Iterable<SwellPart> = [],
): { runs: Record<string, number>; fetchedTimes: number[] } {
  const runs: Record<string, number> = {};
  const fetchedTimes: number[] = [];
  const addRun = (id: string, runUtc: number): void => {
    runs[id] = Math.min(runs[id] ?? runUtc, runUtc);
  };
  for (const part of shipping) {
    for (const r of part.runs) addRun(r.id, r.runUtc);
    fetchedTimes.push(part.fetchedAtUtc);
  }
  for (const part of ensemble) {
    addRun(part.model, part.runUtc);
    fetchedTimes.push(part.fetchedAtUtc);
  }
  for (const part of swell) {
    addRun(part.value.model, part.value.runtime);
    fetchedTimes.push(part.fetchedAtUtc);
  }
  return { runs, fetchedTimes };
}

export interface PartialContext {
  readonly plan: ForecastPlan;
  readonly voyageId: string;
  readonly voyageRevision: number;
  readonly ensemble: boolean;
  readonly source: Connection['source'];
  readonly nowUtc: () => number;
  /** Credits spent so far. */
  readonly spent: () => number;
  /** Monotonic clock, ms (injectable for tests). */
  readonly clockMs?: () => number;
}

function toPartial(
  forecast: AssembledForecast,
  soFar: PartsSoFar,
  shipping: readonly ShippingPart[],
  context: PartialContext,
): PartialForecast {
  const now = context.nowUtc();
  const { runs, fetchedTimes } = runsOfParts(shipping, soFar.ensemble.values(), soFar.swell.values());
  return {
    summary: {
      voyageId: context.voyageId,
      voyageRevision: context.voyageRevision,
      createdAtUtc: now,
      ensemble: context.ensemble,
      elements: forecast.series.map((s) => s.key),
      stepCount: forecast.steps.length,
      memberCount: forecast.memberCount,
      creditsSpent: Math.round(context.spent()),
      provenance: storedProvenance('forecast', context.source, Math.min(now, ...fetchedTimes), now, {
        models: modelRunsOf(runs),
      }),
    },
    steps: forecast.steps,
    series: forecast.series.map((s) => ({
      element: s.element,
      level: s.level,
      unit: s.unit,
      model: s.model,
      ...defined({ error: s.error }),
      deterministic: s.deterministic,
      members: s.members,
    })),
    ensembleParts: { done: soFar.ensembleDone, total: soFar.ensembleTotal },
  };
}

/**
 * FetchOptions.partial for one run: nothing until every shipping part is in, then the results
 * whenever more ensemble parts are in and PARTIAL_EVERY_MS has passed since the last; nothing
 * once every part is in (the stored snapshot follows at once).
 */
export function partialResults(context: PartialContext): (soFar: PartsSoFar) => PartialForecast | undefined {
  const clock = context.clockMs ?? (() => performance.now());
  let lastAtMs: number | null = null;
  let lastEnsembleDone = -1;
  /** Ensemble grids decoded once: a part read from the store is not decoded again for the next partial. */
  const loaded = new Map<string, EnsemblePart>();
  return (soFar) => {
    if (soFar.shipping.some((p) => p === undefined)) return undefined;
    if (soFar.ensembleTotal > 0 && soFar.ensembleDone === soFar.ensembleTotal) return undefined;
    if (lastAtMs !== null && (soFar.ensembleDone === lastEnsembleDone || clock() - lastAtMs < PARTIAL_EVERY_MS))
      return undefined;
    const shipping = soFar.shipping.filter((p): p is ShippingPart => p !== undefined);
    const ensemble = new Map<string, EnsemblePart>();
    for (const [key, source] of soFar.ensemble) {
      let part = loaded.get(key);
      if (part === undefined) loaded.set(key, (part = source.load()));
      ensemble.set(key, part);
    }
    const partial = toPartial(
      assembleForecast(context.plan, shipping, ensemble, soFar.swell),
      soFar,
      shipping,
      context,
    );
    lastAtMs = clock();
    lastEnsembleDone = soFar.ensembleDone;
    return partial;
  };
}
