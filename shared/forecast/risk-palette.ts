// The colour and the words of each risk level: the one home that the chart, the app's CSS
// (renderer/src/theme.css, compared by test/renderer/theme-palette.test.ts), and the report's
// SVG and HTML all read, so a leg reads the same on the map, in the table and on paper.
import { RISK_BANDS, type RiskLevel } from './exceedance';

export interface LegColours {
  /** A leg before any forecast exists. */
  readonly route: string;
  /** A leg, cell or mark by its forecast risk; 'unknown' where the forecast has no value. */
  readonly risk: Readonly<Record<RiskLevel, string>>;
}

/**
 * Day: on a light chart and white paper. Night: on a black sea under a red-tinted screen, so
 * the levels differ by brightness as well as hue (under a red filter hue alone does not tell
 * them apart).
 */
export const LEG_COLOURS: Readonly<Record<'day' | 'night', LegColours>> = {
  day: {
    route: '#b0186b',
    risk: { unknown: '#7d8691', none: '#2e8b3e', low: '#c9a400', moderate: '#e06c00', high: '#d0021b' },
  },
  night: {
    route: '#c0392b',
    risk: { unknown: '#5a3a36', none: '#6b4a20', low: '#a0701c', moderate: '#d0561c', high: '#ff3b2f' },
  },
};

/** A fraction as a whole number of per cent: 0.1 is 10. */
function perCent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** The bands of riskLevel (shared/forecast/exceedance.ts) in a navigator's words, for legends. */
export const RISK_WORDS: Readonly<Record<RiskLevel, string>> = {
  none: 'No limit exceeded',
  low: `Exceedance under ${perCent(RISK_BANDS.lowBelow)} %`,
  moderate: `Exceedance ${perCent(RISK_BANDS.lowBelow)} to ${perCent(RISK_BANDS.highFrom)} %`,
  high: `Exceedance ${perCent(RISK_BANDS.highFrom)} % or more`,
  unknown: 'No forecast value',
};
