// A colour of an overlay image read back as the value it paints (shared/forecast/overlay-scales):
// the scale is a chain of straight segments in RGB between its stops, so a pixel on it lies on one
// segment, at the share of the way that the value lies between the segment's two stop values.
// The nearest point of the chain is taken (the painter rounds each channel), and a colour farther
// than MAX_RGB_DISTANCE from the chain is no colour of the scale: null.
import type { ColourStop } from '../forecast/overlay-scales';

/** Off the chain by more than this (Euclidean, 0..255 per channel) is not of the scale. */
export const MAX_RGB_DISTANCE = 6;

export interface ColourReader {
  /** The value painted as (r, g, b), alpha ignored; null when the colour is not of the scale. */
  valueOf(r: number, g: number, b: number): number | null;
}

/** A reader for `stops` (ascending values, as stopsOf gives them). */
export function colourReader(stops: readonly ColourStop[]): ColourReader {
  const segments = stops.slice(1).map((hi, i) => {
    const lo = stops[i]!;
    const d = [hi[1] - lo[1], hi[2] - lo[2], hi[3] - lo[3]] as const;
    return { lo, hi, d, length2: d[0] * d[0] + d[1] * d[1] + d[2] * d[2] };
  });
  return {
    valueOf(r, g, b) {
      let best: { distance2: number; value: number } | null = null;
      for (const s of segments) {
        const [dr, dg, db] = s.d;
        const t =
          s.length2 === 0
            ? 0
            : Math.max(0, Math.min(1, ((r - s.lo[1]) * dr + (g - s.lo[2]) * dg + (b - s.lo[3]) * db) / s.length2));
        const er = s.lo[1] + dr * t - r;
        const eg = s.lo[2] + dg * t - g;
        const eb = s.lo[3] + db * t - b;
        const distance2 = er * er + eg * eg + eb * eb;
        if (best === null || distance2 < best.distance2) {
          best = { distance2, value: s.lo[0] + (s.hi[0] - s.lo[0]) * t };
        }
      }
      if (best === null || best.distance2 > MAX_RGB_DISTANCE * MAX_RGB_DISTANCE) return null;
      return best.value;
    },
  };
}
