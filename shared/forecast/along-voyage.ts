// Everything the forecast table, charts, map colouring and report need from one snapshot and
// the vessel's limits, computed in one pass so the UI and the report agree.
import { QUANTITY_IDS } from '../domain/quantities';
import type { VesselLimits } from '../domain/voyage';
import type { Snapshot } from '../ipc/methods/forecasts';
import { ensembleStatsAlong, type EnsembleStats } from './ensemble-stats';
import { limitExceedances, stepRisks, type LimitExceedance, type RiskLevel } from './exceedance';
import { legRisks, type LegRisk } from './leg-risk';
import { findQuantity, type Quantity, type QuantitySeries } from './quantities';
import { windColumn, type WindCell } from './wind-display';
import { worstWindows, type WorstWindow, type WorstWindowOptions } from './worst-windows';

export interface QuantityAlongVoyage {
  readonly series: QuantitySeries;
  /** Ensemble statistics per step (in series.unit); null where no member has a value. */
  readonly stats: readonly (EnsembleStats | null)[];
}

export interface ForecastAlongVoyage {
  /** Only the quantities the snapshot holds. */
  readonly quantities: Partial<Record<Quantity, QuantityAlongVoyage>>;
  readonly exceedances: readonly LimitExceedance[];
  /** Worst risk over all limits, per step. */
  readonly stepRisks: readonly RiskLevel[];
  readonly legs: readonly LegRisk[];
  /** Worst first; see worstWindows. */
  readonly windows: readonly WorstWindow[];
  /** Deterministic wind per step: kn, Beaufort, direction. */
  readonly wind: readonly (WindCell | null)[];
}

export function forecastAlongVoyage(
  snapshot: Pick<Snapshot, 'steps' | 'series'>,
  limits: VesselLimits,
  options: WorstWindowOptions = {},
): ForecastAlongVoyage {
  const stepCount = snapshot.steps.length;
  const quantities: Partial<Record<Quantity, QuantityAlongVoyage>> = {};
  for (const quantity of QUANTITY_IDS) {
    const series = findQuantity(snapshot, quantity);
    if (series !== null) quantities[quantity] = { series, stats: ensembleStatsAlong(series.members, stepCount) };
  }
  const exceedances = limitExceedances(snapshot, limits);
  const risks = stepRisks(exceedances, stepCount);
  return {
    quantities,
    exceedances,
    stepRisks: risks,
    legs: legRisks(snapshot.steps, risks),
    windows: worstWindows(exceedances, snapshot.steps, options),
    wind: windColumn(snapshot),
  };
}
