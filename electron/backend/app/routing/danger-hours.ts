// Hours in the dangerous zones of IMO MSC.1/Circ.1228 along a route (issue 29), for the route
// summaries: each 10 NM stretch between the samples the summary reads (evaluate.ts samplesOf),
// on the leg's course and at the speed made good over it, times the share of the members whose
// sea puts the ship in a zone at its middle (shared/routing/dangerous-seas.ts: the router's own
// test, annex 4.2). Summed, the hours the ensemble expects her in a zone: 2.0 is two hours with
// every member's sea in one, or four with half of them. A stay (not under way) meets no zone.
import { M_PER_NM } from '../../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../../shared/geodesy/rhumb';
import {
  memberSeaBuffers,
  shareInDangerousZone,
  type MemberSeasField,
} from '../../../../shared/routing/dangerous-seas';
import type { TimedPosition } from '../../../../shared/routing/model';
import type { ShipHull } from '../../../../shared/seakeeping/encounter';
import { samplesOf } from './evaluate';

/** The hull the zones are judged for and the members' seas along the way. */
export interface RouteDangers {
  readonly hull: ShipHull;
  readonly seas: MemberSeasField;
}

/** Members' share in a zone × hours, summed over the route's stretches; to a tenth of an hour. */
export function hoursInDangerousZones(waypoints: readonly TimedPosition[], dangers: RouteDangers): number {
  const buffers = memberSeaBuffers(dangers.seas.members);
  let hours = 0;
  let from: TimedPosition | undefined;
  for (const to of samplesOf(waypoints)) {
    if (from !== undefined && to.timeUtc > from.timeUtc) {
      const { distanceM, courseDeg } = rhumbInverse(from.lat, from.lon, to.lat, to.lon);
      const h = (to.timeUtc - from.timeUtc) / 3600;
      if (distanceM > 0) {
        const middle = rhumbDirect(from.lat, from.lon, courseDeg, distanceM / 2);
        dangers.seas.seasAt(middle, (from.timeUtc + to.timeUtc) / 2, buffers);
        const speedKn = distanceM / M_PER_NM / h;
        hours += h * shareInDangerousZone(dangers.hull, buffers, dangers.seas.members, courseDeg, speedKn);
      }
    }
    from = to;
  }
  return Math.round(hours * 10) / 10;
}
