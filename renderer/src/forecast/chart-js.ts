// chart.js, loaded on first use so it is not in the initial bundle (the budget in scripts/bundle-budget.ts), with
// only the parts the forecast charts use registered (tree-shaken: no bar, pie or time scale).
import type { Chart } from 'chart.js';

export type ChartClass = typeof Chart;

let loading: Promise<ChartClass> | null = null;

export function loadChartJs(): Promise<ChartClass> {
  loading ??= import('chart.js')
    .then((m) => {
      m.Chart.register(
        m.LineController,
        m.LineElement,
        m.PointElement,
        m.LinearScale,
        m.Filler,
        m.Tooltip,
        m.Legend,
        m.Decimation,
      );
      return m.Chart;
    })
    .catch((error: unknown) => {
      // A failed load (a stale build) may succeed on the next try.
      loading = null;
      throw error;
    });
  return loading;
}
