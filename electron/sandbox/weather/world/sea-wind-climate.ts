// The monthly mean 10 m wind over the sea the demo world is calibrated to: NOAA's Blended Sea
// Winds, averaged to 2.5° cells (data/sea-winds-monthly.json says where every figure comes
// from). Looked up bilinearly between cell centres, over the cells at sea only, and linearly in
// time between the middles of the months.
import seaWinds from './data/sea-winds-monthly.json' with { type: 'json' };
import { MonthlyGrid } from './monthly-grid';

const grid = new MonthlyGrid('sea-winds-monthly.json', seaWinds.months);

/** The table's value for a month (0..11) and cell, m/s; null over land. */
export function cellMeanMs(month0: number, row: number, col: number): number | null {
  return grid.cell(month0, row, col);
}

/**
 * Mean 10 m wind speed at sea for the time of year, m/s; null over land (or sea ice, where the
 * satellites gave too little). Between mid-months, linear.
 */
export function seaWindMeanMs(lat: number, lon: number, timeUtc: number): number | null {
  return grid.at(lat, lon, timeUtc);
}
