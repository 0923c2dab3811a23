// The route as Leaflet draws it: the polylines come from shared/geodesy/route-polyline.ts (the
// report's SVG chart draws the same ones); here only what Leaflet's redraws need.
import type { LatLngTuple } from '../../../shared/geodesy/route-polyline';

export {
  GREAT_CIRCLE_SPACING_NM,
  routeLatLngs,
  type LatLngTuple,
  type RouteLatLngs,
} from '../../../shared/geodesy/route-polyline';

/** True when two polylines hold the same points (to decide whether Leaflet must redraw one). */
export function sameLatLngs(a: readonly LatLngTuple[] | undefined, b: readonly LatLngTuple[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]![0] !== b[i]![0] || a[i]![1] !== b[i]![1]) return false;
  }
  return true;
}
