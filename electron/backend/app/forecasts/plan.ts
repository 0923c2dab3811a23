// The requests a forecast of one voyage needs, worked out before anything is sent (so the
// estimate and the run agree): the shipping route per part between stays (great-circle legs
// sent as rhumb chords along the geodesic, shipping-track.ts), the ensemble at one position per
// ensemble time step of Passage's own schedule (read at the departure sweep's places, so a run and
// a sweep of the same voyage ask the same answers), the secondary swell period at places along the
// route (swell-period.ts), and the storms.
import type { EndpointParams } from '../../../../shared/api/request/endpoints';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { ForecastOptions } from '../../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../../../../shared/schedule';
import { ENSEMBLE_STEP_H, ensembleReach } from '../../../../shared/schedule/ensemble-reach';
import { departureSteps, sweepPlaces } from '../../../../shared/forecast/sweep-steps';
import {
  VISIBILITY_ENSEMBLE_ELEMENT,
  WAVE_ENSEMBLE_REQUEST,
  WIND_ENSEMBLE_REQUEST,
} from '../../../../shared/forecast/ensemble-models';
import { shippingRequests, type ShippingParams, type ShippingRequestPoints } from './shipping-track';
import { planSwell, swellParams, type SwellParams, type SwellPlan } from './swell-period';

export { roundedCoordinate } from './request-position';
export type { ShippingParams } from './shipping-track';

/** Ensemble requests with their default models (sandbox ids; spec §2.2 names no ensemble ids). */
export const WEATHER_ENSEMBLE = WIND_ENSEMBLE_REQUEST;
export const MARINE_ENSEMBLE = WAVE_ENSEMBLE_REQUEST;
export type EnsembleParams = EndpointParams<'weather.ensemble.point'>;

/** One shipping route request and what each point it sends stands for. */
export type ShippingSegment = ShippingRequestPoints;

export interface EnsembleSample {
  /** An ensemble model time step, Unix seconds. */
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  /** Metres along Passage's own schedule. */
  readonly distanceM: number;
  readonly positionKey: string;
}

export type PlannedRequest =
  | {
      readonly kind: 'shipping';
      readonly endpoint: 'marine.shipping.route';
      readonly params: ShippingParams;
      readonly segment: number;
    }
  | {
      readonly kind: 'ensemble';
      readonly endpoint: 'weather.ensemble.point' | 'marine.ensemble.point';
      readonly params: EnsembleParams;
      readonly positionKey: string;
    }
  | {
      readonly kind: 'swell';
      readonly endpoint: 'marine.timeseries.point';
      readonly params: SwellParams;
      readonly positionKey: string;
    }
  | { readonly kind: 'storms'; readonly endpoint: 'storms'; readonly params: Record<string, never> };

export interface ForecastPlan {
  readonly schedule: Schedule;
  readonly segments: readonly ShippingSegment[];
  readonly samples: readonly EnsembleSample[];
  readonly swell: SwellPlan;
  readonly requests: readonly PlannedRequest[];
}

/**
 * The wind ensemble at one (rounded) position: the request a run and a point forecast share.
 * With `visibility` it asks visibility too (ensemble-models.ts says when): its elements differ,
 * so a stored answer without visibility is never taken for one with it, nor the reverse.
 */
export function weatherEnsembleParams(
  lat: number,
  lon: number,
  model: string = WEATHER_ENSEMBLE.model,
  visibility = false,
): EnsembleParams {
  const extra = visibility ? [VISIBILITY_ENSEMBLE_ELEMENT] : [];
  return {
    lat,
    lon,
    model,
    elements: [...WEATHER_ENSEMBLE.elements, ...extra.map((e) => e.element)],
    // The levels are the wind's and the gust's: visibility has none (one level per element that takes one).
    levels: [...WEATHER_ENSEMBLE.levels],
    units: [...WEATHER_ENSEMBLE.units, ...extra.map((e) => e.unit)],
  };
}

/** The wave ensemble at one (rounded) position. */
export function marineEnsembleParams(lat: number, lon: number, model: string = MARINE_ENSEMBLE.model): EnsembleParams {
  return {
    lat,
    lon,
    model,
    elements: [...MARINE_ENSEMBLE.elements],
    units: [...MARINE_ENSEMBLE.units],
  };
}

/**
 * The service has no stays (spec §4.3): the route is split at every intermediate waypoint with
 * a stay, and each part is asked with its own start (the ship's departure after the stay). A
 * part is one request, or more when it is too long for one address (shipping-track.ts).
 */
function segmentsOf(voyage: Voyage, schedule: Schedule): ShippingSegment[] {
  const last = voyage.route.waypoints.length - 1;
  const cuts = schedule.waypoints.filter((wp) => wp.index > 0 && wp.index < last && wp.stayS > 0).map((wp) => wp.index);
  const bounds = [0, ...cuts, last];
  const segments: ShippingSegment[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) segments.push(...shippingRequests(schedule, bounds[k]!, bounds[k + 1]!));
  return segments;
}

/**
 * One position per ensemble time step from departure to arrival, within the ensemble's reach
 * (steps outside hold no member values and would waste credits):
 * the departure sweep's steps (shared/forecast/departure-sweep.ts), each read at its place, the
 * ship's own position when the departure is on the step grid. A ship at anchor or moored sits
 * at one place for several steps.
 */
function samplesOf(voyage: Voyage, nowUtc: number): EnsembleSample[] {
  const reach = ensembleReach(nowUtc);
  const places = sweepPlaces(voyage, ENSEMBLE_STEP_H);
  return departureSteps(voyage, places, voyage.departureUtc, ENSEMBLE_STEP_H)
    .filter((s) => s.timeUtc >= reach.fromUtc && s.timeUtc <= reach.toUtc)
    .map((s) => ({
      timeUtc: s.timeUtc,
      lat: s.place.position.lat,
      lon: s.place.position.lon,
      distanceM: s.distanceM,
      positionKey: s.place.key,
    }));
}

/**
 * `visibility`: ask the wind ensemble for visibility (the voyage's limits, its vessel's or the
 * defaults, have a visibility limit and the model offers it: visibilityAsked). The fans follow
 * the limits: a vessel whose profile has no visibility limit gets no visibility fan.
 */
export function planForecast(
  voyage: Voyage,
  options: ForecastOptions,
  nowUtc: number,
  visibility = false,
): ForecastPlan {
  const schedule = scheduleVoyage(scheduleInputOf(voyage, { stepH: 1 }));
  const segments = segmentsOf(voyage, schedule);
  const requests: PlannedRequest[] = segments.map((segment, index) => ({
    kind: 'shipping',
    endpoint: 'marine.shipping.route',
    params: segment.params,
    segment: index,
  }));
  // Deterministic, asked with or without the ensemble; right after the route, as the charts draw it.
  const swell = planSwell(voyage, nowUtc);
  for (const place of swell.asked)
    requests.push({
      kind: 'swell',
      endpoint: 'marine.timeseries.point',
      params: swellParams(place),
      positionKey: place.key,
    });

  let samples: EnsembleSample[] = [];
  if (options.ensemble) {
    samples = samplesOf(voyage, nowUtc);
    // One request per place serves every step read there, as the point answer holds the whole run.
    const positions = new Map<string, { lat: number; lon: number }>();
    for (const s of samples)
      if (!positions.has(s.positionKey)) positions.set(s.positionKey, { lat: s.lat, lon: s.lon });
    for (const [positionKey, { lat, lon }] of positions) {
      requests.push({
        kind: 'ensemble',
        endpoint: 'weather.ensemble.point',
        params: weatherEnsembleParams(lat, lon, options.ensembleModel, visibility),
        positionKey,
      });
      requests.push({
        kind: 'ensemble',
        endpoint: 'marine.ensemble.point',
        params: marineEnsembleParams(lat, lon, options.waveEnsembleModel),
        positionKey,
      });
    }
  }
  if (options.storms) requests.push({ kind: 'storms', endpoint: 'storms', params: {} });
  return { schedule, segments, samples, swell, requests };
}
