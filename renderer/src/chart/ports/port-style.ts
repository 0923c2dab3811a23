// How a port is drawn by its size class (spec §2.15): dot radius by size and zoom, the zoom
// from which its name is written, and the words the details card uses.
import type { PortSize } from '../../../../shared/api/resources/ports';

/** Largest first: label priority, and the reverse of drawing order (large dots on top). */
export const PORT_SIZES_LARGEST_FIRST: readonly PortSize[] = ['large', 'medium', 'small', 'very_small'];

/** 0 for large ports up to 3 for very small ones. */
export function portSizeRank(size: PortSize): number {
  return PORT_SIZES_LARGEST_FIRST.indexOf(size);
}

const BASE_RADIUS_PX: Readonly<Record<PortSize, number>> = { large: 5, medium: 4, small: 3, very_small: 2 };

/**
 * Dot radius, CSS pixels. Zoomed out (below 4) every dot shrinks by one pixel (not below 1.5),
 * so 3,700 ports over a world view read as a coastline of dots rather than a smear; zoomed in
 * (8 and above) they grow by one, to be easy to click.
 */
export function portRadiusPx(size: PortSize, zoom: number): number {
  const base = BASE_RADIUS_PX[size];
  if (zoom < 4) return Math.max(1.5, base - 1);
  if (zoom >= 8) return base + 1;
  return base;
}

/**
 * The zoom from which a port's name may be written: large ports from 4 (an ocean basin), medium
 * from 5, small from 6, very small (anchorages, landing sites) from 8, a coastal view. Label
 * placement (port-labels.ts) still drops names that would overlap.
 */
export const PORT_LABEL_MIN_ZOOM: Readonly<Record<PortSize, number>> = { large: 4, medium: 5, small: 6, very_small: 8 };

/** The details card's words for a size class, as spec §2.15 describes them. */
export const PORT_SIZE_TEXT: Readonly<Record<PortSize, string>> = {
  large: 'Large: major deep-water port',
  medium: 'Medium: mid-sized commercial port',
  small: 'Small: harbour with limited facilities',
  very_small: 'Very small: minor port, anchorage or landing site',
};

/** Clicks this close to a dot's edge still hit it, pixels: small dots are hard to hit exactly. */
export const PORT_HIT_SLOP_PX = 4;
