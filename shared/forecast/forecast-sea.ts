// The forecast's own sea judged by IMO MSC.1/Circ.1228 annex 4.2 (issue 29): at each step of a
// stored forecast, the deterministic significant height, mean direction and mean period, for the
// vessel's hull at the planned speed and heading, with the speed or course that leaves each zone.
// Made from the snapshot only, so it spends nothing. The one judgement the report's section 3e,
// its cover, the forecast summary and the weather table all read; the ensemble's share of members
// is the app's check (seakeeping.voyage), not repeated here.
import { convertLength } from '../domain/units';
import type { VesselHull } from '../domain/vessel-hull-schema';
import type { Vessel } from '../domain/voyage';
import type { Snapshot } from '../ipc';
import type { Schedule } from '../schedule';
import { assessSeakeeping, type Danger } from '../seakeeping/assess';
import { courseAt } from './seakeeping-steps';

export interface SeaZoneStep {
  /** Index into the snapshot's steps. */
  readonly step: number;
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  readonly headingDeg: number;
  readonly speedKn: number;
  /** Each zone with the cause and the way out (danger-words.ts), in the circular's order. */
  readonly dangers: readonly Danger[];
}

export type ForecastSea =
  /** The vessel (or its profile) gives no hull: nothing is judged, and the views say where to enter it. */
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
      readonly rows: readonly SeaZoneStep[];
    };

function series(snapshot: Pick<Snapshot, 'series'>, element: string) {
  return snapshot.series.find((s) => s.element === element && s.deterministic.some((v) => v !== null)) ?? null;
}

/** Hs in metres whatever unit the series is in; null for a unit that is no length. */
function metres(value: number, unit: string): number | null {
  if (unit === 'm') return value;
  if (unit === 'ft') return convertLength(value, 'ft', 'm');
  return null;
}

/** The forecast's sea judged for the vessel's hull along the schedule, or why it is not. */
export function judgeForecastSea(
  snapshot: Pick<Snapshot, 'steps' | 'series'>,
  vessel: Pick<Vessel, 'name' | 'hull'> | undefined,
  schedule: Schedule,
): ForecastSea {
  const hull = vessel?.hull;
  if (hull === undefined) return { kind: 'no-hull', vesselName: vessel?.name ?? null };
  const hs = series(snapshot, 'waveheight_significant');
  const from = series(snapshot, 'wavedirection_mean');
  const period = series(snapshot, 'waveperiod_mean');
  if (hs === null || from === null || period === null) return { kind: 'no-sea' };
  let judged = 0;
  const rows: SeaZoneStep[] = [];
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
    if (dangers.length > 0)
      rows.push({ step: i, timeUtc: step.timeUtc, lat: step.lat, lon: step.lon, ...course, dangers });
  });
  return { kind: 'judged', hull, waveModel: hs.model, judged, rows };
}
