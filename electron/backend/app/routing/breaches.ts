// When no route keeps the vessel's limits, the route shown breaks them least: which limit, where,
// when and by how much. Read along the route every 10 NM at the instant the ship is there, from
// the same percentile field the router searched (as the summaries are), so the words agree with
// the P90 maxima beside them.
import { QUANTITY_IDS } from '../../../../shared/domain/quantities';
import { Q, beyondAt, limitVector, severityAt } from './quantity-index';
import type { VesselLimits } from '../../../../shared/domain/voyage';
import type { LimitBreach } from '../../../../shared/ipc';
import type { TimedPosition } from '../../../../shared/routing/model';
import { normalizeLonDeg } from '../../../../shared/geodesy/angles';
import { samplesOf } from './evaluate';
import type { Fields } from './fields';

interface Running {
  worst: number;
  at: TimedPosition | null;
  firstUtc: number;
  lastUtc: number;
  seconds: number;
}

/**
 * Each limit the percentile field breaks along the route: its largest value, where and when, the
 * first and last instants above it, and the hours above it in all (each sample interval counted
 * when the sample ending it is above). Limits kept are left out; an empty list means none broken.
 */
export function limitBreaches(
  waypoints: readonly TimedPosition[],
  fields: Pick<Fields, 'percentileAt'>,
  limits: VesselLimits,
): LimitBreach[] {
  const limitOf = limitVector(limits);
  const runs: Running[] = QUANTITY_IDS.map(() => ({
    worst: Number.NEGATIVE_INFINITY,
    at: null,
    firstUtc: Number.NaN,
    lastUtc: Number.NaN,
    seconds: 0,
  }));
  const values = new Float64Array(Q);
  let before: TimedPosition | null = null;
  for (const p of samplesOf(waypoints)) {
    fields.percentileAt(p, p.timeUtc, values);
    for (let k = 0; k < Q; k++) {
      const v = values[k]!;
      if (!beyondAt(k, v, limitOf[k]!)) continue;
      const r = runs[k]!;
      if (severityAt(k, v) > r.worst) {
        r.worst = severityAt(k, v);
        r.at = p;
      }
      if (Number.isNaN(r.firstUtc)) r.firstUtc = p.timeUtc;
      r.lastUtc = p.timeUtc;
      if (before !== null) r.seconds += p.timeUtc - before.timeUtc;
    }
    before = p;
  }
  return QUANTITY_IDS.flatMap((quantity, k): LimitBreach[] => {
    const r = runs[k]!;
    if (r.at === null) return [];
    return [
      {
        quantity,
        limit: limitOf[k]!,
        // Severity back to the value: the highest, or the lowest visibility.
        worst: Math.round(severityAt(k, r.worst) * 10) / 10,
        worstUtc: Math.round(r.at.timeUtc),
        lat: r.at.lat,
        lon: normalizeLonDeg(r.at.lon),
        firstUtc: Math.round(r.firstUtc),
        lastUtc: Math.round(r.lastUtc),
        hoursAbove: Math.round((r.seconds / 3600) * 10) / 10,
      },
    ];
  });
}
