// seakeeping.*: the voyage mode of the seakeeping check (issue 29). The estimate before anything
// is spent; then the wave ensemble (height, mean direction and mean period) fetched at the places
// of the voyage's ensemble steps within the ensemble's reach, stored answers reused, and every
// step judged by MSC.1/Circ.1228 annex 4.2 in each member (shared/forecast/seakeeping-steps.ts,
// shared/seakeeping/member-shares.ts).
import type { BackendApi, IpcParsedInput, SeakeepingStep } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { formatUtcMinute } from '../../../shared/domain/time';
import type { Voyage } from '../../../shared/domain/voyage';
import { DEFAULT_ENSEMBLE_MODELS } from '../../../shared/forecast/ensemble-models';
import { ensembleReach, ensembleReachWords } from '../../../shared/schedule/ensemble-reach';
import { SEAKEEPING_LIMITS, withDraught } from '../../../shared/seakeeping/encounter';
import { voyageSteps, type VoyageSteps } from '../../../shared/forecast/seakeeping-steps';
import { memberDangerShares, memberWayOut } from '../../../shared/seakeeping/member-shares';
import type { BackendContext } from './context';
import { memberLookup, WAVE_DIRECTION_ELEMENT, WAVE_PERIOD_ELEMENT } from './departures/member-lookup';
import { ensembleRuns, fetchEnsembleAnswers } from './forecasts/ensemble-fetch';
import { marineEnsembleParams, type EnsembleParams, type PlannedRequest } from './forecasts/plan';
import { estimateRequests } from './forecasts/request-credits';
import { storedVoyageOf } from './forecasts/stored-voyage';
import { checkEnsembleModel } from './models';
import { storedProvenance } from './provenance';
import { connectCounted } from './service-source';

type SeakeepingMethods = Pick<BackendApi, 'seakeeping.estimate' | 'seakeeping.voyage'>;
type Ref = IpcParsedInput<'seakeeping.estimate'>;

/**
 * The wave ensemble with the mean direction and period asked beside the height. No units are
 * sent: the periods have no unit to choose (spec §2.2, "may be empty"), and `units` takes one per
 * element, so every element comes in its default (m, °, s). The router asks the same at its mesh
 * when the route carries a hull (routing/grid-plan.ts).
 */
export function seakeepingWaveParams(lat: number, lon: number, model: string): EnsembleParams {
  const height = marineEnsembleParams(lat, lon, model);
  return { lat, lon, model, elements: [...height.elements, WAVE_DIRECTION_ELEMENT, WAVE_PERIOD_ELEMENT] };
}

interface SeakeepingPlan {
  readonly waveModel: string;
  readonly steps: VoyageSteps;
  readonly requests: readonly PlannedRequest[];
  readonly horizonUtc: number;
}

/** The steps, their places and one wave request per place; refused in words when no step is in reach. */
function planSeakeeping(voyage: Voyage, options: Ref['options'], nowUtc: number): SeakeepingPlan {
  const fastest = Math.max(...voyage.speedsKn);
  if (fastest > SEAKEEPING_LIMITS.speedKn.max)
    throw new IpcFailure(
      'bad-input',
      `A planned speed of ${fastest} kn is beyond the ${SEAKEEPING_LIMITS.speedKn.max} kn the circular's method is meant for.`,
      'speedsKn',
    );
  const reach = ensembleReach(nowUtc);
  const steps = voyageSteps(voyage, reach);
  if (steps.steps.length === 0)
    throw new IpcFailure(
      'bad-input',
      `No step of this voyage (departing ${formatUtcMinute(voyage.departureUtc)}) is within the ensemble's reach ` +
        `(${ensembleReachWords()}): choose a departure sooner.`,
      'departureUtc',
    );
  const waveModel = options.waveEnsembleModel ?? DEFAULT_ENSEMBLE_MODELS.waves;
  const requests = steps.places.map((place): PlannedRequest => ({
    kind: 'ensemble',
    endpoint: 'marine.ensemble.point',
    params: seakeepingWaveParams(place.position.lat, place.position.lon, waveModel),
    positionKey: place.key,
  }));
  return { waveModel, steps, requests, horizonUtc: reach.toUtc };
}

export function seakeepingMethods(ctx: BackendContext): SeakeepingMethods {
  const { store } = ctx;

  return {
    async 'seakeeping.estimate'({ voyageId, revision, options }) {
      const stored = storedVoyageOf(store, voyageId, revision);
      const connection = await ctx.source.connect();
      await checkEnsembleModel(ctx, connection, options.waveEnsembleModel, 'waves', 'options.waveEnsembleModel');
      const plan = planSeakeeping(stored.voyage, options, ctx.nowUtc());
      const requests = estimateRequests(ctx, connection, plan.requests);
      return {
        credits: requests.reduce((total, r) => total + r.credits, 0),
        requests: requests.length,
        cachedRequests: requests.filter((r) => r.cached).length,
        places: plan.steps.places.length,
        steps: plan.steps.steps.length,
        cutBefore: plan.steps.cutBefore,
        cutAfter: plan.steps.cutAfter,
        horizonUtc: plan.horizonUtc,
      };
    },

    'seakeeping.voyage': ({ taskId, voyageId, revision, hull, options }) =>
      ctx.tasks.run(taskId, async (signal) => {
        const stored = storedVoyageOf(store, voyageId, revision);
        const { connection, spent } = await connectCounted(ctx.source, signal);
        await checkEnsembleModel(ctx, connection, options.waveEnsembleModel, 'waves', 'options.waveEnsembleModel');
        const now = ctx.nowUtc();
        const plan = planSeakeeping(stored.voyage, options, now);
        const parts = await fetchEnsembleAnswers(ctx, connection, plan.requests, {
          voyageId,
          taskId,
          then: `Judging ${plan.steps.steps.length} steps in each member`,
        });
        if (parts.missing > 0)
          throw new IpcFailure(
            'offline',
            `The wave ensemble could not be fetched at ${parts.missing} of ${plan.requests.length} places of this voyage ` +
              'and is not stored for them. Try again when connected.',
          );
        const lookup = memberLookup(parts.ensemble, ensembleReach(now));
        const steps = plan.steps.steps.map((step): SeakeepingStep => {
          const at = { timeUtc: step.timeUtc, lat: step.position.lat, lon: step.position.lon, legIndex: step.legIndex };
          const course = step.course;
          if (course === null) return { ...at, headingDeg: null, speedKn: 0, members: 0, dangers: [] };
          const m = lookup(step.place.key, step.timeUtc);
          const { headingDeg, speedKn } = course;
          if (m.hs === null || !m.waveFrom || !m.wavePeriod)
            return { ...at, headingDeg, speedKn, members: 0, dangers: [] };
          const seas = { hsM: m.hs, waveFromDeg: m.waveFrom, wavePeriodS: m.wavePeriod };
          const verdict = memberDangerShares(hull, course, seas);
          const dangers = verdict.dangers.map((d) => ({ ...d, wayOut: memberWayOut(hull, course, seas, d.kind) }));
          return { ...at, headingDeg, speedKn, members: verdict.members, dangers };
        });
        const { models, fetchedAtUtc } = ensembleRuns(parts, now);
        return {
          voyageId: stored.id,
          voyageRevision: stored.revision,
          hull: { ...withDraught(hull), draughtAssumed: hull.draughtM === undefined },
          steps,
          cutBefore: plan.steps.cutBefore,
          cutAfter: plan.steps.cutAfter,
          horizonUtc: plan.horizonUtc,
          waveModel: plan.waveModel,
          places: plan.steps.places.length,
          creditsSpent: Math.round(spent()),
          provenance: storedProvenance('forecast', connection.source, fetchedAtUtc, now, {
            models,
            forceStale: parts.staleParts > 0,
          }),
        };
      }),
  };
}
