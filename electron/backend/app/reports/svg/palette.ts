// The report's risk words for table cells. The colours and the legend's words come from
// shared/forecast/risk-palette.ts (the day palette), so a leg reads the same on screen and on paper.
import type { RiskLevel } from '../../../../../shared/forecast/exceedance';

/** Short words for table cells. */
export const RISK_SHORT: Readonly<Record<RiskLevel, string>> = {
  none: 'none',
  low: 'low',
  moderate: 'moderate',
  high: 'HIGH',
  unknown: '–',
};
