// One quantity along the voyage as SVG (wind, gust or Hs against time): the ensemble fan
// (min–max, P10–P90, P25–P75, median), the deterministic forecast, the vessel's limit line,
// whole days and the waypoints, so a master sees at a glance when the limit is at risk.
import type { EnsembleStats } from '../../../../../shared/forecast/ensemble-stats';
import { formatDayHourUtc } from '../../../../../shared/forecast/text';
import { esc } from '../escape';

export interface SeriesChartInput {
  readonly title: string;
  /** Unit of every value, e.g. 'kn' or 'm'. */
  readonly unit: string;
  readonly timesUtc: readonly number[];
  readonly deterministic: readonly (number | null)[];
  readonly stats: readonly (EnsembleStats | null)[];
  /** The vessel's limit in `unit`. */
  readonly limit: number;
  /** Waypoint steps: time and the number printed (1-based waypoint number). */
  readonly waypoints: readonly { readonly timeUtc: number; readonly label: string }[];
}

const W = 1000;
const H = 250;
const PLOT = { left: 52, right: 12, top: 26, bottom: 30 } as const;

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** A tick step of 1, 2 or 5 × 10^k giving about five ticks up to `max`. */
function tickStep(max: number): number {
  const raw = max / 5;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const m = raw / pow;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * pow;
}

/** Runs of consecutive indices where `has(i)` holds: gaps in the data stay gaps in the drawing. */
function runs(count: number, has: (i: number) => boolean): number[][] {
  const out: number[][] = [];
  let run: number[] = [];
  for (let i = 0; i < count; i++) {
    if (has(i)) run.push(i);
    else if (run.length > 0) {
      out.push(run);
      run = [];
    }
  }
  if (run.length > 0) out.push(run);
  return out;
}

/** Members more than this apart in time are a gap in the data, not the ensemble's own step. */
const MAX_MEMBER_GAP_S = 6.5 * 3600;

/**
 * Runs of the steps that have ensemble statistics. Members come every 3 h (or 6 h) on an hourly
 * route, so steps without them inside the ensemble's range are joined over; a longer gap (or
 * the end of the ensemble's range) ends a run.
 */
function memberRuns(timesUtc: readonly number[], stats: readonly (EnsembleStats | null)[]): number[][] {
  const out: number[][] = [];
  let run: number[] = [];
  stats.forEach((s, i) => {
    if (s === null) return;
    const previous = run[run.length - 1];
    if (previous !== undefined && (timesUtc[i] ?? 0) - (timesUtc[previous] ?? 0) > MAX_MEMBER_GAP_S) {
      out.push(run);
      run = [];
    }
    run.push(i);
  });
  if (run.length > 0) out.push(run);
  return out;
}

export function seriesChartSvg(input: SeriesChartInput): string {
  const { timesUtc, deterministic, stats, limit } = input;
  const n = timesUtc.length;
  const t0 = timesUtc[0] ?? 0;
  const t1 = Math.max(timesUtc[n - 1] ?? t0 + 1, t0 + 1);
  let maxValue = limit;
  for (let i = 0; i < n; i++) maxValue = Math.max(maxValue, deterministic[i] ?? 0, stats[i]?.max ?? 0);
  const step = tickStep(maxValue * 1.08);
  const yMax = Math.ceil((maxValue * 1.08) / step) * step;
  const x = (t: number): number => PLOT.left + ((t - t0) / (t1 - t0)) * (W - PLOT.left - PLOT.right);
  const y = (v: number): number => H - PLOT.bottom - (v / yMax) * (H - PLOT.top - PLOT.bottom);
  const out: string[] = [];

  // Axes and grid: horizontal at each value tick, vertical at 00Z each day.
  for (let v = 0; v <= yMax + 1e-9; v += step) {
    out.push(`<line class="grid" x1="${PLOT.left}" y1="${n1(y(v))}" x2="${W - PLOT.right}" y2="${n1(y(v))}"/>`);
    out.push(
      `<text class="axis" x="${PLOT.left - 6}" y="${n1(y(v) + 4)}" text-anchor="end">${Number(v.toFixed(6))}</text>`,
    );
  }
  const firstDay = Math.ceil(t0 / 86_400) * 86_400;
  const days = Math.floor((t1 - firstDay) / 86_400) + 1;
  const labelEvery = Math.max(1, Math.ceil(days / 12));
  for (let d = 0; d < days; d++) {
    const t = firstDay + d * 86_400;
    out.push(`<line class="grid" x1="${n1(x(t))}" y1="${PLOT.top}" x2="${n1(x(t))}" y2="${H - PLOT.bottom}"/>`);
    // A label that would run off the right edge is left out (the grid line stays).
    if (d % labelEvery === 0 && x(t) < W - PLOT.right - 24)
      out.push(
        `<text class="axis" x="${n1(x(t))}" y="${H - PLOT.bottom + 16}" text-anchor="middle">${esc(formatDayHourUtc(t).slice(0, 6))}</text>`,
      );
  }
  for (const wp of input.waypoints) {
    out.push(
      `<line class="wp-line" x1="${n1(x(wp.timeUtc))}" y1="${PLOT.top}" x2="${n1(x(wp.timeUtc))}" y2="${H - PLOT.bottom}"/>`,
    );
    // Right of its line, or left of it at the plot's right edge.
    const atRight = x(wp.timeUtc) > W - PLOT.right - 16;
    if (wp.label !== '')
      out.push(
        `<text class="wp-label" x="${n1(x(wp.timeUtc) + (atRight ? -3 : 3))}" y="${PLOT.top + 11}"${atRight ? ' text-anchor="end"' : ''}>${esc(wp.label)}</text>`,
      );
  }

  // The fan, widest band first, then the median, the deterministic line and the limit.
  const bands: readonly [keyof EnsembleStats, keyof EnsembleStats, string][] = [
    ['min', 'max', 'fan-outer'],
    ['p10', 'p90', 'fan-mid'],
    ['p25', 'p75', 'fan-inner'],
  ];
  const statRuns = memberRuns(timesUtc, stats);
  for (const [lo, hi, cls] of bands) {
    for (const run of statRuns) {
      const upper = run.map((i) => `${n1(x(timesUtc[i]!))},${n1(y(stats[i]![hi]))}`);
      const lower = run.map((i) => `${n1(x(timesUtc[i]!))},${n1(y(stats[i]![lo]))}`).reverse();
      out.push(`<polygon class="${cls}" points="${[...upper, ...lower].join(' ')}"/>`);
    }
  }
  for (const run of statRuns) {
    out.push(
      `<polyline class="median" points="${run.map((i) => `${n1(x(timesUtc[i]!))},${n1(y(stats[i]!.median))}`).join(' ')}"/>`,
    );
  }
  for (const run of runs(n, (i) => deterministic[i] !== null && deterministic[i] !== undefined)) {
    out.push(
      `<polyline class="deterministic" points="${run.map((i) => `${n1(x(timesUtc[i]!))},${n1(y(deterministic[i]!))}`).join(' ')}"/>`,
    );
  }
  out.push(`<line class="limit" x1="${PLOT.left}" y1="${n1(y(limit))}" x2="${W - PLOT.right}" y2="${n1(y(limit))}"/>`);
  out.push(
    `<text class="limit-label" x="${W - PLOT.right - 4}" y="${n1(y(limit) - 5)}" text-anchor="end">limit ${esc(`${limit} ${input.unit}`)}</text>`,
  );
  out.push(`<text class="chart-title" x="${PLOT.left}" y="14">${esc(`${input.title} (${input.unit})`)}</text>`);
  out.push(
    `<rect class="plot-frame" x="${PLOT.left}" y="${PLOT.top}" width="${W - PLOT.left - PLOT.right}" height="${H - PLOT.top - PLOT.bottom}"/>`,
  );

  return `<svg class="series-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${input.title} along the voyage`)}">${out.join('')}</svg>`;
}
