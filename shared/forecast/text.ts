// Times and positions in the short words of a weather bulletin: `12 Dec 06Z`, `47°N 032°W`.
import { normalizeLonDeg } from '../geodesy/angles';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A month's short name, `Jan` for 1 .. `Dec` for 12; `???` outside. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '???';
}

/**
 * Unix seconds to `12 Dec 06Z` (UTC, nearest minute); `12 Dec 0630Z` when not on the hour.
 * The day has two digits (`05 Dec`) so columns of times line up.
 */
export function formatDayHourUtc(timeUtc: number): string {
  const d = new Date(Math.round(timeUtc / 60) * 60_000);
  const day = String(d.getUTCDate()).padStart(2, '0');
  const hour = String(d.getUTCHours()).padStart(2, '0');
  const minutes = d.getUTCMinutes();
  return `${day} ${MONTHS[d.getUTCMonth()] ?? '???'} ${hour}${minutes === 0 ? '' : String(minutes).padStart(2, '0')}Z`;
}

/**
 * `47°N 032°W`: whole degrees, as "near" a position is said in a bulletin. Same conventions as
 * shared/domain/coordinates.ts: latitude two digits and longitude three, rounded once; what
 * rounds to 0 prints N or E (never a negative zero) and 180° prints W, its canonical side.
 */
export function formatWholeDegrees(lat: number, lon: number): string {
  const latDeg = Math.round(Math.abs(lat));
  const latText = `${String(latDeg).padStart(2, '0')}°${latDeg !== 0 && lat < 0 ? 'S' : 'N'}`;
  const wrapped = normalizeLonDeg(lon);
  const lonDeg = Math.round(Math.abs(wrapped));
  const west = lonDeg === 180 || (lonDeg !== 0 && wrapped < 0);
  return `${latText} ${String(lonDeg).padStart(3, '0')}°${west ? 'W' : 'E'}`;
}

/** A number for running text: at most `decimals` decimals, no trailing zeros (4, 4.5, 34). */
export function formatAmount(value: number, decimals = 1): string {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  return String(rounded + 0);
}
