// Where the chart looks: its centre and zoom, and the box of degrees it shows. Read by the map
// itself (chart-map.svelte.ts) and by everything drawn on it, so it lives below them all.
import type { Position } from '../../../shared/domain/position';

export interface ChartView {
  readonly center: Position;
  /** Leaflet zoom level (0: the world in 256 px). */
  readonly zoom: number;
}

/** A view in degrees; west < east, and both may lie beyond ±180 (an unwrapped view). */
export interface ViewBounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}
