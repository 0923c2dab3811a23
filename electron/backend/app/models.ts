// models.*: the ensemble model catalogue at the route's points (spec §2.2, §4.2) and two to four
// models side by side at one point from the models forecast (spec §2.7). Each answer is kept in
// the response cache: the catalogue for a day, a model's forecast while its run is the latest;
// when the service cannot answer, the stored one serves, marked stale.
import type { EndpointParams, EndpointResponse } from '../../../shared/api/request/endpoints';
import type { ModelCatalogueEntry } from '../../../shared/api/resources/models';
import type { BackendApi, IpcParsedInput, ModelComparison, ModelRun, ModelSeries } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import {
  DEFAULT_ENSEMBLE_MODELS,
  ensembleModelProblem,
  offersVisibility,
  type EnsembleUse,
} from '../../../shared/forecast/ensemble-models';
import { isFresh, type FreshnessKind } from '../store/freshness';
import type { HttpEndpointId } from '../client';
import { callAndCache, readCached, type CachedAnswer } from './cached-call';
import type { BackendContext } from './context';
import { canServeFromStore, toIpcFailure } from './errors';
import { storedProvenance } from './provenance';
import { defined } from '../../../shared/domain/defined';
import type { VesselLimits } from '../../../shared/domain/voyage';
import { connectCounted, type Connection } from './service-source';

type ModelMethods = Pick<BackendApi, 'models.catalogue' | 'models.compare'>;

/** Catalogue positions to 0.1° (11 km): coverage does not change within a model's grid cell. */
const CATALOGUE_DECIMALS = 1;

/**
 * Units a comparison asks in, so every model answers alike and the renderer converts to the
 * navigator's units; other elements come in the service's default unit.
 */
const COMPARE_UNITS: Readonly<Record<string, string>> = {
  windspeed: 'kt',
  windgust: 'kt',
  waveheight_significant: 'm',
};

/**
 * The models forecast requires a level per element (spec §4.2); an element without levels is
 * sent a placeholder, which the service reads as "no level" (Passage's reading: not shown).
 */
const NO_LEVEL = 'surface';

/** A stored or fetched answer and whether it stands in, stale, for one the service did not give. */
export interface Obtained<T> {
  readonly answer: CachedAnswer<T>;
  readonly stale: boolean;
}

/**
 * One request answered from the store while fresh, else by the service (and stored), else,
 * when the service cannot answer now, from the store at any age (stale). A failure the store
 * cannot stand in for, or an offline one with nothing stored, is thrown.
 */
export async function obtainCached<E extends HttpEndpointId>(
  ctx: BackendContext,
  connection: Connection,
  endpoint: E,
  params: EndpointParams<E>,
  freshness: {
    kind: FreshnessKind;
    modelRunOf?: (value: EndpointResponse<E>) => number | null;
    voyageId?: string | undefined;
  },
): Promise<Obtained<EndpointResponse<E>>> {
  const nowUtc = ctx.nowUtc();
  const stored = readCached(ctx.store.responses, connection.cacheBase, endpoint, params);
  if (stored !== undefined && isFresh(freshness.kind, stored.fetchedAtUtc, nowUtc, stored.modelRunUtc))
    return { answer: stored, stale: false };
  try {
    const answer = await callAndCache(connection, ctx.store.responses, endpoint, params, {
      nowUtc,
      ...defined({ voyageId: freshness.voyageId, modelRunOf: freshness.modelRunOf }),
    });
    return { answer, stale: false };
  } catch (error) {
    if (stored === undefined || !canServeFromStore(error)) throw error;
    return { answer: stored, stale: true };
  }
}

function catalogueDegrees(value: number): number {
  return Number(value.toFixed(CATALOGUE_DECIMALS));
}

/**
 * The catalogue at each distinct point (or once without a place), then the models every answered
 * one lists. Offline, the places with a stored answer serve (stale) even when others have none:
 * one leg moved since the last fetch must not hide the catalogue stored for the rest.
 */
async function catalogueOf(
  ctx: BackendContext,
  connection: Connection,
  points: readonly { lat: number; lon: number }[],
): Promise<{ models: ModelCatalogueEntry[]; fetchedAtUtc: number; stale: boolean }> {
  const distinct = new Map<string, { lat: number; lon: number }>();
  for (const p of points) {
    const lat = catalogueDegrees(p.lat);
    const lon = catalogueDegrees(p.lon);
    distinct.set(`${lat},${lon}`, { lat, lon });
  }
  const asks: EndpointParams<'weather.ensemble.models'>[] = distinct.size === 0 ? [{}] : [...distinct.values()];
  const settled = await Promise.allSettled(
    asks.map((params) => obtainCached(ctx, connection, 'weather.ensemble.models', params, { kind: 'models' })),
  );
  const answers: Obtained<EndpointResponse<'weather.ensemble.models'>>[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'fulfilled') answers.push(outcome.value);
    else if (!canServeFromStore(outcome.reason)) throw outcome.reason;
  }
  const [first, ...rest] = answers;
  if (first === undefined) {
    throw new IpcFailure(
      'offline',
      'The model catalogue could not be fetched and none is stored for these places. Try again when connected.',
    );
  }
  const everywhere = rest.reduce(
    (models, other) => models.filter((m) => other.answer.value.models.some((o) => o.id === m.id)),
    first.answer.value.models,
  );
  return {
    models: everywhere,
    fetchedAtUtc: Math.min(...answers.map((a) => a.answer.fetchedAtUtc)),
    stale: answers.length < asks.length || answers.some((a) => a.stale),
  };
}

/**
 * Refuses an ensemble model the catalogue does not list or that lacks what `use` needs, naming
 * `field`. The default model is not checked; nor is any when no catalogue can be had (offline
 * with none stored): the forecast's own requests then fail or serve from the store as usual.
 * Says whether the model offers visibility (optional, ensemble-models.ts): the default wind
 * model does; a chosen one when its catalogue entry lists it; none offline (not known).
 */
export async function checkEnsembleModel(
  ctx: BackendContext,
  connection: Connection,
  model: string | undefined,
  use: EnsembleUse,
  field: string,
): Promise<boolean> {
  if (model === undefined || model === DEFAULT_ENSEMBLE_MODELS[use]) return use === 'wind';
  let models: readonly ModelCatalogueEntry[];
  try {
    models = (await catalogueOf(ctx, connection, [])).models;
  } catch (error) {
    if (error instanceof IpcFailure && error.code === 'offline') return false;
    throw error;
  }
  const entry = models.find((m) => m.id === model);
  const what = use === 'wind' ? 'wind and gust' : 'wave height';
  if (entry === undefined) {
    throw new IpcFailure(
      'bad-input',
      `The model catalogue lists no model "${model}"; choose one of: ${models.map((m) => m.id).join(', ')}.`,
      field,
    );
  }
  const problem = ensembleModelProblem(entry, use);
  if (problem !== null) throw new IpcFailure('bad-input', `${problem}, so it cannot give the ${what} ensemble.`, field);
  return use === 'wind' && offersVisibility(entry);
}

/** Whether the wind ensemble is asked for visibility: the limits judged have one and the model offers it. */
export function visibilityAsked(limits: VesselLimits | undefined, offered: boolean): boolean {
  return offered && limits?.visibilityNm !== undefined;
}

type CompareInput = IpcParsedInput<'models.compare'>;

/** The level a comparison asks: the one given, else 10m where the element has it, else its first. */
function levelFor(entry: ModelCatalogueEntry | undefined, element: string, given: string | undefined): string | null {
  if (given !== undefined) return given;
  const levels = entry?.elements.find((e) => e.id === element)?.levels ?? [];
  return levels.length === 0 ? null : levels.includes('10m') ? '10m' : levels[0]!;
}

async function compare(ctx: BackendContext, input: CompareInput): Promise<ModelComparison> {
  const { connection, spent } = await connectCounted(ctx.source);
  const nowUtc = ctx.nowUtc();
  const catalogue = await catalogueOf(ctx, connection, [input]).catch((error: unknown) => {
    if (error instanceof IpcFailure && error.code === 'offline') return undefined;
    throw error;
  });
  for (const id of input.models) {
    const entry = catalogue?.models.find((m) => m.id === id);
    if (catalogue !== undefined && entry === undefined)
      throw new IpcFailure('bad-input', `The model catalogue lists no model "${id}" at this position.`, 'models');
    if (entry !== undefined && !entry.elements.some((e) => e.id === input.element))
      throw new IpcFailure('bad-input', `${id} has no element "${input.element}" to compare.`, 'element');
  }
  const level = levelFor(
    catalogue?.models.find((m) => m.id === input.models[0]),
    input.element,
    input.level,
  );
  const unit = COMPARE_UNITS[input.element];
  const answers = await Promise.all(
    input.models.map(async (model) => {
      const params: EndpointParams<'weather.models.forecast'> = {
        lat: input.lat,
        lon: input.lon,
        model,
        elements: [input.element],
        levels: [level ?? NO_LEVEL],
        ...defined({ units: unit === undefined ? undefined : [unit] }),
      };
      try {
        const got = await obtainCached(ctx, connection, 'weather.models.forecast', params, {
          kind: 'forecast',
          modelRunOf: (value) => value.runtime,
        });
        return { model, got };
      } catch (error) {
        return { model, failure: toIpcFailure(error) };
      }
    }),
  );
  const answered = answers.flatMap((a) => (a.got === undefined ? [] : [{ model: a.model, ...a.got }]));
  if (answered.length === 0) throw answers[0]!.failure!;
  const unitOf = answered[0]!.answer.value.elements[0]?.unit ?? unit ?? '';
  const series: ModelSeries[] = answers.map((a) => {
    if (a.got === undefined)
      return { model: a.model, runUtc: null, timesUtc: [], values: [], error: a.failure!.message };
    const { value } = a.got.answer;
    const element = value.elements.find((e) => e.element === input.element);
    if (element === undefined)
      return { model: a.model, runUtc: value.runtime, timesUtc: [], values: [], error: 'The answer holds no values.' };
    if (element.unit !== unitOf)
      return {
        model: a.model,
        runUtc: value.runtime,
        timesUtc: [],
        values: [],
        error: `Answered in ${element.unit}, not ${unitOf} as the others.`,
      };
    return {
      model: a.model,
      runUtc: value.runtime,
      timesUtc: value.time.timestamps,
      values: element.values.map((v) => (Number.isFinite(v) ? v : null)),
    };
  });
  const models: ModelRun[] = answered.map((a) => ({ id: a.answer.value.model, runUtc: a.answer.value.runtime }));
  return {
    lat: input.lat,
    lon: input.lon,
    element: input.element,
    level,
    unit: unitOf,
    series,
    creditsSpent: Math.round(spent()),
    provenance: storedProvenance(
      'forecast',
      connection.source,
      Math.min(...answered.map((a) => a.answer.fetchedAtUtc)),
      nowUtc,
      { models, forceStale: answered.some((a) => a.stale) || answered.length < answers.length },
    ),
  };
}

export function modelMethods(ctx: BackendContext): ModelMethods {
  return {
    async 'models.catalogue'({ points }) {
      const { connection, spent } = await connectCounted(ctx.source);
      const answer = await catalogueOf(ctx, connection, points ?? []);
      return {
        models: answer.models,
        creditsSpent: Math.round(spent()),
        provenance: storedProvenance('models', connection.source, answer.fetchedAtUtc, ctx.nowUtc(), {
          forceStale: answer.stale,
        }),
      };
    },
    'models.compare': (input) => compare(ctx, input),
  };
}
