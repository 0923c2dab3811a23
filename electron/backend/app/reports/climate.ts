// The report's climate for a voyage that lies beyond the forecast range (its arrival, and so
// perhaps its departure, past the horizon as the report is made): the climate outlook as stored,
// read from the store only, as everything a report holds (no credit is spent by an export).
import { beyondEnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import type { ClimateOutlook, Snapshot } from '../../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../../../../shared/schedule';
import type { StoredVoyage } from '../../store/voyages';
import { climateOutlookOf, storeLookup } from '../climate';
import type { BackendContext } from '../context';

export interface ReportClimate {
  /** The stored outlook of this revision; null when none is stored (open it in the app, then export). */
  readonly outlook: ClimateOutlook | null;
  /** The departure itself lies beyond the forecast range (not only the end of the passage). */
  readonly departureBeyond: boolean;
}

/** True when the report should carry a climate section: the passage ends past the forecast range. */
export function climateWanted(schedule: Pick<Schedule, 'arrivalUtc'>, nowUtc: number): boolean {
  return beyondEnsembleReach(schedule.arrivalUtc, nowUtc);
}

/**
 * The stored climate outlook of the voyage, of the same source as the report's forecast (never
 * live and demo data mixed); null when the voyage lies within the forecast range.
 */
export async function storedReportClimate(
  ctx: BackendContext,
  stored: StoredVoyage,
  snapshot: Snapshot | null,
): Promise<ReportClimate | null> {
  const schedule = scheduleVoyage(scheduleInputOf(stored.voyage, { stepH: 1 }));
  const now = ctx.nowUtc();
  if (!climateWanted(schedule, now)) return null;
  const departureBeyond = beyondEnsembleReach(schedule.departureUtc, now);
  const connection = await ctx.source.connect();
  const source = snapshot?.summary.provenance.source ?? connection.source;
  if (source !== connection.source) return { outlook: null, departureBeyond };
  const outlook = await climateOutlookOf(
    ctx,
    stored,
    connection.source,
    storeLookup(ctx, connection.cacheBase),
    () => 0,
  );
  return { outlook, departureBeyond };
}
