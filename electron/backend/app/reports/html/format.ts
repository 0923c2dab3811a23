// How the report writes numbers, times and positions: UTC with a Z, ship's time in the
// nautical zone, positions in degrees and decimal minutes, a dash for "no value".
import { formatPosition } from '../../../../../shared/domain/coordinates';
import { formatShipTime } from '../../../../../shared/domain/nav-text';
import { formatUtcMinute } from '../../../../../shared/domain/time';
import { esc } from '../escape';

/** What an empty cell shows. */
export const NONE = '–';

/** `2024-09-08 06:00Z`. */
export function utcText(timeUtc: number): string {
  return formatUtcMinute(timeUtc);
}

/** HTML: `2024-09-08 06:00Z` and, below it, `ship's time 0700 (UTC+1)` in the zone of the longitude. */
export function utcAndShipHtml(timeUtc: number, lonDeg: number): string {
  return `${esc(formatUtcMinute(timeUtc))}<br><span class="muted">ship's time ${esc(formatShipTime(timeUtc, lonDeg))}</span>`;
}

/** `51°54.3'N 004°28.7'E` with `decimals` of a minute. */
export function positionText(lat: number, lon: number, decimals = 1): string {
  return formatPosition({ lat, lon }, { decimals });
}

/** A value to `decimals` places, or the dash. */
export function num(value: number | null | undefined, decimals = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NONE : value.toFixed(decimals);
}

/** A probability in [0, 1] as whole percent, `62 %`, or the dash. Above 0 never reads 0 %. */
export function pct(probability: number | null | undefined): string {
  if (probability === null || probability === undefined) return NONE;
  const whole = Math.round(probability * 100);
  return `${whole === 0 && probability > 0 ? '<1' : whole} %`;
}
