// routing.*: weather routing (issue 17). The estimate before anything is spent (the mesh's
// requests not stored, beside a naive 30 NM grid's), and the run: the ensemble fetched
// credit-wise over the corridor's mesh, the fields built, the route searched against the limits,
// the storms and the land, and compared with the baseline (least distance clear of land).
// Advisory, not for navigation.
import {
  asksIsochronesWithHull,
  IpcFailure,
  ISOCHRONES_WITH_HULL,
  type BackendApi,
  type IpcParsedInput,
  type OptimisedRoute,
  type RouteSummary,
  type WaypointGain,
} from '../../../../shared/ipc';
import { throwIfCancelled } from '../tasks';
import { estimateCredits } from '../../../../shared/api/request/credits';
import { DEFAULT_ENSEMBLE_MODELS } from '../../../../shared/forecast/ensemble-models';
import { M_PER_NM } from '../../../../shared/domain/units';
import type { Position } from '../../../../shared/domain/position';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import {
  DEFAULT_SUB_STEP_NM,
  optimiseRoute,
  type RoutedRoute,
  type RouteRequest,
} from '../../../../shared/routing/route';
import { turnDangers } from '../../../../shared/routing/turn-danger';
import type { RoutingFailure } from '../../../../shared/routing/model';
import { hullOf } from '../../../../shared/routing/hull';
import { SOFT_COST_PRICE_H } from '../../../../shared/routing/dangerous-seas';
import type { ShipHull } from '../../../../shared/seakeeping/encounter';
import { waypointGain } from '../../../../shared/routing/turn-reasons';
import { avoidingNoGo, endInsideNoGo, noGoAreas, type NoGo } from '../../../../shared/routing/no-go';
import type { BackendContext } from '../context';
import { checkEnsembleModel, visibilityAsked } from '../models';
import { connectCounted, type Connection } from '../service-source';
import { fetchParts } from '../forecasts/fetch-parts';
import { runsOfParts } from '../forecasts/partial';
import { ensembleReach, ensembleReachWords, type EnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import { estimateRequests } from '../forecasts/request-credits';
import { memberLookup } from '../departures/member-lookup';
import { LAND_CHECK_RESOLUTION } from '../route-land';
import { buildFields } from './fields';
import { buildMemberSeas } from './member-seas';
import { calmEnvironment, weatherEnvironment, type EnvironmentInput } from './environment';
import { routeMembers } from './members';
import { ownFigures, sailedAgain, summarise, type RoutedFigures, type RouteStorms } from './evaluate';
import { hoursInDangerousZones } from './danger-hours';
import { currentStorms } from '../world';
import { planGrid, type GridPlan } from './grid-plan';
import { checkArriveBy, withArrival } from './arrival';
import { routed, softlyAnswerable, softRoute } from './soft-route';
import { checkRoutingEndsAtSea, checkRoutingPlaces, checkRoutingShape } from './sensible';
import type { LandData } from '../../../../shared/land/land';

type RoutingMethods = Pick<BackendApi, 'routing.estimate' | 'routing.optimise'>;
type RoutingInput = IpcParsedInput<'routing.estimate'>;

/** The mesh reaches a cell beyond the widest corridor, so every point searched has its cell's corners. */
const MESH_CELL_NM = 90;

interface Shape {
  readonly points: Position[];
  /** The router's first corridor half-width and the widest it may widen to, NM. */
  readonly halfWidthNm: number;
  readonly maxHalfWidthNm: number;
}

/** A third of the longest leg, 60 to 150 NM, widened up to twice that when nothing gets through. */
function shapeOf(input: RoutingInput): Shape {
  const points = [input.from, ...input.vias, input.to];
  let longestNm = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    longestNm = Math.max(longestNm, geodesicInverse(a.lat, a.lon, b.lat, b.lon).distanceM / M_PER_NM);
  }
  const halfWidthNm = Math.min(150, Math.max(60, longestNm / 3));
  return { points, halfWidthNm, maxHalfWidthNm: 2 * halfWidthNm };
}

function planOf(input: RoutingInput, shape: Shape, visibility = false): GridPlan {
  const models = {
    wind: input.options.ensembleModel ?? DEFAULT_ENSEMBLE_MODELS.wind,
    waves: input.options.waveEnsembleModel ?? DEFAULT_ENSEMBLE_MODELS.waves,
    visibility,
  };
  return planGrid(shape.points, shape.maxHalfWidthNm + MESH_CELL_NM, models, dangerHullOf(input) !== null);
}

/** The hull the dangerous zones are judged for: the request's, else the vessel profile's; null for none. */
function dangerHullOf(input: RoutingInput): ShipHull | null {
  return input.hull ?? input.vessel?.hull ?? null;
}

/** The drawn areas checked, and the start, vias and end outside them, before anything is spent. */
function noGoOf(input: RoutingInput, shape: Shape): NoGo {
  const areas = noGoAreas(input.noGoAreas ?? []);
  if (!areas.ok) throw new IpcFailure('bad-input', areas.message, 'noGoAreas');
  const inside = endInsideNoGo(areas.noGo, shape.points);
  if (inside !== null) throw new IpcFailure('bad-input', inside.message, 'noGoAreas');
  return areas.noGo;
}

export function routingMethods(ctx: BackendContext): RoutingMethods {
  /**
   * Refuses a model the catalogue does not offer; the plan again with visibility asked of the wind
   * ensemble when the limits have it and the model offers it, else the plan as it was.
   */
  async function checkModels(connection: Connection, input: RoutingInput, shape: Shape, plan: GridPlan) {
    const { options } = input;
    const offered = await checkEnsembleModel(ctx, connection, options.ensembleModel, 'wind', 'options.ensembleModel');
    await checkEnsembleModel(ctx, connection, options.waveEnsembleModel, 'waves', 'options.waveEnsembleModel');
    return visibilityAsked(input.limits ?? undefined, offered) ? planOf(input, shape, true) : plan;
  }

  function checkDeparture(departUtc: number, reach: EnsembleReach): void {
    if (departUtc < reach.fromUtc || departUtc > reach.toUtc)
      throw new IpcFailure(
        'bad-input',
        `The departure is outside the ensemble's reach (${ensembleReachWords()}): depart within it.`,
        'departUtc',
      );
  }

  /**
   * The request's shape, land and mesh checked before anything is spent: impossible or absurd
   * requests (the same place twice, ends inland, beyond the polar limit, antipodal, a mesh too
   * big to hold) are refused in words (sensible.ts).
   */
  async function sensiblePlan(input: RoutingInput): Promise<{ shape: Shape; plan: GridPlan; land: LandData }> {
    if (asksIsochronesWithHull(input)) throw new IpcFailure('bad-input', ISOCHRONES_WITH_HULL, 'method');
    checkRoutingShape(input.from, input.vias, input.to);
    const land = await ctx.land.load(LAND_CHECK_RESOLUTION);
    if (land === null)
      throw new IpcFailure(
        'internal',
        'Passage could not load its land data, so no route can be checked clear of land. Reinstall Passage.',
      );
    checkRoutingEndsAtSea(land, input.from, input.vias, input.to);
    const shape = shapeOf(input);
    const plan = planOf(input, shape);
    checkRoutingPlaces(plan.nodes.length);
    return { shape, plan, land };
  }

  async function optimise(input: IpcParsedInput<'routing.optimise'>, signal: AbortSignal): Promise<OptimisedRoute> {
    const { taskId } = input;
    const sensible = await sensiblePlan(input);
    const { shape, land } = sensible;
    const { connection, spent } = await connectCounted(ctx.source, signal);
    const plan = await checkModels(connection, input, shape, sensible.plan);
    const now = ctx.nowUtc();
    const reach = ensembleReach(now);
    checkDeparture(input.departUtc, reach);
    checkArriveBy(input);
    const noGo = noGoOf(input, shape);
    const searching = 'Searching routes';
    const parts = await fetchParts(
      ctx,
      connection,
      { segments: [], requests: plan.requests },
      {
        voyageId: undefined,
        taskId,
        report: (e) => ctx.host.reportProgress(e.done === e.total ? { ...e, message: searching } : e),
      },
    );
    if (parts.missing > 0)
      throw new IpcFailure(
        'offline',
        'The ensemble over the route could not be fetched and not all of it is stored: try again when connected.',
      );
    throwIfCancelled(signal);
    // The storms now (stored while fresh, else fetched, else the stored list marked stale): routing
    // with no storm list at all would be a silent guess, so that is an error.
    const stormAnswer = await currentStorms(ctx, { connection });
    const stormList: RouteStorms = {
      storms: stormAnswer.storms,
      fetchedAtUtc: stormAnswer.provenance.fetchedAtUtc,
    };
    const limits = input.limits;
    const lookup = memberLookup(parts.ensemble, reach);
    const fields = buildFields(plan.nodes, lookup, reach, input.percentile, limits);
    const dangerHull = dangerHullOf(input);
    const base: Omit<RouteRequest, 'env'> = {
      from: input.from,
      to: input.to,
      vias: input.vias,
      departUtc: input.departUtc,
      corridor: { halfWidthNm: shape.halfWidthNm },
      maxHalfWidthNm: shape.maxHalfWidthNm,
    };
    // The baseline is the least distance clear of land with the weather ignored; the drawn
    // areas are the navigator's own constraints, not weather, so the baseline keeps out of them too.
    const baseline = routed(
      optimiseRoute({ ...base, env: avoidingNoGo(calmEnvironment(land, shape.points, input.speedKn), noGo) }),
      noGo.count > 0 ? 'No route clear of land and the no-go areas' : 'No route clear of land',
    );
    const world: EnvironmentInput = {
      fields,
      ends: shape.points,
      land,
      storms: stormList.storms,
      stormsFetchedAtUtc: stormList.fetchedAtUtc,
      speedKn: input.speedKn,
      limits,
      objective: input.objective,
      hull: input.speedLoss ? hullOf(input.vessel) : null,
      dangers: dangerHull === null ? null : { hull: dangerHull, seas: buildMemberSeas(plan.nodes, lookup, reach) },
    };
    // With a hull even the least-time route prices its time in the dangerous zones (one search at
    // the soft costs' price, on the graph); least risk adds them to the risk it bisects on.
    const priced = dangerHull !== null && input.objective === 'time';
    const env = avoidingNoGo(weatherEnvironment(world), noGo);
    const searchFrom = (departUtc: number): RoutedRoute | RoutingFailure =>
      optimiseRoute({
        ...base,
        departUtc,
        env,
        allowanceS: input.allowanceH * 3600,
        method: input.method,
        ...(priced ? { objective: 'risk' as const, riskPriceH: SOFT_COST_PRICE_H } : { objective: input.objective }),
      });
    const hard = searchFrom(input.departUtc);
    // Limits that cannot be kept from this departure still get an answer (soft-route.ts).
    const { best, softLimits } =
      !hard.ok && limits !== null && softlyAnswerable(hard, input.objective)
        ? softRoute({
            base,
            world,
            limits,
            noGo,
            env,
            searchFrom,
            hard,
            baseline,
            fields,
            reachToUtc: reach.toUtc,
            progress: (message) => ctx.host.reportProgress({ taskId, done: 0, total: 0, message }),
            signal,
          })
        : {
            best: routed(
              hard,
              limits === null || input.objective === 'risk' ? 'No route clear of land and storms' : 'No route',
            ),
            softLimits: null,
          };
    const members =
      input.perMember && input.objective === 'time'
        ? await routeMembers({
            base: { ...base, method: input.method },
            members: fields.members,
            // The member's weather; the land and area check shared, with its cache of each node's clearance.
            environmentOf: (member) => ({ ...weatherEnvironment({ ...world, member }), landClear: env.landClear! }),
            signal,
            progress: (done) =>
              ctx.host.reportProgress({
                taskId,
                done,
                total: fields.members,
                message: `Routing in each member's weather (${done} of ${fields.members})`,
              }),
          })
        : [];
    // With a hull, the zone each turn the weather pays for keeps her out of (turn-danger.ts).
    const dangers =
      world.dangers === null || world.dangers === undefined
        ? []
        : turnDangers(
            best.waypoints,
            best.turnReasons,
            env.speedKn,
            world.dangers.hull,
            world.dangers.seas,
            DEFAULT_SUB_STEP_NM,
          );
    const gainAt = (i: number): WaypointGain | null => {
      const gain = waypointGain(best.turnGains[i] ?? null, best.risk);
      const danger = dangers[i] ?? null;
      return gain === null || danger === null ? gain : { ...gain, danger };
    };
    const { runs, fetchedTimes } = runsOfParts([], parts.ensemble.values());
    const fetchedAtUtc = Math.floor(Math.min(now, ...fetchedTimes));
    // Each route's figures; with a hull, its hours in the dangerous zones too (danger-hours.ts).
    const summary = (route: RoutedFigures): RouteSummary => {
      const figures = summarise(route, fields, limits, stormList);
      const dangers = world.dangers ?? null;
      return dangers === null ? figures : { ...figures, dangerHours: hoursInDangerousZones(route.waypoints, dangers) };
    };
    return {
      route: {
        waypoints: best.waypoints.map((w, i) => ({
          lat: w.lat,
          lon: w.lon,
          etaUtc: Math.round(w.timeUtc),
          why: best.turnReasons[i] ?? 'weather',
          gain: gainAt(i),
        })),
      },
      // With an RTA: each summary's fuel and CO2, and the optimised route's speed per leg (arrival.ts).
      ...withArrival(
        input,
        best.waypoints,
        (speedKn) => avoidingNoGo(weatherEnvironment({ ...world, speedKn }), noGo),
        {
          optimised: summary(best),
          baseline: summary(sailedAgain(baseline, env)),
          // Sailed like the others: the same speed model (the planned speed less the loss in the weather).
          own: input.own === undefined ? null : summary(sailedAgain(ownFigures(input.own), env)),
        },
      ),
      stormList: {
        count: stormList.storms.length,
        fetchedAtUtc: Math.floor(stormList.fetchedAtUtc),
        stale: stormAnswer.provenance.stale,
      },
      creditsSpent: spent(),
      samples: parts.ensemble.size,
      provenance: {
        source: connection.source,
        stale: parts.staleParts > 0,
        fetchedAtUtc,
        ageS: Math.max(0, Math.floor(now - fetchedAtUtc)),
        models: Object.entries(runs)
          .map(([id, runUtc]) => ({ id, runUtc }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      },
      members,
      method: best.method,
      softLimits,
      isochrones: best.isochrones.map((front) => front.map((p) => ({ lat: p.lat, lon: p.lon }))),
      corridor: best.corridors.map((c) => ({
        left: c.left.map((p) => ({ lat: p.lat, lon: p.lon })),
        right: c.right.map((p) => ({ lat: p.lat, lon: p.lon })),
      })),
    };
  }

  return {
    async 'routing.estimate'(input) {
      const sensible = await sensiblePlan(input);
      const connection = await ctx.source.connect();
      const plan = await checkModels(connection, input, sensible.shape, sensible.plan);
      checkDeparture(input.departUtc, ensembleReach(ctx.nowUtc()));
      const requests = estimateRequests(ctx, connection, plan.requests);
      // A place of the naive grid asks the same two answers as a mesh node, at the endpoints' prices.
      const perPlace = plan.requests.slice(0, 2).reduce((sum, r) => sum + estimateCredits(r.endpoint, r.params), 0);
      return {
        credits: requests.reduce((s, r) => s + r.credits, 0),
        requests: requests.length,
        cachedRequests: requests.filter((r) => r.cached).length,
        places: plan.nodes.length,
        naiveCredits: Math.round(plan.naivePlaces * perPlace),
      };
    },

    'routing.optimise': (input) => ctx.tasks.run(input.taskId, (signal) => optimise(input, signal)),
  };
}
