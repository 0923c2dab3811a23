// What the chart is given: the shapes of Chart.svelte's props, for the app that assembles it.
import type { Position } from '../../../shared/domain/position';
import type { LegGeometry } from '../../../shared/domain/voyage';

/** A waypoint as the chart needs it; shared/domain's Waypoint fits as it is. */
export interface ChartWaypoint {
  readonly id: string;
  readonly name: string;
  readonly position: Position;
  /** How the leg that ENDS here is sailed; ignored on the first waypoint. Default rhumb. */
  readonly legGeometry?: LegGeometry;
}

/** Online tile layers, off unless the navigator turns them on; never needed. */
export interface OnlineLayers {
  /** OpenStreetMap's standard tiles under the route (hide the offline land while they load). */
  readonly osm: boolean;
  /** OpenSeaMap's seamark overlay (lights, buoys, harbours), transparent tiles. */
  readonly seamarks: boolean;
}
