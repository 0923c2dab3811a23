// Edits made on the chart: a drag is one undo step (the gesture opens on the first move and
// closes on the drop), and a click on a waypoint selects it as the table's row would.
import type { Position } from '../../../shared/domain/position';
import type { VoyageStore } from './voyage-store.svelte';

export interface ChartEdits {
  /** A waypoint dragged to `position`; `final` on the drop. */
  move(index: number, position: Position, final: boolean): void;
  select(index: number): void;
}

export function chartEdits(store: VoyageStore): ChartEdits {
  let dragging = false;
  return {
    move(index, position, final) {
      if (!dragging) {
        store.beginGesture();
        dragging = true;
      }
      store.moveWaypoint(index, position);
      if (final) {
        store.endGesture();
        dragging = false;
      }
    },
    select(index) {
      store.select(store.draft.waypoints[index]?.id ?? null);
    },
  };
}
