// GET /v1/transit/planner (spec §4.6): the stop places near a point. Within 10 km up to ten;
// never fewer than three, so a point far from the Netherlands still gets the nearest few.
import type { HttpHandlers, SandboxEnv, SandboxParams } from '../contract';
import type { StopPlace, TransitPlannerResult } from '../../../shared/api/resources/transit';
import { stopsByDistance, type Stop } from './stops';

const RADIUS_M = 10_000;
const MAX_STOPS = 10;
const MIN_STOPS = 3;

/** A stop place as spec §2.16 shows it. The departures link never carries an api key. */
export function stopPlace(stop: Stop, env: SandboxEnv): StopPlace {
  return {
    id: stop.id,
    name: stop.name,
    town: stop.town,
    links: { departures: `${env.baseUrl}/v1/transit/stopplaces/${stop.id}/departures` },
    coordinates: { latitude: stop.latDeg, longitude: stop.lonDeg },
  };
}

export function stopPlacesNear(params: SandboxParams<'transit.planner'>, env: SandboxEnv): TransitPlannerResult {
  const ranked = stopsByDistance(params.lat, params.lon);
  const near = ranked.filter((s, i) => i < MIN_STOPS || (s.distanceM <= RADIUS_M && i < MAX_STOPS));
  return { stopplaces: near.map((s) => stopPlace(s.stop, env)) };
}

export const transitHttpHandlers: HttpHandlers = {
  'transit.planner': stopPlacesNear,
};
