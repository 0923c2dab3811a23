// Edits on the chart: a whole drag, however many moves, is one undo step; a click selects.
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { chartEdits } from '../../../renderer/src/voyage/chart-edits';

const DEPARTURE_UTC = Date.UTC(2026, 11, 1, 6) / 1000;

describe('chartEdits', () => {
  it('makes a drag of many moves one undo step, and a second drag another', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC));
    store.addWaypoint({ lat: 50, lon: -2 });
    store.addWaypoint({ lat: 49, lon: -5 });
    const edit = chartEdits(store);
    edit.move(1, { lat: 49.1, lon: -5.1 }, false);
    edit.move(1, { lat: 49.2, lon: -5.2 }, false);
    edit.move(1, { lat: 49.3, lon: -5.3 }, true);
    edit.move(0, { lat: 50.5, lon: -2 }, true);
    expect(store.draft.waypoints.map((w) => w.position)).toEqual([
      { lat: 50.5, lon: -2 },
      { lat: 49.3, lon: -5.3 },
    ]);
    store.undo();
    expect(store.draft.waypoints[0]!.position).toEqual({ lat: 50, lon: -2 });
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 49.3, lon: -5.3 });
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 49, lon: -5 });
  });

  it('selects the waypoint clicked, and nothing for an index past the route', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC));
    store.addWaypoint({ lat: 50, lon: -2 });
    store.addWaypoint({ lat: 49, lon: -5 });
    const edit = chartEdits(store);
    edit.select(0);
    expect(store.selectedIndex).toBe(0);
    edit.select(5);
    expect(store.selectedIndex).toBeNull();
  });
});
