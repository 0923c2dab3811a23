// The report's colours: risk levels as the app's day chart shows them (renderer/src/chart/
// palette.ts), so a leg reads the same on screen and on paper, and the words beside them.
import type { RiskLevel } from '../../../../../shared/forecast/exceedance';

export const RISK_COLOURS: Readonly<Record<RiskLevel | 'route', string>> = {
  route: '#b0186b',
  unknown: '#7d8691',
  none: '#2e8b3e',
  low: '#c9a400',
  moderate: '#e06c00',
  high: '#d0021b',
};

/** Bands of shared/forecast/exceedance.ts riskLevel, in a navigator's words. */
export const RISK_WORDS: Readonly<Record<RiskLevel, string>> = {
  none: 'No limit exceeded',
  low: 'Exceedance under 10 %',
  moderate: 'Exceedance 10 to 50 %',
  high: 'Exceedance 50 % or more',
  unknown: 'No forecast value',
};

/** Short words for table cells. */
export const RISK_SHORT: Readonly<Record<RiskLevel, string>> = {
  none: 'none',
  low: 'low',
  moderate: 'moderate',
  high: 'HIGH',
  unknown: '–',
};
