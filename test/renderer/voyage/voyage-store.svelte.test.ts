// The route editor's reactive store, as the chart, the table and the keyboard drive it: edits
// with their errors in words, undo and redo (a drag is one step), loading and importing a whole
// route, the selection, and the live schedule. The edit rules themselves are tested in
// editor.test.ts and history.test.ts; here, how the store strings them together.
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../../shared/domain/voyage';
import { emptyDraft, fromVoyage, type VoyageDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';

/** 2026-12-01 06:00Z. */
const DEPARTURE_UTC = Date.UTC(2026, 11, 1, 6) / 1000;
const H = 3600;

const ROTTERDAM = { lat: 51.905, lon: 4.478 };
const DOVER = { lat: 51.0, lon: 1.5 };
const USHANT = { lat: 48.5, lon: -5.5 };

/** A store with the three waypoints above (wp1..wp3), history cleared as if just opened. */
function threeWaypoints(): VoyageStore {
  const store = new VoyageStore(emptyDraft(DEPARTURE_UTC, { name: 'Channel run' }));
  store.addWaypoint(ROTTERDAM, 'Rotterdam');
  store.addWaypoint(DOVER, 'Dover Strait');
  store.addWaypoint(USHANT, 'Ushant');
  store.load(store.draft);
  return store;
}

/** A keydown as the window listener receives it (only the fields the store reads). */
function key(k: string, mods: { ctrl?: boolean; shift?: boolean; tag?: string } = {}): KeyboardEvent {
  const event = {
    key: k,
    ctrlKey: mods.ctrl === true,
    metaKey: false,
    shiftKey: mods.shift === true,
    altKey: false,
    target: { tagName: mods.tag ?? 'BODY', isContentEditable: false },
  };
  return event as unknown as KeyboardEvent;
}

const NORDIC: Vessel = { name: 'NORDIC STAR', imo: '9300001', limits: { windKn: 30, gustKn: 40, hsM: 3.5 } };

describe('VoyageStore: editing', () => {
  it('selects each waypoint as it is added and numbers them for good', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC));
    expect(store.addWaypoint(ROTTERDAM)).toBeNull();
    expect(store.selectedId).toBe('wp1');
    expect(store.addWaypoint(DOVER, 'Dover Strait')).toBeNull();
    expect(store.selectedId).toBe('wp2');
    expect(store.selectedIndex).toBe(1);
    expect(store.draft.waypoints.map((w) => w.name)).toEqual(['WP 1', 'Dover Strait']);
    // A deleted number is never reused: the next waypoint is wp3 even after wp2 is gone.
    store.deleteWaypoint(1);
    store.addWaypoint(USHANT);
    expect(store.draft.waypoints.map((w) => w.id)).toEqual(['wp1', 'wp3']);
  });

  it('refuses a speed of zero with the leg named in words, and changes nothing', () => {
    const store = threeWaypoints();
    const before = store.draft;
    const error = store.setLegSpeed(1, 0);
    expect(error?.message).toBe('The speed on leg 2 (Dover Strait → Ushant) must be 0.1 to 60 knots, got 0.');
    expect(error?.field).toBe('speedsKn[1]');
    expect(store.draft).toBe(before);
    expect(store.canUndo).toBe(false);
  });

  it('refuses a negative stay at a named waypoint', () => {
    const store = threeWaypoints();
    expect(store.setStay(1, -60)?.message).toBe(
      'The stay at Dover Strait must be zero or more hours and minutes, got -60 s.',
    );
  });

  it('inserts a waypoint half-way along a leg, on the leg, and selects it', () => {
    const store = threeWaypoints();
    expect(store.insertWaypointMidLeg(0)).toBeNull();
    expect(store.draft.waypoints).toHaveLength(4);
    expect(store.selectedId).toBe('wp4');
    expect(store.selectedIndex).toBe(1);
    const mid = store.draft.waypoints[1]!.position;
    expect(mid.lat).toBeGreaterThan(DOVER.lat);
    expect(mid.lat).toBeLessThan(ROTTERDAM.lat);
    // Both halves sail at the split leg's speed.
    expect(store.draft.legSpeedsKn).toEqual([12, 12, 12]);
  });

  it('keeps the selection on the same waypoint when the route around it changes', () => {
    const store = threeWaypoints();
    store.select('wp3');
    expect(store.selectedIndex).toBe(2);
    store.moveWaypoint(0, { lat: 52, lon: 4 });
    store.renameWaypoint(1, 'Dover');
    expect(store.selectedIndex).toBe(2);
    // An insertion selects the new waypoint; undoing it leaves nothing selected, not a stale index.
    store.insertWaypoint(-1, { lat: 52.5, lon: 5 });
    expect(store.selectedIndex).toBe(0);
    store.undo();
    expect(store.selectedId).toBe('wp4');
    expect(store.selectedIndex).toBeNull();
  });

  it('clears the selection when the selected waypoint is deleted, not another one', () => {
    const store = threeWaypoints();
    store.select('wp2');
    store.deleteWaypoint(0);
    expect(store.selectedId).toBe('wp2');
    expect(store.selectedIndex).toBe(0);
    store.deleteWaypoint(0);
    expect(store.selectedId).toBeNull();
    expect(store.selectedIndex).toBeNull();
  });

  it('gives back the draft as the Voyage that is saved', () => {
    const store = threeWaypoints();
    store.setLegSpeed(1, 14);
    store.setStay(1, 2 * H);
    store.setVessel(NORDIC);
    const voyage = store.toVoyage();
    expect(voyage.name).toBe('Channel run');
    expect(voyage.speedsKn).toEqual([12, 14]);
    expect(voyage.staysS).toEqual({ '1': 2 * H });
    expect(voyage.vessel?.name).toBe('NORDIC STAR');
    const reopened = new VoyageStore(fromVoyage(voyage));
    expect(reopened.draft.waypoints.map((w) => w.id)).toEqual(['wp1', 'wp2', 'wp3']);
    expect(reopened.canUndo).toBe(false);
  });
});

describe('VoyageStore: the live schedule', () => {
  it('says in words what is missing until there are two waypoints', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC));
    expect(store.schedule).toMatchObject({
      ok: false,
      message: 'No schedule yet: add two waypoints to plan the passage.',
    });
    store.addWaypoint(ROTTERDAM);
    expect(store.schedule).toMatchObject({
      ok: false,
      message: 'No schedule yet: add a second waypoint to plan the passage.',
    });
    store.addWaypoint(DOVER);
    expect(store.schedule.ok).toBe(true);
  });

  it('follows each edit: a faster leg arrives sooner, a stay later, a later departure later', () => {
    const store = threeWaypoints();
    const arrival = (): number => (store.schedule.ok ? store.schedule.schedule.arrivalUtc : NaN);
    const first = arrival();
    if (!store.schedule.ok) throw new Error('expected a schedule');
    const { totalDistanceNm } = store.schedule.schedule;
    // 12 kn over the whole passage.
    expect(first - DEPARTURE_UTC).toBeCloseTo((totalDistanceNm / 12) * H, -1);

    store.setLegSpeed(1, 24);
    const faster = arrival();
    expect(faster).toBeLessThan(first);
    store.setStay(1, 3 * H);
    expect(arrival() - faster).toBe(3 * H);
    store.setDeparture(DEPARTURE_UTC + 24 * H);
    expect(arrival() - faster).toBe(27 * H);
    // Undo brings the schedule back with the route.
    store.undo();
    store.undo();
    store.undo();
    expect(arrival()).toBe(first);
  });
});

describe('VoyageStore: undo and redo', () => {
  it('undoes and redoes edits one at a time; a new edit drops the redo', () => {
    const store = threeWaypoints();
    store.renameWaypoint(0, 'Maasvlakte');
    store.setLegSpeed(0, 10);
    expect(store.canUndo).toBe(true);
    store.undo();
    expect(store.draft.legSpeedsKn).toEqual([12, 12]);
    expect(store.draft.waypoints[0]!.name).toBe('Maasvlakte');
    expect(store.canRedo).toBe(true);
    store.redo();
    expect(store.draft.legSpeedsKn).toEqual([10, 12]);
    store.undo();
    store.setVoyageName('Channel run (revised)');
    expect(store.canRedo).toBe(false);
  });

  it('does not record an edit that changes nothing', () => {
    const store = threeWaypoints();
    expect(store.renameWaypoint(1, '  Dover Strait ')).toBeNull();
    expect(store.setLegSpeed(0, 12)).toBeNull();
    expect(store.canUndo).toBe(false);
  });

  it('undoes a whole drag as one step, back to where it began', () => {
    const store = threeWaypoints();
    store.beginGesture();
    for (let i = 1; i <= 20; i++) store.moveWaypoint(1, { lat: DOVER.lat - i * 0.05, lon: DOVER.lon });
    store.endGesture();
    expect(store.draft.waypoints[1]!.position.lat).toBeCloseTo(50, 9);
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual(DOVER);
    expect(store.canUndo).toBe(false);
    store.redo();
    expect(store.draft.waypoints[1]!.position.lat).toBeCloseTo(50, 9);
  });

  it('keeps two drags in a row as two steps', () => {
    const store = threeWaypoints();
    for (const lat of [50.5, 50]) {
      store.beginGesture();
      store.moveWaypoint(1, { lat: lat + 0.2, lon: 1 });
      store.moveWaypoint(1, { lat, lon: 1 });
      store.endGesture();
    }
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 50.5, lon: 1 });
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual(DOVER);
  });

  it('coalesces moves that carry the chart’s own gesture id, and seals them on endGesture', () => {
    const store = threeWaypoints();
    const drag = store.beginGesture();
    store.endGesture();
    store.moveWaypoint(2, { lat: 48, lon: -5 }, drag);
    store.moveWaypoint(2, { lat: 47.5, lon: -5 }, drag);
    store.endGesture();
    store.moveWaypoint(2, { lat: 47, lon: -5 }, drag);
    store.undo();
    expect(store.draft.waypoints[2]!.position).toEqual({ lat: 47.5, lon: -5 });
    store.undo();
    expect(store.draft.waypoints[2]!.position).toEqual(USHANT);
  });

  it('moves outside a gesture (typed positions) are a step each', () => {
    const store = threeWaypoints();
    store.moveWaypoint(1, { lat: 50.9, lon: 1.4 });
    store.moveWaypoint(1, { lat: 50.8, lon: 1.3 });
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 50.9, lon: 1.4 });
  });

  it('stops coalescing after an undo in the middle of a drag', () => {
    const store = threeWaypoints();
    store.renameWaypoint(2, 'Ushant TSS');
    store.beginGesture();
    store.moveWaypoint(1, { lat: 50.5, lon: 1 });
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual(DOVER);
    store.moveWaypoint(1, { lat: 50.4, lon: 1 });
    store.moveWaypoint(1, { lat: 50.3, lon: 1 });
    store.undo();
    // The moves after the undo were a step each, not the rest of the drag.
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 50.4, lon: 1 });
    expect(store.draft.waypoints[2]!.name).toBe('Ushant TSS');
  });

  it('keeps at most `limit` steps', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC), { limit: 2 });
    for (const name of ['A', 'B', 'C']) store.setVoyageName(name);
    store.undo();
    store.undo();
    store.undo();
    expect(store.draft.name).toBe('A');
    expect(store.canUndo).toBe(false);
  });

  it('makes choosing a vessel one undoable step', () => {
    const store = threeWaypoints();
    store.setVessel(NORDIC);
    expect(store.draft.vessel?.limits.windKn).toBe(30);
    store.undo();
    expect(store.draft.vessel).toBeUndefined();
  });
});

describe('VoyageStore: whole routes', () => {
  function otherRoute(): VoyageDraft {
    const other = new VoyageStore(emptyDraft(DEPARTURE_UTC, { name: 'Imported' }));
    other.addWaypoint({ lat: 60, lon: 5 });
    other.addWaypoint({ lat: 58, lon: 10 });
    return other.draft;
  }

  it('load() opens a voyage with nothing to undo and nothing selected', () => {
    const store = threeWaypoints();
    store.setVoyageName('edited');
    store.select('wp1');
    store.load(otherRoute());
    expect(store.draft.name).toBe('Imported');
    expect(store.canUndo).toBe(false);
    expect(store.selectedId).toBeNull();
  });

  it('replace() imports a route as one step that Undo takes back', () => {
    const store = threeWaypoints();
    store.setVoyageName('Before import');
    store.select('wp2');
    store.replace(otherRoute());
    expect(store.draft.name).toBe('Imported');
    expect(store.selectedId).toBeNull();
    store.undo();
    expect(store.draft.name).toBe('Before import');
    expect(store.draft.waypoints).toHaveLength(3);
    store.undo();
    expect(store.draft.name).toBe('Channel run');
  });

  it('replace() in the middle of a drag does not fold the import into the drag', () => {
    const store = threeWaypoints();
    store.beginGesture();
    store.moveWaypoint(1, { lat: 50, lon: 1 });
    store.replace(otherRoute());
    store.undo();
    expect(store.draft.waypoints[1]!.position).toEqual({ lat: 50, lon: 1 });
  });
});

describe('VoyageStore: keyboard', () => {
  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, and say they were handled', () => {
    const store = threeWaypoints();
    store.setVoyageName('Renamed');
    expect(store.handleKeydown(key('z', { ctrl: true }))).toBe(true);
    expect(store.draft.name).toBe('Channel run');
    expect(store.handleKeydown(key('Z', { ctrl: true, shift: true }))).toBe(true);
    expect(store.draft.name).toBe('Renamed');
    store.undo();
    expect(store.handleKeydown(key('y', { ctrl: true }))).toBe(true);
    expect(store.draft.name).toBe('Renamed');
  });

  it('leaves the key to the page when there is nothing to undo, redo or delete', () => {
    const store = threeWaypoints();
    expect(store.handleKeydown(key('z', { ctrl: true }))).toBe(false);
    expect(store.handleKeydown(key('y', { ctrl: true }))).toBe(false);
    expect(store.handleKeydown(key('Delete'))).toBe(false);
    expect(store.draft.waypoints).toHaveLength(3);
  });

  it('Delete removes the selected waypoint; in a text field it is the field’s', () => {
    const store = threeWaypoints();
    store.select('wp2');
    expect(store.handleKeydown(key('Delete', { tag: 'INPUT' }))).toBe(false);
    expect(store.draft.waypoints).toHaveLength(3);
    expect(store.handleKeydown(key('Backspace'))).toBe(true);
    expect(store.draft.waypoints.map((w) => w.name)).toEqual(['Rotterdam', 'Ushant']);
    expect(store.selectedId).toBeNull();
  });
});
