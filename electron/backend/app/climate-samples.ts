// Where along a voyage the climate is asked: the departure, the arrival and positions along the
// schedule every few hundred NM, at most CLIMATE_OUTLOOK_MAX_SAMPLES in all (one credit each when not
// stored), each at the planned time there. Positions are rounded to a quarter degree, below the
// grid of a ten-year average, so nearby samples (and a voyage edited a little) share one answer.
import type { Schedule } from '../../../shared/schedule';
import { mToNm, nmToM } from '../../../shared/domain/units';
import { CLIMATE_OUTLOOK_MAX_SAMPLES } from '../../../shared/ipc/methods/climate';

/** Wanted spacing between samples, NM; a long ocean passage gets fewer, wider-spaced samples. */
export const CLIMATE_SAMPLE_SPACING_NM = 300;
/** Degrees a sample's position is rounded to. */
const CLIMATE_GRID_DEG = 0.25;

export interface PlannedClimateSample {
  readonly kind: 'departure' | 'route' | 'arrival';
  readonly lat: number;
  readonly lon: number;
  readonly etaUtc: number;
  readonly distanceNm: number;
  /** 1..12, UTC. */
  readonly month: number;
}

export interface ClimatePlan {
  readonly samples: readonly PlannedClimateSample[];
  readonly months: readonly { readonly year: number; readonly month: number }[];
}

/** A coordinate on the climate grid (quarter degrees), never "-0". */
export function climateCoordinate(valueDeg: number): number {
  return Math.round(valueDeg / CLIMATE_GRID_DEG) * CLIMATE_GRID_DEG + 0;
}

/** The UTC month (1..12) of an instant, Unix seconds. */
export function utcMonth(timeUtc: number): number {
  return new Date(timeUtc * 1000).getUTCMonth() + 1;
}

/** The calendar months (UTC) from `fromUtc` to `toUtc`, both included. */
export function monthsBetween(fromUtc: number, toUtc: number): { year: number; month: number }[] {
  const from = new Date(fromUtc * 1000);
  const to = new Date(Math.max(fromUtc, toUtc) * 1000);
  const months: { year: number; month: number }[] = [];
  const endYear = to.getUTCFullYear();
  const endMonth = to.getUTCMonth();
  for (let y = from.getUTCFullYear(), m = from.getUTCMonth(); y < endYear || (y === endYear && m <= endMonth);) {
    months.push({ year: y, month: m + 1 });
    m++;
    if (m === 12) {
      m = 0;
      y++;
    }
  }
  return months;
}

function sample(
  kind: PlannedClimateSample['kind'],
  lat: number,
  lon: number,
  etaUtc: number,
  distanceM: number,
): PlannedClimateSample {
  const eta = Math.round(etaUtc);
  return {
    kind,
    lat: climateCoordinate(lat),
    lon: climateCoordinate(lon),
    etaUtc: eta,
    distanceNm: Math.round(mToNm(distanceM) * 10) / 10,
    month: utcMonth(eta),
  };
}

/** The samples of a schedule (its timesteps give the positions and times along the route). */
export function planClimateSamples(schedule: Schedule): ClimatePlan {
  const first = schedule.waypoints[0];
  const last = schedule.waypoints[schedule.waypoints.length - 1];
  if (first === undefined || last === undefined) return { samples: [], months: [] };
  const totalNm = schedule.totalDistanceNm;
  const count = Math.min(CLIMATE_OUTLOOK_MAX_SAMPLES, Math.max(2, Math.ceil(totalNm / CLIMATE_SAMPLE_SPACING_NM) + 1));
  const samples: PlannedClimateSample[] = [
    sample('departure', first.position.lat, first.position.lon, first.etdUtc, 0),
  ];
  const steps = schedule.timesteps;
  let k = 0;
  for (let i = 1; i < count - 1; i++) {
    const targetM = nmToM((totalNm * i) / (count - 1));
    // Timesteps are in distance order: the first at or past the target stands for it.
    while (k < steps.length - 1 && steps[k]!.distanceM < targetM) k++;
    const step = steps[k];
    if (step !== undefined) samples.push(sample('route', step.lat, step.lon, step.timeUtc, step.distanceM));
  }
  samples.push(sample('arrival', last.position.lat, last.position.lon, last.etaUtc, schedule.totalDistanceM));
  return { samples, months: monthsBetween(schedule.departureUtc, schedule.arrivalUtc) };
}
