// How large a route request the sandbox answers. The spec (§8) gives no limit for the route
// endpoints, but an answer must stay a sane size: an 11 KB shipping-route request with a
// crawling speed once asked for 145 MB. These are Passage's readings, generous for a real
// voyage (a 30-day voyage at hourly steps is 720 positions), refused with the spec's error
// body (400, naming the parameter) beyond them.
import { scheduleVoyage } from '../../../../shared/schedule/schedule';
import { SandboxBadRequest } from '../../contract';

/** Waypoints in one route request (lats/lons). */
export const MAX_ROUTE_WAYPOINTS = 2000;
/**
 * Positions (waypoints and hourly steps) in one shipping-route answer: over a year at hourly
 * steps, about 13 MB of JSON with its eight elements.
 */
export const MAX_SHIPPING_POINTS = 10_000;

export function checkRouteWaypoints(count: number): void {
  if (count > MAX_ROUTE_WAYPOINTS) {
    throw new SandboxBadRequest(
      'lats',
      `has ${count} waypoints; at most ${MAX_ROUTE_WAYPOINTS} are answered in one request: split the route`,
    );
  }
}

/**
 * Refuses a shipping route whose answer would hold more than MAX_SHIPPING_POINTS positions,
 * before any position is computed: the voyage is timed once with a step longer than itself.
 */
export function checkShippingPoints(
  lats: readonly number[],
  lons: readonly number[],
  speedsKn: readonly number[],
  startUtc: number,
): void {
  checkRouteWaypoints(lats.length);
  const timing = scheduleVoyage({
    waypoints: lats.map((lat, i) => ({ name: `WP${i + 1}`, position: { lat, lon: lons[i]! } })),
    speedsKn,
    departureUtc: startUtc,
    stepH: 1e9,
  });
  const hours = Math.ceil(timing.durationS / 3600);
  const points = hours + lats.length;
  if (points > MAX_SHIPPING_POINTS) {
    const days = (timing.durationS / 86_400).toFixed(1);
    throw new SandboxBadRequest(
      'speeds',
      `give a voyage of ${days} days, ${points} hourly positions; at most ${MAX_SHIPPING_POINTS} (${Math.floor(MAX_SHIPPING_POINTS / 24)} days) are answered: raise the speed or split the route`,
    );
  }
}
