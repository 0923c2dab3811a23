// Model choice in words and numbers for the forecast panel and the point comparison: a model's
// line in a chooser, the points the catalogue is asked at, the quick outlook's cost beside the
// full run's, and a compared series in the navigator's units.
import type { ModelCatalogueEntry } from '../../../shared/api/resources/models';
import type { CreditEstimate, ModelComparison, UnitPreferences } from '../../../shared/ipc';
import type { Position } from '../../../shared/domain/position';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { formatUtcMinute } from '../../../shared/domain/time';
import { speedFromKn, waveFromM } from '../lib/units-text';

/** Points the catalogue is asked at: each is a request (1 credit the first time in a day). */
export const CATALOGUE_POINTS = 4;

/**
 * Where along the route the catalogue is asked: the middle of each leg, where the ship is at
 * sea (a port at a route's end may be "land" to a wave model), at most CATALOGUE_POINTS spread
 * evenly over the legs.
 */
export function catalogueProbePoints(waypoints: readonly Position[]): Position[] {
  const mids: Position[] = [];
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1]!;
    const b = waypoints[i]!;
    // Across the antimeridian the short way round, not through Greenwich.
    const dLon = normalizeLonDeg(b.lon - a.lon);
    mids.push({ lat: (a.lat + b.lat) / 2, lon: normalizeLonDeg(a.lon + dLon / 2) });
  }
  if (mids.length <= CATALOGUE_POINTS) return mids;
  return Array.from(
    { length: CATALOGUE_POINTS },
    (_, k) => mids[Math.round((k * (mids.length - 1)) / (CATALOGUE_POINTS - 1))]!,
  );
}

/** "ECMWF ENS global ensemble (ECMWF, 0.2°)". */
export function modelLabel(entry: ModelCatalogueEntry): string {
  return `${entry.name} (${entry.institute}, ${entry.resolution})`;
}

/** The elements a model has, by name: "Wind speed, Wind gust, …". */
export function elementsText(entry: ModelCatalogueEntry): string {
  return entry.elements.map((e) => e.name).join(', ');
}

/** The quick outlook's cost against the full run's, and which the outlook uses, in words. */
export function outlookCostText(estimate: CreditEstimate): { cost: string; uses: string } | null {
  const outlook = estimate.outlook;
  if (outlook === undefined) return null;
  const credits = (n: number): string => `${n} credit${n === 1 ? '' : 's'}`;
  const cost = `Quick outlook: ${credits(outlook.credits)} (route ensemble, ${outlook.waypoints} waypoints × 2 elements in ${outlook.requests} request${outlook.requests === 1 ? '' : 's'}). Full forecast: ${credits(estimate.credits)}.`;
  const uses =
    outlook.cheaper === 'outlook'
      ? `The quick outlook uses the route ensemble: ${credits(estimate.credits - outlook.credits)} cheaper than the full forecast, with the ensemble mean at each waypoint only.`
      : outlook.cheaper === 'same'
        ? 'The quick outlook uses the route ensemble; the full forecast costs the same and gives every member at every step.'
        : `The quick outlook uses the route ensemble, but the full forecast is cheaper here (${credits(estimate.credits)}) and gives every member at every step.`;
  return { cost, uses };
}

/** Beside the full forecast's estimate: the quick outlook, when it is the cheaper answer. */
export function outlookAlternativeText(estimate: CreditEstimate): string | null {
  const outlook = estimate.outlook;
  if (outlook?.cheaper !== 'outlook') return null;
  return `A quick outlook (the route ensemble's mean wind and gust at ${outlook.waypoints} waypoints) would cost ${outlook.credits} credit${outlook.credits === 1 ? '' : 's'} instead.`;
}

/** A value of a comparison in the navigator's units, with the unit's label. */
export function comparedUnit(
  comparison: Pick<ModelComparison, 'unit'>,
  units: UnitPreferences,
): { label: string; convert: (v: number) => number } {
  if (comparison.unit === 'kt') return { label: units.speed, convert: (v) => speedFromKn(v, units.speed) };
  if (comparison.unit === 'm') return { label: units.waveHeight, convert: (v) => waveFromM(v, units.waveHeight) };
  return { label: comparison.unit, convert: (v) => v };
}

/** A model's name in the chart legend: its id and run, "ecmwf-ens, run 2024-06-11 18:00Z". */
export function seriesLabel(series: ModelComparison['series'][number]): string {
  if (series.error !== undefined) return `${series.model}: no values`;
  return series.runUtc === null ? series.model : `${series.model}, run ${formatUtcMinute(series.runUtc)}`;
}
