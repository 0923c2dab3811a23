// chart.js, loaded on first use so it is not in the initial bundle (the budget in scripts/bundle-budget.ts), with
// only the parts the forecast charts use registered (tree-shaken: no bar, pie or time scale).
import type { Chart, ChartConfiguration } from 'chart.js';
import { chartColours, type ChartColours } from './chart-style';

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

/** What a drawing tells its component: the charts are drawn, or chart.js could not be loaded. */
export interface DrawEvents {
  readonly drawn?: () => void;
  readonly failed?: () => void;
}

/**
 * Draws one line chart per canvas, once chart.js has loaded, with the configs `configsFor` builds
 * from the page's colours now (its theme's CSS variables, `read` for any other); returns what
 * undoes it (an effect's cleanup: a drawing not yet made is not made, those made are destroyed).
 * Every chart of the app is drawn through here, so each redraws with the theme alike.
 */
export function drawCharts<D>(
  canvases: readonly HTMLCanvasElement[],
  configsFor: (colours: ChartColours, read: (name: string) => string) => readonly ChartConfiguration<'line', D>[],
  events: DrawEvents = {},
): () => void {
  let cancelled = false;
  const charts: { destroy(): void }[] = [];
  loadChartJs().then(
    (ChartJs) => {
      if (cancelled) return;
      const style = getComputedStyle(document.documentElement);
      const read = (name: string): string => style.getPropertyValue(name);
      configsFor(chartColours(read), read).forEach((config, i) => {
        const canvas = canvases[i];
        if (canvas !== undefined) charts.push(new ChartJs(canvas, config));
      });
      events.drawn?.();
    },
    () => {
      if (!cancelled) events.failed?.();
    },
  );
  return () => {
    cancelled = true;
    for (const chart of charts) chart.destroy();
  };
}
