// The monthly mean sea state the demo world is calibrated to: the KNMI/ERA-40 wave atlas's
// significant wave height (corrected C-ERA-40) and mean wave period, 1971-2000, read off its
// charts onto 2.5° cells (data/sea-waves-monthly.json says how; scripts/digitize-wave-atlas.ts
// did it). The atlas gives no corrected Hs in a few seas where it gives the period (the North
// Sea, the Baltic, the Norwegian and Barents Seas, the Red Sea): there Hs is the one of the
// period at the median wave steepness Hs / (g T² / 2π) = 0.036 of the short-period seas where it
// gives both (quartiles 0.029-0.041), so those cells are good to about ±20 %, not ±10 %.
import seaWaves from './data/sea-waves-monthly.json' with { type: 'json' };
import { MonthlyGrid } from './monthly-grid';

const ROWS = 72;
const COLS = 144;
/** Median Hs / deep-water wavelength where the atlas gives both and the period is 3.8-6 s. */
const STEEPNESS = 0.036;
const G = 9.81;

type Months = (number | null)[][][];

const hsTable = seaWaves.hsMonths as Months;
const periodTable = seaWaves.periodMonths as Months;

/** Hs per cell, dm: the atlas's, else the one of its period at the median steepness. */
const merged: Months = hsTable.map((rows, m) =>
  rows.map((cols, r) =>
    cols.map((hs, c) => {
      if (hs !== null) return hs;
      const period = periodTable[m]?.[r]?.[c];
      if (period === null || period === undefined) return null;
      const periodS = period / 10;
      return Math.round(((STEEPNESS * G * periodS * periodS) / (2 * Math.PI)) * 10);
    }),
  ),
);

const hsGrid = new MonthlyGrid('sea-waves-monthly.json (Hs)', merged);
const periodGrid = new MonthlyGrid('sea-waves-monthly.json (period)', periodTable);

/** The table's mean Hs for a month (0..11) and cell, m; null where the atlas shows no sea. */
export function cellMeanHsM(month0: number, row: number, col: number): number | null {
  return hsGrid.cell(month0, row, col);
}

/** True where a cell's Hs comes from its period (the atlas has no corrected Hs there). */
export function cellHsFromPeriod(month0: number, row: number, col: number): boolean {
  if (row < 0 || row >= ROWS) return false;
  const c = ((col % COLS) + COLS) % COLS;
  return hsTable[month0]?.[row]?.[c] === null && periodTable[month0]?.[row]?.[c] !== null;
}

/** Monthly mean significant wave height for the time of year, m; null where the atlas shows no sea. */
export function seaWaveMeanHsM(lat: number, lon: number, timeUtc: number): number | null {
  return hsGrid.at(lat, lon, timeUtc);
}

/** Monthly mean wave period (ERA-40's mean period), s; null where the atlas shows no sea. */
export function seaWaveMeanPeriodS(lat: number, lon: number, timeUtc: number): number | null {
  return periodGrid.at(lat, lon, timeUtc);
}

/** The table's mean wave period for a month (0..11) and cell, s; null where the atlas shows no sea. */
export function cellMeanPeriodS(month0: number, row: number, col: number): number | null {
  return periodGrid.cell(month0, row, col);
}
