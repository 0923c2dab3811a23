// How the forecast charts look and read, apart from chart.js: colours from the theme's CSS
// variables (so night mode reaches the canvas, its series told apart by hue), translucent fills
// for the ensemble fan, and a time axis with ticks on whole UTC hours or days.
import type { Scale } from 'chart.js';
import { formatDayHourUtc } from '../../../shared/forecast';
import { QUANTITY_IDS, type Quantity } from '../../../shared/domain/quantities';

export interface ChartColours {
  readonly fg: string;
  readonly muted: string;
  readonly grid: string;
  readonly panel: string;
  readonly deterministic: string;
  /** Min–max band, P10–P90 band (translucent). */
  readonly fanOuter: string;
  readonly fanInner: string;
  readonly median: string;
  readonly limit: string;
  readonly probability: Readonly<Record<Quantity, string>>;
  readonly waypoint: string;
  /** The shaded band of a storm warning (translucent danger). */
  readonly stormBand: string;
}

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` with an alpha, as `rgba(...)`; anything else unchanged. */
export function withAlpha(colour: string, alpha: number): string {
  const c = colour.trim();
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c);
  if (hex !== null) {
    const h = hex[1]!;
    const full = h.length === 3 ? [...h].map((d) => d + d).join('') : h;
    rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
    if (fn !== null) rgb = [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  }
  return rgb === null ? c : `rgba(${rgb.join(', ')}, ${alpha})`;
}

type Read = (name: string, fallback: string) => string;
/** Fallbacks of the series colours other than the accent (wind's). */
const SERIES_FALLBACK: Partial<Record<Quantity, (v: Read) => string>> = {
  gust: (v) => v('--warn', '#8a5a00'),
  hs: (v) => v('--risk-high', '#d0021b'),
  visibility: () => '#6a4a8a',
};

/** The palette from the theme's variables; `read` is getComputedStyle(...).getPropertyValue. */
export function chartColours(read: (name: string) => string): ChartColours {
  const v = (name: string, fallback: string): string => read(name).trim() || fallback;
  const accent = v('--accent', '#1c5d99');
  const line = v('--chart-line', accent);
  return {
    fg: v('--fg', '#14202b'),
    muted: v('--muted', '#55636f'),
    grid: v('--border', '#c5cfd8'),
    panel: v('--panel', '#ffffff'),
    deterministic: line,
    fanOuter: withAlpha(line, 0.14),
    fanInner: withAlpha(line, 0.32),
    median: v('--chart-median', v('--fg', '#14202b')),
    limit: v('--danger', '#b00020'),
    // One colour per quantity, from its --series-<id> in theme.css; the fallbacks for a page without it.
    probability: Object.fromEntries(
      QUANTITY_IDS.map((q) => [q, v(`--series-${q}`, SERIES_FALLBACK[q]?.(v) ?? accent)]),
    ) as Record<Quantity, string>,
    waypoint: v('--muted', '#55636f'),
    stormBand: withAlpha(v('--danger', '#b00020'), 0.16),
  };
}

const HOUR_MS = 3_600_000;
/** Tick spacings a navigator reads at a glance, shortest first. */
const TICK_STEPS_MS = [1, 3, 6, 12, 24, 48, 72, 120, 168].map((h) => h * HOUR_MS);

/**
 * Tick values (Unix ms) between `minMs` and `maxMs` on whole UTC hours: the shortest spacing
 * from the list that gives at most `maxTicks` ticks and is at least `minStepMs` (what keeps the
 * labels of neighbouring ticks apart on the axis as drawn). Multiples of the spacing from the
 * Unix epoch fall on UTC midnight for whole days, so day ticks read 00Z.
 */
export function timeTicks(minMs: number, maxMs: number, maxTicks = 8, minStepMs = 0): number[] {
  if (!(maxMs > minMs)) return Number.isFinite(minMs) ? [minMs] : [];
  const span = maxMs - minMs;
  const day = 24 * HOUR_MS;
  const step =
    TICK_STEPS_MS.find((s) => s >= minStepMs && span / s <= maxTicks) ??
    Math.max(Math.ceil(span / maxTicks / day), Math.ceil(minStepMs / day)) * day;
  const ticks: number[] = [];
  for (let t = Math.ceil(minMs / step) * step; t <= maxMs; t += step) ticks.push(t);
  return ticks;
}

/** A tick label: `12 Dec 06Z`. */
export function timeTickLabel(valueMs: number): string {
  return formatDayHourUtc(valueMs / 1000);
}

/** The tick label on two lines, day over hour (`12 Dec` / `06Z`): half as wide, so more ticks fit. */
export function timeTickLines(valueMs: number): [string, string] {
  const label = timeTickLabel(valueMs);
  const cut = label.lastIndexOf(' ');
  return [label.slice(0, cut), label.slice(cut + 1)];
}

/** Room between two tick labels, px. */
const TICK_LABEL_GAP_PX = 12;

/**
 * The least spacing (ms) of ticks whose labels do not touch on `scale` as laid out: the widest
 * line a label can have, measured in the tick font, plus a gap, in the axis's ms per pixel.
 */
function labelStepMs(scale: Scale, spanMs: number): number {
  if (!(scale.width > 0)) return 0;
  const ctx = scale.ctx;
  ctx.save();
  ctx.font = tickFont(scale);
  // "28 Mmm" is as wide as a day line gets in proportional digits; "00Z" is narrower.
  const widest = Math.max(ctx.measureText('28 Mmm').width, ctx.measureText('00Z').width);
  ctx.restore();
  return ((widest + TICK_LABEL_GAP_PX) * spanMs) / scale.width;
}

/**
 * The tick font as chart.js will write it. Its resolver is internal (`_resolveTickFontOptions`,
 * the one its own label layout uses); without it, chart.js's default size in a sans-serif.
 */
function tickFont(scale: Scale): string {
  const internal = scale as unknown as { _resolveTickFontOptions?: (index: number) => { string?: unknown } };
  const resolved = internal._resolveTickFontOptions?.(0).string;
  return typeof resolved === 'string' ? resolved : '12px sans-serif';
}

/** What every time-series line chart of Passage sets alike: values given as {x, y}, no animation, sized by its box. */
export const TIME_CHART_BASE = {
  parsing: false,
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'nearest', axis: 'x', intersect: false },
} as const;

/** The time x axis the forecast, climate and departure charts share: at most `maxTicks` ticks on whole UTC hours or days. */
export function timeAxis(colours: ChartColours, xMin: number, xMax: number, maxTicks = 8) {
  return {
    type: 'linear' as const,
    min: xMin,
    max: xMax,
    grid: { color: colours.grid },
    ticks: {
      color: colours.muted,
      maxRotation: 0,
      // A safety net only: chart.js's skip assumes ticks spread over the whole axis, ours start
      // at the first whole hour, so it let day labels run into each other ("29 Nov 00Z30 Nov").
      autoSkip: true,
      autoSkipPadding: TICK_LABEL_GAP_PX,
      callback: (value: number | string) => timeTickLines(Number(value)),
    },
    // The axis's width is known here (chart.js sets the dimensions before it builds ticks).
    afterBuildTicks: (scale: Scale) => {
      const minStepMs = labelStepMs(scale, xMax - xMin);
      scale.ticks = timeTicks(xMin, xMax, maxTicks, minStepMs).map((value) => ({ value }));
    },
  };
}
