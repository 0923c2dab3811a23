// What planned requests would cost now: 0 for one the store answers (same request, its model run
// still the latest), else the endpoint's price. One home for the count that 'forecasts.estimate'
// shows and the departure planner compares its sweep with.
import { estimateCredits } from '../../../../shared/api/request/credits';
import type { BackendContext } from '../context';
import type { Connection } from '../service-source';
import { isCached } from './parts';
import type { PlannedRequest } from './plan';

function creditsOf(request: PlannedRequest): number {
  switch (request.kind) {
    case 'shipping':
      return estimateCredits('marine.shipping.route', request.params);
    case 'ensemble':
      return estimateCredits(request.endpoint, request.params);
    case 'swell':
      return estimateCredits('marine.timeseries.point', request.params);
    case 'storms':
      return estimateCredits('storms', {});
  }
}

interface RequestEstimate {
  readonly endpoint: PlannedRequest['endpoint'];
  readonly credits: number;
  readonly cached: boolean;
}

/** Each request with its credits now, in plan order. */
export function estimateRequests(
  ctx: BackendContext,
  connection: Pick<Connection, 'cacheBase' | 'source'>,
  requests: readonly PlannedRequest[],
): RequestEstimate[] {
  const now = ctx.nowUtc();
  return requests.map((request) => {
    const cached = isCached(ctx.store, connection.cacheBase, connection.source, request, now);
    return { endpoint: request.endpoint, credits: cached ? 0 : creditsOf(request), cached };
  });
}
