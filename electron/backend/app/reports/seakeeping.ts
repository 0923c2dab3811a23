// The report's sea-state check (issue 29): the forecast's own sea at each of its steps (the
// deterministic significant height, mean direction and mean period) judged by IMO MSC.1/Circ.1228
// annex 4.2 for the voyage's vessel's hull, with the speed or course that leaves each zone. Made
// from the stored snapshot only, so the report spends nothing; the ensemble's share of members
// is the app's check (seakeeping.voyage), not repeated here.
import { convertLength } from '../../../../shared/domain/units';
import type { VesselHull } from '../../../../shared/domain/vessel-hull-schema';
import type { Voyage } from '../../../../shared/domain/voyage';
import { courseAt } from '../../../../shared/forecast/seakeeping-steps';
import type { Snapshot } from '../../../../shared/ipc';
import type { Schedule } from '../../../../shared/schedule';
import { assessSeakeeping, type Danger } from '../../../../shared/seakeeping/assess';

export interface SeakeepingRow {
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  readonly headingDeg: number;
  readonly speedKn: number;
  /** Each zone with the cause and the way out in words (danger-words.ts). */
  readonly dangers: readonly Danger[];
}

export type ReportSeakeeping =
  /** The vessel (or its profile) gives no hull: nothing is judged, and the report says where to enter it. */
  | { readonly kind: 'no-hull'; readonly vesselName: string | null }
  /** The forecast holds no wave direction or period (an older forecast, or the service had none). */
  | { readonly kind: 'no-sea' }
  | {
      readonly kind: 'judged';
      readonly hull: VesselHull;
      /** The wave model whose deterministic sea was judged. */
      readonly waveModel: string;
      /** Steps with way on and a whole sea. */
      readonly judged: number;
      /** Only the steps in some zone, in time order. */
      readonly rows: readonly SeakeepingRow[];
    };

function series(snapshot: Snapshot, element: string) {
  return snapshot.series.find((s) => s.element === element && s.deterministic.some((v) => v !== null)) ?? null;
}

/** Hs in metres whatever unit the series is in; null for a unit that is no length. */
function metres(value: number, unit: string): number | null {
  if (unit === 'm') return value;
  if (unit === 'ft') return convertLength(value, 'ft', 'm');
  return null;
}

/** The check for the report, or why there is none; null without a forecast. */
export function reportSeakeeping(
  snapshot: Snapshot | null,
  voyage: Voyage,
  schedule: Schedule,
): ReportSeakeeping | null {
  if (snapshot === null) return null;
  const hull = voyage.vessel?.hull;
  if (hull === undefined) return { kind: 'no-hull', vesselName: voyage.vessel?.name ?? null };
  const hs = series(snapshot, 'waveheight_significant');
  const from = series(snapshot, 'wavedirection_mean');
  const period = series(snapshot, 'waveperiod_mean');
  if (hs === null || from === null || period === null) return { kind: 'no-sea' };
  let judged = 0;
  const rows: SeakeepingRow[] = [];
  snapshot.steps.forEach((step, i) => {
    const { course } = courseAt(schedule, step.timeUtc);
    const h = hs.deterministic[i];
    const hsM = h === null || h === undefined ? null : metres(h, hs.unit);
    const waveFromDeg = from.deterministic[i];
    const wavePeriodS = period.deterministic[i];
    if (course === null || hsM === null || waveFromDeg === null || waveFromDeg === undefined) return;
    if (wavePeriodS === null || wavePeriodS === undefined || !(wavePeriodS > 0)) return;
    judged++;
    const { dangers } = assessSeakeeping(hull, course, { hsM, waveFromDeg, wavePeriodS });
    if (dangers.length > 0) rows.push({ timeUtc: step.timeUtc, lat: step.lat, lon: step.lon, ...course, dangers });
  });
  return { kind: 'judged', hull, waveModel: hs.model, judged, rows };
}
