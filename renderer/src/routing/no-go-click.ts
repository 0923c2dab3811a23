// A click on the chart while a no-go area is drawn, wherever it is taken: by the drawing's own
// handlers (NoGoDrawing.svelte) or, while those still load, by the routing layer's claim on the
// chart's clicks. On the first point it closes the area, on the last it adds nothing, elsewhere
// it is the next corner; never a waypoint.
import type * as L from 'leaflet';
import type { Position } from '../../../shared/domain/position';
import type { NoGoState } from './no-go-state.svelte';

/** A click this close to a point of the area being drawn is on it, pixels. */
const NEAR_PX = 8;

/** The area's next corner (or its closing) from a click at `at`, container pixels of `map`, on `position`. */
export function drawingClick(map: L.Map, noGo: NoGoState, at: L.Point, position: Position): void {
  const points = noGo.drawing ?? [];
  const near = (p: Position | undefined): boolean => {
    if (p === undefined) return false;
    // The point on the world copy nearest the chart's centre, where it is drawn.
    const centre = map.getCenter().lng;
    const lon = p.lon + Math.round((centre - p.lon) / 360) * 360;
    return at.distanceTo(map.latLngToContainerPoint([p.lat, lon])) <= NEAR_PX;
  };
  const where = near(points[0]) ? 'first' : near(points[points.length - 1]) ? 'last' : null;
  noGo.click(position, where);
}
