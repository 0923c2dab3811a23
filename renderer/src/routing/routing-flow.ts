// The route optimiser's steps apart from Svelte, so they are tested under Node: the request read
// from the open voyage and the navigator's choices, the optimised waypoints as the voyage's new
// route (rhumb legs at the voyage's speed), and the navigator's own route summed for comparison.
import {
  ROUTING_DEFAULTS,
  ROUTING_SPEED_KN,
  type IpcInput,
  type IpcOutput,
  type OptimisedRoute,
  type ProgressEvent,
  type Unsubscribe,
} from '../../../shared/ipc';
import type { Voyage } from '../../../shared/domain/voyage';
import { limitsOfVoyage } from '../../../shared/domain/vessel-limits-schema';
import { InputError } from '../../../shared/domain/errors';
import { parseIsoUtc } from '../../../shared/domain/time';
import type { NoGoArea } from '../../../shared/routing/no-go';
import { fromVoyage, type DraftSchedule, type VoyageDraft } from '../voyage/editor';

/** The part of the backend the optimiser needs (renderer/src/lib/backend.ts's shape). */
export interface RoutingApi {
  readonly routing: {
    readonly estimate: (input: IpcInput<'routing.estimate'>) => Promise<IpcOutput<'routing.estimate'>>;
    readonly optimise: (input: IpcInput<'routing.optimise'>) => Promise<IpcOutput<'routing.optimise'>>;
  };
  /** Stops a running optimisation (absent where nothing is ever cancelled). */
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
}

/** What the navigator chooses beside the voyage. */
export interface RoutingChoices {
  readonly keepVias: boolean;
  readonly noLimits: boolean;
  /** Ensemble percentile compared with the limits: 50, 75, 90 or 95. */
  readonly percentile: number;
  readonly objective: 'time' | 'risk';
  /** 'risk': hours the route may take over the least-time one. */
  readonly allowanceH: number;
  readonly speedLoss: boolean;
  /** Time-dependent graph search on a corridor, or isochrones (least time only). */
  readonly method: 'graph' | 'isochrones';
  /** Also route in each member's weather (least time only). */
  readonly perMember: boolean;
  /** A required time of arrival as typed (ISO 8601 with its zone); '' for none. */
  readonly arriveBy: string;
}

/** The router's own defaults (the contract's), and the choices only the app has. */
export const DEFAULT_CHOICES: RoutingChoices = {
  ...ROUTING_DEFAULTS,
  keepVias: false,
  noLimits: false,
  arriveBy: '',
};

export const PERCENTILES = [50, 75, 90, 95] as const;

export type RoutingRequest = IpcInput<'routing.estimate'>;

export type RequestReading =
  { readonly ok: true; readonly request: RoutingRequest } | { readonly ok: false; readonly message: string };

/**
 * Why the route is searched on the graph whatever method is chosen, or null when the isochrones
 * may run: they find the least time only, so not the least risk, nor the price of the dangerous
 * zones of a vessel's hull (the contract refuses the isochrones with a hull).
 */
export function graphOnlyReason(
  objective: RoutingChoices['objective'],
  vessel: { readonly hull?: unknown } | undefined,
): string | null {
  if (objective === 'risk') return 'The least-risk route is found by the graph search';
  if (vessel?.hull !== undefined)
    return 'The dangerous zones of the vessel’s hull are priced by the graph search only: the isochrones find the least time';
  return null;
}

/** The contract's bound on vias (shared/ipc/methods/routing.ts). */
const MAX_VIAS = 20;

/**
 * The request for the open voyage: first to last waypoint, its departure, first leg's speed, its
 * vessel, and the no-go areas drawn for it (none: no field, so a request without is as before).
 */
export function readRequest(
  draft: VoyageDraft,
  choices: RoutingChoices,
  noGoAreas: readonly NoGoArea[] = [],
): RequestReading {
  const points = draft.waypoints.map((w) => ({ lat: w.position.lat, lon: w.position.lon }));
  const from = points[0];
  const to = points[points.length - 1];
  if (from === undefined || to === undefined || points.length < 2)
    return { ok: false, message: 'The voyage needs a first and a last waypoint: add two waypoints to the route.' };
  const speedKn = draft.legSpeedsKn[0] ?? draft.defaultSpeedKn;
  if (speedKn < ROUTING_SPEED_KN.min || speedKn > ROUTING_SPEED_KN.max)
    return {
      ok: false,
      message: `The router takes planned speeds of ${ROUTING_SPEED_KN.min} to ${ROUTING_SPEED_KN.max} kn.`,
    };
  const vias = choices.keepVias ? points.slice(1, -1) : [];
  if (vias.length > MAX_VIAS)
    return { ok: false, message: `The router keeps at most ${MAX_VIAS} intermediate waypoints as vias.` };
  const arrival = readArriveBy(choices.arriveBy, draft.departureUtc);
  if (!arrival.ok) return arrival;
  const vessel = draft.vessel;
  return {
    ok: true,
    request: {
      from,
      to,
      vias,
      departUtc: draft.departureUtc,
      speedKn,
      limits: choices.noLimits ? null : limitsOfVoyage(draft),
      percentile: choices.percentile,
      objective: choices.objective,
      allowanceH: choices.allowanceH,
      speedLoss: choices.speedLoss,
      // Isochrones find the least time only: the least-risk route, or one with a hull, is the graph's.
      method: graphOnlyReason(choices.objective, vessel) === null ? choices.method : 'graph',
      perMember: choices.objective === 'time' && choices.perMember,
      ...(vessel ? { vessel } : {}),
      ...(arrival.arriveByUtc === undefined ? {} : { arriveByUtc: arrival.arriveByUtc }),
      options: {},
      ...(noGoAreas.length > 0
        ? { noGoAreas: noGoAreas.map((area) => area.map((p) => ({ lat: p.lat, lon: p.lon }))) }
        : {}),
    },
  };
}

/** The required time of arrival typed: none when blank, else an instant after the departure. */
function readArriveBy(
  text: string,
  departureUtc: number,
): { readonly ok: true; readonly arriveByUtc?: number } | { readonly ok: false; readonly message: string } {
  if (text.trim() === '') return { ok: true };
  let arriveByUtc: number;
  try {
    arriveByUtc = parseIsoUtc(text, 'arriveBy');
  } catch (e) {
    if (e instanceof InputError) return { ok: false, message: `Arrive by: ${e.message}` };
    throw e;
  }
  if (arriveByUtc <= departureUtc)
    return { ok: false, message: 'Arrive by: the required time of arrival must be after the departure.' };
  return { ok: true, arriveByUtc };
}

/** Two requests ask the same question (an estimate holds only for the request it was made for). */
export function sameRequest(a: RoutingRequest, b: RoutingRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The navigator's own route as planned, from the schedule: its length and times, and the ship's
 * positions in time (waypoints and hourly steps, along the legs as drawn, rhumb or great circle)
 * for the backend to read the same weather and storms along it.
 */
export interface OwnRoute {
  readonly distanceM: number;
  readonly durationS: number;
  readonly etaUtc: number;
  readonly track: readonly { readonly lat: number; readonly lon: number; readonly timeUtc: number }[];
}

/** The contract's bound on the track sent (shared/ipc/methods/routing.ts). */
const MAX_OWN_TRACK = 20_000;

export function ownRouteOf(schedule: DraftSchedule): OwnRoute | null {
  if (!schedule.ok) return null;
  const s = schedule.schedule;
  const track = s.timesteps.map((p) => ({ lat: p.lat, lon: p.lon, timeUtc: Math.round(p.timeUtc) }));
  return {
    distanceM: s.totalDistanceM,
    durationS: s.durationS,
    etaUtc: s.arrivalUtc,
    track: track.length >= 2 && track.length <= MAX_OWN_TRACK ? track : [],
  };
}

/**
 * The voyage with its route replaced by the optimised waypoints: rhumb legs, every leg at the
 * speed the route was optimised for, the first and last waypoints keeping their names, the
 * departure, name and vessel kept; stays at the old intermediate waypoints no longer apply.
 * `target` 'new-voyage' names the route after its ends and starts from the empty voyage.
 */
export function draftFromRoute(
  route: OptimisedRoute['route'],
  speedKn: number,
  base: VoyageDraft,
  from: VoyageDraft,
): VoyageDraft {
  const first = from.waypoints[0];
  const last = from.waypoints[from.waypoints.length - 1];
  const n = route.waypoints.length;
  const start = base.nextWaypointNumber;
  const voyage: Voyage = {
    name: base.name,
    route: {
      name: base.name,
      waypoints: route.waypoints.map((w, i) => ({
        id: `wp${start + i}`,
        name: i === 0 ? (first?.name ?? '') : i === n - 1 ? (last?.name ?? '') : '',
        position: { lat: w.lat, lon: w.lon },
        legGeometry: 'rhumb' as const,
      })),
    },
    departureUtc: from.departureUtc,
    speedsKn: [speedKn],
    staysS: {},
    ...(from.vessel ? { vessel: from.vessel } : {}),
  };
  return { ...fromVoyage(voyage), defaultSpeedKn: base.defaultSpeedKn, nextWaypointNumber: start + n };
}
