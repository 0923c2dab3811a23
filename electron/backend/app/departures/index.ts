// departures.*: the departure planner (issue 16). The estimate before anything is spent; the
// sweep (ensemble answers fetched by place along the route, shared with forecast runs, then
// every departure analysed, ranked and kept with its model runs); the history; a stored sweep.
import type { BackendApi, DepartureSweep, IpcParsedInput, ModelRun, SweepWindow } from '../../../../shared/ipc';
import { IpcFailure } from '../../../../shared/ipc';
import {
  judgedLimits,
  limitsOfVoyage,
  VESSEL_LIMIT_FIELDS,
  type StoredVesselLimits,
  type VesselLimits,
} from '../../../../shared/domain/vessel-limits-schema';
import { DEFAULT_ENSEMBLE_MODELS } from '../../../../shared/forecast/ensemble-models';
import { DEFAULT_RISK_CAP } from '../../../../shared/forecast/departure-rank';
import { sweepChange } from '../../../../shared/forecast/departure-change';
import { defined } from '../../../../shared/domain/defined';
import type { SweepBody } from '../../store/departure-sweeps';
import type { StoredVoyage } from '../../store/voyages';
import type { BackendContext } from '../context';
import { checkEnsembleModel, visibilityAsked } from '../models';
import { connectCounted, type Connection } from '../service-source';
import { ensembleRuns, fetchEnsembleAnswers } from '../forecasts/ensemble-fetch';
import { planForecast } from '../forecasts/plan';
import { estimateRequests } from '../forecasts/request-credits';
import { storedVoyageOf } from '../forecasts/stored-voyage';
import { analyseDepartures } from './analyse';
import { arrivalProblems } from '../../../../shared/forecast/departure-constraints';
import { sweepsLike } from './same-basis';
import { memberLookup } from './member-lookup';
import { stormPasses, type SweepStorms } from './storm-passes';
import { contractSweep, sameRuns, sweepIdOf, sweepSummary } from './stored-sweep';
import { planSweep, type SweepModels } from './sweep-plan';

type DepartureMethods = Pick<
  BackendApi,
  'departures.estimate' | 'departures.sweep' | 'departures.list' | 'departures.get'
>;

type SweepRef = IpcParsedInput<'departures.estimate'>;
type SweepOptions = SweepRef['options'];

/** The limits a sweep judges: the request's, else the voyage's (its vessel's, else the defaults). */
const limitsOfSweep = (stored: StoredVoyage, given: SweepRef['limits']): VesselLimits =>
  given ?? limitsOfVoyage(stored.voyage);

const sameLimits = (a: StoredVesselLimits, b: StoredVesselLimits): boolean =>
  VESSEL_LIMIT_FIELDS.every((field) => a[field] === b[field]);

function modelsOf(options: SweepOptions, visibility: boolean): SweepModels {
  return {
    wind: options.ensembleModel ?? DEFAULT_ENSEMBLE_MODELS.wind,
    waves: options.waveEnsembleModel ?? DEFAULT_ENSEMBLE_MODELS.waves,
    visibility,
  };
}

const sameWindow = (a: SweepWindow, b: SweepWindow): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export function departureMethods(ctx: BackendContext): DepartureMethods {
  const { store } = ctx;

  /**
   * Refuses a model the catalogue does not offer. Says whether the wind ensemble is asked for
   * visibility: where the limits judged have a visibility limit and the model offers it.
   */
  async function checkModels(connection: Connection, limits: VesselLimits, options: SweepOptions): Promise<boolean> {
    const offered = await checkEnsembleModel(ctx, connection, options.ensembleModel, 'wind', 'options.ensembleModel');
    await checkEnsembleModel(ctx, connection, options.waveEnsembleModel, 'waves', 'options.waveEnsembleModel');
    return visibilityAsked(limits, offered);
  }

  /** The stored storms from this source, if any (a sweep's storms request has just refreshed them). */
  function storedStorms(connection: Connection): SweepStorms | null {
    const latest = store.storms.latest();
    return latest === undefined || latest.source !== connection.source
      ? null
      : { storms: latest.storms.storms, fetchedAtUtc: latest.fetchedAtUtc };
  }

  /** The stored sweeps of this route, speeds and stays that judged these limits; newest first. */
  const sweepsJudging = (stored: StoredVoyage, judged: StoredVesselLimits) =>
    sweepsLike(store, stored).filter((s) => sameLimits(s.sweep.limits, judged));

  /** Offline with answers missing: the last sweep of this route, window and limits, stale. */
  function storedInstead(stored: StoredVoyage, window: SweepWindow, judged: StoredVesselLimits): DepartureSweep {
    const previous = sweepsJudging(stored, judged).find((s) => sameWindow(s.sweep.window, window));
    if (previous === undefined)
      throw new IpcFailure(
        'offline',
        'The ensemble could not be fetched and no sweep of this voyage and window is stored. Try again when connected.',
      );
    return contractSweep(previous, ctx.nowUtc(), true);
  }

  /**
   * What moved since the most recent earlier sweep of the same route, speeds, stays, limits judged
   * and ensemble models made from other model runs; null when there is none.
   */
  function changeSince(
    stored: StoredVoyage,
    runs: readonly ModelRun[],
    models: { wind: string; waves: string },
    after: Pick<SweepBody, 'departures' | 'limits'>,
  ): SweepBody['change'] {
    const previous = sweepsJudging(stored, after.limits).find(
      (s) =>
        s.sweep.ensembleModels.wind === models.wind &&
        s.sweep.ensembleModels.waves === models.waves &&
        !sameRuns(s.modelRuns, runs),
    );
    if (previous === undefined) return null;
    const figures = sweepChange(
      { departures: previous.sweep.departures, runs: previous.modelRuns },
      { departures: after.departures, runs },
      after.limits,
      stored.voyage.route.waypoints.map((w) => w.name),
    );
    return {
      previousSweepId: String(previous.id),
      previousCreatedAtUtc: previous.sweep.createdAtUtc,
      previousRuns: [...previous.modelRuns],
      ...figures,
    };
  }

  return {
    async 'departures.estimate'({ voyageId, revision, window, options, limits }) {
      const stored = storedVoyageOf(store, voyageId, revision);
      const connection = await ctx.source.connect();
      const models = modelsOf(options, await checkModels(connection, limitsOfSweep(stored, limits), options));
      const now = ctx.nowUtc();
      const plan = planSweep(stored.voyage, window, models, now);
      const requests = estimateRequests(ctx, connection, plan.requests);
      const firstRun = planForecast(
        { ...stored.voyage, departureUtc: plan.departuresUtc[0]! },
        {
          ensemble: true,
          storms: true,
          ...defined({ ensembleModel: options.ensembleModel, waveEnsembleModel: options.waveEnsembleModel }),
        },
        now,
        models.visibility === true,
      );
      const sum = (list: readonly { credits: number }[]) => list.reduce((total, r) => total + r.credits, 0);
      return {
        credits: sum(requests),
        requests: requests.length,
        cachedRequests: requests.filter((r) => r.cached).length,
        places: plan.placesAsked.length,
        departures: plan.departuresUtc.length,
        runCredits: sum(estimateRequests(ctx, connection, firstRun.requests)),
        horizonUtc: plan.reach.toUtc,
      };
    },

    'departures.sweep': ({ taskId, voyageId, revision, window, options, limits: given, rank, riskCap }) =>
      ctx.tasks.run(taskId, async (signal) => {
        const stored = storedVoyageOf(store, voyageId, revision);
        const { connection, spent } = await connectCounted(ctx.source, signal);
        const limits = limitsOfSweep(stored, given);
        const models = modelsOf(options, await checkModels(connection, limits, options));
        // What is judged: the visibility limit only where the members were asked for it.
        const judged = judgedLimits(limits, models.visibility === true);
        const plan = planSweep(stored.voyage, window, models, ctx.nowUtc());
        const parts = await fetchEnsembleAnswers(ctx, connection, plan.requests, {
          voyageId,
          taskId,
          then: `Analysing ${plan.departuresUtc.length} departures`,
        });
        if (parts.missing > 0) return storedInstead(stored, window, judged);

        const storms = storedStorms(connection);
        const analysed = analyseDepartures({
          voyage: stored.voyage,
          window,
          departuresUtc: plan.departuresUtc,
          places: plan.places,
          lookup: memberLookup(parts.ensemble, plan.reach),
          limits: judged,
          rank,
          ...defined({ riskCap }),
          storms: (departuresUtc, durationS) => stormPasses(stored.voyage, departuresUtc, durationS, storms),
          arrivalProblems,
        });
        const now = ctx.nowUtc();
        const { models: modelRuns, fetchedAtUtc } = ensembleRuns(parts, now);
        const body: SweepBody = {
          voyageId: stored.id,
          voyageRevision: stored.revision,
          createdAtUtc: now,
          window,
          rank,
          riskCap: riskCap ?? DEFAULT_RISK_CAP,
          limits: judged,
          ensembleModels: { wind: models.wind, waves: models.waves },
          ...analysed,
          places: plan.placesAsked.length,
          creditsSpent: spent(),
          change: changeSince(stored, modelRuns, models, { departures: analysed.departures, limits: judged }),
        };
        const saved = {
          source: connection.source,
          modelRuns,
          fetchedAtUtc,
          sweep: body,
        };
        const id = store.departureSweeps.save(saved);
        return contractSweep({ id, ...saved }, now, parts.staleParts > 0);
      }),

    async 'departures.list'({ voyageId }) {
      const now = ctx.nowUtc();
      const offline = !(await ctx.source.reachable());
      return { sweeps: store.departureSweeps.list(voyageId).map((s) => sweepSummary(contractSweep(s, now, offline))) };
    },

    async 'departures.get'({ sweepId }) {
      const stored = store.departureSweeps.load(sweepIdOf(sweepId));
      if (stored === undefined) throw new IpcFailure('not-found', `There is no departure sweep ${sweepId}.`, 'sweepId');
      return contractSweep(stored, ctx.nowUtc(), !(await ctx.source.reachable()));
    },
  };
}
