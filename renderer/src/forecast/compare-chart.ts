// The chart of a model comparison: one line per model on one time axis, in the navigator's
// units, each named with its run in the legend, so where the models disagree shows at a glance.
// Pure (types only from chart.js): tested under Node.
import type { ModelComparison, UnitPreferences } from '../../../shared/ipc';
import { baseOptions, line, type LineConfig } from './chart-config';
import type { ChartPoint } from './chart-data';
import type { ChartColours } from './chart-style';
import { comparedUnit, seriesLabel } from '../models/model-text';

/** One colour per model, from the theme (at most four models are compared). */
function modelColours(colours: ChartColours): string[] {
  return [colours.deterministic, colours.probability.gust, colours.probability.hs, colours.fg];
}

export function compareConfig(
  comparison: ModelComparison,
  units: UnitPreferences,
  colours: ChartColours,
  elementName: string,
): LineConfig {
  const { label, convert } = comparedUnit(comparison, units);
  const palette = modelColours(colours);
  const shown = comparison.series.filter((s) => s.error === undefined && s.timesUtc.length > 0);
  const datasets = shown.map((s, i) => {
    const points: ChartPoint[] = s.timesUtc.map((t, k) => {
      const v = s.values[k];
      return { x: t * 1000, y: v === null || v === undefined ? null : convert(v), step: k };
    });
    return line(seriesLabel(s), points, palette[i % palette.length]!, { borderWidth: 2 });
  });
  const times = shown.flatMap((s) => [s.timesUtc[0]!, s.timesUtc.at(-1)!]);
  const xMin = times.length === 0 ? 0 : Math.min(...times) * 1000;
  const xMax = times.length === 0 ? 1 : Math.max(...times) * 1000;
  const options = baseOptions({ colours, xMin, xMax, yTitle: `${elementName} (${label})` });
  // Speeds and heights start at 0; a pressure or temperature axis fits its values.
  const y = options?.scales?.['y'];
  if (y !== undefined && comparison.unit !== 'kt' && comparison.unit !== 'm') delete y.min;
  return { type: 'line', data: { datasets }, options };
}
