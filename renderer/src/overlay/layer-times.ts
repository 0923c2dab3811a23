// Layer times of an overlay: the one nearest an instant, and stepping through them.

/** Index of the time nearest `timeUtc` in ascending `times` (the earlier on a tie); -1 when empty. */
export function nearestIndex(times: readonly number[], timeUtc: number): number {
  if (times.length === 0) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < timeUtc) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && timeUtc - times[lo - 1]! <= times[lo]! - timeUtc) return lo - 1;
  return lo;
}

/**
 * The time `steps` layers on from `timeUtc` (negative: back), within [minUtc, maxUtc]. From a
 * time between two layers, one step forward is the next layer, one step back the previous;
 * past the last layer (or before the first) a step reaches the end of the range (the voyage
 * may end after the forecast). Without layers, steps are `fallbackStepS` apart.
 */
export function steppedTime(
  times: readonly number[],
  timeUtc: number,
  steps: number,
  range: { readonly minUtc: number; readonly maxUtc: number },
  fallbackStepS = 3600,
): number {
  const clamp = (t: number): number => Math.min(range.maxUtc, Math.max(range.minUtc, t));
  const inRange = times.filter((t) => t >= range.minUtc && t <= range.maxUtc);
  if (inRange.length === 0 || steps === 0) return clamp(timeUtc + steps * fallbackStepS);
  let index: number;
  if (steps > 0) {
    const after = inRange.findIndex((t) => t > timeUtc);
    index = after < 0 ? inRange.length : after + steps - 1;
  } else {
    let before = -1;
    for (let i = inRange.length - 1; i >= 0; i--) {
      if (inRange[i]! < timeUtc) {
        before = i;
        break;
      }
    }
    index = before + steps + 1;
  }
  // Past the last layer (or before the first) a step goes to the end of the range.
  if (index >= inRange.length) return range.maxUtc;
  if (index < 0) return range.minUtc;
  return clamp(inRange[index]!);
}
