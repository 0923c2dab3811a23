// Reads the monthly mean significant wave height and mean wave period off the charts of the
// KNMI/ERA-40 wave atlas (Sterl & Caires 2005; corrected C-ERA-40 Hs, 1971-2000, on ERA-40's
// 1.5° wave grid) and writes them as 2.5° monthly tables to
// electron/sandbox/weather/world/data/sea-waves-monthly.json, which the demo world's seas are
// calibrated to. The charts are the atlas program's own (github.com/KNMI/Ocean-Wave-Atlas,
// res/charts, at commit 533d9d09f1415627f06ede583c0406bd738df656); only figures read off them
// are kept. Run with the folder of those charts:
//   npx tsx scripts/digitize-wave-atlas.ts /path/to/Ocean-Wave-Atlas/res/charts
//
// How a figure is read: each chart colours the field in bands (0.5 m for Hs, 1 s for the
// period). A pixel's value is placed inside its band by its distances to the nearest lower and
// higher bands, as between two contours (a plateau far from both reads the band's middle).
// Arrows, coastlines and labels drawn over the field take the band of the nearest coloured pixel.
// A cell's figure is the mean of its pixels at sea, from the finest chart that covers it (the
// basin charts at 2.6-8.5 px per degree, else the global chart), where at least a fifth of the
// cell is sea on that chart.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '../electron/sandbox/weather/world/data/sea-waves-monthly.json');
const ROWS = 72;
const COLS = 144;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Within a band, a contour further than this is taken to be this far, km. */
const CAP_KM = 500;

interface Image {
  readonly width: number;
  readonly height: number;
  rgb(x: number, y: number): string;
}

/** An uncompressed 8-bit palette or 24-bit Windows bitmap, as the atlas ships them. */
function readBmp(path: string): Image {
  const b = readFileSync(path);
  if (b.toString('ascii', 0, 2) !== 'BM') throw new Error(`${path}: not a BMP`);
  const offset = b.readUInt32LE(10);
  const header = b.readUInt32LE(14);
  const width = b.readInt32LE(18);
  const signedHeight = b.readInt32LE(22);
  const bpp = b.readUInt16LE(28);
  if (b.readUInt32LE(30) !== 0 || (bpp !== 8 && bpp !== 24)) throw new Error(`${path}: compressed or ${bpp} bpp`);
  const height = Math.abs(signedHeight);
  const stride = Math.ceil((width * bpp) / 32) * 4;
  const palette = (i: number): string => {
    const o = 14 + header + 4 * i;
    return `${b[o + 2]},${b[o + 1]},${b[o]}`;
  };
  return {
    width,
    height,
    rgb(x, y) {
      const row = offset + (signedHeight > 0 ? height - 1 - y : y) * stride;
      if (bpp === 8) return palette(b[row + x]!);
      return `${b[row + 3 * x + 2]},${b[row + 3 * x + 1]},${b[row + 3 * x]}`;
    },
  };
}

/** A panel of a chart: its frame in pixels and the lon/lat of its pixels (linear, read off the ticks). */
interface Panel {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  lon(x: number): number;
  lat(y: number): number;
}

/** The charts' axes: a tick pixel, its degrees, and pixels per degree (east, and north up). */
function axes(xTick: number, lonTick: number, pxPerDegX: number, yTick: number, latTick: number, pxPerDegY: number) {
  return (top: number): Panel => ({
    x0: 69,
    x1: 522,
    y0: top + 1,
    y1: top + 340,
    lon: (x) => lonTick + (x - xTick) / pxPerDegX,
    lat: (y) => latTick - (y - top + 79 - yTick) / pxPerDegY,
  });
}

/** The charts, finest first; every chart has Hs at the top left (frame y 79) and period below (579). */
const CHARTS = [
  { name: 'northatlantic', panel: axes(68, -70, 5.075, 420, 0, 4.3) },
  { name: 'southatlantic', panel: axes(68, -70, 5.075, 79, 0, 8.525) },
  { name: 'indianocean', panel: axes(68, 20, 4.789, 79, 30, 4.871) },
  { name: 'northpacific', panel: axes(80, 120, 2.6125, 420, 0, 4.3) },
  { name: 'southpacific', panel: axes(80, 120, 2.6125, 79, 0, 8.525) },
  { name: 'global', panel: axes(93, 50, 1.26333, 249, 0, 2.14167) },
] as const;

/** The atlas's colours and the band (index from the lowest) each stands for. */
const HS_BANDS: Record<string, number> = {
  '204,2,252': 0,
  '92,46,252': 1,
  '76,50,252': 1,
  '52,86,188': 2,
  '44,94,180': 2,
  '20,126,124': 3,
  '12,138,100': 3,
  '28,162,68': 4,
  '52,174,60': 4,
  '100,190,44': 5,
  '164,218,28': 6,
  '212,238,12': 6,
  '236,246,4': 7,
  '252,182,4': 8,
  '252,86,4': 9,
  '252,106,4': 9,
  '244,2,4': 10,
  '252,2,4': 10,
  '156,2,4': 11,
};
const PERIOD_BANDS: Record<string, number> = {
  '204,2,252': 0,
  '76,54,244': 1,
  '36,106,164': 2,
  '4,154,76': 3,
  '92,190,52': 4,
  '52,174,60': 4,
  '172,222,28': 5,
  '252,246,4': 6,
  '252,130,4': 7,
  '252,106,4': 7,
  '252,10,4': 8,
  '156,2,4': 9,
};
const WHITE = '252,254,252';

const SEA_NONE = -2;
const UNKNOWN = -1;

/**
 * The field of one panel, as values: NaN where the chart shows no sea. `bandLow + width * f`, f
 * from the distances to the lower and the higher bands.
 */
function readPanel(image: Image, panel: Panel, bands: Record<string, number>, bandLow: number, width: number) {
  const w = panel.x1 - panel.x0 + 1;
  const h = panel.y1 - panel.y0 + 1;
  const band = new Int8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const rgb = image.rgb(panel.x0 + x, panel.y0 + y);
      band[y * w + x] = rgb === WHITE ? SEA_NONE : (bands[rgb] ?? UNKNOWN);
    }
  // Lines and arrows over the sea take the band of the nearest coloured pixel; a line with
  // white on both sides (a coastline on land) stays no sea.
  for (let pass = 0; pass < 6; pass++) {
    const next = band.slice();
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        if (band[y * w + x] !== UNKNOWN) continue;
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const b = band[yy * w + xx]!;
          if (b >= 0) {
            next[y * w + x] = b;
            break;
          }
        }
      }
    band.set(next);
  }
  const kmX = (Math.abs(panel.lon(1) - panel.lon(0)) * 111.2) as number;
  const kmY = (Math.abs(panel.lat(1) - panel.lat(0)) * 111.2) as number;
  const maxBand = Math.max(...Object.values(bands));
  // Distance, km, to the nearest pixel whose band is below t (below[t]) or at least t (above[t]).
  const distance = (inSet: (b: number) => boolean): Float32Array => {
    const d = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) d[i] = inSet(band[i]!) ? 0 : Infinity;
    const diag = Math.hypot(kmX, kmY);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        let v = d[i]!;
        if (x > 0) v = Math.min(v, d[i - 1]! + kmX);
        if (y > 0) v = Math.min(v, d[i - w]! + kmY);
        if (x > 0 && y > 0) v = Math.min(v, d[i - w - 1]! + diag);
        if (x < w - 1 && y > 0) v = Math.min(v, d[i - w + 1]! + diag);
        d[i] = v;
      }
    for (let y = h - 1; y >= 0; y--)
      for (let x = w - 1; x >= 0; x--) {
        const i = y * w + x;
        let v = d[i]!;
        if (x < w - 1) v = Math.min(v, d[i + 1]! + kmX);
        if (y < h - 1) v = Math.min(v, d[i + w]! + kmY);
        if (x < w - 1 && y < h - 1) v = Math.min(v, d[i + w + 1]! + diag);
        if (x > 0 && y < h - 1) v = Math.min(v, d[i + w - 1]! + diag);
        d[i] = v;
      }
    return d;
  };
  const below: Float32Array[] = [];
  const atLeast: Float32Array[] = [];
  for (let t = 0; t <= maxBand + 1; t++) {
    below.push(distance((b) => b >= 0 && b < t));
    atLeast.push(distance((b) => b >= t));
  }
  const values = new Float32Array(w * h).fill(Number.NaN);
  for (let i = 0; i < w * h; i++) {
    const b = band[i]!;
    if (b < 0) continue;
    const low = Math.min(CAP_KM, below[b]![i]!);
    const high = Math.min(CAP_KM, atLeast[b + 1]![i]!);
    values[i] = bandLow + width * (b + low / (low + high));
  }
  return { w, h, values };
}

type Table = (number | null)[][];

/** Each 2.5° cell's mean over the pixels at sea of the finest chart with at least a fifth of it at sea. */
function monthTable(chartsDir: string, month: string, which: 'hs' | 'period'): Table {
  const sums = new Float64Array(ROWS * COLS);
  const counts = new Float64Array(ROWS * COLS);
  const seen = new Float64Array(ROWS * COLS);
  const done = new Uint8Array(ROWS * COLS);
  for (const chart of CHARTS) {
    // The atlas lacks one basin chart (South Pacific, September): the global chart stands in.
    const path = join(chartsDir, `${chart.name}_${month}.bmp`);
    if (!existsSync(path) && chart.name !== 'global') continue;
    const image = readBmp(path);
    const panel = chart.panel(which === 'hs' ? 79 : 579);
    const field =
      which === 'hs' ? readPanel(image, panel, HS_BANDS, 0, 0.5) : readPanel(image, panel, PERIOD_BANDS, 2, 1);
    const chartSums = new Float64Array(ROWS * COLS);
    const chartCounts = new Float64Array(ROWS * COLS);
    const chartSeen = new Float64Array(ROWS * COLS);
    for (let y = 0; y < field.h; y++)
      for (let x = 0; x < field.w; x++) {
        const lat = panel.lat(panel.y0 + y);
        const east = (((panel.lon(panel.x0 + x) % 360) + 360) % 360) as number;
        const r = Math.floor((lat + 90) / 2.5);
        const c = Math.floor(east / 2.5) % COLS;
        if (r < 0 || r >= ROWS) continue;
        const k = r * COLS + c;
        chartSeen[k]!++;
        const v = field.values[y * field.w + x]!;
        if (Number.isNaN(v)) continue;
        chartSums[k]! += v;
        chartCounts[k]!++;
      }
    for (let k = 0; k < ROWS * COLS; k++) {
      // A cell a basin chart shows whole (or nearly) is taken from it; the rest from the global
      // chart, whose 2.5° cell is only about 17 pixels.
      if (done[k] || chartSeen[k]! === 0) continue;
      const full = chartSeen[k]! >= (chart.name === 'global' ? 0.3 : 0.9) * expectedPixels(panel);
      if (!full) continue;
      sums[k] = chartSums[k]!;
      counts[k] = chartCounts[k]!;
      seen[k] = chartSeen[k]!;
      done[k] = 1;
    }
  }
  const table: Table = [];
  for (let r = 0; r < ROWS; r++) {
    const row: (number | null)[] = [];
    for (let c = 0; c < COLS; c++) {
      const k = r * COLS + c;
      row.push(done[k] && counts[k]! >= 0.2 * seen[k]! ? Math.round((sums[k]! / counts[k]!) * 10) : null);
    }
    table.push(row);
  }
  return table;
}

/** How many pixels a 2.5° cell covers on a panel. */
function expectedPixels(panel: Panel): number {
  const pxPerDegX = 1 / Math.abs(panel.lon(1) - panel.lon(0));
  const pxPerDegY = 1 / Math.abs(panel.lat(1) - panel.lat(0));
  return 2.5 * pxPerDegX * 2.5 * pxPerDegY;
}

const chartsDir = process.argv[2];
if (chartsDir === undefined)
  throw new Error('usage: npx tsx scripts/digitize-wave-atlas.ts <Ocean-Wave-Atlas/res/charts>');
const hsMonths = MONTHS.map((m) => monthTable(chartsDir, m, 'hs'));
const periodMonths = MONTHS.map((m) => monthTable(chartsDir, m, 'period'));
const doc = {
  title: 'Monthly mean significant wave height (dm) and mean wave period (ds) at sea, on a 2.5 degree grid',
  source:
    'KNMI/ERA-40 wave atlas (Sterl, A. and Caires, S., 2005: Climatology, variability and extrema of ocean waves: the web-based KNMI/ERA-40 wave atlas. Int. J. Climatol. 25, 963-977): Hs is the corrected C-ERA-40 (Caires and Sterl 2005, J. Climate 18, 3032-3048), the period ERA-40 mean wave period, 1971-2000 monthly means on the 1.5 degree ERA-40 wave grid, read off the atlas charts (github.com/KNMI/Ocean-Wave-Atlas, res/charts, commit 533d9d09f1415627f06ede583c0406bd738df656) by scripts/digitize-wave-atlas.ts: within each 0.5 m or 1 s colour band by distance to the neighbouring bands, averaged over the sea pixels of each 2.5 degree cell of the finest chart that covers it.',
  units: { hsMonths: 'dm', periodMonths: 'ds' },
  grid: '12 months x 72 rows from 90S x 144 columns east from 0E; null where the atlas shows no sea',
  hsMonths,
  periodMonths,
};
writeFileSync(OUT, `${JSON.stringify(doc)}\n`);
const cells = hsMonths[0]!.flat().filter((v) => v !== null).length;
process.stderr.write(`wrote ${OUT}: ${cells} cells at sea in January\n`);
// The wave steepness of the short-period (enclosed, fetch-limited) seas where the atlas gives both
// figures: sea-wave-climate.ts takes its median for the seas where it gives the period only.
const steepness: number[] = [];
hsMonths.forEach((rows, m) =>
  rows.forEach((cols, r) =>
    cols.forEach((hs, c) => {
      const period = (periodMonths[m]![r]![c] ?? 0) / 10;
      if (hs !== null && period >= 3.8 && period <= 6)
        steepness.push(hs / 10 / ((9.81 * period * period) / (2 * Math.PI)));
    }),
  ),
);
steepness.sort((a, b) => a - b);
const q = (p: number) => steepness[Math.floor(p * steepness.length)]?.toFixed(4);
process.stderr.write(
  `steepness Hs/L0 where T <= 6 s: median ${q(0.5)}, quartiles ${q(0.25)}-${q(0.75)}, n ${steepness.length}\n`,
);
