// Routing in each member's weather (issue 17: the limits "at a chosen ensemble percentile, or per
// member"): the least-time route through each of the ensemble's members in turn, its wind for the
// speed loss and its wind, gust and Hs against the limits, as one possible future each. Their
// spread of ETAs, and the members in which no route keeps the limits, say how far the percentile
// route's single answer can be trusted.
import type { MemberRoute } from '../../../../shared/ipc';
import { optimiseRoute, type RouteRequest } from '../../../../shared/routing/route';
import type { RoutingEnvironment } from '../../../../shared/routing/model';
import { throwIfCancelled } from '../tasks';

export interface MemberRouting {
  /** The route request without its environment: the same ends, vias, departure, corridor and method. */
  readonly base: Omit<RouteRequest, 'env' | 'objective'>;
  readonly members: number;
  /** The environment of member m (its weather; land, storms and drawn areas as for the others). */
  readonly environmentOf: (member: number) => RoutingEnvironment;
  /** After each member: how many are done. */
  readonly progress: (done: number) => void;
  /** Checked before each member: a cancelled routing stops there. */
  readonly signal?: AbortSignal;
}

/** One least-time route per member, in member order; a member with no route says why. */
export async function routeMembers(r: MemberRouting): Promise<MemberRoute[]> {
  const out: MemberRoute[] = [];
  for (let m = 0; m < r.members; m++) {
    throwIfCancelled(r.signal);
    const found = optimiseRoute({ ...r.base, env: r.environmentOf(m), objective: 'time' });
    out.push(
      found.ok
        ? {
            member: m,
            waypoints: found.waypoints.map((w) => ({ lat: w.lat, lon: w.lon })),
            distanceM: found.distanceM,
            durationS: Math.round(found.durationS),
            etaUtc: Math.round(found.etaUtc),
            failure: null,
          }
        : { member: m, waypoints: [], distanceM: null, durationS: null, etaUtc: null, failure: found.message },
    );
    r.progress(m + 1);
    // Let the progress event out, and other requests in, between members.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}
