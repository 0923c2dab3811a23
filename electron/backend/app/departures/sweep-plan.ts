// The requests a departure sweep needs, worked out before anything is sent (so the estimate and
// the sweep agree): the departures of the window, the places along the route their ensemble steps
// fall on within the ensemble's reach, one wind and one wave ensemble answer per place, and the
// storms. Places are the forecast run's own positions, so a sweep and a run share answers.
import type { Voyage } from '../../../../shared/domain/voyage';
import { IpcFailure, type SweepWindow } from '../../../../shared/ipc';
import { placesNeeded, sweepPlaces, type SweepPlace } from '../../../../shared/forecast/sweep-steps';
import { ENSEMBLE_STEP_H, ensembleReach, type EnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import { marineEnsembleParams, weatherEnsembleParams, type PlannedRequest } from '../forecasts/plan';
import { formatDayHourUtc } from '../../../../shared/forecast/text';

/** A departure this long before now is still offered: the navigator asked a moment ago. */
const PAST_GRACE_S = 3600;

export interface SweepModels {
  readonly wind: string;
  readonly waves: string;
  /** Ask the wind ensemble for visibility too (the vessel has the limit, the model offers it). */
  readonly visibility?: boolean;
}

interface SweepPlan {
  readonly departuresUtc: readonly number[];
  /** Every place of the route (the analysis reads the nearest one at each step). */
  readonly places: readonly SweepPlace[];
  /** The places read at a step the ensemble reaches: the ones asked for. */
  readonly placesAsked: readonly SweepPlace[];
  /** One wind and one wave ensemble request per place asked, then the storms. */
  readonly requests: readonly PlannedRequest[];
  /** The ensemble's reach: the steps asked for, Unix seconds (`toUtc`: the horizon). */
  readonly reach: EnsembleReach;
}

/** The departures of a window: from its first, every `everyH`, up to its last. */
function departuresOf(window: Pick<SweepWindow, 'fromUtc' | 'toUtc' | 'everyH'>): number[] {
  const stepS = window.everyH * 3600;
  const count = Math.floor((window.toUtc - window.fromUtc) / stepS) + 1;
  return Array.from({ length: count }, (_, k) => window.fromUtc + k * stepS);
}

/** A window in the past or wholly beyond the ensemble's reach is refused in words. */
function checkWindow(window: SweepWindow, nowUtc: number, horizonUtc: number): void {
  if (window.fromUtc < nowUtc - PAST_GRACE_S)
    throw new IpcFailure(
      'bad-input',
      `The earliest departure (${formatDayHourUtc(window.fromUtc)}) is before now (${formatDayHourUtc(nowUtc)}): start the window later.`,
      'window.fromUtc',
    );
  if (window.fromUtc > horizonUtc)
    throw new IpcFailure(
      'bad-input',
      `The earliest departure (${formatDayHourUtc(window.fromUtc)}) is beyond the ensemble's reach (${formatDayHourUtc(horizonUtc)}): start the window sooner.`,
      'window.fromUtc',
    );
}

export function planSweep(
  voyage: Pick<Voyage, 'route' | 'speedsKn' | 'staysS'>,
  window: SweepWindow,
  models: SweepModels,
  nowUtc: number,
): SweepPlan {
  const reach = ensembleReach(nowUtc);
  checkWindow(window, nowUtc, reach.toUtc);
  const departuresUtc = departuresOf(window);
  const places = sweepPlaces(voyage, ENSEMBLE_STEP_H);
  const placesAsked = placesNeeded({ voyage, departuresUtc, places, stepH: ENSEMBLE_STEP_H, withinUtc: reach });
  const requests: PlannedRequest[] = placesAsked.flatMap((place): PlannedRequest[] => [
    {
      kind: 'ensemble',
      endpoint: 'weather.ensemble.point',
      params: weatherEnsembleParams(place.position.lat, place.position.lon, models.wind, models.visibility === true),
      positionKey: place.key,
    },
    {
      kind: 'ensemble',
      endpoint: 'marine.ensemble.point',
      params: marineEnsembleParams(place.position.lat, place.position.lon, models.waves),
      positionKey: place.key,
    },
  ]);
  requests.push({ kind: 'storms', endpoint: 'storms', params: {} });
  return { departuresUtc, places, placesAsked, requests, reach };
}
