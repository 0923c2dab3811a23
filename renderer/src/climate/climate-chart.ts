// The chart.js configuration of the climate outlook: the ten-year mean wind and gust at each
// route sample for the month the ship is there, against the ETA (the same time axis as the
// forecast charts). Pure (types only from chart.js): tested under Node.
import type { ChartConfiguration } from 'chart.js';
import type { ClimateOutlook, UnitPreferences } from '../../../shared/ipc';
import { climateKn } from '../../../shared/forecast/climate-rows';
import { monthName } from '../../../shared/forecast/text';
import { TIME_CHART_BASE, timeAxis, timeTickLabel, type ChartColours } from '../forecast/chart-style';
import { speedFromKn } from '../lib/units-text';

export interface ClimatePoint {
  /** ETA, Unix ms. */
  readonly x: number;
  /** Null where the mean was not had: the line breaks there. */
  readonly y: number | null;
}

export type ClimateChartConfig = ChartConfiguration<'line', ClimatePoint[]>;

export function climatePoints(
  outlook: ClimateOutlook,
  pick: 'windSpeedMs' | 'windGustMs',
  unit: UnitPreferences['speed'],
): ClimatePoint[] {
  return outlook.samples.map((s) => {
    const kn = climateKn(s[pick]);
    return { x: s.etaUtc * 1000, y: kn === null ? null : Math.round(speedFromKn(kn, unit) * 10) / 10 };
  });
}

export function climateChartConfig(
  outlook: ClimateOutlook,
  unit: UnitPreferences['speed'],
  colours: ChartColours,
): ClimateChartConfig {
  const xMin = outlook.departureUtc * 1000;
  const xMax = Math.max(outlook.arrivalUtc * 1000, xMin + 3_600_000);
  const dataset = (label: string, data: ClimatePoint[], colour: string, dash: number[]) => ({
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 2,
    borderDash: dash,
    pointRadius: 3,
    spanGaps: false,
    fill: false,
  });
  const monthOf = new Map(outlook.samples.map((s) => [s.etaUtc * 1000, monthName(s.month)]));
  return {
    type: 'line',
    data: {
      datasets: [
        dataset(`Mean wind (${unit})`, climatePoints(outlook, 'windSpeedMs', unit), colours.deterministic, []),
        dataset(`Mean gust (${unit})`, climatePoints(outlook, 'windGustMs', unit), colours.probability.gust, [6, 3]),
      ],
    },
    options: {
      ...TIME_CHART_BASE,
      scales: {
        x: {
          ...timeAxis(colours, xMin, xMax, 5),
        },
        y: {
          type: 'linear',
          min: 0,
          grid: { color: colours.grid },
          ticks: { color: colours.muted, maxTicksLimit: 6 },
          title: { display: true, text: `Monthly mean (${unit})`, color: colours.muted },
        },
      },
      plugins: {
        legend: { labels: { color: colours.fg, font: { size: 10 }, boxWidth: 10, boxHeight: 8, padding: 6 } },
        tooltip: {
          callbacks: {
            title: (items) => {
              const x = items[0]?.parsed.x ?? 0;
              return `${timeTickLabel(x)} · ${monthOf.get(x) ?? ''} mean`;
            },
          },
        },
      },
    },
  };
}
