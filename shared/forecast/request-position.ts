// Positions as forecast requests carry them, so the same spot always gives the same request
// (and the same cache key): an unchanged voyage then asks exactly the same again, for 0 credits.

/** 1e-4° is 11 m: far below any forecast model's grid, and short in a request's address. */
const POSITION_DECIMALS = 4;

/** A coordinate as requests carry it, degrees. */
export function roundedCoordinate(value: number): number {
  return Number(value.toFixed(POSITION_DECIMALS));
}

/** The key of a rounded position, as the forecast plan keys ensemble positions ("lat,lon"). */
export function roundedPositionKey(lat: number, lon: number): string {
  return `${roundedCoordinate(lat)},${roundedCoordinate(lon)}`;
}
