// VoyageStore's settled schedule: what storm warnings read. It follows every edit but the steps
// of a drag, and catches up when the waypoint is dropped.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { emptyDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';

const DEPARTURE_UTC = Date.UTC(2026, 11, 1, 6) / 1000;

function arrivalOf(schedule: VoyageStore['settledSchedule']): number | null {
  return schedule.ok ? schedule.schedule.arrivalUtc : null;
}

describe('VoyageStore.settledSchedule', () => {
  it('holds still through the steps of a drag and follows the drop; other edits follow at once', () => {
    const store = new VoyageStore(emptyDraft(DEPARTURE_UTC));
    store.addWaypoint({ lat: 50, lon: -5 });
    store.addWaypoint({ lat: 50, lon: -6 });
    flushSync();
    const before = arrivalOf(store.settledSchedule);
    expect(before).toBe(arrivalOf(store.schedule));

    store.beginGesture();
    store.moveWaypoint(1, { lat: 50, lon: -7 });
    store.moveWaypoint(1, { lat: 50, lon: -8 });
    flushSync();
    expect(arrivalOf(store.schedule)).toBeGreaterThan(before!);
    expect(arrivalOf(store.settledSchedule)).toBe(before);

    store.endGesture();
    flushSync();
    expect(arrivalOf(store.settledSchedule)).toBe(arrivalOf(store.schedule));

    store.addWaypoint({ lat: 50, lon: -9 });
    flushSync();
    expect(arrivalOf(store.settledSchedule)).toBe(arrivalOf(store.schedule));
  });
});
