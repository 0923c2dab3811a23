// Which Natural Earth land the chart draws at a zoom. Its own module, free of Vite and Leaflet, so
// the chart's pixel test (test/e2e) checks the drawing against the same file the chart claims.
import type { LandResolution } from '../../../shared/land/file';

/** The finest land for a zoom, as shared/land/index.ts advises: 110m to z2, 50m to z6, then 10m. */
export function landResolutionForZoom(zoom: number): LandResolution {
  if (zoom < 3) return '110m';
  if (zoom < 7) return '50m';
  return '10m';
}

/** Coarse to fine; a finer file still loading is stood in for by a coarser one already here. */
export const LAND_RESOLUTIONS: readonly LandResolution[] = ['110m', '50m', '10m'];
