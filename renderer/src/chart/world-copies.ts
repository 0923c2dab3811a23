// The chart draws on an unwrapped longitude axis (see route.ts): a view may span 150° to 230°,
// and a point at -170° must then be drawn at 190°. These helpers give the whole-turn offsets
// that put a point, or a shape's longitude span, on every world copy a view meets.

/**
 * Offsets (multiples of 360°) that bring longitude range [minLonDeg, maxLonDeg] to meet
 * [westDeg, eastDeg], west to east. A single point is a range of zero width.
 */
export function worldCopyOffsets(minLonDeg: number, maxLonDeg: number, westDeg: number, eastDeg: number): number[] {
  if (![minLonDeg, maxLonDeg, westDeg, eastDeg].every(Number.isFinite) || minLonDeg > maxLonDeg || westDeg > eastDeg)
    return [];
  const offsets: number[] = [];
  // Smallest k with maxLon + 360k >= west; then every k while minLon + 360k <= east.
  for (let k = Math.ceil((westDeg - maxLonDeg) / 360); minLonDeg + 360 * k <= eastDeg; k++) offsets.push(360 * k + 0);
  return offsets;
}
