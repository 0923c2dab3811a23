// The forecast's dangerous seas where the navigator looks first (issue 29): the summary's lines
// (shared/forecast/sea-zone-windows.ts over the forecast's own sea, the report's judgement), each
// window with the ensemble check's share when it has been run, and the weather table's marks.
import type { ForecastSea } from '../../../shared/forecast/forecast-sea';
import { seaZoneWindowText, type SeaZoneWindow } from '../../../shared/forecast/sea-zone-windows';
import type { VoyageSeakeeping } from '../../../shared/ipc';
import { DANGER_WORDS } from '../../../shared/seakeeping/danger-words';
import { seakeepingHeadline, shareText } from './sea-state-text';

/**
 * The ensemble check at the window's steps: the highest share of members in the zone, as the Sea
 * state section says it at that step; that no member is in it; or null when the check judged no
 * step within the window (the ensemble's steps are 3-hourly, or it does not reach that far).
 */
export function ensembleShareText(w: SeaZoneWindow, r: Pick<VoyageSeakeeping, 'steps'>): string | null {
  const judged = r.steps.filter(
    (s) => s.timeUtc >= w.fromUtc && s.timeUtc <= w.toUtc && s.headingDeg !== null && s.members > 0,
  );
  if (judged.length === 0) return null;
  let worst: string | null = null;
  let worstShare = -1;
  for (const s of judged)
    for (const d of s.dangers)
      if (d.kind === w.kind && d.shareOfMembers > worstShare) {
        worstShare = d.shareOfMembers;
        worst = shareText(s, d.shareOfMembers);
      }
  const at = judged.length === 1 ? 'at its ensemble step' : `at its ${judged.length} ensemble steps`;
  return worst === null ? `ensemble check: in no member ${at}` : `ensemble check: up to ${worst} ${at}`;
}

/** One window in the summary, with the ensemble's share when the check has been run. */
export function summaryWindowText(w: SeaZoneWindow, ensemble: Pick<VoyageSeakeeping, 'steps'> | null): string {
  const share = ensemble === null ? null : ensembleShareText(w, ensemble);
  return share === null ? seaZoneWindowText(w) : `${seaZoneWindowText(w)} (${share})`;
}

/** The ensemble check's own headline for the summary, with the revision when it is another's. */
export function ensembleLine(r: VoyageSeakeeping, forecastRevision: number): string {
  const other = r.voyageRevision === forecastRevision ? '' : ` (of revision ${r.voyageRevision})`;
  return `Ensemble check${other}: ${seakeepingHeadline(r)}`;
}

export interface SeaMark {
  /** "Surf-riding and broaching-to": the zones at the step. */
  readonly text: string;
  /** Each zone's cause and way out, as section 3e says them. */
  readonly note: string;
}

/** The weather table's Sea state marks by snapshot step; empty when no step is in a zone. */
export function seaZoneMarks(sea: ForecastSea | null): ReadonlyMap<number, SeaMark> {
  const marks = new Map<number, SeaMark>();
  if (sea === null || sea.kind !== 'judged') return marks;
  for (const row of sea.rows)
    marks.set(row.step, {
      text: row.dangers.map((d) => DANGER_WORDS[d.kind].name).join(', '),
      note: row.dangers.map((d) => d.detail).join(' '),
    });
  return marks;
}
