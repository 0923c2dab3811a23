// The chart.js configuration of a sweep: each limit's risk (the share of members beyond it
// somewhere on the voyage, 0..100 %: above wind, gust and Hs, below visibility) against the
// departure time, the limits the table shows (limitsShown), with the risk bands' edges
// (RISK_BANDS) drawn as the table colours its cells. Pure (types only from chart.js): tested under Node.
import type { ChartConfiguration } from 'chart.js';
import type { DepartureRowOut } from '../../../shared/ipc';
import { RISK_BANDS } from '../../../shared/forecast/exceedance';
import { TIME_CHART_BASE, timeAxis, timeTickLabel, type ChartColours } from '../forecast/chart-style';
import { QUANTITIES, type Quantity } from '../../../shared/domain/quantities';
import { LIMIT_NAMES, limitsShown } from './departures-text';
import { listWords } from '../../../shared/domain/word-list';

export interface RiskPoint {
  /** Departure, Unix ms. */
  readonly x: number;
  /** Per cent of members; null for a departure the ensemble does not cover (the line breaks). */
  readonly y: number | null;
}

export type DepartureChartConfig = ChartConfiguration<'line', RiskPoint[]>;

/** One limit's risk per departure, in departure order; uncovered departures are gaps, not guesses. */
export function riskPoints(rows: readonly DepartureRowOut[], limit: Quantity): RiskPoint[] {
  return [...rows]
    .sort((a, b) => a.departureUtc - b.departureUtc)
    .map((r) => {
      const share = r.exceedance[limit];
      return { x: r.departureUtc * 1000, y: r.covered && share !== undefined ? Math.round(share * 1000) / 10 : null };
    });
}

/** "Share of ensemble members beyond the wind, gust, Hs and visibility limits", as the chart draws them. */
export function departureChartWords(rows: readonly DepartureRowOut[]): string {
  const names = listWords(limitsShown(rows).map((q) => QUANTITIES[q].limit.name));
  return `Share of ensemble members beyond the ${names} limits for ${rows.length} departures, against the departure time.`;
}

export function departureChartConfig(
  rows: readonly DepartureRowOut[],
  colours: ChartColours,
  bandColours: { readonly moderate: string; readonly high: string },
): DepartureChartConfig {
  const times = rows.map((r) => r.departureUtc * 1000);
  const xMin = Math.min(...times);
  const xMax = Math.max(Math.max(...times), xMin + 3_600_000);
  const band = (label: string, fraction: number, colour: string) => ({
    label,
    data: [
      { x: xMin, y: fraction * 100 },
      { x: xMax, y: fraction * 100 },
    ],
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 1,
    borderDash: [4, 4],
    pointRadius: 0,
    fill: false,
  });
  return {
    type: 'line',
    data: {
      datasets: [
        ...limitsShown(rows).map((limit) => ({
          label: `${LIMIT_NAMES[limit]} (% of members ${QUANTITIES[limit].sense})`,
          data: riskPoints(rows, limit),
          borderColor: colours.probability[limit],
          backgroundColor: colours.probability[limit],
          borderWidth: 2,
          pointRadius: 3,
          spanGaps: false,
          fill: false,
        })),
        band(`Moderate from ${RISK_BANDS.lowBelow * 100} %`, RISK_BANDS.lowBelow, bandColours.moderate),
        band(`High from ${RISK_BANDS.highFrom * 100} %`, RISK_BANDS.highFrom, bandColours.high),
      ],
    },
    options: {
      ...TIME_CHART_BASE,
      scales: {
        x: {
          ...timeAxis(colours, xMin, xMax, 6),
          title: { display: true, text: 'Departure (UTC)', color: colours.muted },
        },
        y: {
          type: 'linear',
          min: 0,
          max: 100,
          grid: { color: colours.grid },
          ticks: { color: colours.muted, stepSize: 25 },
          title: { display: true, text: 'Risk (% of members)', color: colours.muted },
        },
      },
      plugins: {
        legend: { labels: { color: colours.fg, boxWidth: 14 } },
        tooltip: {
          callbacks: {
            title: (items) => timeTickLabel(items[0]?.parsed.x ?? 0),
            label: (item) => `${item.dataset.label ?? ''}: ${item.parsed.y ?? '–'}`,
          },
        },
      },
    },
  };
}
