// A point forecast read as a one-position "voyage": its times become steps at the point, so the
// same shared/forecast analysis, table rows and chart arrays serve the point dialog as serve the
// voyage (one way of reading forecasts, not two).
import type { PointForecast, Snapshot } from '../../../shared/ipc';

export type PointSteps = Pick<Snapshot, 'steps' | 'series'>;

export function pointAsSteps(point: PointForecast): PointSteps {
  return {
    steps: point.timesUtc.map((timeUtc) => ({
      timeUtc,
      lat: point.lat,
      lon: point.lon,
      kind: 'timestep' as const,
      waypointIndex: null,
      distanceM: 0,
    })),
    series: point.series,
  };
}

/** Index of the time nearest `timeUtc` (the step the navigator picked), or null without times. */
export function nearestTimeIndex(timesUtc: readonly number[], timeUtc: number): number | null {
  let best: number | null = null;
  for (let i = 0; i < timesUtc.length; i++) {
    if (best === null || Math.abs(timesUtc[i]! - timeUtc) < Math.abs(timesUtc[best]! - timeUtc)) best = i;
  }
  return best;
}

/** Element errors of the answer (a part the service could not give), each once, in words. */
export function pointProblems(point: PointForecast): string[] {
  return [...new Set(point.series.flatMap((s) => (s.error === undefined ? [] : [`${s.model}: ${s.error}`])))];
}
