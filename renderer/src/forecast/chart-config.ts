// chart.js configurations of the forecast charts, built from chart-data.ts arrays: per quantity
// the min–max and P10–P90 fans (filled between their edges), the median, the deterministic line
// and the vessel's limit; and the probability of exceeding each limit. Data is handed over as it
// is (`parsing: false`), nothing animates, and long lines are decimated, so a 30-day voyage with
// 51 members draws in a few milliseconds. Pure (types only from chart.js): tested under Node.
import type { ChartConfiguration, ChartDataset, Plugin } from 'chart.js';
import type {
  ChartPoint,
  ForecastChartData,
  ProbabilityLine,
  QuantityChart,
  StormBandSpans,
  WaypointMark,
} from './chart-data';
import { STORM_BAND_PREFIX } from './forecast-storms';
import { TIME_CHART_BASE, timeAxis, timeTickLabel, type ChartColours } from './chart-style';

export type LineConfig = ChartConfiguration<'line', ChartPoint[]>;
type LineDataset = ChartDataset<'line', ChartPoint[]>;

export function line(
  label: string,
  data: readonly ChartPoint[],
  colour: string,
  extra: Partial<LineDataset> = {},
): LineDataset {
  return {
    label,
    // chart.js reads, never writes, data given with parsing: false; the copy keeps types honest.
    data: [...data],
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 1.5,
    pointRadius: 0,
    pointHitRadius: 4,
    spanGaps: false,
    fill: false,
    ...extra,
  };
}

/**
 * The datasets of one quantity chart, in drawing order: min, max (filled down to min), P10,
 * P90 (filled down to P10), median, deterministic, limit. The fills (`'-1'`) rely on the order.
 */
export function fanDatasets(
  chart: QuantityChart,
  data: Pick<ForecastChartData, 'xMin' | 'xMax'>,
  colours: ChartColours,
): LineDataset[] {
  const datasets: LineDataset[] = [];
  if (chart.memberCount > 0) {
    datasets.push(
      line('Ensemble min', chart.min, 'transparent', { borderWidth: 0 }),
      line('Ensemble min–max', chart.max, 'transparent', {
        borderWidth: 0,
        backgroundColor: colours.fanOuter,
        fill: '-1',
      }),
      line('Ensemble P10', chart.p10, 'transparent', { borderWidth: 0 }),
      line('Ensemble P10–P90', chart.p90, 'transparent', {
        borderWidth: 0,
        backgroundColor: colours.fanInner,
        fill: '-1',
      }),
      line('Ensemble median', chart.median, colours.median, { borderDash: [4, 3], borderWidth: 1 }),
    );
  }
  datasets.push(line('Deterministic', chart.deterministic, colours.deterministic, { borderWidth: 2 }));
  if (chart.limit !== null) {
    const limitLine: ChartPoint[] = [
      { x: data.xMin, y: chart.limit, step: 0 },
      { x: data.xMax, y: chart.limit, step: 0 },
    ];
    datasets.push(
      line(`Limit ${formatLimit(chart.limit)} ${chart.unit}`, limitLine, colours.limit, {
        borderDash: [8, 4],
        borderWidth: 2,
        pointHitRadius: 0,
      }),
    );
  }
  return datasets;
}

/**
 * Each storm's warning as a band shaded from the axis to `top` over its spans (a line at `top`
 * filled to the origin, broken between spans), with its own legend entry. Drawn last, so it
 * lies beneath the lines (chart.js draws the first dataset on top).
 */
export function stormBandDatasets(bands: readonly StormBandSpans[], top: number, colours: ChartColours): LineDataset[] {
  return bands.map((band) => {
    const points: ChartPoint[] = [];
    for (const span of band.spans) {
      if (points.length > 0) points.push({ x: span.fromMs - 1, y: null, step: span.step });
      points.push({ x: span.fromMs, y: top, step: span.step }, { x: span.toMs, y: top, step: span.step });
    }
    return line(band.label, points, colours.stormBand, {
      borderWidth: 0,
      backgroundColor: colours.stormBand,
      fill: 'origin',
      pointHitRadius: 0,
    });
  });
}

function formatLimit(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Vertical lines at the waypoints (and at a marked time), labelled at the top of the plot. */
export function timeMarksPlugin(
  waypoints: readonly WaypointMark[],
  colours: ChartColours,
  markMs: number | null,
): Plugin<'line'> {
  return {
    id: 'passageTimeMarks',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      const x = scales['x'];
      if (x === undefined) return;
      ctx.save();
      ctx.font = '10px system-ui, sans-serif';
      ctx.textBaseline = 'top';
      const draw = (ms: number, colour: string, label: string, dash: number[]): void => {
        const px = x.getPixelForValue(ms);
        if (px < chartArea.left - 0.5 || px > chartArea.right + 0.5) return;
        ctx.strokeStyle = colour;
        ctx.fillStyle = colour;
        ctx.setLineDash(dash);
        ctx.beginPath();
        ctx.moveTo(px, chartArea.top);
        ctx.lineTo(px, chartArea.bottom);
        ctx.stroke();
        if (label !== '')
          ctx.fillText(label, Math.min(px + 2, chartArea.right - ctx.measureText(label).width), chartArea.top + 1);
      };
      for (const w of waypoints) draw(w.x, colours.waypoint, w.label.split(' ').slice(0, 2).join(' '), [2, 3]);
      if (markMs !== null) draw(markMs, colours.fg, '', []);
      ctx.restore();
    },
  };
}

export interface CommonOptions {
  readonly colours: ChartColours;
  readonly xMin: number;
  readonly xMax: number;
  readonly yTitle: string;
  readonly yMax?: number;
  readonly onPick?: ((step: number) => void) | undefined;
}

export function baseOptions(o: CommonOptions): LineConfig['options'] {
  return {
    ...TIME_CHART_BASE,
    normalized: true,
    scales: {
      x: timeAxis(o.colours, o.xMin, o.xMax),
      y: {
        type: 'linear',
        min: 0,
        ...(o.yMax === undefined ? {} : { suggestedMax: o.yMax }),
        grid: { color: o.colours.grid },
        ticks: { color: o.colours.muted, maxTicksLimit: 6 },
        title: { display: true, text: o.yTitle, color: o.colours.muted },
      },
    },
    plugins: {
      legend: {
        labels: {
          color: o.colours.fg,
          font: { size: 10 },
          boxWidth: 10,
          boxHeight: 8,
          padding: 6,
          filter: (item) => item.text !== 'Ensemble min' && item.text !== 'Ensemble P10',
        },
      },
      tooltip: {
        filter: (item) => {
          const label = String(item.dataset.label ?? '');
          return !label.startsWith('Limit') && !label.startsWith(STORM_BAND_PREFIX) && item.raw !== null;
        },
        callbacks: { title: (items) => (items[0] === undefined ? '' : timeTickLabel(items[0].parsed.x ?? 0)) },
      },
      decimation: { enabled: true, algorithm: 'min-max' },
    },
    onClick: (event, _elements, chart) => {
      if (o.onPick === undefined || event.native === null) return;
      const [hit] = chart.getElementsAtEventForMode(event.native, 'nearest', { intersect: false, axis: 'x' }, false);
      if (hit === undefined) return;
      const point = chart.data.datasets[hit.datasetIndex]?.data[hit.index];
      if (typeof point === 'object' && point !== null && 'step' in point && typeof point.step === 'number')
        o.onPick(point.step);
    },
  };
}

/** The chart of one quantity: fan, median, deterministic line and limit. */
export function quantityConfig(
  chart: QuantityChart,
  data: ForecastChartData,
  colours: ChartColours,
  onPick?: (step: number) => void,
  markMs: number | null = null,
): LineConfig {
  return {
    type: 'line',
    data: {
      datasets: [...fanDatasets(chart, data, colours), ...stormBandDatasets(data.stormBands, chart.yMax, colours)],
    },
    options: baseOptions({
      colours,
      xMin: data.xMin,
      xMax: data.xMax,
      yTitle: `${chart.label} (${chart.unit})`,
      yMax: chart.yMax,
      onPick,
    }),
    plugins: [timeMarksPlugin(data.waypoints, colours, markMs)],
  };
}

/** The probability of exceeding each limit (percent of members), one line per limit. */
export function probabilityConfig(
  lines: readonly ProbabilityLine[],
  data: ForecastChartData,
  colours: ChartColours,
  onPick?: (step: number) => void,
  markMs: number | null = null,
): LineConfig {
  const options = baseOptions({
    colours,
    xMin: data.xMin,
    xMax: data.xMax,
    yTitle: 'Members beyond limit (%)',
    onPick,
  });
  const y = options?.scales?.['y'];
  if (y !== undefined) y.max = 100;
  return {
    type: 'line',
    data: {
      datasets: [
        ...lines.map((l) =>
          line(l.label, l.points, colours.probability[l.quantity], { stepped: 'middle', borderWidth: 1.5 }),
        ),
        ...stormBandDatasets(data.stormBands, 100, colours),
      ],
    },
    options,
    plugins: [timeMarksPlugin(data.waypoints, colours, markMs)],
  };
}
