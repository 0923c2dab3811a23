// forecasts.*: the credit estimate, the run (parts fetched credit-wise, assembled, saved as one
// immutable snapshot), and the stored snapshots listed and read back in the contract's shape.
import { createHash } from 'node:crypto';
import type { BackendApi, ForecastOptions, IpcOutput } from '../../../../shared/ipc';
import { IpcFailure } from '../../../../shared/ipc';
import { requestKey } from '../../store/request-key';
import type { StoredVoyage } from '../../store/voyages';
import type { BackendContext } from '../context';
import { connectCounted, type Connection } from '../service-source';
import { assembleForecast } from './assemble';
import { fetchParts, loadEnsembleParts, newestPartUtc } from './fetch-parts';
import { isCached, type ShippingPart } from './parts';
import { partialResults, runsOfParts } from './partial';
import { planForecast, type ForecastPlan } from './plan';
import { estimateRequests } from './request-credits';
import { pointMethods } from './point';
import { storedVoyageOf } from './stored-voyage';
import { forecastOutlookMethods, outlookCredits, planOutlook } from './outlook';
import { checkEnsembleModel, visibilityAsked } from '../models';
import { limitsOfVoyage } from '../../../../shared/domain/vessel-limits-schema';
import { DEFAULT_ENSEMBLE_MODELS } from '../../../../shared/forecast/ensemble-models';
import { defined } from '../../../../shared/domain/defined';
import {
  metaOf,
  readMeta,
  toContractSnapshot,
  toGrid,
  toSummary,
  VOYAGE_FORECAST_ENDPOINT,
  VOYAGE_FORECAST_KIND,
} from './stored-snapshot';

type ForecastMethods = Pick<
  BackendApi,
  'forecasts.estimate' | 'forecasts.run' | 'forecasts.list' | 'forecasts.get' | 'forecasts.point' | 'forecasts.outlook'
>;

/** One text for the requests of a run, so an unchanged run finds its snapshot again. */
function planHash(voyage: StoredVoyage, options: ForecastOptions, plan: ForecastPlan, source: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ id: voyage.id, revision: voyage.revision, options, source }));
  for (const request of plan.requests) hash.update(`\n${requestKey(request.endpoint, request.params)}`);
  return hash.digest('hex');
}

function ensembleModelsOf(options: ForecastOptions): { wind: string; waves: string } {
  return {
    wind: options.ensembleModel ?? DEFAULT_ENSEMBLE_MODELS.wind,
    waves: options.waveEnsembleModel ?? DEFAULT_ENSEMBLE_MODELS.waves,
  };
}

/**
 * The options with a default model left out, so a run that names the default model is the same
 * run as one that does not (and finds its snapshot again).
 */
function canonicalOptions(options: ForecastOptions): ForecastOptions {
  const { ensembleModel, waveEnsembleModel, ...rest } = options;
  const unlessDefault = (model: string | undefined, use: 'wind' | 'waves'): string | undefined =>
    model === DEFAULT_ENSEMBLE_MODELS[use] ? undefined : model;
  return {
    ...rest,
    ...defined({
      ensembleModel: unlessDefault(ensembleModel, 'wind'),
      waveEnsembleModel: unlessDefault(waveEnsembleModel, 'waves'),
    }),
  };
}

function snapshotIdOf(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new IpcFailure('not-found', `There is no forecast ${text}.`, 'snapshotId');
  return Number(text);
}

/**
 * A stored forecast read while the service does not answer is stale whatever its age: a newer
 * model run may exist and Passage cannot ask (the navigator sees the same numbers, so marked).
 */
function markOffline<T extends { provenance: { stale: boolean } }>(summary: T, offline: boolean): T {
  return offline ? { ...summary, provenance: { ...summary.provenance, stale: true } } : summary;
}

export function forecastMethods(ctx: BackendContext): ForecastMethods {
  const { store } = ctx;

  const voyageOf = (voyageId: string, revision: number | undefined): StoredVoyage =>
    storedVoyageOf(store, voyageId, revision);

  /**
   * A chosen ensemble model the catalogue does not offer is refused before anything is spent.
   * Says whether the wind ensemble is asked for visibility (the vessel's limit, the model's offer).
   */
  async function checkModels(connection: Connection, stored: StoredVoyage, options: ForecastOptions): Promise<boolean> {
    if (!options.ensemble) return false;
    const offered = await checkEnsembleModel(ctx, connection, options.ensembleModel, 'wind', 'options.ensembleModel');
    await checkEnsembleModel(ctx, connection, options.waveEnsembleModel, 'waves', 'options.waveEnsembleModel');
    return visibilityAsked(limitsOfVoyage(stored.voyage), offered);
  }

  function plan(stored: StoredVoyage, options: ForecastOptions, visibility: boolean): ForecastPlan {
    return planForecast(stored.voyage, options, ctx.nowUtc(), visibility);
  }

  function latestVoyageSnapshot(
    voyageId: string,
    revision: number,
    hash?: string,
  ): IpcOutput<'forecasts.run'> | undefined {
    for (const summary of store.forecasts.list(voyageId)) {
      if (summary.kind !== VOYAGE_FORECAST_KIND) continue;
      const meta = readMeta(summary);
      if (meta === undefined || meta.voyageRevision !== revision || (hash !== undefined && meta.planHash !== hash))
        continue;
      return { snapshotId: String(summary.id), summary: toSummary(summary, meta, ctx.nowUtc()) };
    }
    return undefined;
  }

  async function run(
    taskId: string,
    stored: StoredVoyage,
    options: ForecastOptions,
    connection: Connection,
    spent: () => number,
    visibility: boolean,
  ) {
    const thePlan = plan(stored, options, visibility);
    const hash = planHash(stored, options, thePlan, connection.cacheBase);
    // Partial results are for a run that waits on the service: one whose every part is stored
    // ends in moments, and drawing it twice would only delay it.
    const startedUtc = ctx.nowUtc();
    const waits = thePlan.requests.some(
      (r) => r.kind !== 'storms' && !isCached(store, connection.cacheBase, connection.source, r, startedUtc),
    );
    const parts = await fetchParts(ctx, connection, thePlan, {
      voyageId: stored.id,
      taskId,
      report: (e) => ctx.host.reportProgress(e),
      partial: !waits
        ? () => undefined
        : partialResults({
            plan: thePlan,
            voyageId: stored.id,
            voyageRevision: stored.revision,
            ensemble: options.ensemble,
            source: connection.source,
            nowUtc: ctx.nowUtc,
            spent,
          }),
    });

    if (parts.missing > 0 || parts.shipping.some((p) => p === undefined)) {
      // Offline with parts never stored: the last forecast of this voyage revision, marked stale.
      const previous = latestVoyageSnapshot(stored.id, stored.revision);
      if (previous !== undefined)
        return {
          ...previous,
          summary: { ...previous.summary, provenance: { ...previous.summary.provenance, stale: true } },
        };
      throw new IpcFailure(
        'offline',
        'The forecast could not be fetched and this voyage has none stored. Try again when connected.',
      );
    }
    // Nothing new was bought and nothing is stale: the snapshot of the same requests stands, as
    // long as no part was fetched after it (a point forecast at a position of the voyage may
    // have stored a newer run). Its parts' values are then never decoded.
    if (spent() === 0 && parts.staleParts === 0) {
      const same = latestVoyageSnapshot(stored.id, stored.revision, hash);
      if (same !== undefined && newestPartUtc(parts) <= same.summary.createdAtUtc) return same;
    }

    const shipping = parts.shipping.filter((p): p is ShippingPart => p !== undefined);
    const forecast = assembleForecast(
      thePlan,
      shipping,
      loadEnsembleParts(parts.ensemble),
      parts.swell,
      parts.swellUnanswered,
    );
    const { runs, fetchedTimes } = runsOfParts(shipping, parts.ensemble.values(), parts.swell.values());
    const now = ctx.nowUtc();
    const meta = metaOf(forecast, {
      voyageRevision: stored.revision,
      ensemble: options.ensemble,
      storms: options.storms,
      ...defined({ ensembleModels: options.ensemble ? ensembleModelsOf(options) : undefined }),
      createdAtUtc: now,
      planHash: hash,
      staleParts: parts.staleParts > 0,
    });
    const id = store.forecasts.save({
      voyageId: stored.id,
      revision: stored.revision,
      kind: VOYAGE_FORECAST_KIND,
      request: { endpoint: VOYAGE_FORECAST_ENDPOINT, params: meta },
      modelRuns: runs,
      fetchedAtUtc: Math.min(now, ...fetchedTimes),
      credits: spent(),
      source: connection.source,
      grid: toGrid(forecast),
    });
    const saved = store.forecasts.list(stored.id).find((s) => s.id === id);
    if (saved === undefined) throw new Error(`snapshot ${id} vanished after saving`);
    return { snapshotId: String(id), summary: toSummary(saved, meta, now) };
  }

  return {
    ...pointMethods(ctx),
    ...forecastOutlookMethods(ctx),
    async 'forecasts.estimate'({ voyageId, revision, options: asked }) {
      const options = canonicalOptions(asked);
      const stored = voyageOf(voyageId, revision);
      // Planned before connecting, as before, so a voyage that cannot be planned fails first.
      let thePlan = plan(stored, options, false);
      const connection = await ctx.source.connect();
      if (await checkModels(connection, stored, options)) thePlan = plan(stored, options, true);
      const requests = estimateRequests(ctx, connection, thePlan.requests);
      const credits = requests.reduce((sum, r) => sum + r.credits, 0);
      const outlook = outlookCredits(ctx, connection, planOutlook(stored.voyage, options.ensembleModel));
      const cheaper = outlook.credits < credits ? 'outlook' : outlook.credits > credits ? 'full' : 'same';
      return { credits, requests, outlook: { ...outlook, cheaper } };
    },
    'forecasts.run': ({ taskId, voyageId, revision, options: asked }) =>
      ctx.tasks.run(taskId, async (signal) => {
        const options = canonicalOptions(asked);
        const stored = voyageOf(voyageId, revision);
        const { connection, spent } = await connectCounted(ctx.source, signal);
        const visibility = await checkModels(connection, stored, options);
        return run(taskId, stored, options, connection, spent, visibility);
      }),
    async 'forecasts.list'({ voyageId }) {
      const now = ctx.nowUtc();
      const offline = !(await ctx.source.reachable());
      const snapshots = store.forecasts.list(voyageId).flatMap((summary) => {
        if (summary.kind !== VOYAGE_FORECAST_KIND) return [];
        const meta = readMeta(summary);
        return meta === undefined ? [] : [markOffline(toSummary(summary, meta, now), offline)];
      });
      return { snapshots };
    },
    async 'forecasts.get'({ snapshotId }) {
      const stored = store.forecasts.load(snapshotIdOf(snapshotId));
      const meta = stored === undefined || stored.kind !== VOYAGE_FORECAST_KIND ? undefined : readMeta(stored);
      if (stored === undefined || meta === undefined)
        throw new IpcFailure('not-found', `There is no forecast ${snapshotId}.`, 'snapshotId');
      const snapshot = toContractSnapshot(stored, meta, ctx.nowUtc());
      return { ...snapshot, summary: markOffline(snapshot.summary, !(await ctx.source.reachable())) };
    },
  };
}
